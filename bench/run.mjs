#!/usr/bin/env node
// `npm run bench`: how close the site is to its goals and to the zero-JavaScript limit, side by side (with --stock)
// with a stock Next.js build of the same pages.
//
//   1. a cold production build (`npm run build`), timed: wall time, phases, seconds per prerendered page; then, with
//      --stock, the stock build (STOCK_NEXT=1: the App Router runtime kept, into .next-stock);
//   2. `next start` for each build, and for each page measured, side by side in one run: this site, the stock build, and
//      the limit, the script-free variants of this site's page (every script removed: the zero-JS twin; the twin
//      with its stylesheet inlined, without its web font, and both), whose best FCP and best LCP the site's are
//      divided by:
//      - Lighthouse (mobile defaults, all four categories for the site), median of its runs: scores, LCP, TBT, CLS;
//      - Lighthouse with applied throttling (the browser itself waits on slow 4G), median of its runs: FCP, LCP, TBT
//        and CLS as a visitor's browser records them, the site served by the same server as its variants, and every
//        variant measured a second time in the same interleaved runs ("limit again"), so the run shows how far one
//        document's figures move between two measurements: the spread within which the site is judged at the limit;
//      - with --calibrated, one more run of each at the CPU slowdown Lighthouse's throttling guide calibrates for this
//        machine's benchmarkIndex, the median over every 4× run of the site (the default 4× assumes a fast desktop);
//      - gzipped bytes of JavaScript, HTML and CSS a first visit downloads, scrolling through the page so its
//        islands load (Playwright + Chromium), for the site and the stock build;
//      - gzipped bytes of a reader's visit to three pages (home, a city, a service), the cache kept between them;
//   3. with --full or --scale, build-time scaling with that many city pages in a throw-away copy under bench/.tmp/;
//   4. a table on stdout and every figure in bench/results.json (not in git), each compared with its goal.
//
// It never fails on a missed goal; it exits 1 only if it could measure nothing.
//
// By default it measures the representative pages (one of each kind in each language, `representative` in PAGES)
// with few runs, to finish in about 20 minutes on 2 cores. Options:
//   --full            every page in PAGES, --runs=3, --applied-runs=5, --stock, --calibrated and the scaling builds
//                     (about 1¾ hours on 2 cores); the options below override its parts
//   --runs=N          Lighthouse runs per page and variant (default 1)
//   --applied-runs=N  runs per page and variant with applied throttling (default 2; 0 skips that pass)
//   --stock           build and measure the stock Next.js build beside the site
//   --calibrated      one run of each variant at the calibrated CPU slowdown
//   --pages=/,/deltona  only these pages
//   --scale=20,200,2000 city totals for the scaling builds (those with --full); --no-scale skips them
//   --no-build        skip step 1 and measure the existing .next build
//   --keep-tmp        keep bench/.tmp (the scale project and the stripped pages) for inspection
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { timedBuild } from "./lib/build.mjs";
import { launchBrowser, measureBytes, measureVisit } from "./lib/bytes.mjs";
import {
  blockedPatterns,
  calibratedMultiplier,
  chromiumPath,
  failingAudits,
  FIGURES_ONLY,
  lighthouseRun,
  medianFigures,
  perfDiagnostics,
  runFigures,
  CATEGORIES,
} from "./lib/lighthouse.mjs";
import {
  analyseScaling,
  appliedSpread,
  buildChecks,
  pageChecks,
  printReport,
  visitChecks,
} from "./lib/report.mjs";
import { prepareScaleProject, removeScaleProject, writeCities } from "./lib/scale.mjs";
import {
  inlineStylesheets,
  startNext,
  startVariantServer,
  stripScripts,
  stylesheetHrefs,
  withoutWebFonts,
} from "./lib/servers.mjs";
import { freePort, kb, killChildrenSync, median, round } from "./lib/util.mjs";

