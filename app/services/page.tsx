import { StructuredData } from "@/components/seo/structured-data";
import { ServicesIndexPage } from "@/components/services/services-index-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

const page = content.pages.services;

export const metadata = pageMetadata("/services");

export default function Services() {
  return (
    <>
      <StructuredData path="/services" />
      <ServicesIndexPage page={page} />
    </>
  );
}
