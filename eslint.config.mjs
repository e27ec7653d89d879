import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Internal links are plain anchors on purpose: pages are static documents, and next/link's client router
    // hooks and viewport prefetching would cost every page ~3.5 KB of gzipped JavaScript and extra requests.
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Playwright fixtures take a callback named `use`; it is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS config files (next-sitemap loads its config with require).
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "public/_assets/**",
    ".generated/**",
    ".wrangler/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
