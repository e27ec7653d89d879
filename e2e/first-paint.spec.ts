import { content } from "@/lib/content";
import { expect, test } from "./fixtures";
import { servedPage, servedPaths } from "./served-pages";

const canonicalPages = content.routes.pages;

// Pages at the network limit: the first paint needs nothing after the HTML (styles inline, no web font), and the
// map loads behind a facade, on request. That no page asks another origin for anything, scrolled through, is
// checked on the every-page walk (documents.spec.ts).

const pagesWithMap = (baseURL: string) =>
  canonicalPages.filter((page) => servedPage(page.path, baseURL).$("[data-map]").length > 0);

test("no served page links a stylesheet or loads a web font: the HTML carries its styles", ({ baseURL }) => {
  for (const path of servedPaths) {
    const { $, status } = servedPage(path, baseURL!);
    if (status === 301) continue;
    const requested = $('link[rel~="stylesheet"], link[as="font"]').toArray();
    expect(
      requested.map((link) => `${link.attribs.rel} ${link.attribs.href}`),
      path,
    ).toEqual([]);
    expect($("style").text(), path).not.toMatch(/@font-face/);
    expect($("style").text().length, `${path} carries its styles`).toBeGreaterThan(0);
  }
});

test("every page paints, styled and in its final font, while every request after the HTML is held", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Nothing but the document is ever answered: a page whose first paint waited for a stylesheet would not paint,
  // and a web font would stay loading.
  await page.route(
    () => true,
    (route) => (route.request().resourceType() === "document" ? route.continue() : undefined),
  );
  expect(canonicalPages, "test setup: the pages").not.toHaveLength(0);
  for (const { path } of canonicalPages) {
    await page.goto(path, { waitUntil: "commit" });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), {
        message: `${path}: no first contentful paint with every request after the HTML held`,
        timeout: 10_000,
      })
      .toBe(1);
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((font) => font.status !== "loaded").map((font) => font.family),
    );
    expect(fonts, `${path}: text waiting for web fonts`).toEqual([]);
    // Styled: the site's base styles took effect (no browser default margin on the body).
    expect(await page.evaluate(() => getComputedStyle(document.body).margin), path).toBe("0px");
  }
});

test("every page holds its first paint, from the head, until the block that holds its h1 is parsed", ({
  baseURL,
}) => {
  expect(canonicalPages, "test setup: the pages").not.toHaveLength(0);
  for (const { path } of canonicalPages) {
    const { $ } = servedPage(path, baseURL!);
    const hold = $('head > link[rel="expect"][blocking~="render"]');
    expect(hold.length, `${path}: one render-blocking expect link in the head`).toBe(1);
    // Named on the hero itself, Chrome lifted the hold before the hero's text came: the target is its last element.
    const hero = $("main h1").closest("main > *");
    expect(hero.find("*").last().is(hold.attr("href")!), `${path}: ${hold.attr("href")} ends the hero`).toBe(
      true,
    );
  }
});

test("over a slow connection, Chrome paints a page's header and hero at once, whatever the template", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const oneOfEachTemplate = [...new Map(canonicalPages.map((p) => [`${p.kind} ${p.template}`, p])).values()];
  expect(oneOfEachTemplate, "test setup: a page of each template").not.toHaveLength(0);
  // Slow enough that the header arrives long before the end of the hero: without the hold, Chrome paints what has
  // arrived, the header alone or the hero's first lines, and the rest of the hero makes a larger paint later.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 8 * 1024,
    uploadThroughput: -1,
  });
  // A frame's animation callbacks run just before it is painted, so the first one sees what the first paint shows:
  // the parser has appended elements in document order, and this counts how many it had.
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      document.documentElement.dataset.elementsAtFirstFrame = String(
        document.getElementsByTagName("*").length,
      );
    }),
  );
  for (const { path } of oneOfEachTemplate) {
    await page.goto(path, { waitUntil: "load" });
    const paints = await page.evaluate(
      () =>
        new Promise<{ elementsAtFirstFrame: number; heroEndsAt: number; laterLargest: string[] }>(
          (resolve) => {
            const first = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
            const hero = document.querySelector("main h1")!.closest("main > *")!;
            const inHero = hero.getElementsByTagName("*");
            const inHeaderOrHero = (element: Element) =>
              hero.contains(element) ||
              !!(element.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING);
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              resolve({
                elementsAtFirstFrame: Number(document.documentElement.dataset.elementsAtFirstFrame),
                heroEndsAt: [...document.getElementsByTagName("*")].indexOf(inHero[inHero.length - 1]!) + 1,
                laterLargest: entries
                  .filter(
                    (entry) => entry.startTime > first && entry.element && inHeaderOrHero(entry.element),
                  )
                  .map((entry) => entry.element!.outerHTML.slice(0, 100)),
              });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          },
        ),
    );
    expect(paints.elementsAtFirstFrame, `${path}: elements parsed at the first frame`).toBeGreaterThanOrEqual(
      paints.heroEndsAt,
    );
    expect(paints.laterLargest, `${path}: header or hero elements painted after the first paint`).toEqual([]);
  }
});

test.describe("the map facade", () => {
  test("stands in the map's box with the address and directions; one click puts the embed there", async ({
    page,
    baseURL,
  }) => {
    const paths = pagesWithMap(baseURL!).map((p) => p.path);
    expect(paths.length, "pages with a map facade").toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths[0]!);
      const facade = page.locator("[data-map]");
      await facade.scrollIntoViewIfNeeded();
      const before = (await facade.boundingBox())!;
      await expect(facade.getByRole("link", { name: content.ui.buttons.directions })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
      await expect(facade.locator("iframe")).toHaveCount(0);
      await facade.getByRole("button", { name: content.ui.map.show }).click();
      const map = facade.locator("iframe");
      await expect(map).toHaveCount(1);
      await expect(map).toBeFocused();
      await expect(map).toHaveAttribute("title", /map/i);
      expect(new URL((await map.getAttribute("src"))!).searchParams.get("z")).toBe("15");
      expect(await facade.boundingBox()).toEqual(before);
      expect((await map.boundingBox())!.height).toBeGreaterThan(before.height - 4);
    }
  });

  test("loads the embed on a key press too, on every page that has one", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const pages = pagesWithMap(baseURL!);
    // The spec's pages with a map: /contact and every template city's page.
    expect(pages.map((p) => p.path)).toEqual(
      canonicalPages.filter((p) => p.template === "contact" || p.template === "standard").map((p) => p.path),
    );
    for (const { path } of pages) {
      await page.goto(path);
      const show = page.getByRole("button", { name: content.ui.map.show });
      await show.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("[data-map] iframe"), path).toHaveCount(1);
    }
  });

  test.describe("with scripts off", () => {
    test.use({ javaScriptEnabled: false });
    test("shows the address and a working directions link, and no button that would do nothing", async ({
      page,
      baseURL,
    }) => {
      const path = pagesWithMap(baseURL!)[0]!.path;
      await page.goto(path);
      const facade = page.locator("[data-map]");
      await expect(facade.getByRole("button")).toHaveCount(0);
      await expect(facade.getByRole("link", { name: content.ui.buttons.directions })).toBeVisible();
      await expect(facade.locator("p")).toBeVisible();
    });
  });
});
