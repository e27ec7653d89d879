import type { NextConfig } from "next";
import {
  EDITOR_PATH,
  editorHeaders,
  HASHED_PATHS,
  IMMUTABLE_CACHE,
  revalidatedHeaders,
} from "./lib/security-headers";

// `npm run build:static` sets STATIC_EXPORT=1: the site is written to out/ for any static host, which then gets
// the same redirects and headers from generated _redirects, _headers and nginx files (scripts/postbuild.ts). Under
// `next start`, proxy.ts answers the legacy URLs.
const staticExport = process.env.STATIC_EXPORT === "1";
// The benchmark's stock Next.js build keeps the framework's runtime, whose inline scripts the site's policy refuses.
const stock = process.env.STOCK_NEXT === "1";
// One clock for the whole build: Next renders pages in several workers, which inherit this environment.
process.env.BUILD_TIME ||= new Date().toISOString();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  trailingSlash: false,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Hands the build step the list of built pages and files when `next build` is done (see the adapter).
  adapterPath: require.resolve("./lib/build/adapter.mjs"),
  // The build type-checks the code it builds. `npm test` skips that in both its builds and runs `npm run typecheck`
  // once after them instead: every file, tests and the server build's route types included (scripts/test.mjs).
  typescript: {
    tsconfigPath: "tsconfig.build.json",
    ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1",
  },
  // The English and the Spanish pages have root layouts of their own (app/(en)/, app/es/), so the page for an
  // address no route matches is a document of its own: app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  ...(staticExport
    ? { output: "export" }
    : {
        // The owner's editor is a static page in public/admin/; with no trailing slashes, its address is /admin.
        async rewrites() {
          return [{ source: EDITOR_PATH.slice(0, -1), destination: `${EDITOR_PATH}index.html` }];
        },
        async headers() {
          return [
            {
              source: "/:path*",
              // Next keeps a Cache-Control set here instead of its own (s-maxage=31536000 for prerendered pages).
              headers: stock
                ? revalidatedHeaders.filter((h) => h.key !== "Content-Security-Policy")
                : revalidatedHeaders,
            },
            // Later rules win: the editor's own policy, and the hashed files' cache policy (on /_next/static/ too).
            ...[EDITOR_PATH.slice(0, -1), `${EDITOR_PATH}:file*`].map((source) => ({
              source,
              headers: editorHeaders,
            })),
            ...HASHED_PATHS.map((prefix) => ({
              source: `${prefix}:file*`,
              headers: [{ key: "Cache-Control", value: IMMUTABLE_CACHE }],
            })),
          ];
        },
      }),
};

export default nextConfig;
