import type { Metadata } from "next";
import { EntryPage } from "@/components/entry-page";
import { buildMetadata } from "@/lib/metadata";
import { entryAt, slugsUnder, type EntryPrefix } from "@/lib/routes";

type Props = { params: Promise<{ slug: string }> };

/** What each [slug] route exports: its prerendered slugs, its metadata and its page, all from content. */
export function entryRoute(prefix: EntryPrefix) {
  return {
    generateStaticParams: () => slugsUnder(prefix),
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const page = entryAt(prefix, (await params).slug);
      const meta = page.kind === "city" ? page.city.meta : page.service.meta;
      return buildMetadata({ ...meta, path: page.canonicalPath });
    },
    async Page({ params }: Props) {
      return <EntryPage page={entryAt(prefix, (await params).slug)} />;
    },
  };
}
