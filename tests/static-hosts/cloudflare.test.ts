// The export as Cloudflare Pages serves it, in Cloudflare's own local runtime: `wrangler pages dev out` runs
// out/_worker.js in workerd with the assets, _headers, _redirects and _routes.json the way Pages applies them.
// Also checks every rule file against Cloudflare's documented limits.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "@/lib/content";
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE, REVALIDATE_CACHE } from "@/lib/security-headers";
import { exportDir, hostRequests, printTable, securityHeadersOf } from "./requests";

// https://developers.cloudflare.com/pages/platform/limits/ and the _headers, _redirects and _routes.json pages.
const limits = {
  headerRules: 100,
  headerLineLength: 2_000,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  redirectLineLength: 1_000,
  routesRules: 100,
  routesRuleLength: 100,
  files: 20_000,
  fileBytes: 25 * 1024 * 1024,
  workerGzipBytes: 3 * 1000 * 1000,
};

const require = createRequire(import.meta.url);

function wranglerBin(): string {
  try {
    return require.resolve("wrangler/bin/wrangler.js");
  } catch {
    throw new Error("Cloudflare's local runtime is missing: wrangler is a devDependency, run `npm ci`.");
  }
}

/** The newest date the workerd bundled with wrangler supports, so wrangler never asks the network for a newer one. */
function compatibilityDate(): string {
  const workerd = createRequire(require.resolve("wrangler/package.json"))("workerd") as {
    compatibilityDate: string;
  };
  return workerd.compatibilityDate;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const requests = hostRequests();
const expectedCache = {
  legacy: REVALIDATE_CACHE,
  page: REVALIDATE_CACHE,
  asset: IMMUTABLE_CACHE,
  editor: REVALIDATE_CACHE,
  // Pages' asset server replaces any Cache-Control of a 404 with this, after _headers: it keeps nothing.
  unknown: "no-store",
};
let wrangler: ChildProcess;
let log = "";
let origin: string;
const stateDir = mkdtempSync(join(tmpdir(), "wrangler-pages-"));

interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}
const answers = new Map<string, Answer>();

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  wrangler = spawn(
    process.execPath,
    [
      wranglerBin(),
      "pages",
      "dev",
      exportDir,
      `--compatibility-date=${compatibilityDate()}`,
      "--ip=127.0.0.1",
      `--port=${port}`,
      `--persist-to=${join(stateDir, "state")}`,
      "--show-interactive-dev-session=false",
    ],
    {
      // Offline: no telemetry, no update check (it rides on the banner), no download of request.cf data.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        WRANGLER_LOG_PATH: join(stateDir, "logs"),
        CI: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  wrangler.stdout!.on("data", (chunk: Buffer) => (log += chunk));
  wrangler.stderr!.on("data", (chunk: Buffer) => (log += chunk));
  const exited = new Promise<never>((_, reject) =>
    wrangler.on("exit", (code) => reject(new Error(`wrangler pages dev exited (${code}):\n${log}`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${origin}/contact`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);

  for (const { url } of requests) {
    const response = await fetch(`${origin}${url}`, { redirect: "manual" });
    answers.set(url, {
      status: response.status,
      location: response.headers.get("location"),
      headers: response.headers,
      body: await response.text(),
    });
  }
  printTable(
    "Cloudflare Pages (wrangler pages dev: out/_worker.js, then the assets with _headers)",
    requests.map(({ url, kind, redirectTo }) => {
      const answer = answers.get(url)!;
      return {
        request: url,
        kind,
        expected: redirectTo ? `301 ${redirectTo}` : "",
        answer: `${answer.status}${answer.location ? ` ${answer.location}` : ""}`,
        CSP: answer.headers.get("content-security-policy") === CONTENT_SECURITY_POLICY ? "yes" : "no",
        "Cache-Control": answer.headers.get("cache-control") ?? "",
      };
    }),
  );
}, 120_000);

afterAll(async () => {
  // wrangler writes its state until it has exited; removing the folder before then can find it not empty.
  if (wrangler && wrangler.exitCode === null && wrangler.signalCode === null) {
    const gone = new Promise((resolve) => wrangler!.once("exit", resolve));
    wrangler.kill();
    const killer = setTimeout(() => wrangler.kill("SIGKILL"), 5_000);
    await gone;
    clearTimeout(killer);
  }
  rmSync(stateDir, { recursive: true, force: true, maxRetries: 5 });
});

describe("Cloudflare Pages", () => {
  it("sends every legacy URL to the right page with a 301 from the worker", () => {
    for (const { url, redirectTo } of requests.filter(({ kind }) => kind === "legacy")) {
      const { status, location } = answers.get(url)!;
      expect(status, url).toBe(301);
      expect(location, url).toBe(redirectTo);
    }
  });

  it("serves pages and assets with 200, unknown paths with 404 and the 404 page of their language", () => {
    for (const { url, kind, language } of requests.filter(({ kind }) => kind !== "legacy")) {
      const { status, body } = answers.get(url)!;
      expect(status, url).toBe(kind === "unknown" ? 404 : 200);
      if (kind === "unknown")
        expect(cheerio.load(body)("h1").text(), url).toBe(site[language!]!.pages.notFound.heading);
    }
  });

  it("gives every answer the security headers and its Cache-Control, and every page a validator", () => {
    for (const { url, kind } of requests) {
      const { headers } = answers.get(url)!;
      for (const { key, value } of securityHeadersOf(kind))
        expect(headers.get(key), `${url} ${key}`).toBe(value);
      expect(headers.get("cache-control"), url).toBe(expectedCache[kind]);
      // What a revalidation asks with: without it, every use downloads the page again.
      if (kind === "page") expect(headers.get("etag"), `${url} ETag`).toBeTruthy();
    }
  });

  it("keeps every rule file within Cloudflare's documented limits", () => {
    const lines = (file: string) =>
      readFileSync(join(exportDir, file), "utf8")
        .split("\n")
        .filter((line) => line.trim() && !line.trim().startsWith("#"));
    const headerLines = lines("_headers");
    expect(headerLines.filter((line) => !/^\s/.test(line)).length).toBeLessThanOrEqual(limits.headerRules);
    for (const line of headerLines) expect(line.length).toBeLessThanOrEqual(limits.headerLineLength);

    const redirectSources = lines("_redirects").map((line) => line.trim().split(/\s+/)[0]!);
    const dynamic = redirectSources.filter((source) => /[*:]/.test(source));
    expect(redirectSources.length - dynamic.length).toBeLessThanOrEqual(limits.staticRedirects);
    expect(dynamic.length).toBeLessThanOrEqual(limits.dynamicRedirects);
    for (const line of lines("_redirects"))
      expect(line.length).toBeLessThanOrEqual(limits.redirectLineLength);

    const routes = JSON.parse(readFileSync(join(exportDir, "_routes.json"), "utf8")) as {
      include: string[];
      exclude: string[];
    };
    const routeRules = [...routes.include, ...routes.exclude];
    expect(routeRules.length).toBeLessThanOrEqual(limits.routesRules);
    for (const rule of routeRules) expect(rule.length).toBeLessThanOrEqual(limits.routesRuleLength);

    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const exported = files(exportDir);
    expect(exported.length).toBeLessThanOrEqual(limits.files);
    for (const file of exported) expect(statSync(file).size, file).toBeLessThanOrEqual(limits.fileBytes);
    expect(gzipSync(readFileSync(join(exportDir, "_worker.js"))).length).toBeLessThanOrEqual(
      limits.workerGzipBytes,
    );
  });

  it("applies every _headers rule, and skips only Netlify's lines: /productshow.asp, which the worker answers first, and the Spanish 404, which Pages serves by itself", () => {
    const headerRules = readFileSync(join(exportDir, "_headers"), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !/^\s|^#/.test(line));
    expect(log).toContain(`Parsed ${headerRules.length} valid header rules`);
    expect(log).not.toMatch(/invalid header rule/);
    // Cloudflare's parser names each line it skips as "at out/_redirects:<line> | <text>".
    const skipped = [...log.matchAll(/_redirects:\d+ \| (.+)/g)].map((match) => match[1]!.trim());
    const netlifyOnly = readFileSync(join(exportDir, "_redirects"), "utf8")
      .split("\n")
      .filter((line) => line.trim().split(/\s+/).length > 3 || /\d!$| 404$/.test(line.trim()));
    expect(skipped.sort()).toEqual(netlifyOnly.sort());
    for (const line of netlifyOnly)
      expect(line.startsWith("/productshow.asp ") || line.startsWith("/es/* "), line).toBe(true);
  });
});
