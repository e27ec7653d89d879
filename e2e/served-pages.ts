// Every page the site serves, fetched once per test run (by the global setup, from the server under test) and
// shared by every test that reads served HTML or headers, instead of each test fetching the pages again.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { site } from "@/lib/content";
import { allPagesByPath } from "@/lib/routes";
import { readHtml } from "./fixtures";

export interface ServedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

/** Every path the site answers from content, plus the legacy redirect screen and unknown paths in each language. */
export const servedPaths = [
  ...allPagesByPath(site).keys(),
  "/productshow.asp",
  "/no-such-page",
  ...(site.es ? ["/es/no-such-page"] : []),
];

const file = (baseURL: string) => join(tmpdir(), `served-pages-${new URL(baseURL).port}.json`);

export async function fetchServedPages(baseURL: string): Promise<void> {
  const pages: Record<string, ServedPage> = {};
  for (const path of servedPaths) {
    const response = await fetch(new URL(path, baseURL), { redirect: "manual" });
    pages[path] = {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      html: await response.text(),
    };
  }
  writeFileSync(file(baseURL), JSON.stringify(pages));
}

let cache: Record<string, ServedPage> | undefined;
const parsed = new Map<string, ServedPage & ReturnType<typeof readHtml>>();

/** A page as the server under test answered it, with its HTML parsed (once per path). */
export function servedPage(path: string, baseURL: string) {
  cache ??= JSON.parse(readFileSync(file(baseURL), "utf8")) as Record<string, ServedPage>;
  const page = cache[path];
  if (!page) throw new Error(`${path} was not fetched by the global setup (e2e/served-pages.ts)`);
  if (!parsed.has(path)) parsed.set(path, { ...page, ...readHtml(page.html) });
  return parsed.get(path)!;
}
