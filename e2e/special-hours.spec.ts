import { business, content } from "@/lib/content";
import { specialOpeningHoursSpecification } from "@/lib/json-ld";
import { ASSETS_PATH } from "@/lib/security-headers";
import { expect, test } from "./fixtures";
import { firstDate, openNowAt } from "./open-now";
import { servedPage } from "./served-pages";
import { serveWithContent } from "./test-content";

// The visitor is far from DeLand: every expectation below is on the shop's clock, not the browser's.
test.use({ timezoneId: "Asia/Tokyo" });

test("the home page's visit card: status, address, phone and directions, in the hero, without layout shift", async ({
  page,
}) => {
  // Built before a closure that is over by the visit: the page lists it, and the site module hides it in place.
  const closure = { date: "2026-07-03", closed: true, reason: "Holiday", confirmed: true } as const;
  await serveWithContent(page, { builtAt: "2026-07-01T12:00:00Z", specialHours: [closure] });
  // The site's module arrives after the first paint, as on a slow network: whatever it changes must move nothing.
  await page.route(`**${ASSETS_PATH}site-*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fallback();
  });
  const [instant, openLine] = openNowAt(firstDate("2026-07-06", true)!, "during", [closure]);
  await page.clock.setFixedTime(instant);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const card = page.getByRole("region", { name: content.ui.home.visit });
    await expect(card.getByTestId("open-status")).toHaveText(openLine);
    await expect(card.getByTestId("special-hours")).toHaveAttribute("data-over", "");
    await expect(card.getByText(closure.reason)).toBeHidden();
    await expect(card).toContainText(business.address.street);
    await expect(card.getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      business.telHref,
    );
    await expect(card.getByRole("link", { name: content.ui.buttons.directions })).toHaveAttribute(
      "href",
      business.links.directions.url,
    );
    // Right of the heading on a wide screen; below the hero's buttons on a phone.
    const cardBox = (await card.boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const call = page.getByRole("main").getByRole("link", { name: content.ui.buttons.call });
    const callBox = (await call.first().boundingBox())!;
    if (width === 1280) expect(cardBox.x).toBeGreaterThanOrEqual(heading.x + heading.width);
    else expect(cardBox.y).toBeGreaterThan(callBox.y + callBox.height);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number }[];
            resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifts, `layout shift at ${width}px`).toBe(0);
  }
});

const notice = {
  text: "Closed early Friday for a staff training. Drop-offs resume Saturday at 10 AM.",
  link: { label: "Call ahead", href: "/contact" },
  starts: "2026-12-07T09:00",
  ends: "2026-12-11T17:00",
};

test("a notice on a page left open disappears at its end without a reload", async ({ page }) => {
  await serveWithContent(page, { builtAt: "2026-12-08T12:00:00Z", notice });
  await page.clock.install({ time: new Date("2026-12-11T16:58:30-05:00") });
  await page.goto("/services");
  await expect(page.getByTestId("site-notice")).toBeVisible();
  await page.clock.runFor(2 * 60_000);
  await expect(page.getByTestId("site-notice")).toBeHidden();
});

test("without a notice in content, none shows", async ({ page }) => {
  await serveWithContent(page, { builtAt: "2026-12-08T12:00:00Z" });
  await page.goto("/");
  await expect(page.getByTestId("site-notice")).toHaveCount(0);
});

test("the shipped build's JSON-LD carries every special day not yet over, closed days as 00:00-00:00", async ({
  baseURL,
}) => {
  const { $ } = servedPage("/contact", baseURL!);
  const graph = JSON.parse($('script[type="application/ld+json"]').text())["@graph"] as Record<
    string,
    unknown
  >[];
  const store = graph.find((node) => node["@type"] === "ComputerStore")!;
  // Content as loaded now, which is after the build: a day can only have ended since, never begun to count.
  const expected = specialOpeningHoursSpecification(business.specialHours);
  const carried = (store.specialOpeningHoursSpecification ?? []) as typeof expected;
  expect(carried.slice(carried.length - expected.length)).toEqual(expected);
});
