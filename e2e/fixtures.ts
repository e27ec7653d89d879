import { test as base, expect, type Page } from "@playwright/test";

/** Anything not served by the site under test: stubbed so tests never reach the outside world. */
function isThirdParty(url: string, baseURL: string): boolean {
  return !url.startsWith(baseURL) && !url.startsWith("data:") && !url.startsWith("blob:");
}

type Fixtures = { consoleErrors: string[] };

export const test = base.extend<Fixtures>({
  context: async ({ context, baseURL }, use) => {
    await context.route(
      (url) => isThirdParty(url.toString(), baseURL!),
      (route) =>
        route.request().resourceType() === "document"
          ? route.fulfill({
              status: 200,
              contentType: "text/html",
              body: "<!doctype html><title>stub</title>",
            })
          : route.abort(),
    );
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

/** The parts of prerendered HTML the crawler-facing tests read, without a browser. */
export function readHtml(html: string) {
  const attr = (pattern: RegExp) =>
    pattern
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
  return {
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    h1: attr(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, ""),
    title: attr(/<title>([^<]*)<\/title>/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
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
