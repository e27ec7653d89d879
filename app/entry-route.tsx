import type { Metadata } from "next";
import { PageView } from "@/app/page-view";
import { site } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { entryAt, slugsUnder, type EntryPrefix } from "@/lib/routes";

type Props = { params: Promise<{ slug: string }> };

/** What each English [slug] route exports: its prerendered slugs, its metadata and its page, all from content. */
export function entryRoute(prefix: EntryPrefix) {
  const { routes } = site.en;
  return {
    generateStaticParams: () => slugsUnder(routes, prefix),
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return pageMetadata(site, entryAt(routes, prefix, (await params).slug));
    },
    async Page({ params }: Props) {
      return <PageView site={site} language="en" page={entryAt(routes, prefix, (await params).slug)} />;
    },
  };
}
