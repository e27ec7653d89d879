import type { Metadata } from "next";
import { EntryTemplate } from "@/components/entry-template";
import { StructuredData } from "@/components/seo/structured-data";
import { pageMetadata } from "@/lib/metadata";
import { entryAt, slugsUnder, type EntryPrefix } from "@/lib/routes";

type Props = { params: Promise<{ slug: string }> };

/** What each [slug] route exports: its prerendered slugs, its metadata and its page, all from content. */
export function entryRoute(prefix: EntryPrefix) {
  return {
    generateStaticParams: () => slugsUnder(prefix),
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return pageMetadata(entryAt(prefix, (await params).slug).path);
    },
    async Page({ params }: Props) {
      const page = entryAt(prefix, (await params).slug);
      return (
        <>
          <StructuredData path={page.path} />
          <EntryTemplate page={page} />
        </>
      );
    },
  };
}
