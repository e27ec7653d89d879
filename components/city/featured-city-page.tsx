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
import type { Business, FeaturedCity, Navigation, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

/** The richer city pages (`template: featured` in content/cities/), which differ only in their content. */
export function FeaturedCityPage({
  city,
  canonicalPath,
  business,
  ui,
  closingCta,
}: {
  city: FeaturedCity;
  canonicalPath: string;
  business: Business;
  ui: Ui;
  closingCta: Navigation["closingCta"];
}) {
  const badges = city.benefits.style === "badges";
  return (
    <>
      <PageHero
        eyebrow={fillSlots(ui.cityPage.eyebrow, { city: city.name, county: city.county })}
        heading={city.h1}
        lead={city.intro.map((p) => (
          <Paragraph key={p} text={p} />
        ))}
      >
        <CallButton business={business} labels={ui} />
        <ButtonLink href={ui.paths.contact} variant="outline-light">
          <SvgIcon icon={CalendarCheck} className="size-5" />
          {ui.cityPage.schedule}
        </ButtonLink>
      </PageHero>
      <Section
        id="benefits"
        heading={city.benefits.heading}
        tone="tint"
        className={badges ? "py-10 sm:py-12" : undefined}
      >
        <CardGrid
          items={city.benefits.items}
          labels={ui.cards}
          columns={badges ? 4 : 3}
          style={city.benefits.style}
        />
      </Section>
      <TwoColumn sidebar={<StoreSidebar business={business} ui={ui} scheduleLabel={ui.cityPage.schedule} />}>
        <Section id="city-services" heading={city.services.heading} inColumn>
          <CardGrid items={city.services.items} labels={ui.cards} columns={2} />
        </Section>
        {city.sections.map((section, i) => (
          <ProseSection key={section.heading} id={`section-${i}`} section={section} />
        ))}
        <TestimonialsSection testimonials={city.testimonials} labels={ui.testimonials} />
        <FaqSection
          business={business}
          labels={ui.faq}
          newTabHint={ui.buttons.newTab}
          faqs={city.faqs}
          canonicalPath={canonicalPath}
          share={city.shareLinks}
        />
      </TwoColumn>
      <CtaBand business={business} ui={ui} heading={closingCta.heading} text={closingCta.text} />
    </>
  );
}
