import { StructuredData } from "@/components/seo/structured-data";
import { HomePage } from "@/components/home/home-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { corePage } from "@/lib/routes";

const page = content.pages.home;
const route = corePage("home");

export const metadata = pageMetadata(route.path);

export default function Home() {
  return (
    <>
      <StructuredData path={route.path} />
      <HomePage page={page} />
    </>
  );
}
