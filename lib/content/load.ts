import type { z } from "zod";
import { resolveSiteUrl } from "@/lib/site-url";
import {
  aboutPageSchema,
  citiesPageSchema,
  contactPageSchema,
  homePageSchema,
  navigationSchema,
  notFoundSchema,
  servicesPageSchema,
} from "./page-schemas";
import { citySchema, serviceSchema, type City, type Service } from "./schema";
import { siteSchema, type Site } from "./site-schema";
import { formatTime, type ShopZone } from "@/lib/hours";
import { zoneOffsets } from "@/lib/zone-offsets";
import { fillTokens } from "./tokens";
import { ProblemList, parseEntry } from "./validate";

/** Everything in content/, as the modules export it, before validation. */
export interface RawContent {
  site: unknown;
  navigation: unknown;
  pages: Record<"home" | "about" | "services" | "cities" | "contact" | "not-found", unknown>;
  cities: Record<string, unknown>;
  services: Record<string, unknown>;
}

/** Paths the app serves itself; a city or service slug must not take them. */
export const RESERVED_SEGMENTS = [
  "about",
  "services",
  "cities",
  "contact",
  "city",
  "productshow.asp",
  "robots.txt",
  "sitemap.xml",
  "manifest.webmanifest",
  "icon.svg",
  "apple-icon.png",
  "favicon.ico",
  "_next",
  "404",
];
export const CORE_PATHS = ["/", "/about", "/services", "/cities", "/contact"] as const;

export type Business = Site & {
  url: string;
  email: string;
  telHref: string;
  /** "20+" style, derived from the year established so it never goes stale in copy. */
  yearsLabel: string;
  fullAddress: string;
  hoursLine: string;
  /** The time zone with its UTC offsets for ten years from the build, for the open-now line. */
  zone: ShopZone;
};

export function yearsLabel(established: number, year: number): string {
  const years = year - established;
  return years >= 10 ? `${Math.floor(years / 10) * 10}+` : String(years);
}

function deriveBusiness(site: Site, siteUrl: string, buildYear: number): Business {
  const domain = new URL(siteUrl).hostname.replace(/^www\./, "");
  const { street, city, region, postalCode } = site.address;
  return {
    ...site,
    url: siteUrl,
    email: `${site.emailMailbox}@${domain}`,
    telHref: `tel:${site.phone.e164}`,
    yearsLabel: yearsLabel(site.established, buildYear),
    zone: { timeZone: site.timeZone, offsets: zoneOffsets(site.timeZone, buildYear) },
    fullAddress: `${street}, ${city}, ${region} ${postalCode}`,
    hoursLine: site.hours
      .map((h) =>
        "closed" in h ? `${h.label} closed` : `${h.label} ${formatTime(h.opens)}–${formatTime(h.closes)}`,
      )
      .join(", "),
  };
}

function parseCollection<S extends z.ZodType>(
  schema: S,
  dir: string,
  files: Record<string, unknown>,
  problems: ProblemList,
): { file: string; entry: z.infer<S> }[] {
  const parsed: { file: string; entry: z.infer<S> }[] = [];
  for (const [key, data] of Object.entries(files)) {
    const file = `${dir}/${key}.ts`;
    const slug = (data as { slug?: unknown } | undefined)?.slug;
    problems.run(() =>
      parsed.push({ file, entry: parseEntry(schema, file, typeof slug === "string" ? slug : key, data) }),
    );
  }
  return parsed;
}

/** Every internal link in a value: any `href` field that starts with "/". */
function collectLinks(value: unknown, path = ""): { field: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => collectLinks(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const field = path ? `${path}.${key}` : key;
      return key === "href" && typeof item === "string" && item.startsWith("/")
        ? [{ field, href: item }]
        : collectLinks(item, field);
    });
  }
  return [];
}

/**
 * Validates all content and resolves tokens. Throws a ContentError listing every problem
 * as "file › entry › field: message", so a bad edit fails the build with a clear answer.
 */
