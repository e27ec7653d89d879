// Lighthouse (the npm package, Node API) with mobile defaults: Moto G Power emulation, simulated slow 4G and
// 4x CPU slowdown. A fresh headless Chromium per run, so no run inherits another's cache or state.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { adoptGroup, median, round } from "./util.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * A run for the figures alone (the limit's variants, the stock build, the applied-throttling pass): only the audits
 * runFigures reads, among them every metric the performance score weighs, so the score is the same; Lighthouse then
 * gathers nothing for the diagnostics, which only the site's own runs report.
 */
export const FIGURES_ONLY = {
  audits: [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
    "metrics",
    "network-requests",
  ],
};

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Debian's Chromium where installed, else CHROME_PATH, else the browser `npx playwright install` put in place. */
export async function chromiumPath() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    if (existsSync(path)) return path;
  } catch {
    // no Playwright browser either
  }
  throw new Error(
    "no Chromium found: install one (apt-get install chromium, or npx playwright install chromium)",
  );
}

/**
 * Flags for every Chromium the bench starts. The host resolver rule makes every host but localhost fail to
 * resolve at once, so nothing (the Google Maps iframe) can reach the outside world or hang a run.
 */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost",
];

/** URL patterns Lighthouse blocks: every external origin the page references, plus Google's map hosts. */
export function blockedPatterns(html) {
  const hosts = new Set(["www.google.com", "maps.google.com", "maps.googleapis.com", "maps.gstatic.com"]);
  for (const m of html.matchAll(/\b(?:src|href|data)\s*=\s*["']https?:\/\/([^/"'?#:]+)/gi))
    if (!/^(localhost|127\.0\.0\.1)$/i.test(m[1])) hosts.add(m[1].toLowerCase());
  return [...hosts].flatMap((host) => [`http://${host}/*`, `https://${host}/*`]);
}

/**
 * The CPU slowdown Lighthouse's throttling guide calibrates for a machine's benchmarkIndex (its CPU throttling
 * calculator: 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more for every 233 above), so a run emulates the same
 * mid-tier phone whatever the host; null where the machine is too slow to emulate one.
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return round(multiplier, 1);
}

/**
 * One Lighthouse run (CPU slowdown `cpuMultiplier`, default 4×) of `categories`, or of `audits` alone (and the
 * categories they score); resolves with the report (lhr) or throws.
 * `throttlingMethod` "simulate" (Lighthouse's default) loads the page unthrottled and estimates the metrics on a
 * model of the slow network (Lantern); "devtools" makes the browser itself wait on every request at slow 4G's
 * latency and bandwidth, so the paints it reports are the ones a visitor on that network sees.
 */
export async function lighthouseRun(
  url,
  {
    chromePath,
    categories = CATEGORIES,
    audits,
    blocked = [],
    cpuMultiplier = 4,
    throttlingMethod = "simulate",
  },
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  // chrome-launcher starts Chromium as a process group leader; a stopped bench ends it too.
  const release = adoptGroup(chrome.pid);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      // Both would run the union of the two.
      ...(audits ? { onlyAudits: audits } : { onlyCategories: categories }),
      blockedUrlPatterns: blocked,
      throttlingMethod,
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuMultiplier },
      // Only feeds element screenshots in the HTML report; it also resizes the page, which would load the
      // lazy map iframe. Scores and metrics do not use it.
      disableFullPageScreenshot: true,
    });
    if (!result?.lhr) throw new Error("Lighthouse returned no report");
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
    release();
  }
}

/** A request's file name without its content hash or query: `/_assets/site-4YJHOCRC.js` → `site.js`. */
const requestName = (url) =>
  new URL(url).pathname
    .split("/")
    .pop()
    .replace(/-[A-Z0-9]{8}(?=\.)/, "");

/**
 * The requests besides the document that finished before the observed largest paint. Lighthouse's simulated LCP
 * (Lantern) waits for each of them, on the slow network, as it does for the document; low-priority images are the
 * only kind it leaves out, and a module script can never be shown to have run after the paint.
 */
function requestsBeforeLcp(lhr, observed) {
  const details = lhr.audits["network-requests"]?.details;
  const requests = details?.items ?? [];
  const lcpMs = observed.observedLargestContentfulPaint;
  if (!requests.length || lcpMs == null) return [];
  // Request times count from the first request, paint times from the navigation's time origin (both in µs).
  const offsetMs = (details.debugData?.networkStartTimeTs - observed.observedTimeOriginTs) / 1000 || 0;
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  return requests
    .filter(
      (r) =>
        r.url !== documentUrl &&
        r.networkEndTime + offsetMs <= lcpMs &&
        !(r.resourceType === "Image" && /^(Low|VeryLow)$/.test(r.priority ?? "")),
    )
    .map((r) => requestName(r.url));
}

