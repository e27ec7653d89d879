import type { ReactNode } from "react";
import { RootDocument, rootMetadata, rootViewport } from "@/app/root-document";
import { site } from "@/lib/content";
import "../globals.css";

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** The root layout of the Spanish pages: their documents are lang="es-US" from the first byte. */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <RootDocument content={site.es ?? site.en}>{children}</RootDocument>;
}
