import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import * as cheerio from "cheerio";
import { MAP_ORIGIN } from "@/lib/security-headers";

/**
 * The only outside requests pages make, answered here: the map embed's frame. Anything else outside the site
 * fails the test that made it, so no test can reach another host.
 */
const STUBS = [{ origin: MAP_ORIGIN, body: "<!doctype html><title>Map stub</title>" }];

const guarded = new WeakSet<BrowserContext>();

async function guardOutsideRequests(context: BrowserContext, siteOrigin: string, unexpected: string[]) {
  if (guarded.has(context)) return;
  guarded.add(context);
  await context.route(
    (url) => url.origin !== siteOrigin && url.protocol.startsWith("http"),
    (route) => {
      const url = new URL(route.request().url());
      const stub = STUBS.find((s) => s.origin === url.origin);
      if (stub && route.request().resourceType() === "document")
        return route.fulfill({ status: 200, contentType: "text/html", body: stub.body });
      if (!stub) unexpected.push(url.href);
      return route.abort("blockedbyclient");
    },
  );
}

/** The build a project's server serves: `next start`'s, or the static export's (playwright.config.ts). */
export type BuiltOutput = "server" | "export";

type Fixtures = { consoleErrors: string[]; outsideRequests: string[]; builtOutput: BuiltOutput };

export const test = base.extend<Fixtures>({
  builtOutput: ["server", { option: true }],
  // Every browser context, the default one and any a test makes itself, goes through the same guard.
  outsideRequests: [
    async ({ browser, baseURL }, use) => {
      const unexpected: string[] = [];
      const siteOrigin = new URL(baseURL!).origin;
      const newContext = browser.newContext.bind(browser);
      browser.newContext = (async (options) => {
        const context = await newContext(options);
        await guardOutsideRequests(context, siteOrigin, unexpected);
        return context;
      }) as Browser["newContext"];
      await use(unexpected);
      browser.newContext = newContext;
      expect(unexpected, "requests to hosts outside the site that no stub answers").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, baseURL, outsideRequests }, use) => {
    await guardOutsideRequests(context, new URL(baseURL!).origin, outsideRequests);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * Opens a page and waits until the network is quiet: the FAQ accordion and the carousel hydrate only once their own
 * chunks arrive, so a click straight after `load` can land before they listen (for a visitor too; a second click
 * works). Interaction tests start from here.
 */
export async function openInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** The page's canonical URL, normalised ("https://x.example" and "https://x.example/" are the same URL). */
export async function canonicalOf(page: Page): Promise<string | null> {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  return href && new URL(href).href;
}

/**
 * Prerendered HTML parsed for reading: by htmlparser2, several times faster than cheerio's default (parse5) over
 * every page, in every worker. The tests query elements and attributes, which both parsers read alike.
 */
export const parseHtml = (html: string) => cheerio.load(html, { xml: { xmlMode: false } });

/** The parts of prerendered HTML the crawler-facing tests read, without a browser, through an HTML parser. */
export function readHtml(html: string) {
  const $ = parseHtml(html);
  return {
    $,
    h1Count: $("h1").length,
    h1: $("h1").first().text(),
    title: $("title").first().text(),
    canonical: $('link[rel="canonical"]').attr("href"),
    description: $('meta[name="description"]').attr("content"),
    robots: $('meta[name="robots"]').attr("content"),
  };
}

/**
 * The expanded state the browser's accessibility tree gives a button, read through the DevTools protocol. A
 * popover's invoker has it with no aria-expanded attribute, so the DOM cannot be asked.
 */
export async function expandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const buttons = nodes.filter(
      (node) => !node.ignored && node.role?.value === "button" && node.name?.value === buttonName,
    );
    if (buttons.length !== 1)
      throw new Error(`expected one button named "${buttonName}", found ${buttons.length}`);
    const expanded = buttons[0]!.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