/** A run's figures without its warnings (those are listed once per page). */
function withoutWarnings(run) {
  const copy = { ...run };
  delete copy.warnings;
  return copy;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tmp = join(root, "bench/.tmp");
/** The stock Next.js build: the same pages with the framework's runtime, in a dist dir of its own. */
const STOCK_ENV = { STOCK_NEXT: "1", NEXT_DIST_DIR: ".next-stock" };

/**
 * The script-free variants of each page whose best FCP and LCP are the limit the site is measured against: the
 * zero-JS twin (the page as served, every script removed), and the twin with its stylesheet inlined, without its web
 * font, and both.
 */
const LIMIT_VARIANTS = [
  { key: "zeroJs", label: "zero-JS twin" },
  { key: "inlined", label: "twin, stylesheet inlined" },
  { key: "noFont", label: "twin, no web font" },
  { key: "both", label: "twin, stylesheet inlined and no web font" },
];

/** The key of a variant's second measurement in the applied runs. */
const againKey = (key) => `${key}Again`;

/** The best FCP and LCP over the variants' figures (variant key → figures), and which variant gave each. */
function limitOf(variants) {
  const best = (metric) => {
    let found = { ms: null, from: null };
    for (const [key, figures] of Object.entries(variants)) {
      const ms = figures?.[metric];
      if (ms != null && (found.ms == null || ms < found.ms)) found = { ms, from: key };
    }
    return found;
  };
  const fcp = best("fcpMs");
  const lcp = best("lcpMs");
  return { fcpMs: fcp.ms, fcpFrom: fcp.from, lcpMs: lcp.ms, lcpFrom: lcp.from };
}

/**
 * The applied-throttling figures of one page: the site's medians, each script-free variant's (a variant identical
 * to an earlier one shares its figures, as in `limitVariants`), their best FCP and LCP (the limit) and the site's
 * ratios to it; and the same for every variant's second measurement (the limit again) against the first: how far
 * one document's medians move between two measurements in the same runs, the resolution the ratios are read at.
 */
function appliedFigures(runsOf, limitVariants) {
  const mediansOf = (keyOf) => {
    const figures = {};
    for (const { key } of LIMIT_VARIANTS) {
      const runs = runsOf[keyOf(limitVariants[key]?.sameAs ?? key)];
      if (runs?.length) figures[key] = medianFigures(runs);
    }
    return figures;
  };
  const variants = mediansOf((key) => key);
  const again = mediansOf(againKey);
  const site = runsOf.site?.length ? medianFigures(runsOf.site) : null;
  const limit = limitOf(variants);
  const limitAgain = limitOf(again);
  return {
    runs: runsOf.site?.length ?? 0,
    site,
    variants,
    again,
    limit,
    limitAgain,
    fcpRatio: ratio(site?.fcpMs, limit.fcpMs),
    lcpRatio: ratio(site?.lcpMs, limit.lcpMs),
    limitAgainFcpRatio: ratio(limitAgain.fcpMs, limit.fcpMs),
    limitAgainLcpRatio: ratio(limitAgain.lcpMs, limit.lcpMs),
  };
}

/** The pages of a reader's visit whose bytes are compared with the design before inlined styles. */
const VISIT = ["/", "/deltona", "/laptop-repair"];

const mapValues = (object, fn) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v)]));

/**
 * One page of each template. The representative ones, measured by default: home, a core page, a standard city (the
 * kind most cities are) and a service, in each language. The applied-throttling runs take most of a run's time
 * (Lighthouse waits for the page to be quiet for seconds before it stops), so each kind measured costs minutes.
 */
const PAGES = [
  { path: "/", template: "home", representative: true },
  { path: "/services", template: "services index" },
  { path: "/cities", template: "cities index" },
  { path: "/contact", template: "contact", representative: true },
  { path: "/deland", template: "featured city (DeLand)" },
  { path: "/orlando", template: "featured city (Orlando)" },
  { path: "/deltona", template: "standard city", representative: true },
  { path: "/laptop-repair", template: "standard service", representative: true },
  { path: "/student-laptop-repair", template: "rich service" },
  { path: "/water-damaged-laptop-repair", template: "service with carousel" },
  // One Spanish page of each template, within the same budgets.
  { path: "/es", template: "home (es)", representative: true },
  { path: "/es/servicios", template: "services index (es)" },
  { path: "/es/ciudades", template: "cities index (es)" },
  { path: "/es/contacto", template: "contact (es)", representative: true },
  { path: "/es/deland", template: "featured city (es)" },
  { path: "/es/deltona", template: "standard city (es)", representative: true },
  { path: "/es/reparacion-de-laptops", template: "standard service (es)", representative: true },
  { path: "/es/reparacion-de-laptops-mojadas", template: "service with carousel (es)" },
];

// ---- options ------------------------------------------------------------------------------------------------
const argv = process.argv.slice(2);
const opt = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const flag = (name) => argv.includes(`--${name}`);
const full = flag("full");
const runs = Math.max(1, Number(opt("runs") ?? (full ? 3 : 1)));
const appliedRuns = Math.max(0, Number(opt("applied-runs") ?? (full ? 5 : 2)));
const calibrated = full || flag("calibrated");
const withStock = full || flag("stock");
const onlyPages = opt("pages")?.split(",").filter(Boolean);
const pages = onlyPages
  ? onlyPages.map((path) => PAGES.find((p) => p.path === path) ?? { path, template: "?" })
  : PAGES.filter((p) => full || p.representative);
