// The servers the bench measures against: `next start` (the site, and the stock Next.js build of it) and a tiny server
// for each script-free variant of the pages (the zero-JS twin: the HTML with every script removed; and the twin with
// its stylesheet inlined, without its web font, and both), which proxies everything else (CSS, fonts, icons, images)
// to `next start`, so every variant gets the same assets with the same headers.
import { createServer, request } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { spawnGroup, waitForHttp } from "./util.mjs";

/** The `next` command of the project in `cwd`, as its package.json names it. */
function nextBin(cwd) {
  const require = createRequire(`${cwd}/package.json`);
  const manifest = require.resolve("next/package.json");
  return join(dirname(manifest), require(manifest).bin.next);
}

/** `next start` on `port` in `cwd` (with `env` added, e.g. another dist dir); resolves once it answers. */
export async function startNext(cwd, port, env = {}) {
  const server = spawnGroup(process.execPath, [nextBin(cwd), "start", "-p", String(port)], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), ...env },
  });
  try {
    await waitForHttp(`http://localhost:${port}/`, 60_000, () => server.alive);
  } catch (error) {
    await server.stop();
    throw new Error(`${error.message}\n${server.output}`);
  }
  return server;
}

/**
 * Removes every executable <script> element (external and inline: Next's runtime, chunks, the RSC payload and
 * its bootstrap) and the <link rel="preload" as="script"> / modulepreload hints, so the browser downloads and
 * runs no JavaScript. Keeps JSON-LD (data, never executed), stylesheets, font preloads and all markup.
 */
export function stripScripts(html) {
  let removedScripts = 0;
  let removedHints = 0;
  let out = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (match, attrs) => {
    if (/\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attrs)) return match;
    removedScripts++;
    return "";
  });
  out = out.replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = tag.match(/\brel\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    const as = tag.match(/\bas\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (rel === "modulepreload" || (rel === "preload" && as === "script")) {
      removedHints++;
      return "";
    }
    return tag;
  });
  return { html: out, removedScripts, removedHints };
}

/** The href of every <link rel="stylesheet"> in `html`. */
export function stylesheetHrefs(html) {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel\s*=\s*["']?stylesheet/i.test(tag))
    .map((tag) => tag.match(/\bhref\s*=\s*["']?([^"'\s>]+)/i)?.[1])
    .filter(Boolean);
}

/** The page with each stylesheet link replaced by a <style> holding the whole sheet (`css`: href → text). */
export function inlineStylesheets(html, css) {
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\brel\s*=\s*["']?stylesheet/i.test(tag)) return tag;
    const href = tag.match(/\bhref\s*=\s*["']?([^"'\s>]+)/i)?.[1];
    if (!css.has(href)) return tag;
    // The sheet's relative url()s (its fonts) resolve against the sheet's address, not the page's.
    const rebased = css
      .get(href)
      .replace(
        /url\(\s*(["']?)(?![a-z]+:|\/)([^"')]+)\1\s*\)/gi,
        (_, quote, path) => `url(${quote}${new URL(path, new URL(href, "http://site")).pathname}${quote})`,
      );
    return `<style>${rebased}</style>`;
  });
}

/** CSS without its @font-face rules: text falls back to the next family in its stack (a system font). */
function withoutFontFaces(css) {
  return css.replace(/@font-face\s*\{[^}]*\}/gi, "");
}

/** The page without web fonts: no font preloads, no @font-face in its inline styles. */
export function withoutWebFonts(html) {
  return html
    .replace(/<link\b[^>]*>/gi, (tag) => (/\bas\s*=\s*["']?font\b/i.test(tag) ? "" : tag))
    .replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
      (_, open, css, close) => open + withoutFontFaces(css) + close,
    );
}

/**
 * Serves `pages` (URL path → HTML) gzipped like `next start` does, and proxies every other request to the upstream
 * `next start` on `upstreamPort`; with `fontFree`, stylesheets pass through withoutFontFaces on the way.
 */
export function startVariantServer(pages, upstreamPort, port, { fontFree = false } = {}) {
  const gzipped = new Map([...pages].map(([path, html]) => [path, gzipSync(Buffer.from(html))]));
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (gzipped.has(pathname) && (req.method === "GET" || req.method === "HEAD")) {
      const acceptsGzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      const body = acceptsGzip ? gzipped.get(pathname) : Buffer.from(pages.get(pathname));
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
        "content-length": body.length,
        vary: "Accept-Encoding",
        ...(acceptsGzip ? { "content-encoding": "gzip" } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const upstream = request(
      {
        host: "localhost",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `localhost:${upstreamPort}` },
      },
      (up) => {
        if (!(fontFree && /\btext\/css\b/.test(up.headers["content-type"] ?? ""))) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks = [];
        up.on("data", (chunk) => chunks.push(chunk));
        up.on("end", () => {
          let body = Buffer.concat(chunks);
          const gzipped = up.headers["content-encoding"] === "gzip";
          body = Buffer.from(withoutFontFaces((gzipped ? gunzipSync(body) : body).toString("utf8")));
          if (gzipped) body = gzipSync(body);
          const headers = { ...up.headers, "content-length": body.length };
          delete headers["transfer-encoding"];
          res.writeHead(up.statusCode ?? 502, headers);
          res.end(req.method === "HEAD" ? undefined : body);
        });
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () =>
      resolve({
        port,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      }),
    );
  });
}
