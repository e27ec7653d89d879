// Runs `npm run build` in a project, timing the whole command and (from its output) each of its phases.
import { spawn } from "node:child_process";
import { rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { readBuildOutputs } from "../../lib/build/adapter.mjs";

const TIMES_MARK = "__bench_build_cpu_times__";

/** A page present at every size, whose HTML size shows whether per-page output grows with the site. */
const SAMPLE_PAGE = "deltona";

/** Every HTML page the build in `dir` wrote, as the site's build adapter listed them; none if it failed. */
function prerenderedPages(dir, distDir = ".next") {
  try {
    return readBuildOutputs("server", { projectDir: dir, distDir }).pages;
  } catch {
    return [];
  }
}

/**
 * Markers in the build's output. The build script is
 * check-content → script modules and social cards → next build → next-sitemap → postbuild (documents).
 */
const MARKERS = [
  ["contentChecked", /Content OK:/],
  ["socialCards", /Social cards:/],
  ["nextBuildStart", /▲ Next\.js|Creating an optimized production build/],
  ["sitemapStart", /\[next-sitemap\]/],
  ["done", /Documents: /],
];

/**
 * `npm run build` in `cwd` after deleting .next (a cold build, as on a fresh clone). Resolves with the wall
 * time, phase times and the number of prerendered pages; never rejects (ok: false and the output's tail).
 */
export function timedBuild(cwd, { log = console.log, label = "build", env = {} } = {}) {
  const distDir = env.NEXT_DIST_DIR ?? ".next";
  rmSync(join(cwd, distDir), { recursive: true, force: true });
  return new Promise((resolve) => {
    const started = performance.now();
    const seen = {};
    const figures = {};
    const tail = [];
    // Through sh so that its `times` builtin reports the CPU time (user + system) of the whole build process
    // tree: a figure that, unlike wall time, barely moves when other work competes for the cores.
    const posix = process.platform !== "win32";
    const child = spawn(
      posix ? "sh" : "npm",
      posix ? ["-c", `npm run build; s=$?; echo ${TIMES_MARK} >&2; times >&2; exit $s`] : ["run", "build"],
      {
        cwd,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let lastReport = 0;
    let timesLines = null;
    const onLine = (raw) => {
      const line = raw.replace(/\x1b\[[0-9;]*m/g, "");
      if (line.trim() === TIMES_MARK) return void (timesLines = []);
      if (timesLines) return void timesLines.push(line);
      const at = (performance.now() - started) / 1000;
      tail.push(line);
      if (tail.length > 60) tail.shift();
      for (const [name, re] of MARKERS) if (!(name in seen) && re.test(line)) seen[name] = at;
      let m;
      if ((m = line.match(/Compiled successfully in ([\d.]+)\s*(ms|s|min)/)))
        figures.compile = toSeconds(m[1], m[2]);
      if ((m = line.match(/Finished TypeScript in ([\d.]+)\s*(ms|s|min)/)))
        figures.typescript = toSeconds(m[1], m[2]);
      if ((m = line.match(/Generating static pages.*\((\d+)\/(\d+)\) in ([\d.]+)\s*(ms|s|min)/))) {
        figures.staticGeneration = toSeconds(m[3], m[4]);
        figures.staticGenerationPages = Number(m[2]);
      }
      if (/Generating static pages/.test(line) && at - lastReport > 30) {
        lastReport = at;
        log(`    [${label}] ${at.toFixed(0)} s: ${line.trim()}`);
      }
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = "";
      stream.on("data", (chunk) => {
        buffer += chunk.toString();
        const lines = buffer.split(/\r?\n/);
        buffer = lines.pop();
        lines.forEach(onLine);
      });
      stream.on("end", () => buffer && onLine(buffer));
    }
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const files = prerenderedPages(cwd, distDir);
      const pages = files.length;
      const htmlBytes = files.reduce((sum, { file }) => sum + statSync(file).size, 0);
      const sample = files.find(({ pathname }) => pathname === `/${SAMPLE_PAGE}`);
      const sampleHtmlBytes = sample ? statSync(sample.file).size : null;
      const phases = {};
      if (seen.contentChecked != null) phases.checkContent = seen.contentChecked;
      if (seen.socialCards != null && seen.contentChecked != null)
        phases.socialCards = seen.socialCards - seen.contentChecked;
      if (seen.sitemapStart != null && seen.socialCards != null)
        phases.nextBuild = seen.sitemapStart - seen.socialCards;
      if (seen.sitemapStart != null) phases.sitemapAndCsp = seconds - seen.sitemapStart;
      for (const key of Object.keys(phases)) phases[key] = round(phases[key], 2);
      // `times` prints the shell's own user/system times, then its children's.
      const children = timesLines?.[1]?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
      const cpuSeconds = children
        ? round(+children[1] * 60 + +children[2] + +children[3] * 60 + +children[4], 1)
        : null;
      resolve({
        ok: code === 0,
        exitCode: code,
        seconds: round(seconds, 2),
        cpuSeconds,
        pages,
        secondsPerPage: pages ? round(seconds / pages, 4) : null,
        phases,
        nextReported: figures,
        htmlMB: round(htmlBytes / 1e6, 1),
        sampleHtml: { page: `/${SAMPLE_PAGE}`, bytes: sampleHtmlBytes },
        ...(code === 0 ? {} : { outputTail: tail.slice(-30).join("\n") }),
      });
    });
  });
}

function toSeconds(value, unit) {
  const n = Number(value);
  return round(unit === "ms" ? n / 1000 : unit === "min" ? n * 60 : n, 2);
}

export function round(n, digits = 2) {
  if (n == null || Number.isNaN(n)) return null;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
