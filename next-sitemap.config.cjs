// Sitemap and robots.txt, after the build. Only canonical URLs are listed (no aliases, no 404, no legacy
// redirect screen), from the list scripts/prepare-build.tsx writes. No lastmod: the build time is not the time
// a page's content changed, and a false lastmod teaches crawlers to ignore it.
const { readFileSync } = require("node:fs");

const canonicalPaths = new Set(JSON.parse(readFileSync(".generated/canonical-paths.json", "utf8")));

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: process.env.SITE_URL || "https://www.delandcomputerrepair.example",
  outDir: process.env.STATIC_EXPORT === "1" ? "out" : "public",
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  changefreq: null,
  priority: null,
  transform: async (config, path) => (canonicalPaths.has(path) ? { loc: path } : null),
  additionalPaths: async () => [...canonicalPaths].map((path) => ({ loc: path })),
  robotsTxtOptions: { policies: [{ userAgent: "*", allow: "/" }] },
};
