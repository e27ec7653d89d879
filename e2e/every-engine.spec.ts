import { mkdirSync } from "node:fs";
import * as cheerio from "cheerio";
import { content, site } from "@/lib/content";
import type { ServiceSitePage } from "@/lib/content/types";
import { languages, locales, type Language } from "@/lib/i18n";
import { allPages } from "@/lib/routes";
import { legacyTarget } from "@/lib/legacy-redirects";
import { fillSlots } from "@/lib/slots";
import type { EnginePage } from "./engines/driver";
import { expect, test } from "./engines/fixtures";
import {
  attributeOf,
  find,
  focus,
  hasFocus,
  islandLive,
  isVisible,
  overflowWidth,
  pathname,
  scrollIntoView,
  textOf,
  until,
} from "./engines/queries";
import { addDays, firstDate, openNowAt } from "./open-now";
import { contentRewrite } from "./test-content";

// The site's interactions, each written once and run by every engine's project (playwright.config.ts): Chromium,
// Firefox and WebKit against `next start`. The visitor's clock is in Tokyo in every engine (engines/driver.ts).

const canonicalPages = content.routes.pages;
const cityWithFaq = canonicalPages.find(
  (page) => page.faqs?.length && content.cities.some((city) => `/${city.slug}` === page.path),
)!;
const carouselServices = content.services.filter((s) => s.testimonials?.layout === "carousel");
const carouselService = carouselServices[0]!;
/** The languages the site is built in, each with its words: the interactions below run in each. */
const builtLanguages = languages.filter((language) => site[language]);
const wordsIn = (language: Language) => site[language]!.ui;
/** In each language, the first page with an FAQ, and every page with a testimonial carousel. */
const faqPages = builtLanguages.map((language) =>
  site[language]!.routes.pages.find((page) => page.faqs?.length)!,
);
const carouselPages = allPages(site).filter(
  (page): page is ServiceSitePage =>
    page.kind === "service" && page.service.testimonials?.layout === "carousel",
);
const standardCity = content.cities.find((c) => c.template === "standard")!;

const { ui } = content;
const MENU_BUTTON = "header nav button";
const PANEL = "header nav [id]";

/** The main links as the wide-screen row lists them: what the menu must offer too. */
function rowLinks(page: EnginePage) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLAnchorElement>("header nav > ul a")].map((a) => ({
        href: a.getAttribute("href")!,
        text: a.textContent!.trim(),
      })),
    undefined,
  );
}

/** A stylesheet as a browser without popover reads it: `@supports selector(:popover-open)` is false. */
const withoutPopoverSupport = (css: string) =>
  css.replaceAll("selector(:popover-open)", "selector(:unsupported-popover)");

async function menuLinksVisible(page: EnginePage): Promise<boolean[]> {
  const links = await rowLinks(page);
  return Promise.all(links.map(async ({ text }) => isVisible(page, await find(page, `${PANEL} a`, text))));
}

