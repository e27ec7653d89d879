import { AboutPage } from "@/components/about/about-page";
import { StructuredData } from "@/components/seo/structured-data";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const route = corePage(content.routes, "about");

export const metadata = pageMetadata(content.business, route);

export default function About() {
  return (
    <>
      <StructuredData data={buildJsonLd(content, route)} />
      <AboutPage page={content.pages.about} business={content.business} />
    </>
  );
}
