import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { RootDocument } from "@/app/root-document";
import { site } from "@/lib/content";
import { siteUrl } from "@/lib/site-url";
import { THEME_COLOR } from "@/lib/theme";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  applicationName: site.en.business.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: THEME_COLOR };

/** The root layout of the Spanish pages: their documents are lang="es-US" from the first byte. */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <RootDocument content={site.es ?? site.en}>{children}</RootDocument>;
}
