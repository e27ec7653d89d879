import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * How every Playwright Chromium starts (playwright.config.ts, engines/launch.ts): Debian's build where it is
 * installed (CI, this machine), Playwright's own elsewhere; as root without the sandbox, which Chromium refuses to
 * run as root.
 */
export const chromiumLaunchOptions = {
  executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
  args: process.getuid?.() === 0 ? ["--no-sandbox"] : [],
};
