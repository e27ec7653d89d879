// Sitemap and robots.txt, after the build. Only canonical URLs are listed (no aliases, no 404, no legacy
// redirect screen), each with its hreflang alternates where it has a translation, from the list
// scripts/prepare-build.tsx writes. No lastmod: the build time is not the time
// a page's content changed, and a false lastmod teaches crawlers to ignore it.
const { readFileSync } = require("node:fs");

const siteUrl = process.env.SITE_URL || "https://www.delandcomputerrepair.example";
const canonicalPages = new Map(
  JSON.parse(readFileSync(".generated/canonical-paths.json", "utf8")).map((page) => [page.path, page]),
);
/** The sitemap entry of a canonical page: its address and its translations. */
const entry = (path) => ({
  loc: path,
  alternateRefs: canonicalPages.get(path).alternates.map(({ hreflang, path: href }) => ({
    href: new URL(href, siteUrl).href,
    hreflang,
    hrefIsAbsolute: true,
  })),
});

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  outDir: process.env.STATIC_EXPORT === "1" ? "out" : "public",
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  changefreq: null,
  priority: null,
  transform: async (config, path) => (canonicalPages.has(path) ? entry(path) : null),
  additionalPaths: async () => [...canonicalPages.keys()].map(entry),
  // The owner's editor is for the owner alone; its files also say noindex (lib/security-headers.ts).
  robotsTxtOptions: { policies: [{ userAgent: "*", allow: "/", disallow: "/admin/" }] },
};
