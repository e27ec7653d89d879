import { CitiesIndexPage } from "@/components/city/cities-index-page";
import { StructuredData } from "@/components/seo/structured-data";
import { SiteFrame } from "@/components/layout/site-frame";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { citiesByDistance, corePage, frameProps } from "@/lib/routes";

const page = corePage(content.routes, "cities");

export const metadata = pageMetadata(content.business, page);

export default function Cities() {
  return (
    <SiteFrame {...frameProps(content, page.path)}>
      <StructuredData data={buildJsonLd(content, page)} />
      <CitiesIndexPage
        page={page.copy}
        business={content.business}
        ui={content.ui}
        cities={citiesByDistance(content.routes)}
        closingCta={content.navigation.closingCta}
      />
    </SiteFrame>
  );
}
