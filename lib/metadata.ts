import type { Metadata } from "next";
import type { SiteContent } from "@/lib/content/load";
import type { Business, PageMeta, SitePage } from "@/lib/content/types";
import { languages, locales, type Language } from "@/lib/i18n";
import { ogImagePath } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";

/** The one builder of page metadata (every page with a URL of its own): title, description, canonical, robots, social cards. */
export function buildMetadata(
  business: Pick<Business, "name">,
  meta: PageMeta & {
    path: string;
    noindex?: boolean;
    language?: Language;
    /** The page's path in each language it is written in: hreflang links, with English as x-default. */
    alternates?: Partial<Record<Language, string>>;
  },
): Metadata {
  const language = meta.language ?? "en";
  const translated = languages.filter((l) => meta.alternates?.[l]);
  const ogLocale = (l: Language) => locales[l].replace("-", "_");
  const url = absoluteUrl(meta.path);
  const image = meta.noindex
    ? undefined
    : { url: absoluteUrl(ogImagePath(meta.path)), width: 1200, height: 630, alt: meta.title };
  return {
    title: meta.title,
    description: meta.description,
    alternates: {
      canonical: url,
      ...(translated.length > 1 && {
        languages: {
          ...Object.fromEntries(translated.map((l) => [locales[l], absoluteUrl(meta.alternates![l]!)])),
          "x-default": absoluteUrl(meta.alternates!.en!),
        },
      }),
    },
    robots: meta.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: "website",
      siteName: business.name,
      locale: ogLocale(language),
      ...(translated.length > 1 && {
        alternateLocale: translated.filter((l) => l !== language).map(ogLocale),
      }),
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

/** Metadata of an indexable page of the route table, under its canonical path, with its translations. */
export function pageMetadata(site: SiteContent, page: SitePage): Metadata {
  return buildMetadata(site.en.business, {
    ...page.meta,
    path: page.path,
    language: page.language,
    alternates: page.alternates,
  });
}
