import { CitiesIndexPage } from "@/components/city/cities-index-page";
import { StructuredData } from "@/components/seo/structured-data";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { citiesByDistance, corePage } from "@/lib/routes";

const route = corePage(content.routes, "cities");

export const metadata = pageMetadata(content.business, route);

export default function Cities() {
  return (
    <>
      <StructuredData data={buildJsonLd(content, route)} />
      <CitiesIndexPage
        page={content.pages.cities}
        business={content.business}
        cities={citiesByDistance(content.routes)}
        closingCta={content.navigation.closingCta}
      />
    </>
  );
}
