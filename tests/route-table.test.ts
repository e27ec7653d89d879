import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { content } from "@/lib/content";
import { buildJsonLd } from "@/lib/json-ld";
import { citiesByDistance, cityPages, entryAt, pageAt, slugsUnder, type EntryPrefix } from "@/lib/routes";

const { routes } = content;
const { pages: canonicalPages, byPath: pagesByPath } = routes;

// Rules the route table keeps for whatever content holds, so adding a city or a service keeps them green.

describe("the route table", () => {
  it("lists every page once under its canonical path, which serves that page", () => {
    const paths = canonicalPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths, "test setup: the pages").not.toHaveLength(0);
    for (const page of canonicalPages) expect(pageAt(routes, page.path)).toBe(page);
  });

  it("serves each alias with its page, and no path is both canonical and an alias", () => {
    const canonical = new Set(canonicalPages.map((page) => page.path));
    expect(
      canonicalPages.flatMap((page) => page.aliases),
      "test setup: aliases",
    ).not.toHaveLength(0);
    for (const page of canonicalPages) {
      for (const alias of page.aliases) {
        expect(pageAt(routes, alias), alias).toBe(page);
        expect(canonical.has(alias), alias).toBe(false);
      }
    }
    const served = canonicalPages.flatMap((page) => [page.path, ...page.aliases]);
    expect([...pagesByPath.keys()].sort()).toEqual(served.sort());
  });

  it("has every core page, city and service of content", () => {
    const count = (kind: string) => canonicalPages.filter((page) => page.kind === kind).length;
    expect(count("core")).toBe(Object.keys(content.pages).length - 1); // all but the 404 page
    expect(count("city")).toBe(content.cities.length);
    expect(count("service")).toBe(content.services.length);
  });

  it("test setup: content has cities and services, each tested below", () => {
    expect(content.cities).not.toHaveLength(0);
    expect(content.services).not.toHaveLength(0);
  });

  it.each(content.cities.map((city) => [city.slug]))("the city %s is at /{slug} and /city/{slug}", (slug) => {
    const page = pageAt(routes, `/${slug}`);
    expect(page.kind === "city" && page.city.slug).toBe(slug);
    expect(page.path).toBe(cityPages(routes, [slug])[0]!.path);
    expect(pageAt(routes, `/city/${slug}`)).toBe(page);
  });

  it.each(content.services.map((service) => [service.slug, service] as const))(
    "the service %s is at its slug and every alias, with and without /services/",
    (_slug, service) => {
      const page = pageAt(routes, service.canonicalPath ?? `/${service.slug}`);
      for (const slug of [service.slug, ...service.aliases]) {
        expect(pageAt(routes, `/${slug}`), slug).toBe(page);
        expect(pageAt(routes, `/services/${slug}`), slug).toBe(page);
      }
    },
  );

  it("gives every page a breadcrumb trail from the home page to itself", () => {
    expect(canonicalPages, "test setup: the pages").not.toHaveLength(0);
    for (const page of canonicalPages) {
      expect(page.breadcrumbs[0]!.path, page.path).toBe("/");
      expect(page.breadcrumbs.at(-1)!.path, page.path).toBe(page.path);
      for (const crumb of page.breadcrumbs)
        expect(pageAt(routes, crumb.path).path, page.path).toBe(crumb.path);
    }
  });

  it("has a route file under app/(en)/ for every English core page", () => {
    const corePages = canonicalPages.filter((p) => p.kind === "core");
    expect(corePages, "test setup: the core pages").not.toHaveLength(0);
    for (const page of corePages) {
      expect(existsSync(`app/(en)${page.path === "/" ? "" : page.path}/page.tsx`), page.path).toBe(true);
    }
  });

  it("prerenders every city and service path in exactly one [slug] route", () => {
    const prefixes: EntryPrefix[] = ["/", "/city/", "/services/"];
    const rendered = prefixes.flatMap((prefix) =>
      slugsUnder(routes, prefix).map(({ slug }) => {
        expect(entryAt(routes, prefix, slug)).toBe(pageAt(routes, `${prefix}${slug}`));
        return `${prefix}${slug}`;
      }),
    );
    const entryPaths = [...pagesByPath].filter(([, page]) => page.kind !== "core").map(([path]) => path);
    expect(rendered.sort()).toEqual(entryPaths.sort());
  });
});

describe("lists read from the route table", () => {
  it("cities by distance are nearest first and include every city", () => {
    const cities = citiesByDistance(routes).map((page) => page.city);
    expect(cities).toHaveLength(content.cities.length);
    for (let i = 1; i < cities.length; i++) {
      expect(cities[i]!.distanceFromDeland).toBeGreaterThanOrEqual(cities[i - 1]!.distanceFromDeland);
    }
  });

  it("structured data has as many FAQ questions as each page's content declares", () => {
    expect(
      canonicalPages.filter((page) => page.faqs?.length),
      "test setup: pages with FAQs",
    ).not.toHaveLength(0);
    for (const page of canonicalPages) {
      const declared =
        page.kind === "city" && page.city.template === "featured"
          ? page.city.faqs.length
          : page.kind === "service"
            ? (page.service.faqs?.length ?? 0)
            : 0;
      const graph = buildJsonLd(content, page)["@graph"] as {
        "@type": string | string[];
        mainEntity?: unknown[];
      }[];
      const faqPage = graph.find((node) => [node["@type"]].flat().includes("FAQPage"));
      expect(faqPage?.mainEntity?.length ?? 0, page.path).toBe(declared);
    }
  });
});