test.describe("at phone width", () => {
  for (const language of builtLanguages) {
    const ui = wordsIn(language);
    test(`${ui.paths.home}: nothing is wider than the viewport; the menu opens with every link, closes on Escape with focus back, on Close, and when a link is chosen`, async ({
      site,
    }) => {
      await site.setViewport(390, 844);
      await site.goto(ui.paths.home);
      expect(await overflowWidth(site), "nothing wider than the viewport").toBe(0);
      const button = await find(site, MENU_BUTTON, ui.header.menu);
      const links = await rowLinks(site);
      expect(links.length).toBeGreaterThan(1);
      expect(await menuLinksVisible(site)).toEqual(links.map(() => false));

      await site.click(button);
      await until(
        () => menuLinksVisible(site),
        links.map(() => true),
        "every link shows",
      );
      expect(await overflowWidth(site), "with the menu open, nothing wider than the viewport").toBe(0);
      await site.press("Escape");
      await until(
        () => menuLinksVisible(site),
        links.map(() => false),
        "Escape closes the menu",
      );
      expect(await hasFocus(site, button)).toBe(true);

      await site.click(button);
      await until(
        () => menuLinksVisible(site),
        links.map(() => true),
      );
      await site.click(await find(site, `${PANEL} button`, `${ui.header.close} ${ui.header.closeHint}`));
      await until(
        () => menuLinksVisible(site),
        links.map(() => false),
        "Close closes the menu",
      );

      const last = links.at(-1)!;
      await site.click(button);
      await site.click(await find(site, `${PANEL} a`, last.text));
      await until(() => pathname(site), last.href);
      expect(await menuLinksVisible(site)).toEqual(links.map(() => false));
    });
  }

  test("where popover is not supported, the menu's links are in plain view, the logo on one line, and no button does nothing", async ({
    site,
    stage,
  }) => {
    // What a browser without the popover API makes of the page: the attributes mean nothing, and
    // `@supports selector(:popover-open)` is false.
    stage.scene = {
      rewriteHtml: (html) => {
        const $ = cheerio.load(html);
        for (const name of ["popover", "popovertarget", "popovertargetaction"]) {
          $(`[${name}]`).each((_, element) => {
            const value = $(element).attr(name)!;
            $(element).removeAttr(name).attr(`data-unsupported-${name}`, value);
          });
        }
        $("style").each((_, style) => void $(style).text(withoutPopoverSupport($(style).text())));
        return $.html();
      },
      rewriteCss: withoutPopoverSupport,
    };
    await site.setViewport(390, 844);
    await site.goto("/");
    const links = await rowLinks(site);
    expect(await menuLinksVisible(site)).toEqual(links.map(() => true));
    const logoLines = await site.evaluate(() => {
      const logo = document.querySelector("header a[href='/']")!;
      return logo.getBoundingClientRect().height / parseFloat(getComputedStyle(logo).lineHeight);
    }, undefined);
    expect(logoLines, "the shop's name on one line").toBeLessThan(2);
    const visibleButtons = await site.evaluate(
      () => [...document.querySelectorAll("header button")].filter((b) => b.checkVisibility()).length,
      undefined,
    );
    expect(visibleButtons, "buttons shown in the header").toBe(0);
    await site.click(await find(site, `${PANEL} a`, links.at(-1)!.text));
    await until(() => pathname(site), links.at(-1)!.href);
  });
});

for (const faqPage of faqPages)
  test(`${faqPage.path}: at desktop width, the FAQ opens one answer at a time (nothing wider than the viewport), collapses, and moves focus with arrow keys, Home and End`, async ({
    site,
  }) => {
    const faqs = faqPage.faqs!;
    await site.setViewport(1280, 720);
    await site.goto(faqPage.path);
    await islandLive(site, "faq");
    const question = (index: number) =>
      find(site, '[data-island="faq"] button[aria-expanded]', faqs[index]!.question);
    const answer = (index: number) => find(site, '[data-island="faq"] p', faqs[index]!.answer[0]!);
    const [first, second, last] = [await question(0), await question(1), await question(faqs.length - 1)];
    const expanded = (selector: string) => attributeOf(site, selector, "aria-expanded");

    await site.click(first);
    await until(() => expanded(first), "true");
    expect(await isVisible(site, await answer(0))).toBe(true);
    expect(await overflowWidth(site), "with an answer open, nothing wider than the viewport").toBe(0);
    await site.click(second);
    await until(() => expanded(second), "true");
    expect(await expanded(first)).toBe("false");
    expect(await isVisible(site, await answer(0))).toBe(false);
    await site.click(second);
    await until(() => expanded(second), "false");

    await focus(site, first);
    await site.press("ArrowDown");
    await until(() => hasFocus(site, second), true, "ArrowDown");
    await site.press("ArrowUp");
    await until(() => hasFocus(site, first), true, "ArrowUp");
    await site.press("End");
    await until(() => hasFocus(site, last), true, "End");
    await site.press("Home");
    await until(() => hasFocus(site, first), true, "Home");
  });

