import { content } from "@/lib/content";
import { corePage } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { canonicalOf, expandedState, expect, readHtml, test } from "./fixtures";
import { servedPage } from "./served-pages";

const { ui } = content;

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Opening, closing and following the menu are checked in every engine (every-engine.spec.ts); the expanded
  // state assistive technology reads is only visible through Chromium's accessibility tree.
  test("the Menu button tells assistive technology whether the menu is open", async ({ page }) => {
    await page.goto("/");
    expect(await expandedState(page, ui.header.menu)).toBe(false);
    await page.getByRole("button", { name: ui.header.menu }).click();
    await expect.poll(() => expandedState(page, ui.header.menu)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => expandedState(page, ui.header.menu)).toBe(false);
  });

  test("marks the current page's link, in the row and in the menu", async ({ page }) => {
    const cities = corePage(content.routes, "cities").path;
    await page.goto(cities);
    await expect(page.locator('[aria-current="page"]')).toHaveCount(2);
    for (const link of await page.locator('[aria-current="page"]').all())
      await expect(link).toHaveAttribute("href", cities);
  });
});

test("every page's HTML marks its own menu link as current, in the row and in the menu, and no other", ({
  baseURL,
}) => {
  const menu = new Set(content.navigation.main.map((link) => link.href));
  expect(
    content.routes.pages.filter(({ path }) => menu.has(path)),
    "test setup: pages the menu links to",
  ).not.toHaveLength(0);
  for (const { path } of content.routes.pages) {
    const current = servedPage(path, baseURL!)
      .$(`nav[aria-label="${ui.header.nav}"] [aria-current="page"]`)
      .toArray()
      .map((link) => link.attribs.href);
    expect(current, path).toEqual(menu.has(path) ? [path, path] : []);
  }
});

test("following a menu link shows the new page's title, description and canonical", async ({ page }) => {
  const about = corePage(content.routes, "about");
  const link = content.navigation.main.find(({ href }) => href === about.path)!;
  await page.goto(corePage(content.routes, "home").path);
  await page.getByRole("navigation", { name: ui.header.nav }).getByRole("link", { name: link.title }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(about.path);
  await expect(page).toHaveTitle(about.meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", about.meta.description);
  await expect.poll(() => canonicalOf(page)).toBe(absoluteUrl(about.path));
});

const unknownPaths = [
  "/no-such-page",
  "/unknown-city",
  "/city/unknown",
  "/services/x",
  "/about/extra",
  `/${content.cities[0]!.slug}/extra`,
  "/contact/a/b/c",
  `/${"very-long-".repeat(150)}path`,
  "/caf%C3%A9-repair",
  "/%E2%9C%93",
  "/%7Efoo",
  `/services/${content.services[0]!.slug}/more`,
];

for (const path of unknownPaths) {
  test(
    `unknown path ${path.slice(0, 40)} answers 404 with the not-found page`,
    { tag: "@host" },
    async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const { $, h1Count, h1, robots } = readHtml(await response.text());
      expect(h1Count).toBe(1);
      expect(h1.trim()).toBe(content.pages.notFound.heading);
      expect($("main").text()).toContain(content.pages.notFound.message);
      expect($('meta[name="robots"]')).toHaveLength(1);
      expect(robots).toMatch(/noindex/);
      const links = $("main a")
        .map((_, a) => ({ text: $(a).text(), href: a.attribs.href }))
        .get();
      expect(links).toContainEqual({
        text: content.ui.notFound.home,
        href: corePage(content.routes, "home").path,
      });
      expect(links).toContainEqual({
        text: content.ui.notFound.contact,
        href: corePage(content.routes, "contact").path,
      });
    },
  );
}

test("the not-found page logs the requested path to the console", { tag: "@host" }, async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/missing-page-for-log");
  await expect.poll(() => messages.some((m) => m.includes("/missing-page-for-log"))).toBe(true);
});
