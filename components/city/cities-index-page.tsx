import { Paragraph } from "@/components/ui/paragraph";
import { CityCards } from "@/components/city/city-cards";
import { CtaBand } from "@/components/ui/cta-band";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { Business, CitiesPage, CityLink, Navigation } from "@/lib/content/types";

export function CitiesIndexPage({
  page,
  business,
  cities,
  closingCta,
}: {
  page: CitiesPage;
  business: Business;
  /** Every city, in the order to list them. */
  cities: CityLink[];
  closingCta: Navigation["closingCta"];
}) {
  return (
    <>
      <PageHero heading={page.h1} lead={<Paragraph text={page.intro} />} />
      <Section id="all-cities" heading={`${cities.length} cities, nearest first`}>
        <CityCards cities={cities} />
      </Section>
      <Section id="outro" heading={page.outro.heading} tone="tint">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {page.outro.paragraphs.map((p) => (
            <Paragraph key={p} text={p} />
          ))}
        </div>
      </Section>
      <CtaBand business={business} heading={closingCta.heading} text={closingCta.text} />
    </>
  );
}
