import { pagesByPath } from "@/lib/routes";
import { expect, test } from "./fixtures";

const allPaths = [...pagesByPath.keys()];

function sameSiteUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, url] of html.matchAll(/(?:href|src)="(\/[^"#]*)[^"]*"/g))
    urls.add(url!.replace(/&amp;/g, "&"));
  for (const [, list] of html.matchAll(/srcSet="([^"]+)"/gi)) {
    for (const candidate of list!.split(",")) urls.add(candidate.trim().split(" ")[0]!);
  }
  return [...urls].filter((u) => u.startsWith("/") && !u.startsWith("//"));
}

test("every internal link and asset on every page answers 200", async ({ request }) => {
  test.setTimeout(180_000);
  const checked = new Map<string, number>();
  const referrers = new Map<string, string>();
  for (const path of allPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const url of sameSiteUrls(await response.text())) {
      if (!referrers.has(url)) referrers.set(url, path);
    }
  }
  for (const [url, from] of referrers) {
    if (checked.has(url)) continue;
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
});
