import { content } from "@/lib/content";
import type { City, Service } from "@/lib/content/schema";

/** A city or service page and the URL search engines should index it under. */
export type EntryPage =
  | { kind: "city"; city: City; canonicalPath: string }
  | { kind: "service"; service: Service; canonicalPath: string };

function buildEntryPages(): Map<string, EntryPage> {
  const pages = new Map<string, EntryPage>();
  for (const city of content.cities) {
    const page: EntryPage = { kind: "city", city, canonicalPath: `/${city.slug}` };
    pages.set(`/${city.slug}`, page);
    pages.set(`/city/${city.slug}`, page);
  }
  for (const service of content.services) {
    const page: EntryPage = {
      kind: "service",
      service,
      canonicalPath: service.canonicalPath ?? `/${service.slug}`,
    };
    for (const slug of [service.slug, ...service.aliases]) {
      pages.set(`/${slug}`, page);
      pages.set(`/services/${slug}`, page);
    }
  }
  return pages;
}

export const entryPages = buildEntryPages();

export type EntryPrefix = "/" | "/city/" | "/services/";

/** The [slug] values one dynamic route prerenders: every entry path directly under the prefix. */
export function slugsUnder(prefix: EntryPrefix): { slug: string }[] {
  return [...entryPages.keys()]
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
    .map((path) => ({ slug: path.slice(prefix.length) }));
}

export function entryAt(prefix: EntryPrefix, slug: string): EntryPage {
  const page = entryPages.get(`${prefix}${slug}`);
  // dynamicParams = false means Next never asks for a slug it did not prerender.
  if (!page) throw new Error(`No page at ${prefix}${slug}`);
  return page;
}

export function cityPath(slug: string): string {
  return `/${slug}`;
}

export function cityBySlug(slug: string): City {
  const city = content.cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`Unknown city ${slug}`);
  return city;
}

export function citiesByDistance(): City[] {
  return [...content.cities].sort(
    (a, b) => a.distanceFromDeland - b.distanceFromDeland || a.name.localeCompare(b.name),
  );
}
