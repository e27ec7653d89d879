import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Internal links are plain anchors on purpose: pages are static documents that ship without the client router
    // next/link would need.
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
    ".next-stock/**",
    "out/**",
    "public/_assets/**",
    ".generated/**",
    ".wrangler/**",
    ".netlify/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
