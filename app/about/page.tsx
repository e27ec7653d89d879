import { StructuredData } from "@/components/seo/structured-data";
import { AboutPage } from "@/components/about/about-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

const page = content.pages.about;

export const metadata = pageMetadata("/about");

export default function About() {
  return (
    <>
      <StructuredData path="/about" />
      <AboutPage page={page} />
    </>
  );
}
