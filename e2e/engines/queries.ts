import { expect } from "@playwright/test";
import type { EnginePage } from "./driver";

// What the cross-engine checks ask of a page, answered by the page itself (through `evaluate`), so the answer
// means the same in every engine.

/**
 * A selector for the first element matching `css` whose text (spaces collapsed) is `text`, or that starts with
 * it when `text` ends in "…". Fails, naming both, when there is none.
 */
export async function find(page: EnginePage, css: string, text?: string): Promise<string> {
  const selector = await page.evaluate(
    ({ css, text }) => {
      const matches = (element: Element) => {
        if (text === undefined) return true;
        const own = (element.textContent ?? "").replace(/\s+/g, " ").trim();
        return text.endsWith("…") ? own.startsWith(text.slice(0, -1)) : own === text;
      };
      const element = [...document.querySelectorAll<HTMLElement>(css)].find(matches);
      if (!element) return null;
      element.dataset.check ??= String(document.querySelectorAll("[data-check]").length);
      return `[data-check="${element.dataset.check}"]`;
    },
    { css, text },
  );
  if (!selector) throw new Error(`no ${css}${text === undefined ? "" : ` reading "${text}"`} on the page`);
  return selector;
}

/** Whether the element is rendered (no `display: none` or `visibility: hidden` on it or above it). */
export function isVisible(page: EnginePage, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return !!element && element.checkVisibility({ visibilityProperty: true });
  }, selector);
}

export function textOf(page: EnginePage, selector: string): Promise<string | null> {
  return page.evaluate(
    (selector) => document.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim() ?? null,
    selector,
  );
}

export function attributeOf(page: EnginePage, selector: string, name: string): Promise<string | null> {
  return page.evaluate(({ selector, name }) => document.querySelector(selector)?.getAttribute(name) ?? null, {
    selector,
    name,
  });
}

/** How far the page reaches past the viewport's right edge, in CSS pixels: 0 when nothing is wider than it. */
export function overflowWidth(page: EnginePage): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth), undefined);
}

export function hasFocus(page: EnginePage, selector: string): Promise<boolean> {
  return page.evaluate((selector) => document.activeElement === document.querySelector(selector), selector);
}

/** The page's path; null while a navigation leaves no page to ask. */
export function pathname(page: EnginePage): Promise<string | null> {
  return page.evaluate(() => location.pathname, undefined).catch(() => null);
}

export function scrollIntoView(page: EnginePage, selector: string): Promise<void> {
  return page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView(), selector);
}

export function focus(page: EnginePage, selector: string): Promise<void> {
  return page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus(), selector);
}

/** Waits until `read` gives `expected`; a WebDriver round trip is slower than Playwright's, so it waits longer. */
export function until<T>(read: () => Promise<T>, expected: T, message?: string): Promise<void> {
  return expect.poll(read, { message, timeout: 15_000 }).toEqual(expected);
}

/** Waits until every island on the page that has come near the viewport is live. */
export async function islandLive(page: EnginePage, kind: string): Promise<void> {
  const selector = `[data-island="${kind}"]`;
  await scrollIntoView(page, selector);
  await until(() => attributeOf(page, selector, "data-hydrated"), "", `the ${kind} island hydrates`);
}
