import { Paragraph, Paragraphs } from "@/components/ui/paragraph";
import { CityCards } from "@/components/city/city-cards";
import { CtaBand } from "@/components/ui/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { Business, CitiesPage, CityLink, Navigation, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

export function CitiesIndexPage({
  page,
  business,
  ui,
  cities,
  closingCta,
}: {
  page: CitiesPage;
  business: Business;
  ui: Ui;
  /** Every city, in the order to list them. */
  cities: CityLink[];
  closingCta: Navigation["closingCta"];
}) {
  return (
    <>
      <PageHero heading={page.h1} lead={<Paragraph text={page.intro} />} />
      <Section id="all-cities" heading={fillSlots(ui.citiesIndex.heading, { count: cities.length })}>
        <CityCards cities={cities} labels={ui.cityCards} />
      </Section>
      <Section id="outro" heading={page.outro.heading} tone="tint">
        <Paragraphs texts={page.outro.paragraphs} className="max-w-3xl text-slate-700" />
      </Section>
      <CtaBand business={business} ui={ui} heading={closingCta.heading} text={closingCta.text} />
    </>
  );
}
