import { Paragraph } from "@/components/ui/paragraph";
import { CallButton } from "@/components/business/call-button";
import { DirectionsButton } from "@/components/business/directions-button";
import { MapFacade } from "@/components/business/map-facade";
import { StoreSidebar } from "@/components/business/store-sidebar";
import { CheckList } from "@/components/ui/check-list";
import { CtaBand } from "@/components/ui/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { ProseSection } from "@/components/ui/prose-section";
import { Section } from "@/components/ui/section";
import { TwoColumn } from "@/components/ui/two-column";
import type { Business, Navigation, StandardCity } from "@/lib/content/types";

function driveLabel(
  city: Pick<StandardCity, "distanceFromDeland" | "driveMinutes">,
  business: Pick<Business, "address">,
): string {
  return `${city.distanceFromDeland} miles from our ${business.address.city} store · about ${city.driveMinutes} minutes by car`;
}

export function StandardCityPage({
  city,
  business,
  closingCta,
}: {
  city: StandardCity;
  business: Business;
  closingCta: Navigation["closingCta"];
}) {
  return (
    <>
      <PageHero
        eyebrow={`${city.name}, ${city.county} County`}
        heading={city.h1}
        lead={
          <>
            <p className="font-semibold text-white" data-testid="city-distance">
              {driveLabel(city, business)}
            </p>
            <Paragraph text={city.intro} />
          </>
        }
      >
        <CallButton business={business} />
        <DirectionsButton business={business} variant="outline-light" />
      </PageHero>
      <TwoColumn sidebar={<StoreSidebar business={business} />}>
        {city.sections.map((section, i) => (
          <ProseSection key={section.heading} id={`section-${i}`} section={section} />
        ))}
        <Section id="services-checklist" heading={`Services for ${city.name} customers`} inColumn>
          <CheckList items={city.servicesChecklist} />
        </Section>
        <Section id="store" heading="Our store" inColumn>
          <p className="mb-4 text-lg text-slate-700">
            {business.name}, {business.fullAddress}. {business.hoursLine}.
          </p>
          <MapFacade business={business} />
        </Section>
      </TwoColumn>
      <CtaBand business={business} heading={closingCta.heading} text={closingCta.text} />
    </>
  );
}
