import type { CheerioAPI } from "cheerio";
import { site } from "@/lib/content";
import { allPagesByPath } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { servedPage } from "./served-pages";

const pagesByPath = allPagesByPath(site);
const allPaths = [...pagesByPath.keys()];

/** Every same-site URL a page links to or loads: href, src and srcset, fragments dropped. */
function sameSiteUrls($: CheerioAPI): string[] {
  const urls = [
    ...$("[href]")
      .map((_, e) => $(e).attr("href"))
      .get(),
    ...$("[src]")
      .map((_, e) => $(e).attr("src"))
      .get(),
    ...$("[srcset]")
      .map((_, e) => ($(e).attr("srcset") ?? "").split(",").map((c) => c.trim().split(" ")[0]!))
      .get(),
  ];
  return [...new Set(urls.map((u) => u.split("#")[0]!))].filter(
    (u) => u.startsWith("/") && !u.startsWith("//"),
  );
}

test(
  "every internal link and asset on every page answers 200",
  { tag: "@host" },
  async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const checked = new Map<string, number>();
    const referrers = new Map<string, string>();
    for (const path of allPaths) {
      const page = servedPage(path, baseURL!);
      expect(page.status, path).toBe(200);
      for (const url of sameSiteUrls(page.$)) {
        if (!referrers.has(url)) referrers.set(url, path);
      }
    }
    for (const [url, from] of referrers) {
      if (checked.has(url)) continue;
      // Pages were fetched once for every test (e2e/served-pages.ts); assets are fetched here.
      if (pagesByPath.has(url)) {
        checked.set(url, servedPage(url, baseURL!).status);
        expect(checked.get(url), `${url} (linked from ${from})`).toBe(200);
        continue;
      }
      const response = await request.get(url, { maxRedirects: 0 });
      checked.set(url, response.status());
      expect(response.status(), `${url} (linked from ${from})`).toBe(200);
    }
    // The crawl reached the pages' own links and the site's script module, not only a few stray URLs.
    expect(checked.size).toBeGreaterThan(allPaths.length / 3);
    expect([...checked.keys()].some((url) => url.startsWith("/_assets/site-"))).toBe(true);
    // Internal links to pages point at canonical URLs, never at an alias.
    const pageLinks = [...referrers.keys()].filter((url) => pagesByPath.has(url.split("?")[0]!));
    for (const url of pageLinks) expect(pagesByPath.get(url)!.path, `${url} is an alias`).toBe(url);
  },
);
