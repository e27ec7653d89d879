import { ServicesIndexPage } from "@/components/services/services-index-page";
import { content } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";

const page = content.pages.services;

export const metadata = buildMetadata({ ...page.meta, path: "/services" });

export default function Services() {
  return <ServicesIndexPage page={page} />;
}
