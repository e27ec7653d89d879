// A plain static file server for the export in out/, as a CDN would serve it: /path → /path.html or
// /path/index.html, 404.html with status 404 for anything else. It applies the headers in out/_headers (exact
// paths and "/prefix/*" rules, as Netlify and Cloudflare Pages do) but runs no redirect rules: legacy URLs must
// then be handled by the site itself, the worst case it has to survive.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const [root = "out", port = "3200"] = process.argv.slice(2);
const base = resolve(root);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

function parseHeadersFile(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(":");
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const headerRules = parseHeadersFile(join(base, "_headers"));

function headersFor(path) {
  const headers = {};
  for (const { pattern, headers: list } of headerRules) {
    const matches = pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
    if (matches) for (const [key, value] of list) headers[key.toLowerCase()] = value;
  }
  return headers;
}

function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  if (/(^|\/)(_headers|_redirects|nginx\.conf)$/.test(safe)) return null;
  for (const candidate of [safe, `${safe}.html`, join(safe, "index.html")]) {
    const full = join(base, candidate);
    if (!full.startsWith(base)) return null;
    try {
      if (statSync(full).isFile()) return full;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  const file = fileFor(pathname);
  const status = file ? 200 : 404;
  const path = file ?? join(base, "404.html");
  res.writeHead(status, {
    ...headersFor(pathname),
    "content-type": types[extname(path)] ?? "application/octet-stream",
  });
  if (req.method === "HEAD") return res.end();
  createReadStream(path).pipe(res);
}).listen(Number(port), () => console.log(`Serving ${base} on http://localhost:${port}`));
