import { FeaturedCityPage } from "@/components/city/featured-city-page";
import { StandardCityPage } from "@/components/city/standard-city-page";
import { ServicePage } from "@/components/service/service-page";
import type { EntryPage } from "@/lib/routes";

/** Picks the template for a city or service page. */
export function EntryTemplate({ page }: { page: EntryPage }) {
  if (page.kind === "service")
    return <ServicePage service={page.service} canonicalPath={page.canonicalPath} />;
  if (page.city.template === "featured")
    return <FeaturedCityPage city={page.city} canonicalPath={page.canonicalPath} />;
  return <StandardCityPage city={page.city} />;
}