for (const faqPage of faqPages)
  test(`${faqPage.path}: Copy link puts the page's canonical URL on the clipboard and says so`, async ({
    site,
    stage,
  }) => {
    const ui = wordsIn(faqPage.language);
    const question = faqPage.faqs![0]!.question;
    await site.goto(faqPage.path);
    await islandLive(site, "faq");
    await site.click(await find(site, '[data-island="faq"] button[aria-expanded]', question));
    await site.click(await find(site, '[data-island="faq"] button', ui.faq.copyLink));
    await until(() => textOf(site, '[data-island="faq"] [role="status"]'), ui.faq.copied);
    const copied = await site.evaluate(() => navigator.clipboard.readText(), undefined);
    expect(copied).toBe(`${stage.origin}${faqPage.path}`);
  });

test("test setup: pages with a testimonial carousel, each tested below", () => {
  expect(carouselPages).not.toHaveLength(0);
});

for (const { service, path, language } of carouselPages) {
  const { loop, items } = service.testimonials!;
  const ui = wordsIn(language);
  test(`${path}: the testimonial carousel is named, keyboard-driven and ${loop ? "loops" : "stops at the ends"}`, async ({
    site,
  }) => {
    const slides = items.length;
    await site.goto(path);
    await islandLive(site, "carousel");
    const carousel = await find(site, `[aria-roledescription="${ui.testimonials.carouselRole}"]`);
    expect(await attributeOf(site, carousel, "aria-label")).toBe(ui.testimonials.carousel);
    const labels = await site.evaluate(
      ([carousel, role]) =>
        [...document.querySelectorAll(`${carousel} [aria-roledescription="${role}"]`)].map((slide) =>
          slide.getAttribute("aria-label"),
        ),
      [carousel, ui.testimonials.slideRole] as const,
    );
    expect(labels).toEqual(
      items.map((_, index) => fillSlots(ui.testimonials.slide, { n: index + 1, total: slides })),
    );
    const position = () => textOf(site, '[data-testid="carousel-position"]');
    const showing = (n: number) => fillSlots(ui.testimonials.position, { n, total: slides });
    const next = await find(site, `button[aria-label="${ui.testimonials.next}"]`);
    const previous = await find(site, `button[aria-label="${ui.testimonials.previous}"]`);
    await until(position, showing(1));

    await focus(site, next);
    await site.press("ArrowRight");
    await until(position, showing(2));
    await site.press("ArrowLeft");
    await until(position, showing(1));
    await site.click(next);
    await until(position, showing(2));
    await site.click(previous);
    await until(position, showing(1));
    if (loop) {
      await site.click(previous);
      await until(position, showing(slides));
    } else {
      expect(await attributeOf(site, previous, "disabled")).not.toBeNull();
    }
  });
}

const thanksgiving = { date: "2026-11-26", closed: true, reason: "Thanksgiving", confirmed: true } as const;

/** Before, on and after the holiday, worked out from the weekly hours in content, whatever they are. */
function casesAroundTheHoliday() {
  const [before, after] = [addDays(thanksgiving.date, -1), addDays(thanksgiving.date, 1)];
  const cases = [
    openNowAt(before, "during", [thanksgiving]),
    openNowAt(before, "after", [thanksgiving]),
    openNowAt(thanksgiving.date, "during", [thanksgiving]),
    openNowAt(after, "before", [thanksgiving]),
    openNowAt(after, "during", [thanksgiving]),
  ];
  const closed = firstDate(addDays(thanksgiving.date, 2), false);
  if (closed) cases.push(openNowAt(closed, "during", [thanksgiving]));
  return cases;
}
const holidayCases = casesAroundTheHoliday();

