import { readFileSync } from "node:fs";
import * as cheerio from "cheerio";
import { builtPage, readBuildOutputs } from "@/lib/build/adapter.mjs";
import { content } from "@/lib/content";
import { expect, test } from "./fixtures";

// The static export's own checks, run by the `static` project alone (playwright.config.ts).

test("the export's pages are the server build's documents, byte for byte", { tag: "@export" }, () => {
  const server = new Map(readBuildOutputs("server").pages.map(({ pathname, file }) => [pathname, file]));
  const { pages } = readBuildOutputs("export");
  expect(pages.length).toBeGreaterThan(content.cities.length + content.services.length);
  // Next's /_not-found page, which the export keeps as a file, is the one the server build lists as /404 alone.
  const shared = pages.filter(({ pathname }) => server.has(pathname));
  expect(shared.length).toBeGreaterThanOrEqual(pages.length - 1);
  for (const { pathname, file } of shared)
    expect(readFileSync(file, "utf8") === readFileSync(server.get(pathname)!, "utf8"), pathname).toBe(true);
});

// Where a host runs no redirect rules, the export's own pages send old addresses on in the browser: the
// "Redirecting..." screen at /productshow.asp, the 404 page for other .asp paths. The static project plays such a host
// by answering the legacy URL with that page of the export (nginx would redirect it).
const withoutRules = [
  {
    from: "/productshow.asp?id=14740&smallclassid=2",
    page: "/productshow.asp",
    status: 200,
    to: "/custom-pc-builder",
  },
  { from: "/productshow.asp?id=1", page: "/productshow.asp", status: 200, to: "/services" },
  { from: "/shop/old/category.asp?x=1", page: "/404", status: 404, to: "/" },
];
for (const { from, page: exported, status, to } of withoutRules) {
  test(
    `on a host without redirect rules, the ${exported} page sends ${from} on to ${to}, replacing the history entry`,
    { tag: "@export" },
    async ({ page }) => {
      const html = readFileSync(builtPage("export", exported), "utf8");
      const legacyPath = new URL(from, "http://x").pathname;
      await page.route(
        (url) => url.pathname === legacyPath,
        (route) => route.fulfill({ status, contentType: "text/html; charset=utf-8", body: html }),
      );
      await page.goto("/about");
      await page.goto(from);
      // The target alone, as every host with rules sends it: the old query stays behind.
      await expect(page).toHaveURL((url) => url.pathname === to && url.search === "");
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === "/about");
    },
  );
}

test(
  "the exported /productshow.asp page is the Redirecting screen, kept out of search results",
  { tag: "@export" },
  () => {
    const $ = cheerio.load(readFileSync(builtPage("export", "/productshow.asp"), "utf8"));
    expect($("[data-legacy-redirect]")).toHaveLength(1);
    expect($("h1").text()).toBe(content.ui.redirect.heading);
    expect($("body").text()).toContain(content.ui.redirect.message);
    expect($('meta[name="robots"]').attr("content")).toMatch(/^noindex/);
  },
);
