import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { chromium as playwrightChromium, type Page } from "@playwright/test";
import puppeteer, { type Browser, type Page as PuppeteerPage } from "puppeteer-core";
import { Key, remote } from "webdriverio";
import { chromiumLaunchOptions } from "./chromium";
import { VISITOR_TIME_ZONE, type Engine, type EngineName, type EnginePage } from "./driver";
import type { Stage } from "./stage";

// Each engine comes from Debian (README, "What the tests need"); a missing one fails the run, saying how to get it.
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
/** Debian's library directory for each architecture, where webkit2gtk-driver installs MiniBrowser. */
const MULTIARCH: Partial<Record<NodeJS.Architecture, string>> = {
  x64: "x86_64-linux-gnu",
  arm64: "aarch64-linux-gnu",
};
const multiarch = MULTIARCH[process.arch];
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  (multiarch ? `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser` : undefined);

const env = { ...process.env, TZ: VISITOR_TIME_ZONE };

function needs(what: string, found: boolean, install: string): asserts found {
  if (!found) throw new Error(`${what} is missing: ${install} (see README, "What the tests need")`);
}

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

export function launch(name: EngineName, stage: Stage): Promise<Engine> {
  return { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit }[name](stage);
}

/** Chromium through Playwright, started as the Playwright suites start it (engines/chromium.ts). */
async function launchChromium(stage: Stage): Promise<Engine> {
  const browser = await playwrightChromium.launch({ ...chromiumLaunchOptions, env });
  return {
    name: "chromium",
    async newPage({ javaScript }) {
      const context = await browser.newContext({
        baseURL: stage.origin,
        javaScriptEnabled: javaScript,
        proxy: { server: `http://${stage.proxy}` },
        permissions: ["clipboard-read", "clipboard-write"],
      });
      return playwrightPage(await context.newPage());
    },
    close: () => browser.close(),
  };
}

function playwrightPage(page: Page): EnginePage {
  return {
    goto: async (path) => void (await page.goto(path)),
    back: async () => void (await page.goBack({ waitUntil: "commit" })),
    click: (selector) => page.locator(selector).first().click(),
    press: (key) => page.keyboard.press(key),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
    close: () => page.context().close(),
  };
}

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi. Firefox ESR's BiDi cannot turn scripts off
 * (no `emulation.setScriptingEnabled`), so pages with scripts off come from a second Firefox started with
 * JavaScript disabled, when a check first asks for one.
 */
async function launchFirefox(stage: Stage): Promise<Engine> {
  needs(`Firefox at ${FIREFOX}`, existsSync(FIREFOX), "apt-get install firefox-esr, or set FIREFOX_PATH");
  const [host, port] = stage.proxy.split(":");
  const start = (javaScript: boolean) =>
    puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      // Release builds read `services.settings.server` only with this set.
      env: { ...env, MOZ_REMOTE_SETTINGS_DEVTOOLS: "1" },
      extraPrefsFirefox: {
        "javascript.enabled": javaScript,
        // Every request to another host goes to the stage, which refuses it; the site itself is reached directly.
        "network.proxy.type": 1,
        "network.proxy.http": host,
        "network.proxy.http_port": Number(port),
        "network.proxy.ssl": host,
        "network.proxy.ssl_port": Number(port),
        "network.proxy.no_proxies_on": "localhost, 127.0.0.1",
        // Firefox's own traffic (remote settings), as geckodriver's recommended preferences turn it off.
        "services.settings.server": "data:,#remote-settings-dummy/v1",
        // The clipboard is read back by the Copy link check, as a paste would.
        "dom.events.testing.asyncClipboard": true,
        // Scrollbars over the page, as on a phone, rather than taking width from the layout.
        "widget.gtk.overlay-scrollbars.enabled": true,
        "ui.useOverlayScrollbars": 1,
      },
    });
  const browsers = [await start(true)];
  let withoutScripts: Browser | undefined;
  return {
    name: "firefox",
    async newPage({ javaScript }) {
      const browser = javaScript ? browsers[0]! : (withoutScripts ??= await start(false));
      if (!browsers.includes(browser)) browsers.push(browser);
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 720 });
      return puppeteerPage(page, stage, () => context.close());
    },
    close: async () => {
      for (const browser of browsers) await browser.close();
    },
  };
}

