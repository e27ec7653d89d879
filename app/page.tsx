import { HomePage } from "@/components/home/home-page";
import { StructuredData } from "@/components/seo/structured-data";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { cityPages, corePage } from "@/lib/routes";

const page = content.pages.home;
const route = corePage(content.routes, "home");

export const metadata = pageMetadata(content.business, route);

export default function Home() {
  return (
    <>
      <StructuredData data={buildJsonLd(content, route)} />
      <HomePage
        page={page}
        business={content.business}
        cities={cityPages(content.routes, page.cities.slugs)}
      />
    </>
  );
}
