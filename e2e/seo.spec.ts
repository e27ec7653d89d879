import * as cheerio from "cheerio";
import { business, content, site } from "@/lib/content";
import { IMMUTABLE_CACHE, MAP_ORIGIN, REVALIDATE_CACHE } from "@/lib/security-headers";
import { allPages, ogImagePath } from "@/lib/routes";
import { absoluteUrl, siteUrl } from "@/lib/site-url";
import { expect, test } from "./fixtures";
import { servedPage } from "./served-pages";

const canonicalPages = allPages(site);

test("sitemap lists exactly the canonical URLs, without lastmod", { tag: "@host" }, async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const $ = cheerio.load(xml, { xml: true });
  const locs = $("loc")
    .map((_, loc) => new URL($(loc).text()).href)
    .get()
    .sort();
  expect(locs).toEqual(canonicalPages.map((p) => absoluteUrl(p.path)).sort());
  expect($("lastmod")).toHaveLength(0);
  expect(xml).not.toContain("productshow");
  expect(xml).not.toContain("/city/");
});

test("robots.txt allows crawling and names the sitemap", { tag: "@host" }, async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/User-agent: \*\s+Allow: \//);
  expect(text).not.toMatch(/Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

type Node = Record<string, unknown> & { "@type": string | string[] };
const types = (node: Node) => [node["@type"]].flat();

test("JSON-LD on every canonical page describes the store, breadcrumbs, services and FAQs", async ({
  baseURL,
}) => {
  expect(canonicalPages, "test setup: the pages").not.toHaveLength(0);
  for (const page of canonicalPages) {
    const { $ } = servedPage(page.path, baseURL!);
    const blocks = $('script[type="application/ld+json"]')
      .map((_, script) => $(script).text())
      .get();
    expect(blocks, page.path).toHaveLength(1);
    const graph = (JSON.parse(blocks[0]!) as { "@graph": Node[] })["@graph"];
    const byType = (type: string) => graph.find((node) => types(node).includes(type));

    const store = byType("ComputerStore")!;
    expect(store, page.path).toBeDefined();
    expect(store).toMatchObject({
      name: business.name,
      telephone: business.phone.e164,
      email: business.email,
      url: absoluteUrl("/"),
      priceRange: business.priceRange,
      address: { streetAddress: business.address.street, postalCode: business.address.postalCode },
      geo: { latitude: business.geo.latitude, longitude: business.geo.longitude },
    });
    expect(store.areaServed).toHaveLength(content.cities.length);
    expect(store.sameAs).toEqual(business.social.map((s) => s.url));
    expect((store.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);

    const breadcrumbs = byType("BreadcrumbList");
    if (page.breadcrumbs.length < 2) expect(breadcrumbs).toBeUndefined();
    else expect((breadcrumbs!.itemListElement as unknown[]).length, page.path).toBe(page.breadcrumbs.length);
    expect(Boolean(byType("Service")), page.path).toBe(Boolean(page.service));
    const faq = byType("FAQPage");
    expect(Boolean(faq), page.path).toBe(Boolean(page.faqs?.length));
    if (faq) expect((faq.mainEntity as unknown[]).length).toBe(page.faqs!.length);
    expect(blocks[0]).not.toMatch(/"(Review|AggregateRating)"/);
  }
});

test("every canonical page has Open Graph and Twitter tags with a 1200x630 card image", async ({
  request,
  baseURL,
}) => {
  expect(canonicalPages, "test setup: the pages").not.toHaveLength(0);
  for (const canonical of canonicalPages) {
    const { $ } = servedPage(canonical.path, baseURL!);
    const meta = (attribute: string, name: string) => $(`meta[${attribute}="${name}"]`).attr("content");
    expect(meta("property", "og:title"), canonical.path).toBe(canonical.meta.title);
    expect(new URL(meta("property", "og:url")!).href, canonical.path).toBe(absoluteUrl(canonical.path));
    expect(meta("name", "twitter:card"), canonical.path).toBe("summary_large_image");
    const image = meta("property", "og:image")!;
    expect(image, canonical.path).toBe(absoluteUrl(ogImagePath(canonical.path)));
    const png = await (await request.get(new URL(image).pathname)).body();
    expect(png.subarray(1, 4).toString(), canonical.path).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("icons, apple-touch icon, manifest and theme colour", { tag: "@host" }, async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
    const href = await page.locator(selector).first().getAttribute("href");
    expect(href, selector).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status(), selector).toBe(200);
    if (selector === 'link[rel="manifest"]')
      expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  }
});

test(
  "security headers on every page and on the 404 response, and no X-Powered-By",
  { tag: "@host" },
  async ({ baseURL }) => {
    for (const path of [...canonicalPages.map((p) => p.path), "/no-such-page"]) {
      const { headers } = servedPage(path, baseURL!);
      const csp = headers["content-security-policy"];
      expect(csp, path).toBeTruthy();
      // One policy for every page: scripts from the site's own origin only, no hashes, nothing inline.
      const scriptSrc = csp!.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        `frame-src ${MAP_ORIGIN}`,
      ]) {
        expect(csp).toContain(directive);
      }
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();
      expect(headers["permissions-policy"]).toBeTruthy();
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  },
);

test(
  "caches keep pages, the 404 and other unhashed files only while revalidating them, hashed files for good",
  { tag: "@host" },
  async ({ request, baseURL }) => {
    const home = servedPage("/", baseURL!);
    expect(home.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    // What a revalidation asks with: without it, every use downloads the page again.
    const validator: Record<string, string> = home.headers["etag"]
      ? { "if-none-match": home.headers["etag"] }
      : { "if-modified-since": home.headers["last-modified"] ?? "" };
    expect(Object.values(validator)[0], "a validator").toBeTruthy();
    const revalidation = await request.get("/", { headers: validator, maxRedirects: 0 });
    expect(revalidation.status(), "an unchanged page revalidates without its body").toBe(304);
    expect(revalidation.headers()["cache-control"]).toBe(REVALIDATE_CACHE);
    const notFound = servedPage("/no-such-page", baseURL!);
    expect(notFound.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    expect(servedPage("/productshow.asp", baseURL!).headers["cache-control"]).toBe(REVALIDATE_CACHE);

    const { $ } = home;
    const siteModule = $('script[type="module"]').attr("src")!;
    expect((await request.head(siteModule)).headers()["cache-control"], siteModule).toBe(IMMUTABLE_CACHE);
    const unhashed = [
      "/sitemap.xml",
      "/robots.txt",
      ...['link[rel="icon"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]'].map((s) =>
        $(s).attr("href")!,
      ),
      new URL($('meta[property="og:image"]').attr("content")!).pathname,
    ];
    for (const path of unhashed) {
      const response = await request.head(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(REVALIDATE_CACHE);
    }
  },
);
