import type { ReactNode } from "react";
import { RootDocument, rootMetadata, rootViewport } from "@/app/root-document";
import { site } from "@/lib/content";
import "../globals.css";

export const metadata = rootMetadata;
export const viewport = rootViewport;

// The root layout of the English pages; the Spanish ones under /es/ have their own (app/es/layout.tsx), so each
// document carries its language in the HTML.
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument content={site.en}>{children}</RootDocument>;
}
