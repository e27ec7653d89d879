import type { Metadata } from "next";
import { EntryTemplate } from "@/components/entry-template";
import { StructuredData } from "@/components/seo/structured-data";
import { SiteFrame } from "@/components/layout/site-frame";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { pageMetadata } from "@/lib/metadata";
import { entryAt, frameProps, slugsUnder, type EntryPrefix } from "@/lib/routes";

type Props = { params: Promise<{ slug: string }> };

/** What each [slug] route exports: its prerendered slugs, its metadata and its page, all from content. */
export function entryRoute(prefix: EntryPrefix) {
  return {
    generateStaticParams: () => slugsUnder(content.routes, prefix),
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return pageMetadata(content.business, entryAt(content.routes, prefix, (await params).slug));
    },
    async Page({ params }: Props) {
      const page = entryAt(content.routes, prefix, (await params).slug);
      return (
        <SiteFrame {...frameProps(content, page.path)}>
          <StructuredData data={buildJsonLd(content, page)} />
          <EntryTemplate
            page={page}
            business={content.business}
            ui={content.ui}
            closingCta={content.navigation.closingCta}
          />
        </SiteFrame>
      );
    },
  };
}
