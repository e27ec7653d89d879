// The owner's claim that someone at the shop answers in Spanish (content/claims.yaml, spanish-spoken). Once it is
// confirmed, every Spanish page says so beside each of its call buttons, in content/es/ui.yaml's words
// (buttons.spanishSpoken); unconfirmed, no page says it, not even as an empty element; English pages never do.
// Every page is rendered as its route renders it (app/page-view.tsx), frame and all.
import * as cheerio from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NotFoundView, PageView } from "@/app/page-view";
import { loadSite, type SiteContent } from "@/lib/content/load";
import { rawTranslation } from "@/lib/content/raw";
import { SPANISH_SPOKEN } from "@/lib/content/site-schema";
import type { Language } from "@/lib/i18n";
import { freshRaw } from "./content-helpers";

function siteWithClaim(confirmed: boolean): SiteContent {
  const raw = freshRaw();
  (raw.claims as Record<string, { confirmed: boolean }>)[SPANISH_SPOKEN]!.confirmed = confirmed;
  return loadSite(raw, structuredClone({ ...rawTranslation!, locate: undefined }));
}

/**
 * Every page of a language as its route renders it, each with its path, the not-found page last (its body has no
 * call button: `notFound`).
 */
function renderedPages(site: SiteContent, language: Language) {
  const { routes } = site[language]!;
  const pages = routes.pages.map((page) => ({
    path: page.path,
    notFound: false,
    $: cheerio.load(renderToStaticMarkup(<PageView site={site} language={language} page={page} />)),
  }));
  expect(pages.length).toBeGreaterThan(0);
  return [
    ...pages,
    {
      path: `${language} not-found`,
      notFound: true,
      $: cheerio.load(renderToStaticMarkup(<NotFoundView site={site} language={language} />)),
    },
  ];
}

/** The page's call buttons: links to the shop's phone that say the call button's words. */
function callButtons($: cheerio.CheerioAPI, site: SiteContent, language: Language) {
  const { business, ui } = site[language]!;
  return $(`a[href="${business.telHref}"]`)
    .toArray()
    .filter((link) => $(link).text().trim() === ui.buttons.call)
    .map((link) => $(link));
}

/** Nothing of the note: its words nowhere on the page, in either language, and no empty element beside a call button. */
function expectNoNote($: cheerio.CheerioAPI, site: SiteContent, language: Language, path: string) {
  const html = $.html();
  for (const words of [site.en.ui.buttons.spanishSpoken, site.es!.ui.buttons.spanishSpoken])
    expect(html, `${path}: "${words}"`).not.toContain(words);
  const buttons = callButtons($, site, language);
  expect(buttons.length, path).toBeGreaterThan(0);
  for (const button of buttons)
    for (const sibling of button.siblings().toArray())
      expect($(sibling).text().trim(), `${path}: an empty element beside the call button`).not.toBe("");
}

describe("the Spanish pages say the shop answers in Spanish beside their call buttons", () => {
  it("once the claim is confirmed: beside every call button of every Spanish page", () => {
    const site = siteWithClaim(true);
    const note = site.es!.ui.buttons.spanishSpoken;
    for (const { path, notFound, $ } of renderedPages(site, "es")) {
      const buttons = callButtons($, site, "es");
      // The open menu's call button, and at least one in the page itself (its hero or its closing band).
      expect(buttons.filter((button) => button.closest("nav").length).length, path).toBe(1);
      if (!notFound)
        expect(buttons.filter((button) => button.closest("main").length).length, path).toBeGreaterThan(0);
      for (const button of buttons) expect(button.next().text().trim(), path).toBe(note);
      // Nowhere else: once beside each call button.
      const notes = $("p")
        .toArray()
        .filter((p) => $(p).text().trim() === note);
      expect(notes, path).toHaveLength(buttons.length);
    }
  });

  it("unconfirmed: on no Spanish page, not even as an empty element", () => {
    const site = siteWithClaim(false);
    for (const { path, $ } of renderedPages(site, "es")) expectNoNote($, site, "es", path);
  });

  it("never on an English page, confirmed or not", () => {
    for (const confirmed of [true, false]) {
      const site = siteWithClaim(confirmed);
      for (const { path, $ } of renderedPages(site, "en")) expectNoNote($, site, "en", path);
    }
  });
});
