import { CitiesIndexPage } from "@/components/city/cities-index-page";
import { content } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";

const page = content.pages.cities;

export const metadata = buildMetadata({ ...page.meta, path: "/cities" });

export default function Cities() {
  return <CitiesIndexPage page={page} />;
}
