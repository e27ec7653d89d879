import { StructuredData } from "@/components/seo/structured-data";
import { CitiesIndexPage } from "@/components/city/cities-index-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

const page = content.pages.cities;

export const metadata = pageMetadata("/cities");

export default function Cities() {
  return (
    <>
      <StructuredData path="/cities" />
      <CitiesIndexPage page={page} />
    </>
  );
}
