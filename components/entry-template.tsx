import { FeaturedCityPage } from "@/components/city/featured-city-page";
import { StandardCityPage } from "@/components/city/standard-city-page";
import { ServicePage } from "@/components/service/service-page";
import type { Business, EntrySitePage, Navigation, Ui } from "@/lib/content/types";

/** Picks the template for a city or service page. */
export function EntryTemplate({
  page,
  business,
  ui,
  closingCta,
}: {
  page: EntrySitePage;
  business: Business;
  ui: Ui;
  closingCta: Navigation["closingCta"];
}) {
  if (page.kind === "service")
    return <ServicePage service={page.service} canonicalPath={page.path} business={business} ui={ui} />;
  if (page.city.template === "featured")
    return (
      <FeaturedCityPage
        city={page.city}
        canonicalPath={page.path}
        business={business}
        ui={ui}
        closingCta={closingCta}
      />
    );
  return <StandardCityPage city={page.city} business={business} ui={ui} closingCta={closingCta} />;
}
