import { HomePage } from "@/components/home/home-page";
import { StructuredData } from "@/components/seo/structured-data";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { cityPages, corePage } from "@/lib/routes";

const page = corePage(content.routes, "home");

export const metadata = pageMetadata(content.business, page);

export default function Home() {
  return (
    <>
      <StructuredData data={buildJsonLd(content, page)} />
      <HomePage
        page={page.copy}
        business={content.business}
        cities={cityPages(content.routes, page.copy.cities.slugs)}
      />
    </>
  );
}