const scaleSizes = flag("no-scale")
  ? []
  : (opt("scale") ?? (full ? "20,200,2000" : ""))
      .split(",")
      .map(Number)
      .filter((n) => n > 0);
const skipBuild = flag("no-build");
const keepTmp = flag("keep-tmp");

// ---- bookkeeping --------------------------------------------------------------------------------------------
const log = (...a) => console.log(...a);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60000).toFixed(1)} min`;
const secondsSince = (time) => Math.round((Date.now() - time) / 1000);
const pkgVersion = (name) => {
  try {
    return JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return null;
  }
};

const results = {
  date: new Date().toISOString(),
  machine: {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model?.trim() ?? "unknown",
    memoryGB: round(totalmem() / 1e9, 1),
    platform: `${process.platform} ${process.arch}`,
    node: process.version,
    chromium: null,
    lighthouse: pkgVersion("lighthouse"),
    next: pkgVersion("next"),
    playwright: pkgVersion("playwright-core"),
    /** 1-minute load average when each step began: above the core count, other work was competing. */
    loadAverage: [],
  },
  settings: {
    runs,
    appliedRuns,
    stock: withStock,
    calibrated,
    spread:
      "FCP and LCP: the largest |limit again ÷ limit − 1| over the run's pages; TBT (ms) and Performance (points): the largest |zero-JS twin again − twin|. The site is at the limit where its FCP ÷ limit and LCP ÷ limit are at most 1 + that spread, its TBT at most the twin's + that spread and its Performance at least the twin's − that spread",
    lighthouse:
      "Node API, default config (mobile: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), categories performance, accessibility, best-practices, seo; fresh headless Chromium per run; every non-localhost host blocked; full-page screenshot off",
    applied:
      "Lighthouse with throttlingMethod devtools (the browser waits on every request at slow 4G's latency and bandwidth, 4x CPU slowdown), performance only with only the audits of its figures, median of the applied runs; the site's HTML as next start sent it and each script-free variant served gzipped whole by the same kind of server, runs interleaved (forward, then backward); each variant measured once more in the same runs (again, limitAgain): the limit's ratio to itself, whose largest distance from 1 over the run's pages is the spread the site's ratios are judged within (see spread)",
    zeroJs:
      "the page's HTML as next start serves it, with every executable <script> element and script preload hint removed (JSON-LD, CSS links, font preloads and markup kept), served gzipped from a local server that proxies all other requests to next start; Lighthouse performance category only, with only the audits of its figures (its score's five metrics, metrics, network-requests), same settings",
    limit:
      "the best FCP and the best LCP (each on its own) of four script-free variants of the page: the zero-JS twin; the twin with each stylesheet link replaced by the whole sheet in a <style>; the twin without web fonts (font preloads removed, @font-face dropped from inline styles and, through its proxy, from linked stylesheets); and both. Each served gzipped from a server of its own like the twin; a variant identical to an earlier one is measured once",
    visit:
      "the pages of VISIT loaded and scrolled through one after another in one Playwright context (cache kept): every same-origin response that transferred a body, gzipped with zlib level 9",
    medians: "each figure is the median of its runs, independently",
    bytes:
      "Playwright + Chromium, mobile viewport 412x823, fresh context (empty cache), page load until network idle (including what is fetched after the load event, such as lazily loaded components; afterLoadGzipKB says how much); every same-origin response body gzipped with zlib level 9 (gzipKB, compared with the goals); transferred body bytes from next start's own compression recorded as wireKB; KB = 1000 bytes; third-party (map iframe) blocked and excluded",
    build: "npm run build after deleting .next (cold, like a fresh clone)",
  },
  build: null,
  stockBuild: null,
  cpuMultiplier: null,
  pages: [],
  spread: null,
  visit: null,
  scaling: null,
  goals: [],
  errors: [],
  durationMinutes: null,
};

const cleanups = [];
async function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch {
      // best effort
    }
  }
  killChildrenSync();
  if (!keepTmp) rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    killChildrenSync();
    if (!keepTmp) rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
process.on("exit", killChildrenSync);

function noteLoad(step) {
  const load = round(loadavg()[0], 2);
  results.machine.loadAverage.push({ step, load });
  if (load > cpus().length)
    log(
      `  ! load average ${load} on ${cpus().length} cores: other work is competing, timings will be inflated`,
    );
}

function fail(step, error) {
  const message = error?.stack ?? String(error);
  results.errors.push({ step, message: String(error?.message ?? error) });
  log(`  ✗ ${step}: ${message.split("\n").slice(0, 6).join("\n    ")}`);
}

// ---- 1. the full build --------------------------------------------------------------------------------------
async function fullBuild() {
  log(`\n[1/4] Full production build (npm run build, cold) in ${root}`);
  noteLoad("build");
  const build = await timedBuild(root, { log, label: "build" });
  results.build = build;
  if (!build.ok) {
    fail("build", new Error(`npm run build exited with ${build.exitCode}\n${build.outputTail}`));
    return false;
  }
  log(
    `  ${build.seconds.toFixed(1)} s for ${build.pages} prerendered pages (${build.secondsPerPage.toFixed(3)} s/page) · ${elapsed()}`,
  );
  if (!withStock) return true;
  log(`  stock Next.js build (runtime kept) into ${STOCK_ENV.NEXT_DIST_DIR}/`);
  const stock = await timedBuild(root, { log, label: "stock build", env: STOCK_ENV });
  results.stockBuild = pick(stock);
  if (!stock.ok) fail("stock build", new Error(`exited with ${stock.exitCode}\n${stock.outputTail}`));
  return true;
}

/** The Lighthouse runs of one page, one variant: a median of `runs`, plus one run at the calibrated CPU slowdown. */
function variantFigures(runsOf, calibratedRun) {
  if (!runsOf.length) return undefined;
  return {
    median: medianFigures(runsOf),
    runs: runsOf.map(withoutWarnings),
    ...(calibratedRun && { calibrated: withoutWarnings(calibratedRun) }),
  };
}

const ratio = (a, b) => (a && b ? round(a / b, 3) : null);

// ---- 2. the pages -------------------------------------------------------------------------------------------
async function measurePages() {
  log(
    `\n[2/4] Pages: Lighthouse ×${runs} (site, stock Next.js, script-free variants), ×${appliedRuns} with applied throttling (site, limit, limit again)${calibrated ? ", a calibrated run" : ""}, first-visit and three-page-visit bytes`,
  );
  noteLoad("lighthouse");
  const chromePath = await chromiumPath();
  try {
    results.machine.chromium = execFileSync(chromePath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    results.machine.chromium = chromePath;
  }
  const nextPort = await freePort(3300);
  const next = await startNext(root, nextPort);
  cleanups.push(() => next.stop());
  const base = `http://localhost:${nextPort}`;
  log(`  next start on ${base}`);
  let stockBase = null;
  if (withStock && existsSync(join(root, STOCK_ENV.NEXT_DIST_DIR, "BUILD_ID"))) {
    const stockPort = await freePort(3500, [nextPort]);
    const stock = await startNext(root, stockPort, STOCK_ENV);
    cleanups.push(() => stock.stop());
    stockBase = `http://localhost:${stockPort}`;
    log(`  stock Next.js build on ${stockBase}`);
  } else
    log(
      `  stock Next.js build not measured (${withStock ? `no ${STOCK_ENV.NEXT_DIST_DIR}/` : "--stock measures it"}): the stock column stays empty`,
    );

  // The HTML each page serves, its features, and its script-free variants.
  const variantPages = Object.fromEntries(LIMIT_VARIANTS.map((v) => [v.key, new Map()]));
  /** The site's pages as `next start` serves them, for the applied-throttling pass's server. */
  const sitePages = new Map();
  const fontFreeCss = new Set();
  const entries = [];
  for (const page of pages) {
    const entry = { path: page.path, template: page.template };
    entries.push(entry);
    try {
      const res = await fetch(base + page.path, { redirect: "manual" });
      const html = await res.text();
      if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
      entry.hasFaq = /"FAQPage"/.test(html);
      entry.hasCarousel = /aria-roledescription="carousel"/.test(html);
      entry.hasFaqOrCarousel = entry.hasFaq || entry.hasCarousel;
      entry.htmlBytes = Buffer.byteLength(html);
      sitePages.set(page.path, html);
      const { html: zero, removedScripts, removedHints } = stripScripts(html);
      const css = new Map();
      for (const href of stylesheetHrefs(zero))
        css.set(href, await (await fetch(new URL(href, base + page.path))).text());
      const inlined = inlineStylesheets(zero, css);
      const variants = {
        zeroJs: zero,
        inlined,
        noFont: withoutWebFonts(zero),
        both: withoutWebFonts(inlined),
      };
      // Dropping the font from an external stylesheet is the proxy's work (startVariantServer's fontFree).
      if ([...css.values()].some((text) => /@font-face/i.test(text))) fontFreeCss.add(page.path);
      entry.variantHtml = {};
      for (const { key } of LIMIT_VARIANTS) {
        variantPages[key].set(page.path, variants[key]);
        entry.variantHtml[key] = {
          bytes: Buffer.byteLength(variants[key]),
          ...sameAs(key, variants, page.path),
        };
        mkdirSync(join(tmp, key), { recursive: true });
        writeFileSync(
          join(tmp, key, `${page.path === "/" ? "index" : page.path.slice(1).replace(/\//g, "--")}.html`),
          variants[key],
        );
      }
      entry.variantHtml.zeroJs = { ...entry.variantHtml.zeroJs, removedScripts, removedHints };
      entry.blocked = blockedPatterns(html);
    } catch (error) {
      entry.error = String(error.message ?? error);
      fail(`fetch ${page.path}`, error);
    }
  }
  /** A variant identical to an earlier one for this page (same HTML, and no font to drop from a stylesheet). */
  function sameAs(key, variants, path) {
    const index = LIMIT_VARIANTS.findIndex((v) => v.key === key);
    const fontMatters = (k) => (k === "noFont" || k === "both") && fontFreeCss.has(path);
    const earlier = LIMIT_VARIANTS.slice(0, index).find(
      (v) => variants[v.key] === variants[key] && fontMatters(v.key) === fontMatters(key),
    );
    return earlier ? { sameAs: earlier.key } : {};
  }
  const limitServers = [];
  let nextVariantPort = 3400;
  for (const variant of LIMIT_VARIANTS) {
    const port = await freePort(nextVariantPort, [nextPort, 3500]);
    nextVariantPort = port + 1;
    const server = await startVariantServer(variantPages[variant.key], nextPort, port, {
      fontFree: variant.key === "noFont" || variant.key === "both",
    });
    cleanups.push(() => server.stop());
    limitServers.push({ ...variant, base: `http://localhost:${port}`, ...FIGURES_ONLY });
    log(`  ${variant.label} on http://localhost:${port} (copies in bench/.tmp/${variant.key}/)`);
  }

  // Lighthouse, every variant interleaved run by run so drift in machine load hits all alike. A variant whose page is
  // identical to an earlier variant's is not measured again: it shares that one's figures.
  const variants = [
    { key: "site", base },
    ...(stockBase ? [{ key: "stock", base: stockBase, ...FIGURES_ONLY }] : []),
    ...limitServers,
  ];
  /** One Lighthouse report of `entry` as `variant` serves it, or null (the failure noted). */
  const lighthouseOf = async (entry, variant, label, cpuMultiplier, throttlingMethod) => {
    try {
      return await lighthouseRun(variant.base + entry.path, {
        chromePath,
        blocked: entry.blocked,
        categories: variant.categories,
        audits: variant.audits,
        cpuMultiplier,
        throttlingMethod,
      });
    } catch (error) {
      fail(`lighthouse ${variant.key} ${entry.path} ${label}`, error);
      return null;
    }
  };
  const measured = (entry) => variants.filter((v) => !entry.variantHtml[v.key]?.sameAs);

  // Every page's runs at 4× first: the machine's benchmarkIndex swings from run to run, so the calibrated slowdown
  // (one for the whole bench, so every page shares it) comes from all of them.
  /** Each page's figures at 4× per variant, and the site's reports, for its diagnostics. */
  const atFourTimes = new Map();
  for (const entry of entries) {
    if (entry.error) continue;
    const pageStarted = Date.now();
    const runsOf = Object.fromEntries(variants.map((v) => [v.key, []]));
    const lhrs = [];
    for (let i = 0; i < runs; i++)
      for (const variant of measured(entry)) {
        const lhr = await lighthouseOf(entry, variant, `run ${i + 1}`, 4);
        if (!lhr) continue;
        runsOf[variant.key].push(runFigures(lhr));
        if (variant.key === "site") lhrs.push(lhr);
      }
    atFourTimes.set(entry, { runsOf, lhrs });
    log(
      `  ${entry.path}: ${runs} run${runs === 1 ? "" : "s"} at 4× of each variant in ${secondsSince(pageStarted)} s · ${elapsed()}`,
    );
  }
  if (calibrated)
    results.cpuMultiplier = calibratedMultiplier(
      median([...atFourTimes.values()].flatMap(({ runsOf }) => runsOf.site.map((r) => r.benchmarkIndex))),
    );

  // Applied throttling: the paints a browser on slow 4G really makes. The site is served here by the same kind of
  // server as its variants (its HTML as `next start` sent it, gzipped whole), so only the documents differ.
  const applied = new Map();
  if (appliedRuns) {
    const port = await freePort(nextVariantPort, [nextPort, 3500]);
    const server = await startVariantServer(sitePages, nextPort, port);
    cleanups.push(() => server.stop());
    const appliedVariants = [
      { key: "site", base: `http://localhost:${port}`, ...FIGURES_ONLY },
      ...limitServers,
      // Every variant once more, from the same server: the limit again, which makes no limit, only its ratio to it.
      ...limitServers.map((v) => ({ ...v, key: againKey(v.key), of: v.key })),
    ];
    log(`  applied throttling: the site through the variants' server on http://localhost:${port}`);
    for (const entry of entries) {
      if (entry.error) continue;
      const pageStarted = Date.now();
      const runsOf = Object.fromEntries(appliedVariants.map((v) => [v.key, []]));
      const measuredHere = appliedVariants.filter((v) => !entry.variantHtml[v.of ?? v.key]?.sameAs);
      for (let i = 0; i < appliedRuns; i++)
        // Forward, then backward (site, limit, limit again, limit again, limit, site, …), so a drift in the
        // machine's speed weighs on each alike.
        for (const variant of i % 2 ? measuredHere.toReversed() : measuredHere) {
          const lhr = await lighthouseOf(entry, variant, `applied run ${i + 1}`, 4, "devtools");
          if (lhr) runsOf[variant.key].push(runFigures(lhr));
        }
      applied.set(entry, runsOf);
      log(
        `  ${entry.path}: ${appliedRuns} runs of each variant with applied throttling in ${secondsSince(pageStarted)} s · ${elapsed()}`,
      );
    }
  }

  for (const entry of entries) {
    results.pages.push(entry);
    if (entry.error) continue;
    const { runsOf, lhrs } = atFourTimes.get(entry);
    const calibratedOf = {};
    if (results.cpuMultiplier)
      for (const variant of measured(entry)) {
        const lhr = await lighthouseOf(entry, variant, `at ${results.cpuMultiplier}×`, results.cpuMultiplier);
        calibratedOf[variant.key] = lhr && runFigures(lhr);
      }

    const site = variantFigures(runsOf.site, calibratedOf.site);
    if (site) {
      // Diagnostics from the run whose performance score is the median one.
      const perf = runsOf.site.map((r) => r.scores.performance);
      const pick = perf.indexOf(median(perf)) >= 0 ? perf.indexOf(median(perf)) : 0;
      entry.lighthouse = {
        ...site,
        warnings: [...new Set(runsOf.site.flatMap((r) => r.warnings))],
        failingAudits: failingAudits(lhrs[pick]),
        failingAuditIdsAnyRun: Object.fromEntries(
          CATEGORIES.map((c) => [
            c,
            [...new Set(lhrs.flatMap((l) => failingAudits(l)[c]?.map((a) => a.id) ?? []))],
          ]),
        ),
        diagnostics: perfDiagnostics(lhrs[pick]),
      };
    }
    entry.stock = variantFigures(runsOf.stock ?? [], calibratedOf.stock);
    entry.limitVariants = {};
    for (const { key } of LIMIT_VARIANTS) {
      const { sameAs: same, ...html } = entry.variantHtml[key];
      const figures = same ? entry.limitVariants[same] : variantFigures(runsOf[key], calibratedOf[key]);
      if (figures) entry.limitVariants[key] = { ...html, ...(same ? { sameAs: same } : {}), ...figures };
    }
    delete entry.variantHtml;
    entry.zeroJs = entry.limitVariants.zeroJs;
    entry.limit = {
      median: limitOf(mapValues(entry.limitVariants, (v) => v.median)),
      calibrated: limitOf(mapValues(entry.limitVariants, (v) => v.calibrated)),
    };
    if (applied.has(entry)) entry.applied = appliedFigures(applied.get(entry), entry.limitVariants);
    // Against the limit: the best FCP and the best LCP any script-free variant reaches.
    entry.fcpRatio = ratio(entry.lighthouse?.median?.fcpMs, entry.limit.median.fcpMs);
    entry.lcpRatio = ratio(entry.lighthouse?.median?.lcpMs, entry.limit.median.lcpMs);
    entry.calibratedFcpRatio = ratio(entry.lighthouse?.calibrated?.fcpMs, entry.limit.calibrated.fcpMs);
    entry.calibratedLcpRatio = ratio(entry.lighthouse?.calibrated?.lcpMs, entry.limit.calibrated.lcpMs);
    // Beside them, the zero-JS twin and the stock build.
    const zeroLcp = entry.zeroJs?.median?.lcpMs;
    entry.lcpVsTwin = ratio(entry.lighthouse?.median?.lcpMs, zeroLcp);
    entry.stockLcpRatio = ratio(entry.stock?.median?.lcpMs, entry.limit.median.lcpMs);
    entry.stockFcpRatio = ratio(entry.stock?.median?.fcpMs, entry.limit.median.fcpMs);
    const m = entry.lighthouse?.median;
    const st = entry.stock?.median;
    const lim = entry.limit.median;
    log(
      `  ${entry.path.padEnd(30)} perf ${m?.scores.performance ?? "—"} (stock ${st?.scores.performance ?? "—"}) a11y ${m?.scores.accessibility ?? "—"} bp ${m?.scores["best-practices"] ?? "—"} seo ${m?.scores.seo ?? "—"} ` +
        `FCP ${m?.fcpMs ?? "—"} ms (limit ${lim.fcpMs ?? "—"}, ×${entry.fcpRatio ?? "—"}) LCP ${m?.lcpMs ?? "—"} ms (stock ${st?.lcpMs ?? "—"}, zero-JS ${zeroLcp ?? "—"}, limit ${lim.lcpMs ?? "—"} ms, ×${entry.lcpRatio ?? "—"}) TBT ${m?.tbtMs ?? "—"} ms (stock ${st?.tbtMs ?? "—"}) CLS ${m?.cls ?? "—"} · ${elapsed()}`,
    );
  }

  // First-visit bytes, after Lighthouse so its CPU use cannot disturb the scores.
  let browser;
  try {
    browser = await launchBrowser(chromePath);
    cleanups.push(() => browser.close());
    for (const entry of entries) {
      if (entry.error) continue;
      try {
        const { totals, resources } = await measureBytes(browser, base + entry.path);
        // One figure per kind the goals name, from the totals' `field`.
        const goalKinds = ["js", "html", "css"];
        const perKind = (field, from = totals) =>
          Object.fromEntries(goalKinds.map((k) => [k, kb(from[k]?.[field] ?? 0)]));
        if (stockBase) {
          const stock = await measureBytes(browser, stockBase + entry.path);
          entry.stockBytes = { gzipKB: perKind("gzipBytes", stock.totals) };
        }
        entry.bytes = {
          gzipKB: perKind("gzipBytes"),
          // Part of gzipKB requested while scrolling through the page: the islands, which load as they come near.
          afterScrollGzipKB: perKind("afterScrollGzipBytes"),
          wireKB: perKind("transferredBodyBytes"),
          rawKB: perKind("rawBytes"),
          // Part of gzipKB requested after the load event (the lazily loaded accordion and carousel chunks).
          afterLoadGzipKB: perKind("afterLoadGzipBytes"),
          otherGzipKB: Object.fromEntries(
            Object.entries(totals)
              .filter(([k]) => !goalKinds.includes(k))
              .map(([k, t]) => [k, { count: t.count, gzipKB: kb(t.gzipBytes) }]),
          ),
          counts: Object.fromEntries(Object.entries(totals).map(([k, t]) => [k, t.count])),
          resources: resources.map((r) => ({ ...r, gzipKB: kb(r.gzipBytes), rawKB: kb(r.rawBytes) })),
        };
        const g = entry.bytes.gzipKB;
        const late = entry.bytes.afterScrollGzipKB.js;
        entry.htmlVsStock = ratio(g.html, entry.stockBytes?.gzipKB.html);
        log(
          `  bytes ${entry.path.padEnd(30)} JS ${g.js} KB (${totals.js?.count ?? 0} files${late ? `, ${late} KB of it while scrolling` : ""}; stock ${entry.stockBytes?.gzipKB.js ?? "—"}) · HTML ${g.html} KB (stock ${entry.stockBytes?.gzipKB.html ?? "—"}) · CSS ${g.css} KB`,
        );
      } catch (error) {
        fail(`bytes ${entry.path}`, error);
      }
    }
    // A reader's visit of three pages (home, a city, a service): what inlined styles cost once the cache helps.
    try {
      const visit = await measureVisit(browser, base, VISIT);
      results.visit = { ...visit, gzipKB: kb(visit.gzipBytes), byKindKB: mapValues(visit.byKind, kb) };
      log(
        `  bytes of a visit to ${VISIT.join(", ")}: ${results.visit.gzipKB} KB (${Object.entries(
          results.visit.byKindKB,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")})`,
      );
    } catch (error) {
      fail("bytes (visit)", error);
    }
  } catch (error) {
    fail("bytes (browser)", error);
  }
  for (const fn of cleanups.splice(0).reverse())
    await Promise.resolve()
      .then(fn)
      .catch(() => {});
}

