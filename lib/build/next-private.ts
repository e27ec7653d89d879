// Next.js's private output shapes: what the build step still reads of Next's output that no public API describes.
// Which files a build wrote comes from the Build Adapters API (lib/build/adapter.mjs); what is inside a page, and the
// one file `next start` serves that the adapter's outputs do not name, is here and nowhere else. Each is on the
// "Upgrading Next.js" checklist in docs/architecture.md: after an upgrade of Next, check that every one still holds.
import { join } from "node:path";
import type { Element } from "domhandler";
import { getRouteCacheKey, type ResponseCacheOwner } from "next/dist/server/lib/route-cache-key";
import {
  UNDERSCORE_NOT_FOUND_ROUTE,
  UNDERSCORE_NOT_FOUND_ROUTE_ENTRY,
} from "next/dist/shared/lib/entry-constants";

/**
 * A Suspense boundary left pending in the HTML: React's `<!--$?-->` marker and the `<template id="B:…">`
 * placeholder whose content Next's runtime would stream in later.
 */
export const UNRESOLVED_SUSPENSE = /<!--\$\?-->|<template id="B:/;

/** A client-rendering bailout: React's `<!--$!-->` marker, or the digest Next writes for `useSearchParams` & co. */
export const CLIENT_RENDERING_BAILOUT = /<!--\$!-->|BAILOUT_TO_CLIENT_SIDE_RENDERING/;

/**
 * The RSC payload Next inlines in every page, as `<script>self.__next_f.push([1,"…"])</script>` rows. The build
 * removes every script but the site's own, so only tests (and islands/site.ts, telling `next dev`'s pages apart)
 * name it.
 */
export const RSC_PAYLOAD_GLOBAL = "__next_f";

/** Where Next's runtime chunks (its `<script src>` and script preloads) and its stylesheets are served from. */
export const NEXT_CHUNKS_PATH = "/_next/static/chunks/";

/** How Next preloads its runtime's chunks: `<link rel="preload" as="script">` (and `modulepreload`). */
export const isScriptPreload = (link: Element) =>
  /(^|\s)modulepreload(\s|$)/.test(link.attribs.rel ?? "") ||
  (/(^|\s)preload(\s|$)/.test(link.attribs.rel ?? "") && link.attribs.as === "script");

/** The export's RSC payloads for the client router: `.txt` files beside each page (index.txt, about/__next._tree.txt). */
export const isRscPayload = (pathname: string) => pathname.endsWith(".txt");

/**
 * `next start` answers an unknown path not from the adapter's `/404` output (server/pages/404.html, a copy Next
 * makes of the app's not-found page) but from the not-found page in its route cache, at the key Next's own server
 * computes for the `/_not-found` route.
 */
export function nextStartNotFoundFile(distDir: string): string {
  const owner = { kind: "APP_PAGE", sourceRoute: UNDERSCORE_NOT_FOUND_ROUTE_ENTRY } as ResponseCacheOwner;
  return join(distDir, "server", `${getRouteCacheKey(UNDERSCORE_NOT_FOUND_ROUTE, owner)}.html`);
}
