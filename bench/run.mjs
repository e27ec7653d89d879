#!/usr/bin/env node
// `npm run bench`: how close the site is to its goals and to the zero-JavaScript limit, side by side with a stock
// Next.js build of the same pages.
//
//   1. a cold production build (`npm run build`), timed: wall time, phases, seconds per prerendered page; then
//      the stock build (STOCK_NEXT=1: the App Router runtime kept, into .next-stock);
//   2. `next start` for both, and for one page of each template, three ways in one run (this site, the stock
//      build, and this site's page with every script removed, the zero-JS twin):
//      - Lighthouse (mobile defaults, all four categories for the site), median of 3 runs: scores, LCP, TBT, CLS;
//      - one more run of each at the CPU slowdown Lighthouse's throttling guide calibrates for this machine's
//        benchmarkIndex (the default 4× assumes a fast desktop);
//      - gzipped bytes of JavaScript, HTML and CSS a first visit downloads, scrolling through the page so its
//        islands load (Playwright + Chromium), for the site and the stock build;
//   3. build-time scaling with 20, 200 and 2000 city pages in a throw-away copy under bench/.tmp/;
//   4. a table on stdout and every figure in bench/results.json, each compared with its goal (PASS/MISS).
//
// It never fails on a missed goal; it exits 1 only if it could measure nothing.
//
// Options (for quicker runs while working on the site):
//   --runs=N          Lighthouse runs per page and variant (default 3)
//   --pages=/,/deltona  only these pages
//   --scale=20,200,2000 city totals for the scaling builds; --no-scale skips them
//   --no-build        skip step 1 and measure the existing .next build
//   --keep-tmp        keep bench/.tmp (the scale project and the stripped pages) for inspection
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { timedBuild } from "./lib/build.mjs";
import { launchBrowser, measureBytes } from "./lib/bytes.mjs";
import {
  blockedPatterns,
  calibratedMultiplier,
  chromiumPath,
  failingAudits,
  lighthouseRun,
  medianFigures,
  perfDiagnostics,
  runFigures,
  CATEGORIES,
} from "./lib/lighthouse.mjs";
import { analyseScaling, buildChecks, pageChecks, printReport } from "./lib/report.mjs";
import { prepareScaleProject, removeScaleProject, writeCities } from "./lib/scale.mjs";
import { startNext, startZeroJsServer, stripScripts } from "./lib/servers.mjs";
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

/** One page of each template. */
const PAGES = [
  { path: "/", template: "home" },
  { path: "/services", template: "services index" },
  { path: "/cities", template: "cities index" },
  { path: "/contact", template: "contact" },
  { path: "/deland", template: "featured city (DeLand)" },
  { path: "/orlando", template: "featured city (Orlando)" },
  { path: "/deltona", template: "standard city" },
  { path: "/laptop-repair", template: "standard service" },
  { path: "/student-laptop-repair", template: "rich service" },
  { path: "/water-damaged-laptop-repair", template: "service with carousel" },
];

// ---- options ------------------------------------------------------------------------------------------------
const argv = process.argv.slice(2);
const opt = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const flag = (name) => argv.includes(`--${name}`);
const runs = Math.max(1, Number(opt("runs") ?? 3));
const onlyPages = opt("pages")?.split(",").filter(Boolean);
const pages = onlyPages
  ? onlyPages.map((path) => PAGES.find((p) => p.path === path) ?? { path, template: "?" })
  : PAGES;
const scaleSizes = flag("no-scale")
  ? []
  : (opt("scale") ?? "20,200,2000")
      .split(",")
      .map(Number)
      .filter((n) => n > 0);
const skipBuild = flag("no-build");
const keepTmp = flag("keep-tmp");