function puppeteerPage(page: PuppeteerPage, stage: Stage, close: () => Promise<void>): EnginePage {
  return {
    goto: async (path) => void (await page.goto(new URL(path, stage.origin).href)),
    // Puppeteer's goBack waits for navigation events, which Firefox does not send for a page it restores from its
    // back-forward cache: the page goes back from a task of its own, and the check waits for what it expects.
    back: async () => void (await page.evaluate(() => void setTimeout(() => history.back()))),
    // A mouse click at the element's centre: puppeteer's own click waits on the page's scripts, which hangs
    // with scripts off.
    click: async (selector) => {
      const { x, y } = await page.evaluate((selector) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no ${selector} to click`);
        element.scrollIntoView({ block: "center" });
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, selector);
      await page.mouse.click(x, y);
    },
    press: (key) => page.keyboard.press(key),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: async (path) =>
      void (await page.screenshot({ path: path as `${string}.png`, fullPage: true })),
    close,
  };
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic, via WebdriverIO), on the display Xvfb
 * gives it. Full-screen mode drops MiniBrowser's toolbar, so the window can be as narrow as a phone. A session
 * with scripts off is a second MiniBrowser, started with JavaScript disabled, when a check first asks for one.
 */
async function launchWebKit(stage: Stage): Promise<Engine> {
  needs(
    `WebKitGTK's MiniBrowser ${MINIBROWSER ? `at ${MINIBROWSER}` : `(no Debian path known on ${process.arch})`}`,
    !!MINIBROWSER && existsSync(MINIBROWSER),
    "apt-get install webkit2gtk-driver, or set MINIBROWSER_PATH to the MiniBrowser binary",
  );
  needs("WebKitWebDriver", onPath("WebKitWebDriver"), "apt-get install webkit2gtk-driver");
  const children: ChildProcess[] = [];
  let display = process.env.DISPLAY;
  if (!display) {
    needs("Xvfb", onPath("Xvfb"), "apt-get install xvfb");
    const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    children.push(xvfb);
    display = `:${await new Promise<string>((resolve, reject) => {
      xvfb.stdout!.once("data", (data: Buffer) => resolve(data.toString().trim()));
      xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
    })}`;
  }
  // WebKitWebDriver drives one session at a time: each session has a driver of its own.
  const sessions: WebdriverIO.Browser[] = [];
  const session = async (javaScript: boolean) => {
    const port = await freePort();
    children.push(
      spawn("WebKitWebDriver", [`--port=${port}`], { env: { ...env, DISPLAY: display }, stdio: "ignore" }),
    );
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 10,
      capabilities: {
        browserName: "MiniBrowser",
        // WebKitWebDriver speaks WebDriver classic only.
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER,
          args: [
            "--automation",
            "--full-screen",
            `--proxy=http://${stage.proxy}`,
            "--ignore-host=localhost,127.0.0.1",
            `--enable-javascript=${javaScript}`,
            // The Copy link check reads the clipboard back, as a paste would.
            "--javascript-can-access-clipboard=true",
          ],
        },
      } as WebdriverIO.Capabilities,
    });
    sessions.push(browser);
    return browser;
  };
  const withScripts = await session(true);
  let withoutScripts: WebdriverIO.Browser | undefined;
  return {
    name: "webkit",
    async newPage({ javaScript }) {
      const browser = javaScript ? withScripts : (withoutScripts ??= await session(false));
      await browser.setWindowSize(1280, 720);
      return webdriverPage(browser, stage);
    },
    async close() {
      for (const browser of sessions) await browser.deleteSession().catch(() => {});
      for (const child of children.reverse()) child.kill();
    },
  };
}

function webdriverPage(browser: WebdriverIO.Browser, stage: Stage): EnginePage {
  return {
    goto: (path) => browser.url(new URL(path, stage.origin).href) as Promise<unknown> as Promise<void>,
    back: () => browser.back(),
    click: (selector) => browser.$(selector).click(),
    press: (key) => browser.keys(Key[key]),
    evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
    setViewport: async (width, height) => {
      await browser.setWindowSize(width, height);
    },
    screenshot: async (path) => {
      // WebDriver classic captures the viewport: the window grows to the page's height for the picture, and
      // is put back after it.
      const { width, height } = await browser.getWindowSize();
      const pageHeight = (await browser.execute(() => document.documentElement.scrollHeight)) as number;
      await browser.setWindowSize(width, Math.min(pageHeight, 16_000));
      await browser.execute(
        () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
      );
      writeFileSync(path, Buffer.from(await browser.takeScreenshot(), "base64"));
      await browser.setWindowSize(width, height);
    },
    // The session is reused by the next check: leave it on a blank page.
    close: () => browser.url("about:blank") as Promise<unknown> as Promise<void>,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
