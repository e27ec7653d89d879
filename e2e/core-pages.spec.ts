import { content, business } from "@/lib/content";
import { formatHours } from "@/lib/format";
import { absoluteUrl } from "@/lib/site-url";
import { fillSlots } from "@/lib/slots";
import { canonicalOf, expect, test } from "./fixtures";
import { servedPage } from "./served-pages";

const corePages = [
  { path: "/", h1: content.pages.home.hero.heading, title: content.pages.home.meta.title },
  { path: "/about", h1: content.pages.about.h1, title: content.pages.about.meta.title },
  { path: "/services", h1: content.pages.services.h1, title: content.pages.services.meta.title },
  { path: "/cities", h1: content.pages.cities.h1, title: content.pages.cities.meta.title },
  { path: "/contact", h1: content.pages.contact.h1, title: content.pages.contact.meta.title },
];

for (const core of corePages) {
  test(`${core.path} answers 200 with its content, canonical, robots and no console errors`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(core.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(core.h1);
    await expect(page).toHaveTitle(core.title);
    expect(await canonicalOf(page)).toBe(absoluteUrl(core.path));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: business.phone.display }).first()).toHaveAttribute(
      "href",
      business.telHref,
    );
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });
}

test("home shows the stats, its services and its cities", async ({ page, baseURL }) => {
  // The build's clock (BUILD_TIME, else when it ran) reaches the page as the footer's year, as served: in a browser,
  // islands/site.ts shows the visitor's year there instead.
  const builtIn = servedPage("/", baseURL!).$('[data-testid="footer-year"]').text();
  expect(builtIn, "the build's year in the served footer").toMatch(/^\d{4}$/);
  await page.goto("/");
  const stats = page.getByTestId("stat");
  await expect(stats).toHaveCount(3);
  const years = Number(builtIn) - business.established;
  await expect(stats.nth(0).locator("dd")).toHaveText(`${Math.floor(years / 10) * 10}+`);
  await expect(stats.nth(1).locator("dd")).toHaveText(`${business.serviceRadiusMiles}+`);
  await expect(stats.nth(2).locator("dd")).toHaveText(content.pages.home.stats.satisfaction);
  const services = page.getByRole("region", { name: content.pages.home.services.heading });
  expect(content.pages.home.services.items, "test setup: the home page's service cards").not.toHaveLength(0);
  for (const card of content.pages.home.services.items) {
    await expect(services.getByRole("link", { name: card.title, exact: true })).toHaveAttribute(
      "href",
      card.href,
    );
  }
  const cityCards = page.getByTestId("city-cards").getByRole("listitem");
  await expect(cityCards).toHaveCount(content.pages.home.cities.slugs.length);
  await expect(
    page.getByRole("region", { name: content.pages.home.webServices.heading }).getByRole("listitem"),
  ).toHaveCount(content.pages.home.webServices.portfolio.length);
});

test("/services shows its service cards and the repair process", async ({ page }) => {
  await page.goto("/services");
  const cards = page
    .getByRole("region", { name: content.pages.services.cards.heading })
    .getByRole("listitem");
  await expect(cards).toHaveCount(content.pages.services.cards.items.length);
  await expect(page.getByTestId("steps").getByRole("listitem")).toHaveCount(
    content.pages.services.process.steps.length,
  );
});

test("/cities lists every city nearest first, each linking to its canonical page", async ({ page }) => {
  await page.goto("/cities");
  const cards = page.getByTestId("city-cards").getByRole("listitem");
  await expect(cards).toHaveCount(content.cities.length);
  const names = await cards.getByRole("heading").allTextContents();
  const distanceOf = new Map(content.cities.map((c) => [c.name, c.distanceFromDeland]));
  const distances = names.map((name) => distanceOf.get(name));
  expect(distances).not.toContain(undefined);
  expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
  expect(content.cities, "test setup: the cities").not.toHaveLength(0);
  for (const city of content.cities) {
    await expect(page.getByRole("link", { name: city.name, exact: true }).first()).toHaveAttribute(
      "href",
      `/${city.slug}`,
    );
  }
});

test("/contact has hours, e-mail, directions, a map at zoom 15 on request and the service territory", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: business.email }).first()).toHaveAttribute(
    "href",
    `mailto:${business.email}`,
  );
  const directions = page.getByRole("region", { name: content.pages.contact.directions.heading });
  await expect(directions.getByRole("link", { name: content.ui.buttons.directions })).toHaveAttribute(
    "href",
    business.links.directions.url,
  );
  await page.getByRole("button", { name: content.ui.map.show }).click();
  const map = page.locator("iframe").first();
  await expect(map).toHaveAttribute("title", content.ui.map.title);
  const src = new URL((await map.getAttribute("src"))!);
  expect(src.searchParams.get("z")).toBe("15");
  expect(src.searchParams.get("q")).toBe(business.mapQuery);
  const hours = page.getByRole("region", { name: content.ui.contact.hours });
  expect(business.hours, "test setup: the opening hours").not.toHaveLength(0);
  for (const h of business.hours) {
    await expect(hours.getByText(h.label, { exact: true })).toBeVisible();
    const when = "closed" in h ? content.ui.hours.closed : formatHours(h.opens, h.closes, "en");
    await expect(hours.getByText(when, { exact: true }).first()).toBeVisible();
  }
  for (const county of content.pages.contact.territory.counties) {
    const name = fillSlots(content.ui.contact.county, { county: county.county });
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    // The county's name is only its name: no word said twice ("Volusia County County").
    expect(name).not.toMatch(/\b(\w+) \1\b/i);
  }
  expect(content.pages.contact.territory.counties.length).toBeGreaterThan(0);
});

test("footer links cities to their canonical pages and lists reviews and the social profiles", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  expect(content.navigation.footerCitySlugs, "test setup: the footer's cities").not.toHaveLength(0);
  for (const slug of content.navigation.footerCitySlugs) {
    const city = content.cities.find((c) => c.slug === slug)!;
    await expect(footer.getByRole("link", { name: city.name, exact: true })).toHaveAttribute(
      "href",
      `/${slug}`,
    );
  }
  // Each opens in a new tab, and says so to screen readers.
  const newTab = (name: string) => ({ name: `${name} ${content.ui.buttons.newTab}`, exact: true });
  expect(business.social, "test setup: the social profiles").not.toHaveLength(0);
  for (const profile of business.social) {
    await expect(footer.getByRole("link", newTab(profile.network))).toHaveAttribute("href", profile.url);
  }
  const reviews = fillSlots(content.ui.footer.reviews, { reviews: business.links.reviews.label });
  await expect(footer.getByRole("link", newTab(reviews))).toHaveAttribute("href", business.links.reviews.url);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: content.ui.skipLink });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