// ---- bookkeeping --------------------------------------------------------------------------------------------
const log = (...a) => console.log(...a);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60000).toFixed(1)} min`;
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
    lighthouse:
      "Node API, default config (mobile: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), categories performance, accessibility, best-practices, seo; fresh headless Chromium per run; every non-localhost host blocked; full-page screenshot off",
    zeroJs:
      "the page's HTML as next start serves it, with every executable <script> element and script preload hint removed (JSON-LD, CSS links, font preloads and markup kept), served gzipped from a local server that proxies all other requests to next start; Lighthouse performance category only, same settings",
    medians: "each figure is the median of its runs, independently",
    bytes:
      "Playwright + Chromium, mobile viewport 412x823, fresh context (empty cache), page load until network idle (including what is fetched after the load event, such as lazily loaded components; afterLoadGzipKB says how much); every same-origin response body gzipped with zlib level 9 (gzipKB, compared with the goals); transferred body bytes from next start's own compression recorded as wireKB; KB = 1000 bytes; third-party (map iframe) blocked and excluded",
    build: "npm run build after deleting .next (cold, like a fresh clone)",
  },
  build: null,
  stockBuild: null,
  cpuMultiplier: null,
  pages: [],
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
    `\n[2/4] Pages: Lighthouse ×${runs} (site, stock Next.js, zero-JS twin), a calibrated run, first-visit bytes`,
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
  if (existsSync(join(root, STOCK_ENV.NEXT_DIST_DIR, "BUILD_ID"))) {
    const stockPort = await freePort(3500, [nextPort]);
    const stock = await startNext(root, stockPort, STOCK_ENV);
    cleanups.push(() => stock.stop());
    stockBase = `http://localhost:${stockPort}`;
    log(`  stock Next.js build on ${stockBase}`);
  } else log(`  no stock build (${STOCK_ENV.NEXT_DIST_DIR}/): the stock column stays empty`);

  // The HTML each page serves, its features, and its zero-JS variant.
  const stripped = new Map();
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
      const { html: zero, removedScripts, removedHints } = stripScripts(html);
      stripped.set(page.path, zero);
      entry.zeroJsHtml = { removedScripts, removedHints, bytes: Buffer.byteLength(zero) };
      entry.blocked = blockedPatterns(html);
      mkdirSync(join(tmp, "zero-js"), { recursive: true });
      writeFileSync(
        join(tmp, "zero-js", `${page.path === "/" ? "index" : page.path.slice(1).replace(/\//g, "--")}.html`),
        zero,
      );
    } catch (error) {
      entry.error = String(error.message ?? error);
      fail(`fetch ${page.path}`, error);
    }
  }
  const zeroPort = await freePort(3400, [nextPort, 3500]);
  const zero = await startZeroJsServer(stripped, nextPort, zeroPort);
  cleanups.push(() => zero.stop());
  const zeroBase = `http://localhost:${zeroPort}`;
  log(`  zero-JS variants on ${zeroBase} (stripped copies in bench/.tmp/zero-js/)`);

  // Lighthouse, the three variants interleaved run by run so drift in machine load hits all alike.
  const variants = [
    { key: "site", base },
    ...(stockBase ? [{ key: "stock", base: stockBase, categories: ["performance"] }] : []),
    { key: "zeroJs", base: zeroBase, categories: ["performance"] },
  ];
  for (const entry of entries) {
    results.pages.push(entry);
    if (entry.error) continue;
    const runsOf = Object.fromEntries(variants.map((v) => [v.key, []]));
    const calibratedOf = {};
    const lhrs = [];
    const measure = async (variant, label, cpuMultiplier) => {
      try {
        const lhr = await lighthouseRun(variant.base + entry.path, {
          chromePath,
          blocked: entry.blocked,
          categories: variant.categories,
          cpuMultiplier,
        });
        if (variant.key === "site" && cpuMultiplier === 4) lhrs.push(lhr);
        return runFigures(lhr);
      } catch (error) {
        fail(`lighthouse ${variant.key} ${entry.path} ${label}`, error);
        return null;
      }
    };
    for (let i = 0; i < runs; i++)
      for (const variant of variants) {
        const figures = await measure(variant, `run ${i + 1}`, 4);
        if (figures) runsOf[variant.key].push(figures);
      }
    // The first page's runs fix the calibrated slowdown for the whole bench, so every page shares it.
    results.cpuMultiplier ??= calibratedMultiplier(median(runsOf.site.map((r) => r.benchmarkIndex)));
    if (results.cpuMultiplier)
      for (const variant of variants)
        calibratedOf[variant.key] = await measure(
          variant,
          `at ${results.cpuMultiplier}×`,
          results.cpuMultiplier,
        );

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
    const zero = variantFigures(runsOf.zeroJs, calibratedOf.zeroJs);
    if (zero) entry.zeroJs = { ...entry.zeroJsHtml, ...zero };
    delete entry.zeroJsHtml;
    const zeroLcp = entry.zeroJs?.median?.lcpMs;
    entry.lcpRatio = ratio(entry.lighthouse?.median?.lcpMs, zeroLcp);
    entry.stockLcpRatio = ratio(entry.stock?.median?.lcpMs, zeroLcp);
    entry.calibratedLcpRatio = ratio(entry.lighthouse?.calibrated?.lcpMs, entry.zeroJs?.calibrated?.lcpMs);
    const m = entry.lighthouse?.median;
    const st = entry.stock?.median;
    log(
      `  ${entry.path.padEnd(30)} perf ${m?.scores.performance ?? "—"} (stock ${st?.scores.performance ?? "—"}) a11y ${m?.scores.accessibility ?? "—"} bp ${m?.scores["best-practices"] ?? "—"} seo ${m?.scores.seo ?? "—"} ` +
        `LCP ${m?.lcpMs ?? "—"} ms (stock ${st?.lcpMs ?? "—"}, zero-JS ${zeroLcp ?? "—"} ms, ×${entry.lcpRatio ?? "—"}) TBT ${m?.tbtMs ?? "—"} ms (stock ${st?.tbtMs ?? "—"}) CLS ${m?.cls ?? "—"} · ${elapsed()}`,
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
  const realCities = readdirSync(join(root, "content/cities")).filter(
    (f) => f.endsWith(".ts") && f !== "index.ts",
  ).length;
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
  results.goals = [...results.pages.flatMap(pageChecks), ...buildChecks(results.build, results.scaling)];
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
