import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { noCycle } from "./lint/no-cycle.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Internal links are plain anchors on purpose: pages are static documents that ship without the client router
    // next/link would need.
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // No import circle, type imports included: modules depend one way (docs/architecture.md, "Content loading").
    plugins: { local: { rules: { "no-cycle": noCycle } } },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    // Packages never import the site's modules, so no circle passes through one: the rule need not follow them.
    rules: { "local/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Components and islands hold layout and interaction: a route file gives them their data as props, and their
    // types come from lib/content/types.ts, which imports nothing at runtime. The rule resolves each import, so an
    // `@/` path and a relative one (../../lib/content/load) are refused alike.
    files: ["components/**", "islands/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./components", "./islands"],
              from: "./lib/content",
              except: ["./types.ts"],
              message:
                "Take content as props from the route file; import its types from @/lib/content/types.",
            },
          ],
        },
      ],
    },
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
