import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { assetManifest } from "@/lib/assets";
import { buildTime, site } from "@/lib/content";
import type { Content } from "@/lib/content/load";
import { locales } from "@/lib/i18n";
import { footerProps } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";
import { THEME_COLOR } from "@/lib/theme";

/** What every document's head carries, whatever its language: each root layout exports these. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  applicationName: site.en.business.name,
  formatDetection: { telephone: false },
};
export const rootViewport: Viewport = { themeColor: THEME_COLOR };

/** The document every page of a language is: its lang in the HTML, the skip link, the footer and the site module. */
export function RootDocument({ content, children }: { content: Content; children: ReactNode }) {
  return (
    <html lang={locales[content.language]}>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {content.ui.skipLink}
        </a>
        {children}
        <SiteFooter {...footerProps(content, buildTime)} />
        {/* Last in the body, low priority: nothing on screen waits for it. A module is deferred wherever it stands,
            but from the head it kept Chrome from painting what had arrived of the page before the rest came (the
            bench's applied-throttling runs: a first paint later than the script-free twin's). */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- the rule does not know modules are deferred */}
        <script type="module" src={assetManifest().site} fetchPriority="low" />
      </body>
    </html>
  );
}
