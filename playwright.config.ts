import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/engines/chromium";
import type { BuiltOutput } from "./e2e/fixtures";

type Options = { builtOutput: BuiltOutput };

// One run against both production builds (npm test builds both first): `next start` serves the server build, and
// nginx serves the static export in out/ with the generated out/nginx.conf (scripts/serve-nginx.mjs). Every check
// runs against `next start`; what a server changes (statuses, headers, redirects, which file answers an address) is
// tagged @host and runs against nginx too. The export's pages are the same documents as the server build's
// (e2e/static-export.spec.ts), so checks of the prerendered HTML run once. TARGET=server or TARGET=static runs
// against one build alone.

// Ports of their own, so that a second checkout's run beside this one keeps to its servers.
const port = Number(process.env.E2E_PORT ?? 3100);
const servers = {
  server: {
    port,
    host: "localhost",
    command: `NEXT_TELEMETRY_DISABLED=1 npx next start -p ${port}`,
  },
  // nginx listens on the IPv4 loopback only, where "localhost" could resolve to ::1 first.
  export: { port: port + 100, host: "127.0.0.1", command: `node scripts/serve-nginx.mjs out ${port + 100}` },
} satisfies Record<BuiltOutput, unknown>;
const targets: BuiltOutput[] =
  process.env.TARGET === "static"
    ? ["export"]
    : process.env.TARGET === "server"
      ? ["server"]
      : ["server", "export"];
const baseURL = (output: BuiltOutput) => `http://${servers[output].host}:${servers[output].port}`;
const chrome = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions };
// Screenshots for a person to look at are taken on demand (npm run test:screens), never by `npm test`.
const screens = process.env.SCREENS ? { grep: /@screens/ } : { grepInvert: /@screens/ };

export default defineConfig<Options>({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // A test's budget on a shared two-core machine, where a page's axe run alone can take seconds.
  timeout: 60_000,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Chromium's checks (axe above all) keep a core busy each, so two run at once (and the static pass's one);
  // Firefox and WebKit run one each beside them, on what the cores leave (each worker starts two browsers, scripts on
  // and off: a second worker of each made every engine slower, Chromium's checks included).
  workers: 5,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    // Recording a trace of every test slows the whole suite noticeably; rerun a failing test with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    ...(targets.includes("server")
      ? [
          {
            name: "chromium",
            testIgnore: "static-export.spec.ts",
            workers: 2,
            use: { ...chrome, baseURL: baseURL("server"), builtOutput: "server" as const },
            ...screens,
          },
          // The interactions, written once (e2e/every-engine.spec.ts), in Firefox and WebKit too, each through its
          // own driver (e2e/engines/): against `next start`, since what they check does not depend on the host.
          ...(["firefox", "webkit"] as const).map((name) => ({
            name,
            testMatch: "every-engine.spec.ts",
            workers: 1,
            use: { baseURL: baseURL("server") },
            ...screens,
          })),
        ]
      : []),
    ...(targets.includes("export")
      ? [
          {
            name: "static",
            workers: 1,
            use: { ...chrome, baseURL: baseURL("export"), builtOutput: "export" as const },
            // What the host changes, and the export's own checks.
            grep: /@host|@export/,
          },
        ]
      : []),
  ],
  webServer: targets.map((output) => ({
    command: servers[output].command,
    url: `${baseURL(output)}/contact`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // The nginx launcher removes its temporary configuration when asked to stop rather than killed.
    ...(output === "export" && { gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 } }),
  })),
});
