// Lookups into the route table that loading content builds (lib/content/route-table.ts): every page the site
// serves, its canonical path, its aliases and what structured data and social cards say about it. Route files and
// scripts pass in the table (content.routes), so these stay pure.
import type { Content, SiteContent } from "@/lib/content/load";
import { languages, locales, type Language } from "@/lib/i18n";
import type {
  CityLink,
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

/** The cities content lists by slug, in its order (loading content checked every slug), with their pages. */
export function cityPages(routes: RouteTable, slugs: string[]): CityLink[] {
  const bySlug = new Map(routes.cityLinks.map((link) => [link.city.slug, link]));
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
): { county: string; cities: CityLink[] }[] {
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

/**
 * What the frame around a page needs (components/layout/site-frame.tsx): the menu marks the page's path, and the
 * language switch leads to the page in the other language, where it has one.
 */
export function frameProps(site: SiteContent, language: Language, page?: SitePage) {
  const { business, navigation, routes, ui } = site[language]!;
  const other = languages.find((l) => l !== language && site[l] && page?.alternates[l]);
  return {
    business,
    ui,
    links: navigation.main,
    current: page?.path,
    home: routes.pages.find((p) => p.kind === "core" && p.template === "home")!.path,
    switchTo: other && {
      href: page!.alternates[other]!,
      locale: locales[other],
      label: site[other]!.navigation.languageName,
    },
  };
}

/** Every city's page, nearest to the shop first. */
export function citiesByDistance(routes: RouteTable): CityLink[] {
  return [...routes.cityLinks].sort(
    (a, b) => a.city.distanceFromDeland - b.city.distanceFromDeland || a.city.name.localeCompare(b.city.name),
  );
}

/** File name of a page's social card image under /og/. */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1).replace(/\//g, "--")}.png`;
}

/** Every page of the site, in every language it is built in: English first. */
export function allPages(site: SiteContent): SitePage[] {
  return [...site.en.routes.pages, ...(site.es?.routes.pages ?? [])];
}

/** Every path the site serves from content, in every language, to its page. */
export function allPagesByPath(site: SiteContent): ReadonlyMap<string, SitePage> {
  return new Map([...site.en.routes.byPath, ...(site.es?.routes.byPath ?? [])]);
}
