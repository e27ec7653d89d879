// A plain static file server for the export in out/, as a CDN would serve it: /path → /path.html or
// /path/index.html, 404.html with status 404 for anything else. No redirects, no rewrites, no headers
// beyond content type: the worst case the site must survive.
import { createReadStream, statSync } from "node:fs";
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

function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
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
  res.writeHead(status, { "content-type": types[extname(path)] ?? "application/octet-stream" });
  if (req.method === "HEAD") return res.end();
  createReadStream(path).pipe(res);
}).listen(Number(port), () => console.log(`Serving ${base} on http://localhost:${port}`));