// ---- 3. build-time scaling ----------------------------------------------------------------------------------
async function scaling() {
  if (!scaleSizes.length) return;
  log(`\n[3/4] Build-time scaling: ${scaleSizes.join(", ")} city pages`);
  const realCities = readdirSync(join(root, "content/cities")).filter((f) => f.endsWith(".md")).length;
  const dir = join(tmp, "scale");
  const points = [];
  results.scaling = {
    what: "npm run build (content check, social cards, next build, sitemap, CSP), cold, in a copy with the real cities plus synthetic standard cities",
    realCities,
    points,
  };
  let prepared = false;
  for (const cities of scaleSizes) {
    if (cities === realCities && results.build?.ok) {
      points.push({ cities, ...pick(results.build), source: "the full build (step 1)" });
      log(`  ${cities} cities: the real site, the full build above (${results.build.seconds.toFixed(1)} s)`);
      continue;
    }
    if (cities < realCities) {
      log(`  ${cities} cities: fewer than the ${realCities} real ones; skipped`);
      continue;
    }
    try {
      if (!prepared) {
        prepareScaleProject(root, dir, log);
        cleanups.push(() => removeScaleProject(dir));
        prepared = true;
      }
      noteLoad(`scale ${cities}`);
      const written = writeCities(dir, cities);
      log(
        `  ${cities} cities (${written.real} real + ${written.synthetic} synthetic, ≥ ${written.minSyntheticWords ?? "—"} words each): building…`,
      );
      const build = await timedBuild(dir, { log, label: `${cities} cities` });
      points.push({ cities, ...pick(build), source: "bench/.tmp/scale", syntheticCities: written.synthetic });
      if (!build.ok)
        fail(
          `scale build ${cities}`,
          new Error(`npm run build exited with ${build.exitCode}\n${build.outputTail}`),
        );
      else
        log(
          `    ${build.seconds.toFixed(1)} s for ${build.pages} pages (${build.secondsPerPage.toFixed(3)} s/page) · ${elapsed()}`,
        );
    } catch (error) {
      fail(`scale ${cities}`, error);
    }
  }
  results.scaling.analysis = analyseScaling(points);
  if (prepared && !keepTmp) removeScaleProject(dir);
}

