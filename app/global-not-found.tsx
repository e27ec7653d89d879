import type { Metadata } from "next";
import { NotFoundView } from "@/app/page-view";
import { RootDocument, rootMetadata, rootViewport } from "@/app/root-document";
import { site } from "@/lib/content";
import "./globals.css";

// The English pages and the Spanish ones have root layouts of their own, so an address that matches no route gets
// this document; unknown addresses under /es/ get the Spanish one (/es/404, app/es/[[...path]]/page.tsx). Next adds
// <meta name="robots" content="noindex"> to every not-found response itself.
export const metadata: Metadata = { ...rootMetadata, title: site.en.pages.notFound.title };
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument content={site.en}>
      <NotFoundView site={site} language="en" />
    </RootDocument>
  );
}
