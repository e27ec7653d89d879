import { HomePage } from "@/components/home/home-page";
import { StructuredData } from "@/components/seo/structured-data";
import { SiteFrame } from "@/components/layout/site-frame";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { cityPages, corePage, frameProps } from "@/lib/routes";

const page = corePage(content.routes, "home");

export const metadata = pageMetadata(content.business, page);

export default function Home() {
  return (
    <SiteFrame {...frameProps(content, page.path)}>
      <StructuredData data={buildJsonLd(content, page)} />
      <HomePage
        page={page.copy}
        business={content.business}
        ui={content.ui}
        cities={cityPages(content.routes, page.copy.cities.slugs)}
      />
    </SiteFrame>
  );
}
