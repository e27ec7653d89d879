import type { Metadata, Viewport } from "next";
import { NotFoundView } from "@/app/page-view";
import { RootDocument } from "@/app/root-document";
import { site } from "@/lib/content";
import { siteUrl } from "@/lib/site-url";
import { THEME_COLOR } from "@/lib/theme";
import "./globals.css";

// The English pages and the Spanish ones have root layouts of their own, so an address that matches no route gets
// this document; unknown addresses under /es/ get the Spanish one (app/es/not-found.tsx). Next adds
// <meta name="robots" content="noindex"> to every not-found response itself.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: site.en.pages.notFound.title,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: THEME_COLOR };

export default function GlobalNotFound() {
  return (
    <RootDocument content={site.en}>
      <NotFoundView site={site} language="en" />
    </RootDocument>
  );
}
