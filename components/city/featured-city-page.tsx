import { Paragraph } from "@/components/ui/paragraph";
import { CalendarCheck } from "lucide";
import { FaqSection } from "@/components/faq/faq-section";
import { TestimonialsSection } from "@/components/testimonials/testimonials-section";
import { CallButton } from "@/components/business/call-button";
import { StoreSidebar } from "@/components/business/store-sidebar";
import { ButtonLink } from "@/components/ui/button-link";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { SvgIcon } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { ProseSection } from "@/components/ui/prose-section";
import { Section } from "@/components/ui/section";
import { TwoColumn } from "@/components/ui/two-column";
import type { Business, FeaturedCity, Navigation } from "@/lib/content/types";

/** DeLand, Sanford and Orlando: the richer city pages, which differ only in their content. */
export function FeaturedCityPage({
  city,
  canonicalPath,
  business,
  closingCta,
}: {
  city: FeaturedCity;
  canonicalPath: string;
  business: Business;
  closingCta: Navigation["closingCta"];
}) {
  const badges = city.benefits.style === "badges";
  return (
    <>
      <PageHero
        eyebrow={`${city.name}, ${city.county} County`}
        heading={city.h1}
        lead={city.intro.map((p) => (
          <Paragraph key={p} text={p} />
        ))}
      >
        <CallButton business={business} />
        <ButtonLink href="/contact" variant="outline-light">
          <SvgIcon icon={CalendarCheck} className="size-5" />
          Schedule Repair
        </ButtonLink>
      </PageHero>
      <Section
        id="benefits"
        heading={city.benefits.heading}
        tone="tint"
        className={badges ? "py-10 sm:py-12" : undefined}
      >
        <CardGrid items={city.benefits.items} columns={badges ? 4 : 3} style={city.benefits.style} />
      </Section>
      <TwoColumn sidebar={<StoreSidebar business={business} scheduleLabel="Schedule Repair" />}>
        <Section id="city-services" heading={city.services.heading} inColumn>
          <CardGrid items={city.services.items} columns={2} />
        </Section>
        {city.sections.map((section, i) => (
          <ProseSection key={section.heading} id={`section-${i}`} section={section} />
        ))}
        <TestimonialsSection testimonials={city.testimonials} inColumn />
        <FaqSection
          business={business}
          faqs={city.faqs}
          canonicalPath={canonicalPath}
          share={city.shareLinks}
        />
      </TwoColumn>
      <CtaBand business={business} heading={closingCta.heading} text={closingCta.text} />
    </>
  );
}
