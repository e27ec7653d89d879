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
import type { Business, Navigation, StandardCity, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

export function StandardCityPage({
  city,
  business,
  ui,
  closingCta,
}: {
  city: StandardCity;
  business: Business;
  ui: Ui;
  closingCta: Navigation["closingCta"];
}) {
  return (
    <>
      <PageHero
        eyebrow={fillSlots(ui.cityPage.eyebrow, { city: city.name, county: city.county })}
        heading={city.h1}
        lead={
          <>
            <p className="font-semibold text-white" data-testid="city-distance">
              {fillSlots(ui.cityPage.distance, {
                miles: city.distanceFromDeland,
                minutes: city.driveMinutes,
              })}
            </p>
            <Paragraph text={city.intro} />
          </>
        }
      >
        <CallButton business={business} labels={ui} />
        <DirectionsButton business={business} labels={ui.buttons} variant="outline-light" />
      </PageHero>
      <TwoColumn sidebar={<StoreSidebar business={business} ui={ui} />}>
        {city.sections.map((section, i) => (
          <ProseSection key={section.heading} id={`section-${i}`} section={section} />
        ))}
        <Section
          id="services-checklist"
          heading={fillSlots(ui.cityPage.services, { city: city.name })}
          inColumn
        >
          <CheckList items={city.servicesChecklist} />
        </Section>
        <Section id="store" heading={ui.cityPage.store} inColumn>
          <p className="mb-4 text-lg text-slate-700">{ui.cityPage.storeLine}</p>
          <MapFacade business={business} ui={ui} />
        </Section>
      </TwoColumn>
      <CtaBand business={business} ui={ui} heading={closingCta.heading} text={closingCta.text} />
    </>
  );
}
