// The site in two languages, as served: each page a document in its own language, hreflang pairs that agree, a
// language switch to the same page, the same facts in both languages, and a Spanish not-found page. Every
// expectation comes from the route tables and content of both languages.
import * as cheerio from "cheerio";
import { site } from "@/lib/content";
import type { SitePage } from "@/lib/content/types";
import { languages, locales, type Language } from "@/lib/i18n";
import { allPages, allPagesByPath } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { expect, test } from "./fixtures";
import { servedPage } from "./served-pages";

const pages = allPages(site);
const byPath = allPagesByPath(site);
const translated = (page: SitePage) => languages.filter((language) => page.alternates[language]);
const other = (language: Language) => languages.find((l) => l !== language)!;
/** A URL as the browser reads it: Next writes the home page's without its trailing slash. */
const normalized = (url: string | undefined) => url && new URL(url).href;

test("Spanish is on in this build, with a Spanish page of every template", () => {
  // The rules below would pass vacuously on an English-only build; the owner's switch is tested in unit tests.
  expect(site.es, "site.yaml: spanish").not.toBeNull();
  const templates = new Set(site.es!.routes.pages.map((page) => page.template));
  for (const template of [
    "home",
    "about",
    "services",
    "cities",
    "contact",
    "featured",
    "standard",
    "service",
  ])
    expect(templates.has(template as SitePage["template"]), template).toBe(true);
});

test("every page is a document in its own language: lang in the served HTML, og:locale, JSON-LD", ({
  baseURL,
}) => {
  for (const page of pages) {
    const { $ } = servedPage(page.path, baseURL!);
    expect($("html").attr("lang"), page.path).toBe(locales[page.language]);
    expect($('meta[property="og:locale"]').attr("content"), page.path).toBe(
      locales[page.language].replace("-", "_"),
    );
    const graph = JSON.parse($('script[type="application/ld+json"]').text())["@graph"] as {
      inLanguage?: string;
    }[];
    expect(graph.find((node) => node.inLanguage)?.inLanguage, page.path).toBe(locales[page.language]);
  }
});

test("hreflang: each translated page names every language and x-default, absolute; the pages it names name it back; its canonical is its own", ({
  baseURL,
}) => {
  const alternatesOf = (path: string): Record<string, string | undefined> => {
    const { $ } = servedPage(path, baseURL!);
    return Object.fromEntries(
      $('link[rel="alternate"][hreflang]')
        .toArray()
        .map((link) => [link.attribs.hreflang, normalized(link.attribs.href)]),
    );
  };
  for (const page of pages) {
    const { $ } = servedPage(page.path, baseURL!);
    expect(normalized($('link[rel="canonical"]').attr("href")), page.path).toBe(absoluteUrl(page.path));
    const found = alternatesOf(page.path);
    if (translated(page).length < 2) {
      expect(found, `${page.path} has no translation, so no hreflang`).toEqual({});
      continue;
    }
    const expected = Object.fromEntries([
      ...translated(page).map((language) => [locales[language], absoluteUrl(page.alternates[language]!)]),
      ["x-default", absoluteUrl(page.alternates.en!)],
    ]);
    expect(found, page.path).toEqual(expected);
    for (const path of Object.values(found).map((href) => new URL(href!).pathname))
      expect(alternatesOf(path), `${path} names ${page.path} back`).toEqual(expected);
  }
});

test("the language switch in the header leads to the same page in the other language, marked with lang and hreflang", ({
  baseURL,
}) => {
  for (const page of pages) {
    const { $ } = servedPage(page.path, baseURL!);
    const switches = $("header a[lang]");
    const target = other(page.language);
    if (!page.alternates[target]) {
      expect(switches, `${page.path} has no ${target} page to switch to`).toHaveLength(0);
      continue;
    }
    expect(switches, page.path).toHaveLength(1);
    expect(switches.attr("href"), page.path).toBe(page.alternates[target]);
    expect(switches.attr("hreflang"), page.path).toBe(locales[target]);
    expect(switches.attr("lang"), page.path).toBe(locales[target]);
    expect(switches.text(), page.path).toContain(site[target]!.navigation.languageName);
  }
});

