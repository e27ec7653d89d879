import { AboutPage } from "@/components/about/about-page";
import { StructuredData } from "@/components/seo/structured-data";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const page = corePage(content.routes, "about");

export const metadata = pageMetadata(content.business, page);

export default function About() {
  return (
    <>
      <StructuredData data={buildJsonLd(content, page)} />
      <AboutPage page={page.copy} business={content.business} />
    </>
  );
}
