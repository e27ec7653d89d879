import { existsSync } from "node:fs";

/** Debian's build of Chromium's headless shell: the browser without its window and tab UI, made for automation. */
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * How every Playwright Chromium starts (playwright.config.ts, engines/launch.ts): Debian's headless shell where it is
 * installed (CI, this machine), Playwright's own elsewhere; as root without the sandbox, which Chromium refuses to
 * run as root. The full browser in headless mode starts a renderer for its own tab UI with every page, which costs
 * the checks about half the machine.
 */
export const chromiumLaunchOptions = {
  executablePath: existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : undefined,
  args: process.getuid?.() === 0 ? ["--no-sandbox"] : [],
};
