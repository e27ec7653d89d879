import { HomePage } from "@/components/home/home-page";
import { content } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";

const page = content.pages.home;

export const metadata = buildMetadata({ ...page.meta, path: "/" });

export default function Home() {
  return <HomePage page={page} />;
}
