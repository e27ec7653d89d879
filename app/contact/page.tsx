import { ContactPage } from "@/components/contact/contact-page";
import { StructuredData } from "@/components/seo/structured-data";
import { SiteFrame } from "@/components/layout/site-frame";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { corePage, frameProps, territoryByCounty } from "@/lib/routes";

const page = corePage(content.routes, "contact");

export const metadata = pageMetadata(content.business, page);

export default function Contact() {
  return (
    <SiteFrame {...frameProps(content, page.path)}>
      <StructuredData data={buildJsonLd(content, page)} />
      <ContactPage
        page={page.copy}
        business={content.business}
        ui={content.ui}
        counties={territoryByCounty(content.routes, page.copy.territory.counties)}
      />
    </SiteFrame>
  );
}
