// Lookups into the route table that loading content builds (lib/content/route-table.ts): every page the site
// serves, its canonical path, its aliases and what structured data and social cards say about it.
import { content } from "@/lib/content";
import type { CorePageKey } from "@/lib/content/page-schemas";
import type { CoreSitePage, EntrySitePage, SitePage } from "@/lib/content/route-table";
import type { City } from "@/lib/content/schema";

export type { EntrySitePage, SitePage } from "@/lib/content/route-table";

/** Every page once, under its canonical path: what the sitemap, social cards and quality checks cover. */
export const canonicalPages: readonly SitePage[] = content.routes.pages;

/** Every path the site serves from content, canonical or alias, to its page. */
export const pagesByPath = content.routes.byPath;

/** The page served at a path, canonical or alias. */
export function pageAt(path: string): SitePage {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}

/** A core page by its key in content/pages/index.ts, for its route file under app/. */
export function corePage(key: CorePageKey): CoreSitePage {
  const page = canonicalPages.find((p) => p.kind === "core" && p.template === key);
  if (!page || page.kind !== "core") throw new Error(`No core page ${key}`);
  return page;
}

export type EntryPrefix = "/" | "/city/" | "/services/";

/** The [slug] values one dynamic route prerenders: every city or service path directly under the prefix. */
export function slugsUnder(prefix: EntryPrefix): { slug: string }[] {
  return [...pagesByPath]
    .filter(([path, page]) => page.kind !== "core" && path.startsWith(prefix))
    .map(([path]) => path.slice(prefix.length))
    .filter((slug) => !slug.includes("/"))
    .map((slug) => ({ slug }));
}

export function entryAt(prefix: EntryPrefix, slug: string): EntrySitePage {
  const page = pagesByPath.get(`${prefix}${slug}`);
  // dynamicParams = false means Next never asks for a slug it did not prerender.
  if (!page || page.kind === "core") throw new Error(`No city or service page at ${prefix}${slug}`);
  return page;
}

const cityPages = new Map(
  canonicalPages.flatMap((page) => (page.kind === "city" ? [[page.city.slug, page] as const] : [])),
);

function cityPage(slug: string) {
  const page = cityPages.get(slug);
  if (!page) throw new Error(`Unknown city ${slug}`);
  return page;
}

/** The canonical path of a city's page. */
export function cityPath(slug: string): string {
  return cityPage(slug).path;
}

export function cityBySlug(slug: string): City {
  return cityPage(slug).city;
}

/** Every city, nearest to the shop first. */
export function citiesByDistance(): City[] {
  return [...cityPages.values()]
    .map((page) => page.city)
    .sort((a, b) => a.distanceFromDeland - b.distanceFromDeland || a.name.localeCompare(b.name));
}

/** File name of a page's social card image under /og/. */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1).replace(/\//g, "--")}.png`;
}
