import { AboutPage } from "@/components/about/about-page";
import { content } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";

const page = content.pages.about;

export const metadata = buildMetadata({ ...page.meta, path: "/about" });

export default function About() {
  return <AboutPage page={page} />;
}
