import { StructuredData } from "@/components/seo/structured-data";
import { HomePage } from "@/components/home/home-page";
import { content } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

const page = content.pages.home;

export const metadata = pageMetadata("/");

export default function Home() {
  return (
    <>
      <StructuredData path="/" />
      <HomePage page={page} />
    </>
  );
}
