import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { content, site } from "@/lib/content";
import { allPages } from "@/lib/routes";
import { fillSlots } from "@/lib/slots";
import { expandedState, expect, openInteractive, test } from "./fixtures";
import { servedPage } from "./served-pages";
import { serveWithContent } from "./test-content";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const WIDTHS = [390, 1280];
const canonicalPages = allPages(site);
const { ui } = content;

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  // Only violations are reported, so axe skips collecting every passing node.
  resultTypes: ["violations"],
};

/**
 * axe's WCAG 2.2 A and AA violations on the page as it is now, one line each. axe-core goes into the page once per
 * document and runs in it directly: @axe-core/playwright evaluated its whole source twice before every run, which
 * took longer than the run. These pages have no frames to merge results from (the map's comes only on request).
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe
        .run(document, options)
        .then((results) => results.violations),
    AXE_OPTIONS,
  );
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
  test("test setup: the pages, each tested below", () => {
    expect(canonicalPages).not.toHaveLength(0);
  });

  for (const { path } of canonicalPages) {
    test(`${path} has no violations at 390 px and 1280 px`, async ({ page }) => {
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    });
  }
});

test("keyboard only: menu, FAQ and carousel", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const path = "/water-damaged-laptop-repair";
  const slides = content.routes.byPath.get(path)!.service!.testimonials!.items.length;
  const showing = (n: number) => fillSlots(ui.testimonials.position, { n, total: slides });
  await openInteractive(page, path);
  const menu = page.getByRole("button", { name: ui.header.menu });
  for (let i = 0; i < 10 && !(await menu.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(menu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => expandedState(page, ui.header.menu)).toBe(true);
  // The menu's content follows its button in the focus order: its close button, then the links.
  const nav = page.getByRole("navigation", { name: ui.header.nav });
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("button", { name: `${ui.header.close} ${ui.header.closeHint}` })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: content.navigation.main[0]!.title })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeFocused();
  await expect.poll(() => expandedState(page, ui.header.menu)).toBe(false);

  const next = page.getByRole("button", { name: ui.testimonials.next });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("carousel-position")).toHaveText(showing(2));
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: ui.testimonials.previous })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("carousel-position")).toHaveText(showing(1));

  const faq = page.getByRole("region", { name: ui.faq.heading });
  const first = faq.getByRole("button").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(faq.getByRole("link").first()).toBeFocused();
  await first.focus();
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");
});

test("crawler view: one h1, unique short titles and descriptions, absolute canonical, content without JS", async ({
  baseURL,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  expect(canonicalPages, "test setup: the pages").not.toHaveLength(0);
  for (const { path } of canonicalPages) {
    const html = servedPage(path, baseURL!);
    expect(html.h1Count, path).toBe(1);
    expect(html.title!.length, `${path} title`).toBeLessThanOrEqual(60);
    expect(html.description!.length, `${path} description`).toBeGreaterThanOrEqual(70);
    expect(html.description!.length, `${path} description`).toBeLessThanOrEqual(160);
    expect(titles.get(html.title!), `${path} repeats a title`).toBeUndefined();
    expect(descriptions.get(html.description!), `${path} repeats a description`).toBeUndefined();
    titles.set(html.title!, path);
    descriptions.set(html.description!, path);
    expect(html.canonical, path).toMatch(/^https?:\/\/[^/]+/);
    const main = html.$("main");
    const words = main.text().split(/\s+/).filter(Boolean);
    expect(main.find("h1"), path).toHaveLength(1);
    expect(words.length, `${path} words of main content in the HTML`).toBeGreaterThan(250);
  }
});

/** Runs the Nu Html Checker on documents; fails if it cannot run, and expects no errors. */
function expectValidHtml(documents: { name: string; html: string }[]) {
  expect(documents, "test setup: documents to check").not.toHaveLength(0);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = documents.map(({ name, html }) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    // The pages' inline styles are Tailwind's output, which the checker's CSS validator does not know yet (@property,
    // @layer, margin-trim in @supports): it checks the HTML, as it did when the styles were a linked file.
    const run = spawnSync(
      "java",
      [
        "-jar",
        require.resolve("vnu-jar/build/dist/vnu.jar"),
        "--errors-only",
        "--filterpattern",
        "CSS: .*",
        "--format",
        "json",
        ...files,
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    // A checker that cannot run must fail the test, never pass it with an empty report.
    if (run.error) {
      const missing = (run.error as NodeJS.ErrnoException).code === "ENOENT";
      throw new Error(
        missing
          ? "The Nu Html Checker needs Java, and `java` was not found (bash .ci/run installs it)"
          : `The Nu Html Checker could not run: ${run.error.message}`,
      );
    }
    let messages: { type: string; url?: string; message: string; extract?: string }[] | undefined;
    try {
      messages = JSON.parse(run.stderr).messages;
    } catch {
      // Not JSON: reported just below, with what the checker printed instead.
    }
    if (!Array.isArray(messages)) {
      throw new Error(
        `The Nu Html Checker gave no JSON report (exit status ${run.status}): ${run.stderr.slice(0, 500) || "no output"}`,
      );
    }
    // The checker predates HTML's `expect` link type (whatwg/html#9970), whose render-blocking form the page hero
    // puts in the head: it refuses `blocking` on any link that is not a stylesheet.
    const predatesExpect = (m: { message: string; extract?: string }) =>
      m.message.includes("“blocking” attribute") && /<link rel="expect"[^>]*>/.test(m.extract ?? "");
    expect(
      messages
        .filter((m) => !predatesExpect(m))
        .map((m) => `${m.type} ${m.url?.split("/").pop() ?? ""}: ${m.message} ${m.extract ?? ""}`),
    ).toEqual([]);
    expect(run.status, "Nu Html Checker exit status").toBe(messages.some(predatesExpect) ? 1 : 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fileName = (path: string) => (path === "/" ? "index" : path.slice(1).replace(/\//g, "--"));

test("the prerendered HTML of every canonical page is valid (Nu Html Checker)", ({ baseURL }) => {
  test.setTimeout(180_000);
  expectValidHtml(
    canonicalPages.map(({ path }) => ({ name: fileName(path), html: servedPage(path, baseURL!).html })),
  );
});

test("pages showing a notice and a holiday: no axe violations, valid HTML", async ({ page }) => {
  test.setTimeout(120_000);
  const served = await serveWithContent(page, {
    builtAt: "2026-11-21T12:00:00Z",
    specialHours: [{ date: "2026-11-26", closed: true, reason: "Thanksgiving", confirmed: true }],
    notice: {
      text: "Closed Thanksgiving Day; open again Friday at 9 AM.",
      link: { label: "Holiday hours", href: "/contact" },
      starts: "2026-11-20T09:00",
      ends: "2026-11-27T09:00",
    },
  });
  await page.clock.setFixedTime(new Date("2026-11-26T12:00:00-05:00"));
  const paths = ["/", "/contact", `/${content.cities.find((c) => c.template === "standard")!.slug}`];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId("site-notice")).toBeVisible();
    await expect(page.getByTestId("open-status").first()).toHaveText(/^Closed today for Thanksgiving/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  }
  const documents = [];
  for (const path of paths) documents.push({ name: fileName(path), html: await served.html(path) });
  expectValidHtml(documents);
});
