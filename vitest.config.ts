import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  // tests/static-hosts/ reads the static export: vitest.hosts.config.ts runs it after the build.
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/static-hosts/**"],
    environment: "node",
    // Many tests load the whole of content/ (a copy of its files, or a fixture made from it) and some render
    // pages: seconds each on a busy shared machine, where the default five-second limit fails them spuriously.
    testTimeout: 30_000,
    // Setup hooks too: the spelling check's runs cspell over a fixture.
    hookTimeout: 30_000,
    // Both cores (Vitest keeps one free by default), and the modules every file imports (the content loader, zod,
    // cheerio) loaded once per worker rather than once per file: no test mocks a module or changes the environment.
    maxWorkers: 2,
    isolate: false,
  },
});
