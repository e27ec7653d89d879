import { AboutPage } from "@/components/about/about-page";
import { StructuredData } from "@/components/seo/structured-data";
import { SiteFrame } from "@/components/layout/site-frame";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { corePage, frameProps } from "@/lib/routes";

const page = corePage(content.routes, "about");

export const metadata = pageMetadata(content.business, page);

export default function About() {
  return (
    <SiteFrame {...frameProps(content, page.path)}>
      <StructuredData data={buildJsonLd(content, page)} />
      <AboutPage page={page.copy} business={content.business} ui={content.ui} />
    </SiteFrame>
  );
}
