import { StructuredData } from "@/components/seo/structured-data";
import { ServicesIndexPage } from "@/components/services/services-index-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const page = content.pages.services;
const route = corePage("services");

export const metadata = pageMetadata(route.path);

export default function Services() {
  return (
    <>
      <StructuredData path={route.path} />
      <ServicesIndexPage page={page} />
    </>
  );
}
