import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  // tests/static-hosts/ reads the static export: vitest.hosts.config.ts runs it after the build.
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/static-hosts/**"],
    environment: "node",
    // Many tests load the whole content, rules and all; on a busy two-core machine that takes a few seconds.
    testTimeout: 30_000,
  },
});
