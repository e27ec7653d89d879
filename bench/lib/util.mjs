import { spawn } from "node:child_process";
import { createServer } from "node:net";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function median(values) {
  const list = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

export function round(n, digits = 2) {
  if (n == null || Number.isNaN(n)) return null;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** The first port from `start` that nothing listens on (checked on all interfaces and on localhost). */
export async function freePort(start, avoid = []) {
  for (let port = start; port < start + 200; port++) {
    if (avoid.includes(port)) continue;
    if ((await canListen(port, "::")) && (await canListen(port, "127.0.0.1"))) return port;
  }
  throw new Error(`no free port from ${start}`);
}

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", (error) => resolve(error.code === "EAFNOSUPPORT" || error.code === "EADDRNOTAVAIL"));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(url, timeoutMs = 60_000, isAlive = () => true) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`the server for ${url} exited before it answered`);
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Process groups (by their leader's pid) to end if the bench exits or is stopped. */
const groups = new Set();

/** Has the process group `pid` leads ended with the bench (a browser another library started); returns a release. */
export function adoptGroup(pid) {
  groups.add(pid);
  return () => groups.delete(pid);
}

/** Spawns a long-running child in its own process group, so stop() ends it and anything it started. */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  child.on("exit", () => {
    exited = true;
    groups.delete(child.pid);
  });
  const handle = {
    child,
    get output() {
      return output;
    },
    get alive() {
      return !exited;
    },
    async stop() {
      if (exited) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      for (let i = 0; i < 40 && !exited; i++) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    },
  };
  groups.add(child.pid);
  return handle;
}

/** Kills every process group spawnGroup started or adoptGroup took on; for exit and signal handlers. */
export function killChildrenSync() {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  groups.clear();
}

export const kb = (bytes) => (bytes == null ? null : round(bytes / 1000, 1));
