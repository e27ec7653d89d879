import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The static hosts' rule files in out/, checked by the hosts' own engines: run after `npm run build:static`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["tests/static-hosts/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