function pick(build) {
  const {
    ok,
    seconds,
    cpuSeconds,
    pages,
    secondsPerPage,
    phases,
    nextReported,
    htmlMB,
    sampleHtml,
    exitCode,
  } = build;
  return {
    ok,
    seconds,
    cpuSeconds,
    pages,
    secondsPerPage,
    cpuSecondsPerPage: cpuSeconds && pages ? round(cpuSeconds / pages, 4) : null,
    phases,
    nextReported,
    htmlMB,
    sampleHtml,
    ...(ok ? {} : { exitCode }),
  };
}

// ---- main -----------------------------------------------------------------------------------------------------
async function main() {
  log(`npm run bench · ${cpus().length} cores · Node ${process.version} · ${new Date().toISOString()}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });

  let built = true;
  if (!skipBuild) built = await fullBuild();
  else if (!existsSync(join(root, ".next/BUILD_ID"))) {
    fail("build", new Error("--no-build, but there is no .next build"));
    built = false;
  }
  if (built) {
    try {
      await measurePages();
    } catch (error) {
      fail("pages", error);
    }
  }
  for (const fn of cleanups.splice(0).reverse()) await fn();
  try {
    await scaling();
  } catch (error) {
    fail("scaling", error);
  }

  log(`\n[4/4] Report`);
  results.spread = appliedSpread(results.pages);
  results.goals = [
    ...results.pages.flatMap((page) => pageChecks(page, results.spread)),
    ...visitChecks(results.visit, results.pages),
    ...buildChecks(results.build, results.scaling),
  ];
  results.summary = {
    checks: results.goals.length,
    pass: results.goals.filter((g) => g.result === "PASS").length,
    miss: results.goals.filter((g) => g.result === "MISS").length,
    notMeasured: results.goals.filter((g) => g.result === "N/A").length,
  };
  noteLoad("end");
  results.durationMinutes = round((Date.now() - started) / 60000, 1);
  writeFileSync(join(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results, log);
  log(`Finished in ${results.durationMinutes} min.`);

  const measuredSomething =
    results.build?.ok ||
    results.pages.some((p) => p.lighthouse || p.bytes) ||
    results.scaling?.points?.some((p) => p.ok);
  await cleanup();
  process.exit(measuredSomething ? 0 : 1);
}

main().catch(async (error) => {
  console.error(error);
  await cleanup();
  process.exit(1);
});
