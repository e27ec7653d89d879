import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/engines/chromium";

// The suite runs against the production build: `next start` by default, or, when TARGET=static, the static
// export in out/ served by nginx with the generated out/nginx.conf (scripts/serve-nginx.mjs).
const target = process.env.TARGET === "static" ? "static" : "server";
const port = Number(process.env.E2E_PORT ?? (target === "static" ? 3200 : 3100));
// nginx listens on the IPv4 loopback only, where "localhost" could resolve to ::1 first.
const host = target === "static" ? "127.0.0.1" : "localhost";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // The quality gates (axe, HTML validity, crawler view) read the same prerendered HTML in both modes, and the
  // interactions run through a stage that serves pages as each check needs them: run them once.
  testIgnore: target === "static" ? ["**/quality.spec.ts", "**/every-engine.spec.ts"] : [],
  // Screenshots for a person to look at are taken on demand (npm run test:screens).
  ...(process.env.SCREENS ? { grep: /@screens/ } : { grepInvert: /@screens/ }),
  // A test's budget on a shared two-core machine, where a page's axe run alone can take many seconds.
  timeout: 60_000,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  metadata: { target },
  use: {
    baseURL: `http://${host}:${port}`,
    // Recording a trace of every test slows the whole suite noticeably; rerun a failing test with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] } },
    // The interactions, written once (e2e/every-engine.spec.ts), in Firefox and WebKit too, each through its own
    // driver (e2e/engines/): against `next start`, since what they check does not depend on the host.
    ...(["firefox", "webkit"] as const)
      .filter(() => target === "server")
      .map((name) => ({ name, testMatch: "every-engine.spec.ts" })),
  ],
  webServer: {
    command:
      target === "static"
        ? `node scripts/serve-nginx.mjs out ${port}`
        : `NEXT_TELEMETRY_DISABLED=1 npx next start -p ${port}`,
    url: `http://${host}:${port}/contact`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // The nginx launcher removes its temporary configuration when asked to stop rather than killed.
    ...(target === "static" && { gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 } }),
  },
});
