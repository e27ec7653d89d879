import { content } from "@/lib/content";
import { absoluteUrl } from "@/lib/site-url";
import { canonicalOf, expect, openInteractive, test } from "./fixtures";
import { servedPage } from "./served-pages";

test("every city answers at /{slug} and /city/{slug} with one h1, its title and canonical /{slug}", async ({
  baseURL,
}) => {
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
});

test("a city page in the browser: canonical set, no console errors", async ({ page, consoleErrors }) => {
  const city = content.cities.at(-1)!;
  await page.goto(`/city/${city.slug}`);
  expect(await canonicalOf(page)).toBe(absoluteUrl(`/${city.slug}`));
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
});

const standard = content.cities.filter((c) => c.template === "standard");
const featured = content.cities.filter((c) => c.template === "featured");

test("a template city page shows its distance from the store as in content", async ({ page }) => {
  for (const city of standard.slice(0, 3)) {
    await page.goto(`/${city.slug}`);
    await expect(page.getByTestId("city-distance")).toContainText(`${city.distanceFromDeland} miles`);
    await expect(page.locator("[data-map]"), "the map, behind its facade").toHaveCount(1);
  }
});

for (const city of featured) {
  test(`${city.name} shows its rated testimonials and a call button`, async ({ page }) => {
    await page.goto(`/${city.slug}`);
    const testimonials = page.getByTestId("testimonial");
    await expect(testimonials).toHaveCount(city.testimonials.items.length);
    await expect(
      testimonials.first().getByRole("img", { name: `Rated ${city.testimonials.items[0]!.rating} out of 5` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call/ }).first()).toHaveAttribute("href", /^tel:/);
  });
}

test.describe("FAQ accordion", () => {
  const city = featured.find((c) => c.shareLinks && c.faqs.length > 1)!;

  test("opens one answer at a time, collapses, and moves focus with arrow keys, Home and End", async ({
    page,
  }) => {
    await openInteractive(page, `/${city.slug}`);
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const triggers = faq.getByRole("button", {
      name: new RegExp(city.faqs.map((f) => f.question.slice(0, 20).replace(/[?()]/g, ".")).join("|")),
    });
    await expect(triggers).toHaveCount(city.faqs.length);
    const first = triggers.nth(0);
    const second = triggers.nth(1);

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(city.faqs[0]!.answer[0]!)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(city.faqs[0]!.answer[0]!)).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");

    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
    await page.keyboard.press("End");
    await expect(triggers.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
  });

  test("every answer is in the prerendered HTML, without JavaScript", async ({ baseURL }) => {
    for (const c of featured) {
      const { $ } = servedPage(`/${c.slug}`, baseURL!);
      const paragraphs = $('[data-island="faq"] p')
        .map((_, p) => $(p).text())
        .get();
      for (const faq of c.faqs) {
        for (const paragraph of faq.answer) expect(paragraphs, c.slug).toContain(paragraph);
      }
    }
  });

  test("Copy link writes the page URL to the clipboard and confirms it", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openInteractive(page, `/city/${city.slug}`);
    await page.getByRole("button", { name: city.faqs[0]!.question }).click();
    await page.getByRole("button", { name: "Copy link" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    // The canonical path, on the origin the visitor is on.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${city.slug}`);
  });

  test("answers carry share links where the city asks for them, else only the profiles", async ({ page }) => {
    for (const c of featured) {
      await page.goto(`/${c.slug}`);
      // Closed answers are hidden but present: count the links in the DOM, not the visible ones.
      const shares = page.locator("a", { hasText: /^Share on/ });
      await expect(shares).toHaveCount(c.shareLinks ? 3 * c.faqs.length : 0);
    }
  });
});
