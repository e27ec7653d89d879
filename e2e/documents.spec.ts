import { readFileSync } from "node:fs";
import { builtPage, readBuildOutputs } from "@/lib/build/adapter.mjs";
import { NEXT_OWN_PAGES_FILE, stripFrameworkRuntime } from "@/lib/build/documents";
import { NEXT_CHUNKS_PATH } from "@/lib/build/next-private";
import { content } from "@/lib/content";
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE } from "@/lib/security-headers";
import { executableParts } from "./executable-parts";
import { expect, parseHtml, test } from "./fixtures";
import { servedPage, servedPaths } from "./served-pages";

// Pages are documents: the framework's runtime never ships, the only script is the site's own module (plus the
// islands it loads), and every page reads, navigates and opens its menu and FAQ answers with scripts off.

const canonicalPages = content.routes.pages;
const faqPages = canonicalPages.filter((page) => page.faqs?.length);
const carouselPage = content.services.find((s) => s.testimonials?.layout === "carousel")!;
const pageWithoutIslands = content.cities.find((c) => c.template === "standard")!;
const notFoundPath = "/no-such-page";

test(
  "no page carries the framework's runtime: one site module, JSON-LD data, nothing inline",
  { tag: "@host" },
  async ({ baseURL, builtOutput }) => {
    for (const path of servedPaths) {
      const served = servedPage(path, baseURL!);
      // /productshow.asp is a server redirect; the static pass reads the page the export keeps for hosts without rules.
      if (served.status === 301 && builtOutput === "server") continue;
      const html = served.status === 301 ? readFileSync(builtPage("export", path), "utf8") : served.html;
      const $ = served.status === 301 ? parseHtml(html) : served.$;
      expect(executableParts(html, $), path).toEqual([]);
      expect($('script[type="module"]'), path).toHaveLength(1);
    }
  },
);

test("that reading finds Next's runtime in every page as Next wrote it, and nothing once the build strips it", () => {
  const { pages } = readBuildOutputs("server");
  const nextOwn = JSON.parse(readFileSync(`.next/${NEXT_OWN_PAGES_FILE}`, "utf8")) as Record<string, string>;
  expect(Object.keys(nextOwn).sort()).toEqual([...new Set(pages.map(({ pathname }) => pathname))].sort());
  for (const [pathname, html] of Object.entries(nextOwn)) {
    const found = executableParts(html);
    expect(found, pathname).toContain("the RSC payload");
    expect(
      found.some((part) => part.startsWith(`<script src="${NEXT_CHUNKS_PATH}`)),
      pathname,
    ).toBe(true);
    expect(executableParts(stripFrameworkRuntime(html)), pathname).toEqual([]);
  }
});

test(
  "the site's scripts and the 404 response carry the one policy; hashed scripts are cached for good",
  { tag: "@host" },
  async ({ page, request, baseURL }) => {
    const notFound = servedPage("/no-such-page", baseURL!);
    expect(notFound.status).toBe(404);
    expect(notFound.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);

    const scripts: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/_assets/")) scripts.push(response.url());
    });
    await page.goto(`/${carouselPage.slug}`);
    await page
      .getByRole("region", { name: content.ui.testimonials.carousel, exact: true })
      .scrollIntoViewIfNeeded();
    await page.getByRole("region", { name: content.ui.faq.heading }).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(2);
    expect(scripts.length).toBeGreaterThan(2);
    for (const url of scripts) {
      expect(url).toMatch(/-[A-Z0-9]{8}\.js$/);
      const headers = (await request.get(url)).headers();
      expect(headers["cache-control"], url).toBe(IMMUTABLE_CACHE);
      expect(headers["content-type"], url).toMatch(/javascript/);
      expect(headers["content-security-policy"], url).toBe(CONTENT_SECURITY_POLICY);
    }
  },
);

test("islands load only on pages that have one, and only when they come near", async ({ page }) => {
  const islandScripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/_assets/") && !path.startsWith("/_assets/site-")) islandScripts.push(path);
  });
  await page.goto(`/${pageWithoutIslands.slug}`);
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");
  expect(islandScripts).toEqual([]);

  await page.goto(`/${faqPages[0]!.path.slice(1)}`);
  await page.waitForLoadState("networkidle");
  expect(islandScripts, "nothing before the FAQ comes near the viewport").toEqual([]);
  await page.getByRole("region", { name: content.ui.faq.heading }).scrollIntoViewIfNeeded();
  await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(1);
  expect(islandScripts.some((path) => path.includes("faq"))).toBe(true);
  expect(islandScripts.some((path) => path.includes("carousel"))).toBe(false);
});

test("a click on a question before its island is live is not lost", async ({ page }) => {
  const faq = faqPages[0]!;
  await page.goto(faq.path);
  const island = page.locator('[data-island="faq"]');
  expect(await island.getAttribute("data-hydrated")).toBeNull();
  const question = page.getByRole("button", { name: faq.faqs![1]!.question });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(faq.faqs![1]!.answer[0]!)).toBeVisible();
  await expect(island).toHaveAttribute("data-hydrated", "");
});

test("every page runs clean, scrolled through: each island hydrates under the policy with every ARIA reference resolving, no console error or warning, nothing asked of another origin", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const site = new URL(baseURL!).origin;
  const outside: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== site) outside.push(`${page.url()} → ${request.url()}`);
  });
  const messages: string[] = [];
  page.on("console", (message) => {
    // On the 404 page, the response's own status and the page's console line about the missing path are expected.
    if (page.url().endsWith(notFoundPath) && /\b404\b/.test(message.text())) return;
    if (["error", "warning"].includes(message.type())) messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation of ${event.violatedDirective} by ${event.blockedURI}`),
    );
  });
  expect(canonicalPages, "test setup: the pages").not.toHaveLength(0);
  for (const { path, faqs } of [...canonicalPages, { path: notFoundPath, faqs: undefined }]) {
    await page.goto(path);
    // A viewport at a time, so everything that waits to come near does: each island's chunks load, under the
    // policy, and hydrate.
    const { height, step } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      step: window.innerHeight,
    }));
    for (let y = 0; y <= height; y += step) {
      await page.mouse.wheel(0, step);
      await page.waitForTimeout(50);
    }
    await expect(page.locator("[data-island]:not([data-hydrated])"), `${path}: islands not live`).toHaveCount(
      0,
    );
    if (faqs?.length) await page.getByRole("button").filter({ hasText: /\?$/ }).first().click();
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll("[aria-controls], [aria-labelledby]")].flatMap((element) =>
        ["aria-controls", "aria-labelledby"].flatMap((name) =>
          (element.getAttribute(name) ?? "")
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${name}=${id}`),
        ),
      ),
    );
    expect(dangling, path).toEqual([]);
    expect(messages, path).toEqual([]);
  }
  expect(outside, "requests to another origin").toEqual([]);
});
