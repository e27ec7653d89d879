import { NOT_FOUND_SEGMENT, type Language } from "@/lib/i18n";
import { fillSlots } from "@/lib/slots";
import type { CorePageCopy, CorePageKey } from "./page-schemas";
import type { City, Service } from "./schema";
import type {
  Breadcrumb,
  CitySitePage,
  CoreSitePage,
  LinkOrigin,
  RouteTable,
  ServiceSitePage,
  SitePage,
} from "./types";
import type { Ui } from "./ui-schema";
import type { ProblemList } from "./validate";

/** Paths the app serves itself, outside content; a city or service slug must not take them. */
const RESERVED_SEGMENTS = [
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
  "es",
];

interface RouteTableInput {
  /** Each core page with its path: code's in English (./core-paths.ts), the translation's `route.path` in another. */
  core: { key: CorePageKey; file: string; copy: CorePageCopy; path: string }[];
  cities: { file: string; entry: City }[];
  services: { file: string; entry: Service }[];
  /** The words of a city's kicker (content/ui.yaml). */
  kickers: Ui["kickers"];
}

/**
 * The paths a service answers at: its slug and every alias, each with and without the /services/ prefix; in a
 * translation, /es/<slug> alone.
 */
function servicePaths(service: Service, language: Language): { path: string; field: string }[] {
  if (language !== "en") return [{ path: `/${language}/${service.slug}`, field: "slug" }];
  return [service.slug, ...service.aliases].flatMap((slug, i) => {
    const field = i === 0 ? "slug" : `aliases[${i - 1}]`;
    return [
      { path: `/${slug}`, field },
      { path: `/services/${slug}`, field },
    ];
  });
}

/**
 * Builds the route table and reports, as content problems, any path two pages claim, a slug that does not match
 * its file, a canonical path a service does not answer at, and core pages without a home or index page.
 */
export function buildRouteTable(
  input: RouteTableInput,
  problems: ProblemList,
  language: Language = "en",
): RouteTable {
  // A translation's pages are all under /<language>/, where the not-found page answers at /<language>/404.
  const prefix = language === "en" ? "" : `/${language}`;
  const owners = new Map<string, string>(
    (language === "en" ? RESERVED_SEGMENTS : [NOT_FOUND_SEGMENT]).map((segment) => [
      `${prefix}/${segment}`,
      "a page the site serves itself",
    ]),
  );
  const byPath = new Map<string, SitePage>();
  const origins: LinkOrigin[] = [];
  /** `field` is the content field the path comes from; none for a path that code gives. */
  const claim = (page: SitePage, path: string, file: string, entry: string, field?: string) => {
    const owner = owners.get(path);
    if (owner) {
      problems.add(
        file,
        entry,
        field ?? "(path)",
        `the path ${path} is already taken by ${owner}; choose another ${field === "route.path" ? "path" : "slug"}`,
      );
      return;
    }
    owners.set(path, `${file} (entry "${entry}")`);
    byPath.set(path, page);
    if (field) origins.push({ href: path, file, field });
    if (path !== page.path) page.aliases.push(path);
  };

  const crumbOf = (core: RouteTableInput["core"][number] | undefined) =>
    core && { name: core.copy.route.breadcrumb, path: core.path };
  const indexPage = (lists: "cities" | "services") => {
    const found = input.core.find(({ copy }) => copy.route.lists === lists);
    if (!found)
      problems.add(
        `${language === "en" ? "content" : `content/${language}`}/pages`,
        "core pages",
        "route",
        `one core page must have lists: "${lists}"`,
      );
    return crumbOf(found);
  };
  const homePath = prefix || "/";
  const home = crumbOf(input.core.find(({ key }) => key === "home"));
  const citiesIndex = indexPage("cities");
  const servicesIndex = indexPage("services");
  // A missing index page is reported above; the trails then simply leave it out.
  const trail = (...crumbs: (Breadcrumb | undefined)[]) =>
    crumbs.filter((crumb): crumb is Breadcrumb => crumb !== undefined);

  const pages: SitePage[] = [];
  // An English core page's path is code, its route file's folder; a translation's is its `route.path`.
  const pathField = language === "en" ? undefined : "route.path";
  for (const { key, file, copy, path } of input.core) {
    const { route } = copy;
    const self = { name: route.breadcrumb, path };
    if (key === "home" && path !== homePath)
      problems.add(
        file,
        key,
        "route.path",
        `must be ${homePath}: the home page is at the top of its language`,
      );
    else if (key !== "home" && !path.startsWith(`${prefix}/`))
      problems.add(file, key, "route.path", `must be under ${prefix}/, as every page in this language`);
    // The loader parsed `copy` with the schema of page `key`, a pairing the input's type cannot carry.
    const page = {
      kind: "core",
      language,
      alternates: { [language]: path },
      template: key,
      copy,
      path,
      aliases: [],
      source: { file, entry: key },
      meta: copy.meta,
      heading: "hero" in copy ? copy.hero.heading : copy.h1,
      kicker: route.kicker,
      breadcrumbs: key === "home" ? [self] : trail(home, self),
    } as CoreSitePage;
    pages.push(page);
    claim(page, path, file, key, pathField);
  }

  // A translated service has a slug of its own language; its file keeps the English name.
  for (const { file, entry } of language === "en" ? [...input.cities, ...input.services] : input.cities) {
    const expected = file.replace(/[^/]+(\.\w+)$/, `${entry.slug}$1`);
    if (file !== expected) problems.add(file, entry.slug, "slug", `must match the file name (${expected})`);
  }
  for (const { file, entry: city } of input.cities) {
    const path = `${prefix}/${city.slug}`;
    const page: CitySitePage = {
      kind: "city",
      language,
      alternates: { [language]: path },
      template: city.template,
      city,
      path,
      aliases: [],
      source: { file, entry: city.slug },
      meta: city.meta,
      heading: city.h1,
      kicker:
        city.distanceFromDeland === 0
          ? fillSlots(input.kickers.homeTown, { city: city.name, county: city.county })
          : fillSlots(input.kickers.distance, { city: city.name, miles: city.distanceFromDeland }),
      breadcrumbs: trail(home, citiesIndex, { name: city.name, path }),
      faqs: city.template === "featured" ? city.faqs : undefined,
    };
    pages.push(page);
    claim(page, path, file, city.slug, "slug");
    if (language === "en") claim(page, `/city/${city.slug}`, file, city.slug, "slug");
  }
  for (const { file, entry: service } of input.services) {
    const path = service.canonicalPath ?? `${prefix}/${service.slug}`;
    const paths = servicePaths(service, language);
    if (!paths.some((p) => p.path === path)) {
      problems.add(
        file,
        service.slug,
        "canonicalPath",
        `must be one of the page's own paths: ${paths.map((p) => p.path).join(", ")}`,
      );
    }
    const page: ServiceSitePage = {
      kind: "service",
      language,
      alternates: { [language]: path },
      template: "service",
      service,
      path,
      aliases: [],
      source: { file, entry: service.slug },
      meta: service.meta,
      heading: service.h1,
      kicker: `${service.card.title} · ${service.location}`,
      breadcrumbs: trail(home, servicesIndex, { name: service.card.title, path }),
      faqs: service.faqs,
    };
    pages.push(page);
    for (const { path: served, field } of paths) claim(page, served, file, service.slug, field);
  }
  const cityLinks = pages.filter((page) => page.kind === "city").map(({ city, path }) => ({ city, path }));
  return { pages, byPath, cityLinks, origins };
}
