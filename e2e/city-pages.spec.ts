import { content } from "@/lib/content";
import { escapeRegExp } from "@/lib/content/text-similarity";
import { shareLinks } from "@/lib/share-links";
import { absoluteUrl } from "@/lib/site-url";
import { fillSlots } from "@/lib/slots";
import { canonicalOf, expect, test } from "./fixtures";
import { servedPage } from "./served-pages";

test(
  "every city answers at /{slug} and /city/{slug} with one h1, its title and canonical /{slug}",
  { tag: "@host" },
  async ({ baseURL }) => {
    for (const city of content.cities) {
      for (const path of [`/${city.slug}`, `/city/${city.slug}`]) {
        const html = servedPage(path, baseURL!);
        expect(html.status, path).toBe(200);
        expect(html.h1Count, path).toBe(1);
        expect(html.h1, path).toBe(city.h1);
        expect(html.title, path).toBe(city.meta.title);
        expect(new URL(html.canonical!).href, path).toBe(absoluteUrl(`/${city.slug}`));
      }
    }
  },
);

test("a city page in the browser: canonical set, no console errors", async ({ page, consoleErrors }) => {
  const city = content.cities.at(-1)!;
  await page.goto(`/city/${city.slug}`);
  expect(await canonicalOf(page)).toBe(absoluteUrl(`/${city.slug}`));
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
});

const standard = content.cities.filter((c) => c.template === "standard");
const featured = content.cities.filter((c) => c.template === "featured");
const { ui } = content;

test("test setup: content has template cities and featured cities, which the tests below walk", () => {
  expect(standard).not.toHaveLength(0);
  expect(featured).not.toHaveLength(0);
});

test("a template city page shows its distance from the store as in content", async ({ page }) => {
  for (const city of standard.slice(0, 3)) {
    await page.goto(`/${city.slug}`);
    await expect(page.getByTestId("city-distance")).toHaveText(
      fillSlots(ui.cityPage.distance, { miles: city.distanceFromDeland, minutes: city.driveMinutes }),
    );
    await expect(page.locator("[data-map]"), "the map, behind its facade").toHaveCount(1);
  }
});

for (const city of featured) {
  test(`${city.name} shows its rated testimonials and a call button`, async ({ page }) => {
    await page.goto(`/${city.slug}`);
    const testimonials = page.getByTestId("testimonial");
    await expect(testimonials).toHaveCount(city.testimonials.items.length);
    await expect(
      testimonials.first().getByRole("img", {
        name: fillSlots(ui.testimonials.rating, { rating: city.testimonials.items[0]!.rating }),
      }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: ui.buttons.call }).first()).toHaveAttribute("href", /^tel:/);
  });
}

test.describe("FAQ accordion", () => {
  test("every answer is in the prerendered HTML, without JavaScript", async ({ baseURL }) => {
    expect(featured, "test setup: featured cities").not.toHaveLength(0);
    for (const c of featured) {
      const { $ } = servedPage(`/${c.slug}`, baseURL!);
      const paragraphs = $('[data-island="faq"] p')
        .map((_, p) => $(p).text())
        .get();
      expect(c.faqs, `test setup: ${c.slug}'s questions`).not.toHaveLength(0);
      expect($('[data-island="faq"] button[aria-expanded]'), c.slug).toHaveLength(c.faqs.length);
      for (const faq of c.faqs) {
        for (const paragraph of faq.answer) expect(paragraphs, c.slug).toContain(paragraph);
      }
    }
  });

  test("answers carry share links where the city asks for them, else only the profiles", async ({ page }) => {
    expect(featured, "test setup: featured cities").not.toHaveLength(0);
    for (const c of featured) {
      await page.goto(`/${c.slug}`);
      // Closed answers are hidden but present: count the links in the DOM, not the visible ones. Each is read out
      // with the new-tab hint.
      const expected = shareLinks(absoluteUrl(`/${c.slug}`), ui.faq.share);
      expect(expected, "test setup: the share networks").not.toHaveLength(0);
      const names = expected.map(({ label }) => `${label} ${ui.buttons.newTab}`);
      const shares = page
        .locator("a")
        .filter({ hasText: new RegExp(`^(${names.map(escapeRegExp).join("|")})$`) });
      await expect(shares).toHaveCount(c.shareLinks ? expected.length * c.faqs.length : 0);
      const hrefs = await shares.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(new Set(hrefs)).toEqual(new Set(c.shareLinks ? expected.map(({ href }) => href) : []));
    }
  });
});
