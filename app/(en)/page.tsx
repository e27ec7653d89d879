import { PageView } from "@/app/page-view";
import { site } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const page = corePage(site.en.routes, "home");

export const metadata = pageMetadata(site, page);

export default function Home() {
  return <PageView site={site} language="en" page={page} />;
}
