import { FeaturedCityPage } from "@/components/city/featured-city-page";
import { StandardCityPage } from "@/components/city/standard-city-page";
import { ServicePage } from "@/components/service/service-page";
import type { EntrySitePage } from "@/lib/routes";

/** Picks the template for a city or service page. */
export function EntryTemplate({ page }: { page: EntrySitePage }) {
  if (page.kind === "service") return <ServicePage service={page.service} canonicalPath={page.path} />;
  if (page.city.template === "featured")
    return <FeaturedCityPage city={page.city} canonicalPath={page.path} />;
  return <StandardCityPage city={page.city} />;
}
