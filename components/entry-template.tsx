import { FeaturedCityPage } from "@/components/city/featured-city-page";
import { StandardCityPage } from "@/components/city/standard-city-page";
import { ServicePage } from "@/components/service/service-page";
import type { Business, EntrySitePage, Navigation } from "@/lib/content/types";

/** Picks the template for a city or service page. */
export function EntryTemplate({
  page,
  business,
  closingCta,
}: {
  page: EntrySitePage;
  business: Business;
  closingCta: Navigation["closingCta"];
}) {
  if (page.kind === "service")
    return <ServicePage service={page.service} canonicalPath={page.path} business={business} />;
  if (page.city.template === "featured")
    return (
      <FeaturedCityPage
        city={page.city}
        canonicalPath={page.path}
        business={business}
        closingCta={closingCta}
      />
    );
  return <StandardCityPage city={page.city} business={business} closingCta={closingCta} />;
}