// Wherever the line appears: one test per page, so the engines' workers share them.
for (const path of ["/", "/contact", `/${standardCity.slug}`]) {
  test(`${path}: the open-now line follows the shop's clock through a holiday`, async ({ site, stage }) => {
    const rewriteHtml = contentRewrite({ builtAt: "2026-11-20T12:00:00Z", specialHours: [thanksgiving] });
    for (const [moment, expected] of holidayCases) {
      const instant = moment.toISOString();
      stage.scene = { rewriteHtml, fixedTime: moment.getTime() };
      await site.goto(path);
      await until(() => textOf(site, '[data-testid="open-status"]'), expected, `${path} at ${instant}`);
      expect(await attributeOf(site, '[data-testid="open-status"]', "data-state")).toBe(
        expected.startsWith("Open") ? "open" : "closed",
      );
    }
  });
}

test("a notice shows only in its window, as a status; the footer shows the visitor's year", async ({
  site,
  stage,
}) => {
  const notice = {
    text: "Closed early Friday for a staff training.",
    link: { label: "Call ahead", href: "/contact" },
    starts: "2026-12-07T09:00",
    ends: "2026-12-11T17:00",
  };
  const rewriteHtml = contentRewrite({ builtAt: "2026-12-01T12:00:00Z", notice });
  for (const [instant, shown] of [
    ["2026-12-07T08:59:00-05:00", false],
    ["2026-12-07T09:00:00-05:00", true],
    ["2026-12-11T16:59:00-05:00", true],
    ["2026-12-11T17:00:00-05:00", false],
  ] as const) {
    stage.scene = { rewriteHtml, fixedTime: Date.parse(instant) };
    await site.goto("/about");
    const banner = '[data-testid="site-notice"]';
    await until(() => isVisible(site, banner), shown, instant);
    expect(await attributeOf(site, banner, "role")).toBe("status");
  }
  stage.scene = { fixedTime: Date.parse("2031-03-01T12:00:00-05:00") };
  await site.goto("/about");
  await until(() => textOf(site, '[data-testid="footer-year"]'), "2031");
});

test("on a host without redirect rules, the 404 page sends an old address on, replacing the history entry", async ({
  site,
  stage,
}) => {
  // An old address the rules send on: the stage answers it with the 404 page, as a host without the rules would.
  const from = "/shop/old/category.asp?x=1";
  const url = new URL(from, "http://x");
  const expected = legacyTarget(url.pathname, url.searchParams);
  expect(expected, `a legacy rule for ${from}`).not.toBeNull();
  stage.scene = { answerWith: { [url.pathname]: "/no-such-page" } };
  await site.goto("/about");
  await site.goto(from);
  await until(() => pathname(site), expected);
  await site.back();
  await until(() => pathname(site), "/about");
});

test("the language switch leads to the same page in the other language and back, its document in that language", async ({
  site: page,
}) => {
  const english = site.en.routes.pages.find((p) => p.alternates.es && p.kind !== "core")!;
  await page.goto(english.path);
  await page.click(await find(page, "header a[lang]"));
  await until(() => pathname(page), english.alternates.es!);
  expect(await attributeOf(page, "html", "lang")).toBe(locales.es);
  await page.click(await find(page, "header a[lang]"));
  await until(() => pathname(page), english.path);
  expect(await attributeOf(page, "html", "lang")).toBe(locales.en);
});

