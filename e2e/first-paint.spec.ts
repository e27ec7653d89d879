import { canonicalPages } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { servedPage, servedPaths } from "./served-pages";

// Pages at the network limit: the first paint needs nothing after the HTML (styles inline, no web font).

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
