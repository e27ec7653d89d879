// `npm test`: every check, each as soon as what it reads exists. The checks of the sources (lint, unit tests) need no
// build and the builds need no check's result, so they run side by side and fill the cores that either leaves idle;
// the host-rule tests read the export, and the browser tests both builds. The first failure stops everything.
import { spawn } from "node:child_process";

/** Each step, after the steps it needs. */
const STEPS = {
  lint: [],
  // After lint rather than beside it: two cores run two of these lanes at their best.
  "test:unit": ["lint"],
  // Content checked and assets made once, for both builds; then each mode's `next build`, the export first (each
  // empties .next/, which `next start` serves).
  "prebuild:steps": [],
  "build:export": ["prebuild:steps"],
  "build:server": ["build:export"],
  "test:hosts": ["build:export", "test:unit"],
  "test:e2e": ["build:server"],
  // The whole project, the route types of the server build included: what the builds would check, once (after the
  // unit tests, which write fixtures into the project).
  typecheck: ["build:server", "test:unit"],
};

const env = {
  ...process.env,
  // Both builds write the same pages.
  BUILD_TIME: process.env.BUILD_TIME ?? new Date().toISOString().slice(0, 19) + "Z",
  // typecheck above checks every file the builds would.
  SKIP_BUILD_TYPECHECK: "1",
};
const running = new Set();
/** Set by the first failure or an interrupt: no step starts after it. */
let stopping = false;

/** Runs one npm script, each line it prints prefixed with its name, so that steps running together read apart. */
function run(script) {
  return new Promise((resolve, reject) => {
    if (stopping) return reject(new Error(`npm run ${script} not started`));
    const child = spawn("npm", ["run", script], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding("utf8");
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`[${script}] ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`[${script}] ${rest}\n`));
    }
    // "close", not "exit": the step's last lines (a failure's summary) are printed before its result counts.
    child.on("close", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} failed (${signal ?? `exit status ${code}`})`));
    });
  });
}

const started = new Map();

/** A step's run, started once, after the steps it needs; it says how long it took. */
function step(script) {
  if (!started.has(script)) {
    started.set(
      script,
      Promise.all(STEPS[script].map(step)).then(async () => {
        const start = performance.now();
        await run(script);
        console.log(`npm test: ${script} passed in ${Math.round((performance.now() - start) / 1000)} s`);
      }),
    );
  }
  return started.get(script);
}

/**
 * Stops every step still running, with an interrupt as from the keyboard (Playwright then stops the servers it
 * started, in groups of their own), and kills what is left after a while. Each step runs in a group of its own, so
 * an interrupt of `npm test` itself reaches them only through here.
 */
async function stop(reason) {
  if (stopping) return;
  stopping = true;
  console.error(`\nnpm test: ${reason}; stopping the steps still running`);
  const signal = (name) => {
    for (const child of running) {
      try {
        process.kill(-child.pid, name);
      } catch {
        // That step's group has exited already.
      }
    }
  };
  const stopped = [...running].map((child) => new Promise((resolve) => child.once("close", resolve)));
  signal("SIGINT");
  const killer = setTimeout(() => signal("SIGKILL"), 15_000);
  await Promise.all(stopped);
  clearTimeout(killer);
  process.exit(1);
}

for (const name of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(name, () => stop(`${name} received`));

try {
  await Promise.all(Object.keys(STEPS).map(step));
} catch (error) {
  await stop(error.message);
}