test.describe("with JavaScript disabled", () => {
  // One test per language, so the engines' workers share the pages; each page answers in one round trip.
  for (const language of builtLanguages) {
    test(`every ${language} page reads at phone width: its heading, main content and every FAQ answer show, nothing wider than the viewport`, async ({
      siteWithoutScripts: page,
    }) => {
      test.setTimeout(240_000);
      const pages = site[language]!.routes.pages;
      expect(pages.length).toBeGreaterThan(content.cities.length);
      expect(
        pages.filter((page) => page.faqs?.length),
        "test setup: pages with an FAQ",
      ).not.toHaveLength(0);
      const { copyLink } = site[language]!.ui.faq;
      await page.setViewport(390, 844);
      for (const { path, heading, faqs } of pages) {
        await page.goto(path);
        const read = await page.evaluate(
          ({ answers, copyLink }) => {
            const shown = (element: Element | undefined) =>
              !!element && element.checkVisibility({ visibilityProperty: true });
            const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
            const within = (css: string, wanted: string) =>
              [...document.querySelectorAll(`[data-island="faq"] ${css}`)].find((e) => text(e) === wanted);
            const copyButton = within("button", copyLink);
            return {
              h1: text(document.querySelector("h1")!),
              words: document.querySelector("main")!.innerText.split(/\s+/).length,
              overflow: Math.max(0, document.documentElement.scrollWidth - innerWidth),
              answersShown: answers.map((answer) => shown(within("p", answer))),
              copyLink: !copyButton ? "missing" : shown(copyButton) ? "shown" : "hidden",
            };
          },
          { answers: (faqs ?? []).map(({ answer }) => answer[0]!), copyLink },
        );
        expect(read.h1, path).toBe(heading.replace(/\s+/g, " ").trim());
        expect(read.words, path).toBeGreaterThan(150);
        expect(read.overflow, `${path}: nothing wider than the viewport`).toBe(0);
        expect(read.answersShown, `${path}: every FAQ answer shows`).toEqual((faqs ?? []).map(() => true));
        // Copy link cannot work without scripts: an FAQ's button is there, hidden.
        expect(read.copyLink, path).toBe(faqs?.length ? "hidden" : "missing");
      }
    });
  }

  test("the menu opens, shows every link, closes on Escape and navigates; every testimonial can be scrolled to", async ({
    siteWithoutScripts: page,
  }) => {
    await page.setViewport(390, 844);
    await page.goto("/about");
    const links = await rowLinks(page);
    const button = await find(page, MENU_BUTTON, ui.header.menu);
    await page.click(button);
    await until(
      () => menuLinksVisible(page),
      links.map(() => true),
    );
    await page.press("Escape");
    await until(
      () => menuLinksVisible(page),
      links.map(() => false),
    );
    await page.click(button);
    await page.click(await find(page, `${PANEL} a`, links.at(-1)!.text));
    await until(() => pathname(page), links.at(-1)!.href);

    await page.goto(`/${carouselService.slug}`);
    const slides = `[aria-roledescription="${ui.testimonials.slideRole}"]`;
    expect(await page.evaluate((s) => document.querySelectorAll(s).length, slides)).toBe(
      carouselService.testimonials!.items.length,
    );
    const last = `${slides}:last-of-type`;
    await scrollIntoView(page, last);
    const inView = await page.evaluate((s) => {
      const box = document.querySelector(s)!.getBoundingClientRect();
      return box.left >= 0 && box.right <= innerWidth + 1;
    }, last);
    expect(inView, "the last testimonial scrolls into view").toBe(true);
    expect(await isVisible(page, `button[aria-label="${ui.testimonials.next}"]`)).toBe(false);
  });
});

// Screens to look at (test-results/screens/), taken on demand (`npm run test:screens`), not by `npm test`:
// pictures of whole pages are slow to take and only a person can judge them. They assert nothing: that nothing is
// wider than the viewport is checked by the menu test at phone width and the FAQ test at desktop width.
for (const width of [390, 1280]) {
  test(
    `screens at ${width} px: the home page, and a city page with its FAQ and the menu open`,
    { tag: "@screens" },
    async ({ site, engineName }, testInfo) => {
      test.setTimeout(120_000);
      const dir = `${testInfo.project.outputDir}/screens`;
      mkdirSync(dir, { recursive: true });
      await site.setViewport(width, 900);
      const shoot = (name: string) => site.screenshot(`${dir}/${engineName}-${name}-${width}.png`);
      await site.goto("/");
      await shoot("home");
      await site.goto(cityWithFaq.path);
      await islandLive(site, "faq");
      await site.click(
        await find(site, '[data-island="faq"] button[aria-expanded]', cityWithFaq.faqs![0]!.question),
      );
      await site.evaluate(() => scrollTo(0, 0), undefined);
      if (width < 1024) await site.click(await find(site, MENU_BUTTON, ui.header.menu));
      await shoot(`${cityWithFaq.path.slice(1)}-faq-menu`);
    },
  );
}
