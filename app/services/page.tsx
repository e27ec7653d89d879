import { ServicesIndexPage } from "@/components/services/services-index-page";
import { StructuredData } from "@/components/seo/structured-data";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const route = corePage(content.routes, "services");

export const metadata = pageMetadata(content.business, route);

export default function Services() {
  return (
    <>
      <StructuredData data={buildJsonLd(content, route)} />
      <ServicesIndexPage page={content.pages.services} business={content.business} />
    </>
  );
}
