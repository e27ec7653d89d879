import { FeaturedCityPage } from "@/components/city/featured-city-page";
import { StandardCityPage } from "@/components/city/standard-city-page";
import { ServicePage } from "@/components/service/service-page";
import type { Business } from "@/lib/content/load";
import type { Navigation } from "@/lib/content/page-schemas";
import type { EntrySitePage } from "@/lib/content/route-table";

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
