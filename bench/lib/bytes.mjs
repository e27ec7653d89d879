// What a first visit downloads: every same-origin response while a page loads in a fresh browser context (empty
// cache), until the network is idle, then while the visitor scrolls to the bottom (islands load as they come near). Each body is gzipped with zlib at level 9 (the figure compared with the
// goals, independent of the server's own compression); the bytes actually transferred from `next start` (its
// gzip, headers excluded) are recorded beside it.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { CHROME_FLAGS } from "./lighthouse.mjs";
import { sleep } from "./util.mjs";

/** Same viewport as Lighthouse's mobile emulation (Moto G Power). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

export async function launchBrowser(chromePath) {
  return chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((f) => f !== "--headless=new"),
  });
}

/** Rough hints at what a production JS chunk holds (no source maps): strings each library leaves behind. */
const HINTS = [
  ["react-dom", /hydrateRoot|__reactFiber/],
  ["Next.js app router", /next-router-state-tree|segment-cache|__NEXT_DATA__|"next-url"/],
  ["RSC client", /__next_f/],
  ["react", /react\.transitional\.element/],
  ["@radix-ui accordion", /data-orientation|Accordion/],
  ["embla-carousel", /containScroll/],
  ["lucide icons", /lucide/],
];

function hints(url, body) {
  if (/\/turbopack-[^/]*\.js/.test(url)) return ["Turbopack runtime"];
  const text = body.toString("latin1");
  return HINTS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

function kind(resourceType, contentType) {
  if (resourceType === "document") return "html";
  if (resourceType === "script" || /javascript/.test(contentType)) return "js";
  if (resourceType === "stylesheet" || /text\/css/.test(contentType)) return "css";
  if (resourceType === "font") return "font";
  if (resourceType === "image") return "image";
  if (/text\/x-component/.test(contentType)) return "rsc";
  return "other";
}

/**
 * A fresh mobile context (empty cache). Other hosts do not resolve (CHROME_FLAGS), so third parties fail at once; with
 * `abortThirdParties` they are also aborted by a route, which turns off the HTTP cache (a Playwright rule), so a visit
 * of several pages does without it.
 */
async function siteContext(browser, origin, { abortThirdParties = true } = {}) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: "block" });
  if (abortThirdParties)
    await context.route(
      (u) => u.origin !== origin,
      (route) => route.abort("blockedbyclient"),
    );
  return context;
}

/** Scrolls to the bottom as a reader would, so what loads when it comes near (islands) loads, then waits. */
async function scrollThrough(page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.mouse.wheel(0, 600);
    await sleep(100);
  }
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  await sleep(500);
}

export async function measureBytes(browser, url) {
  const origin = new URL(url).origin;
  const context = await siteContext(browser, origin);
  const page = await context.newPage();
  const pending = [];
  // Requests made after the load event: chunks that hydration asks for (the lazily loaded accordion and
  // carousel), and anything else that runs once the page is idle.
  let loaded = false;
  let scrolling = false;
  const afterLoad = new WeakSet();
  const afterScroll = new WeakSet();
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (loaded) afterLoad.add(request);
    if (scrolling) afterScroll.add(request);
  });
  page.on("response", (response) => {
    const request = response.request();
    if (new URL(response.url()).origin !== origin) return;
    if (response.status() >= 300 && response.status() < 400) return;
    pending.push(
      (async () => {
        const headers = await response.allHeaders().catch(() => ({}));
        const body = await response.body().catch(() => null);
        const sizes = await request.sizes().catch(() => null);
        if (!body) return null;
        return {
          url: response.url().replace(origin, ""),
          kind: kind(request.resourceType(), headers["content-type"] ?? ""),
          frame: request.frame() === page.mainFrame() ? "main" : "sub",
          afterLoad: afterLoad.has(request),
          afterScroll: afterScroll.has(request),
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          transferredBodyBytes: sizes?.responseBodySize ?? null,
          encoding: headers["content-encoding"] ?? "identity",
          ...(request.resourceType() === "script" ? { contains: hints(response.url(), body) } : {}),
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
  await sleep(1500); // idle-time work starts after load
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  scrolling = true;
  await scrollThrough(page);
  const resources = (await Promise.all(pending)).filter(Boolean);
  const html = await page.content();
  await context.close();

  const totals = {};
  for (const r of resources) {
    const t = (totals[r.kind] ??= {
      count: 0,
      rawBytes: 0,
      gzipBytes: 0,
      transferredBodyBytes: 0,
      afterLoadCount: 0,
      afterLoadGzipBytes: 0,
      afterScrollGzipBytes: 0,
    });
    t.count++;
    t.rawBytes += r.rawBytes;
    t.gzipBytes += r.gzipBytes;
    t.transferredBodyBytes += r.transferredBodyBytes ?? 0;
    if (r.afterLoad) {
      t.afterLoadCount++;
      t.afterLoadGzipBytes += r.gzipBytes;
    }
    if (r.afterScroll) t.afterScrollGzipBytes += r.gzipBytes;
  }
  return {
    totals,
    resources: resources.sort((a, b) => b.gzipBytes - a.gzipBytes),
    renderedHtmlLength: html.length,
  };
}

/**
 * A visit of several pages in one browser context, as a reader moves on: each page loaded and scrolled through,
 * the cache kept between them. Counts every same-origin response that came over the network (what the browser's
 * cache served, per the DevTools protocol, counts once), each body gzipped with zlib level 9.
 */
export async function measureVisit(browser, base, paths) {
  const origin = new URL(base).origin;
  const context = await siteContext(browser, origin, { abortThirdParties: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const responses = new Map();
  const fromCache = new Set();
  const pending = [];
  cdp.on("Network.requestServedFromCache", ({ requestId }) => fromCache.add(requestId));
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (new URL(response.url).origin !== origin || response.status >= 300) return;
    if (response.fromDiskCache || response.fromMemoryCache) fromCache.add(requestId);
    responses.set(requestId, { url: response.url, kind: kind(type.toLowerCase(), response.mimeType) });
  });
  cdp.on("Network.loadingFinished", ({ requestId }) => {
    const response = responses.get(requestId);
    if (!response || fromCache.has(requestId)) return;
    pending.push(
      cdp
        .send("Network.getResponseBody", { requestId })
        .then(({ body, base64Encoded }) => ({
          url: response.url.replace(origin, ""),
          kind: response.kind,
          gzipBytes: gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8"), { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
    await scrollThrough(page);
  }
  const resources = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const byKind = {};
  for (const r of resources) byKind[r.kind] = (byKind[r.kind] ?? 0) + r.gzipBytes;
  return {
    paths,
    gzipBytes: resources.reduce((sum, r) => sum + r.gzipBytes, 0),
    byKind,
    resources,
  };
}
