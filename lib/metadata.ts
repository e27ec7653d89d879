import type { Metadata } from "next";
import type { Business, PageMeta, SitePage } from "@/lib/content/types";
import { ogImagePath } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";

/** The one builder of page metadata (every page with a URL of its own): title, description, canonical, robots, social cards. */
export function buildMetadata(
  business: Pick<Business, "name">,
  meta: PageMeta & { path: string; noindex?: boolean },
): Metadata {
  const url = absoluteUrl(meta.path);
  const image = meta.noindex
    ? undefined
    : { url: absoluteUrl(ogImagePath(meta.path)), width: 1200, height: 630, alt: meta.title };
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: url },
    robots: meta.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: "website",
      siteName: business.name,
      locale: "en_US",
      url,
      title: meta.title,
      description: meta.description,
      ...(image && { images: [image] }),
    },
    twitter: {
      card: "summary_large_image",
      title: meta.title,
      description: meta.description,
      ...(image && { images: [image.url] }),
    },
  };
}

/** Metadata of an indexable page of the route table, under its canonical path. */
export function pageMetadata(business: Pick<Business, "name">, page: SitePage): Metadata {
  return buildMetadata(business, { ...page.meta, path: page.path });
}
