import { StructuredData } from "@/components/seo/structured-data";
import { AboutPage } from "@/components/about/about-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const page = content.pages.about;
const route = corePage("about");

export const metadata = pageMetadata(route.path);

export default function About() {
  return (
    <>
      <StructuredData path={route.path} />
      <AboutPage page={page} />
    </>
  );
}
