// Lookups into the route table that loading content builds (lib/content/route-table.ts): every page the site
// serves, its canonical path, its aliases and what structured data and social cards say about it. Route files and
// scripts pass in the table (content.routes), so these stay pure.
import type { Content } from "@/lib/content/load";
import type {
  CitySitePage,
  ContactPage,
  CorePageKey,
  EntrySitePage,
  RouteTable,
  SitePage,
} from "@/lib/content/types";

/** The page served at a path, canonical or alias. */
export function pageAt(routes: RouteTable, path: string): SitePage {
  const page = routes.byPath.get(path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}

/** A core page by its key (content/pages/<key>.yaml), with its copy: what its route file under app/ renders. */
export function corePage<K extends CorePageKey>(routes: RouteTable, key: K) {
  const page = routes.pages.find(
    (p): p is Extract<SitePage, { kind: "core"; template: K }> => p.kind === "core" && p.template === key,
  );
  if (!page) throw new Error(`No core page ${key}`);
  return page;
}

export type EntryPrefix = "/" | "/city/" | "/services/";

/** The [slug] values one dynamic route prerenders: every city or service path directly under the prefix. */
export function slugsUnder(routes: RouteTable, prefix: EntryPrefix): { slug: string }[] {
  return [...routes.byPath]
    .filter(([path, page]) => page.kind !== "core" && path.startsWith(prefix))
    .map(([path]) => path.slice(prefix.length))
    .filter((slug) => !slug.includes("/"))
    .map((slug) => ({ slug }));
}

export function entryAt(routes: RouteTable, prefix: EntryPrefix, slug: string): EntrySitePage {
  const page = routes.byPath.get(`${prefix}${slug}`);
  // dynamicParams = false means Next never asks for a slug it did not prerender.
  if (!page || page.kind === "core") throw new Error(`No city or service page at ${prefix}${slug}`);
  return page;
}

/** A city and the canonical path of its page: what a list of cities needs to link to them. */
export type CityLink = Pick<CitySitePage, "city" | "path">;

function cityPagesOf(routes: RouteTable): CitySitePage[] {
  return routes.pages.filter((page): page is CitySitePage => page.kind === "city");
}

/** The pages of the cities content lists by slug, in its order (loading content checked every slug). */
export function cityPages(routes: RouteTable, slugs: string[]): CitySitePage[] {
  const bySlug = new Map(cityPagesOf(routes).map((page) => [page.city.slug, page]));
  return slugs.map((slug) => {
    const page = bySlug.get(slug);
    if (!page) throw new Error(`Unknown city ${slug}`);
    return page;
  });
}

/** The contact page's service territory: each county with its cities' pages. */
export function territoryByCounty(
  routes: RouteTable,
  counties: ContactPage["territory"]["counties"],
): { county: string; cities: CitySitePage[] }[] {
  return counties.map(({ county, citySlugs }) => ({ county, cities: cityPages(routes, citySlugs) }));
}

/** The props of the footer on every page: the shop, the footer's links and the year of the build's clock. */
export function footerProps({ business, navigation, routes, ui }: Content, builtAt: number) {
  return {
    business,
    ui,
    services: navigation.footerServices,
    cities: cityPages(routes, navigation.footerCitySlugs),
    // The calendar the years label counts on too (lib/content/load.ts).
    year: new Date(builtAt).getUTCFullYear(),
  };
}

/** What the frame around a page needs (components/layout/site-frame.tsx): `current` is the page's path. */
export function frameProps({ business, navigation, ui }: Content, current?: string) {
  return { business, ui, links: navigation.main, current };
}

/** Every city's page, nearest to the shop first. */
export function citiesByDistance(routes: RouteTable): CitySitePage[] {
  return cityPagesOf(routes).sort(
    (a, b) => a.city.distanceFromDeland - b.city.distanceFromDeland || a.city.name.localeCompare(b.city.name),
  );
}

/** File name of a page's social card image under /og/. */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1).replace(/\//g, "--")}.png`;
}
