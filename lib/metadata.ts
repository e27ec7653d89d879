import type { Metadata } from "next";
import { business } from "@/lib/content";
import type { PageMeta } from "@/lib/content/schema";
import { absoluteUrl } from "@/lib/site-url";

/** The one place page metadata is built: title, description, absolute canonical, robots and social tags. */
export function buildMetadata(meta: PageMeta & { path: string; noindex?: boolean }): Metadata {
  const url = absoluteUrl(meta.path);
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
    },
    twitter: { card: "summary_large_image", title: meta.title, description: meta.description },
  };
}