/** The figures of one run. */
export function runFigures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const scores = {};
  for (const id of Object.keys(lhr.categories)) {
    const score = lhr.categories[id].score;
    scores[id] = score == null ? null : Math.round(score * 100);
  }
  return {
    scores,
    lcpMs: round(audit("largest-contentful-paint"), 0),
    tbtMs: round(audit("total-blocking-time"), 0),
    cls: round(audit("cumulative-layout-shift"), 4),
    fcpMs: round(audit("first-contentful-paint"), 0),
    speedIndexMs: round(audit("speed-index"), 0),
    // Paint times in the unthrottled page load Lighthouse records before simulating: every script that ran before
    // the observed LCP is counted into the simulated one.
    observedFcpMs: round(observed.observedFirstContentfulPaint, 0),
    observedLcpMs: round(observed.observedLargestContentfulPaint, 0),
    requestsBeforeLcp: requestsBeforeLcp(lhr, observed),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Per-figure medians over runs (each figure independently). */
export function medianFigures(runs) {
  const scores = {};
  for (const id of Object.keys(runs[0]?.scores ?? {})) scores[id] = median(runs.map((r) => r.scores[id]));
  const m = (key) => median(runs.map((r) => r[key]));
  return {
    scores,
    lcpMs: m("lcpMs"),
    tbtMs: m("tbtMs"),
    cls: m("cls"),
    fcpMs: m("fcpMs"),
    speedIndexMs: m("speedIndexMs"),
    observedFcpMs: m("observedFcpMs"),
    observedLcpMs: m("observedLcpMs"),
    benchmarkIndex: round(m("benchmarkIndex"), 0),
  };
}

/** A short description of an audit's detail items: failing elements, URLs and the figures beside them. */
function detailItems(details, limit = 8) {
  if (!details) return [];
  let items = details.items ?? [];
  if (details.type === "list") items = items.flatMap((sub) => sub.items ?? []);
  return items.slice(0, limit).map((item) => {
    const out = {};
    for (const [key, value] of Object.entries(item)) {
      if (value == null) continue;
      if (typeof value === "object" && value.type === "node") {
        out[key] = value.selector ?? value.snippet;
        if (value.snippet) out.snippet = String(value.snippet).slice(0, 200);
        if (value.nodeLabel) out.label = String(value.nodeLabel).slice(0, 120);
      } else if (typeof value === "object" && value.type === "source-location") {
        out[key] = `${value.url}:${value.line}`;
      } else if (typeof value === "object" && value.type === "code") {
        out[key] = String(value.value).slice(0, 200);
      } else if (typeof value === "object" && Array.isArray(value.items)) {
        out[key] = `${value.items.length} sub-items`;
        const nodes = value.items.map((sub) => sub.node?.selector ?? sub.node?.snippet).filter(Boolean);
        if (nodes.length) out.nodes = nodes.slice(0, 5);
      } else if (typeof value === "number") {
        out[key] = round(value, 1);
      } else if (typeof value === "string" || typeof value === "boolean") {
        out[key] = typeof value === "string" ? value.slice(0, 200) : value;
      }
    }
    return out;
  });
}

/** Audits that cost points in each category (weight > 0, score < 1), with their failing elements. */
export function failingAudits(lhr) {
  const result = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    const failing = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || !(ref.weight > 0) || audit.score == null || audit.score >= 1) continue;
      failing.push({
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(id === "performance" ? {} : { items: detailItems(audit.details) }),
      });
    }
    result[id] = failing;
  }
  return result;
}

/** What the performance figures come from: main-thread time by script, long tasks, the LCP element. */
export function perfDiagnostics(lhr) {
  const items = (id, limit) => detailItems(lhr.audits[id]?.details, limit);
  return {
    bootupTime: { displayValue: lhr.audits["bootup-time"]?.displayValue, items: items("bootup-time", 8) },
    longTasks: { displayValue: lhr.audits["long-tasks"]?.displayValue, items: items("long-tasks", 8) },
    mainThread: {
      displayValue: lhr.audits["mainthread-work-breakdown"]?.displayValue,
      items: items("mainthread-work-breakdown", 8),
    },
    lcpElement: items("largest-contentful-paint-element", 6),
    lcpBreakdown: items("lcp-breakdown-insight", 6),
    renderBlocking: items("render-blocking-insight", 6),
    unusedJavascript: {
      displayValue: lhr.audits["unused-javascript"]?.displayValue,
      items: items("unused-javascript", 8),
    },
    layoutShifts: items("layout-shifts", 5),
  };
}
