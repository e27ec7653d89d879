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

// The root layout of the English pages; the Spanish ones under /es/ have their own (app/es/layout.tsx), so each
// document carries its language in the HTML.
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument content={site.en}>{children}</RootDocument>;
}
