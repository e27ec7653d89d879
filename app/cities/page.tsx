import { StructuredData } from "@/components/seo/structured-data";
import { CitiesIndexPage } from "@/components/city/cities-index-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const page = content.pages.cities;
const route = corePage("cities");

export const metadata = pageMetadata(route.path);

export default function Cities() {
  return (
    <>
      <StructuredData path={route.path} />
      <CitiesIndexPage page={page} />
    </>
  );
}