test("a Spanish page states the same prices and phone numbers as its English page", ({ baseURL }) => {
  const facts = (path: string) => {
    const { $ } = servedPage(path, baseURL!);
    const text = $("body").text();
    return {
      prices: [...new Set(text.match(/\$\d+(?:,\d{3})*(?:–\d+(?:,\d{3})*)?/g) ?? [])].sort(),
      phones: [
        ...new Set(
          $('a[href^="tel:"]')
            .toArray()
            .map((a) => a.attribs.href),
        ),
      ].sort(),
    };
  };
  for (const page of site.es!.routes.pages) {
    const english = facts(page.alternates.en!);
    expect(english.phones.length, page.alternates.en).toBeGreaterThan(0);
    expect(facts(page.path), `${page.path} against ${page.alternates.en}`).toEqual(english);
  }
});

test("a Spanish page links to Spanish pages, and to an English page, marked hreflang, only where none is translated", ({
  baseURL,
}) => {
  for (const page of site.es!.routes.pages) {
    const { $ } = servedPage(page.path, baseURL!);
    // The language switch aside (the test above), which leads to the English page on purpose.
    for (const link of $("a[href^='/']:not(header a[lang])").toArray()) {
      const path = link.attribs.href!.split("#")[0]!;
      const target = byPath.get(path);
      if (!target || target.language === "es") continue;
      expect(target.alternates.es, `${page.path} links to ${path}, which has a Spanish page`).toBeUndefined();
      expect(link.attribs.hreflang, `${page.path}: the link to ${path}`).toMatch(/^en\b/);
    }
  }
});

test("a Spanish page quotes its reviews, and the names under them, as the customers wrote them, marked lang=en", ({
  baseURL,
}) => {
  const withReviews = site.es!.routes.pages.filter(
    (page) =>
      (page.kind === "service" && page.service.testimonials) ||
      (page.kind === "city" && page.city.template === "featured"),
  );
  expect(withReviews.length, "a Spanish page with reviews").toBeGreaterThan(0);
  for (const page of withReviews) {
    const { $ } = servedPage(page.path, baseURL!);
    const quotes = $('[data-testid="testimonial"] blockquote').toArray();
    expect(quotes.length, page.path).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote.attribs.lang, page.path).toBe("en");
    // The reviewer's name comes first under the quote.
    const names = $('[data-testid="testimonial"] figcaption > :first-child').toArray();
    expect(names.length, page.path).toBe(quotes.length);
    for (const name of names) expect(name.attribs.lang, `${page.path}: ${$(name).text()}`).toBe("en");
  }
});

test(
  "an unknown address under /es/ gets the Spanish not-found page, with status 404",
  { tag: "@host" },
  ({ baseURL }) => {
    const served = servedPage("/es/no-such-page", baseURL!);
    expect(served.status).toBe(404);
    expect(served.$("html").attr("lang")).toBe(locales.es);
    expect(served.$("h1").text().trim()).toBe(site.es!.pages.notFound.heading);
    expect(served.$('meta[name="robots"]').attr("content")).toContain("noindex");
  },
);

test(
  "the sitemap lists each translated page with its hreflang alternates",
  { tag: "@host" },
  async ({ request }) => {
    const $ = cheerio.load(await (await request.get("/sitemap.xml")).text(), { xml: true });
    const entries = new Map(
      $("url")
        .toArray()
        .map((url) => [
          new URL($(url).children("loc").text()).pathname,
          Object.fromEntries(
            $(url)
              .children("xhtml\\:link")
              .toArray()
              .map((link) => [link.attribs.hreflang, link.attribs.href]),
          ),
        ]),
    );
    for (const page of pages) {
      const found = entries.get(page.path);
      expect(found, page.path).toBeDefined();
      if (translated(page).length < 2) expect(found, page.path).toEqual({});
      else
        expect(found, page.path).toEqual({
          ...Object.fromEntries(translated(page).map((l) => [locales[l], absoluteUrl(page.alternates[l]!)])),
          "x-default": absoluteUrl(page.alternates.en!),
        });
    }
  },
);