export function loadContent(raw: RawContent, options: { siteUrl?: string; buildYear?: number } = {}) {
  const problems = new ProblemList();
  const siteUrl = resolveSiteUrl(options.siteUrl);
  const single = <S extends z.ZodType>(schema: S, file: string, entry: string, data: unknown) => {
    let result: z.infer<S> | undefined;
    problems.run(() => (result = parseEntry(schema, file, entry, data)));
    return { file, name: entry, data: result as z.infer<S> };
  };
  const navigation = single(navigationSchema, "content/navigation.ts", "navigation", raw.navigation);
  const pages = {
    home: single(homePageSchema, "content/pages/home.ts", "home", raw.pages.home),
    about: single(aboutPageSchema, "content/pages/about.ts", "about", raw.pages.about),
    services: single(servicesPageSchema, "content/pages/services.ts", "services", raw.pages.services),
    cities: single(citiesPageSchema, "content/pages/cities.ts", "cities", raw.pages.cities),
    contact: single(contactPageSchema, "content/pages/contact.ts", "contact", raw.pages.contact),
    notFound: single(notFoundSchema, "content/pages/not-found.ts", "not-found", raw.pages["not-found"]),
  };
  const cities = parseCollection(citySchema, "content/cities", raw.cities, problems);
  const services = parseCollection(serviceSchema, "content/services", raw.services, problems);
  const site = single(siteSchema, "content/site.ts", "site", raw.site).data;
  problems.throwIfAny();

  const business = deriveBusiness(site, siteUrl, options.buildYear ?? new Date().getFullYear());
  const tokens: Record<string, string> = {
    name: business.name,
    phone: business.phone.display,
    email: business.email,
    street: business.address.street,
    address: business.fullAddress,
    established: String(business.established),
    years: business.yearsLabel,
    radius: String(business.serviceRadiusMiles),
    hours: business.hoursLine,
  };

  // Every path each entry answers at; the first one listed is canonical.
  const owners = new Map<string, string>(CORE_PATHS.map((p) => [p, "a core page"]));
  for (const segment of RESERVED_SEGMENTS) owners.set(`/${segment}`, "a page the site serves itself");
  const canonicalPaths = new Set<string>(CORE_PATHS);
  const aliasTo = new Map<string, string>();
  const claim = (path: string, file: string, entry: string, field: string, canonical: string) => {
    const owner = owners.get(path);
    if (owner) {
      problems.add(file, entry, field, `the path ${path} is already taken by ${owner}; choose another slug`);
      return;
    }
    owners.set(path, `${file} (entry "${entry}")`);
    if (path !== canonical) aliasTo.set(path, canonical);
  };
  for (const { file, entry } of [...cities, ...services]) {
    const expected = file.replace(/[^/]+\.ts$/, `${entry.slug}.ts`);
    if (file !== expected) problems.add(file, entry.slug, "slug", `must match the file name (${expected})`);
  }
  for (const { file, entry } of cities) {
    const canonical = `/${entry.slug}`;
    claim(canonical, file, entry.slug, "slug", canonical);
    claim(`/city/${entry.slug}`, file, entry.slug, "slug", canonical);
    canonicalPaths.add(canonical);
  }
  for (const { file, entry } of services) {
    const canonical = entry.canonicalPath ?? `/${entry.slug}`;
    const slugs = [entry.slug, ...entry.aliases];
    const paths = slugs.flatMap((s) => [`/${s}`, `/services/${s}`]);
    if (!paths.includes(canonical)) {
      problems.add(
        file,
        entry.slug,
        "canonicalPath",
        `must be one of the page's own paths: ${paths.join(", ")}`,
      );
    }
    slugs.forEach((s, i) => {
      const field = i === 0 ? "slug" : `aliases[${i - 1}]`;
      claim(`/${s}`, file, entry.slug, field, canonical);
      claim(`/services/${s}`, file, entry.slug, field, canonical);
    });
    canonicalPaths.add(canonical);
  }

  const citySlugs = new Set(cities.map((c) => c.entry.slug));
  const checkLinks = (file: string, entry: string, value: unknown) => {
    for (const { field, href } of collectLinks(value)) {
      const path = href.split("#")[0]!;
      if (aliasTo.has(path)) {
        problems.add(
          file,
          entry,
          field,
          `links to ${href}, an alias; link to the canonical ${aliasTo.get(path)} instead`,
        );
      } else if (!canonicalPaths.has(path)) {
        problems.add(file, entry, field, `links to ${href}, which is not a page on this site`);
      }
    }
  };
  const checkCitySlugs = (file: string, entry: string, field: string, slugs: string[]) =>
    slugs.forEach((slug, i) => {
      if (!citySlugs.has(slug))
        problems.add(file, entry, `${field}[${i}]`, `"${slug}" is not a city in content/cities`);
    });

  for (const single of [navigation, ...Object.values(pages)])
    checkLinks(single.file, single.name, single.data);
  checkCitySlugs(navigation.file, navigation.name, "footerCitySlugs", navigation.data.footerCitySlugs);
  checkCitySlugs(pages.home.file, "home", "cities.slugs", pages.home.data.cities.slugs);
  pages.contact.data.territory.counties.forEach((county, i) =>
    checkCitySlugs(pages.contact.file, "contact", `territory.counties[${i}].citySlugs`, county.citySlugs),
  );
  for (const { file, entry } of [...cities, ...services]) checkLinks(file, entry.slug, entry);

  // Titles and descriptions must be unique: search engines treat repeats as duplicate pages.
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const { home, about, services: servicesPage, cities: citiesPage, contact } = pages;
  const metaOwners = [
    ...[home, about, servicesPage, citiesPage, contact].map((p) => ({
      file: p.file,
      entry: p.name,
      meta: p.data.meta,
    })),
    ...[...cities, ...services].map(({ file, entry }) => ({ file, entry: entry.slug, meta: entry.meta })),
  ];
  for (const { file, entry, meta } of metaOwners) {
    for (const key of ["title", "description"] as const) {
      const other = seen[key].get(meta[key]);
      if (other)
        problems.add(file, entry, `meta.${key}`, `is the same as in ${other}; every page needs its own`);
      else seen[key].set(meta[key], file);
    }
  }

  const fill = <T>(file: string, entry: string, value: T): T =>
    fillTokens(value, tokens, (field, token) =>
      problems.add(
        file,
        entry,
        field,
        `uses ${token}, which is not a known token (${Object.keys(tokens)
          .map((t) => `{${t}}`)
          .join(", ")})`,
      ),
    );
  const result = {
    business,
    navigation: fill(navigation.file, navigation.name, navigation.data),
    pages: {
      home: fill(home.file, home.name, home.data),
      about: fill(about.file, about.name, about.data),
      services: fill(servicesPage.file, servicesPage.name, servicesPage.data),
      cities: fill(citiesPage.file, citiesPage.name, citiesPage.data),
      contact: fill(contact.file, contact.name, contact.data),
      notFound: fill(pages.notFound.file, pages.notFound.name, pages.notFound.data),
    },
    cities: cities.map(({ file, entry }) => fill<City>(file, entry.slug, entry)),
    services: services.map(({ file, entry }) => fill<Service>(file, entry.slug, entry)),
    aliasTo,
    canonicalPaths,
  };
  problems.throwIfAny();
  return result;
}

export type Content = ReturnType<typeof loadContent>;
