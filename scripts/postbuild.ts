// After `next build`: makes every built page a document (lib/build/documents.ts) with its styles inline
// (lib/build/page-styles.ts), and fails the build, naming the file and what it found, when a page cannot ship
// without the framework's runtime or would wait for a stylesheet or web font, or when a link of a page or the sitemap
// leads to nothing the build made (lib/build/link-check.ts). The pages, and the stylesheets they
// link, are the ones the site's build adapter listed (lib/build/adapter.mjs). `server` rewrites the pages
// `next start` serves; `static` rewrites out/ and writes the rules a static host needs: _headers and _redirects
// (Netlify / Cloudflare Pages syntax), _worker.js and _routes.json for Cloudflare Pages, Netlify's edge function and an
// nginx server block, from lib/security-headers.ts and lib/legacy-redirects.ts. STOCK_NEXT=1 skips the rewrite, for the benchmark's stock Next.js build.
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { build } from "esbuild";
import { readBuildOutputs, type BuiltFile } from "@/lib/build/adapter.mjs";
import {
  documentLeftovers,
  documentProblems,
  NEXT_OWN_PAGES_FILE,
  stripFrameworkRuntime,
} from "@/lib/build/documents";
import { isRscPayload, nextStartNotFoundFile } from "@/lib/build/next-private";
import { brokenLinks, LINK_ORIGINS_FILE } from "@/lib/build/link-check";
import { inlinePageStyles } from "@/lib/build/page-styles";
import type { LinkOrigin } from "@/lib/content/types";
import { notFoundPath } from "@/lib/i18n";
import { legacyRules } from "@/lib/legacy-redirects";
import { resolveSiteUrl } from "@/lib/site-url";
import {
  EDITOR_PATH,
  editorHeaders,
  editorOwnHeaders,
  HASHED_PATHS,
  IMMUTABLE_CACHE,
  revalidatedHeaders,
  securityHeaders,
} from "@/lib/security-headers";

const distDir = process.env.NEXT_DIST_DIR || ".next";
/** Where Netlify's Frameworks API picks up edge functions in a build on Netlify (beside out/, not in it). */
const NETLIFY_EDGE_FUNCTION = ".netlify/v1/edge-functions/legacy-redirects.js";

/** The stylesheet an href of a page names, from the build's files (read once). */
function stylesheetReader(files: BuiltFile[]): (href: string) => string {
  const fileOf = new Map(files.map(({ pathname, file }) => [pathname, file]));
  const sheets = new Map<string, string>();
  return (href) => {
    const file = fileOf.get(new URL(href, "http://site").pathname);
    if (!file) throw new Error(`a stylesheet that is not among the build's files: ${href}`);
    if (!sheets.has(file)) sheets.set(file, readFileSync(file, "utf8"));
    return sheets.get(file)!;
  };
}

function makeDocuments(pages: BuiltFile[], files: BuiltFile[]) {
  const readStylesheet = stylesheetReader(files);
  const failures: string[] = [];
  const nextOwnPages: Record<string, string> = {};
  const documents = pages.map(({ pathname, file }) => {
    const html = readFileSync(file, "utf8");
    nextOwnPages[pathname] = html;
    const document = inlinePageStyles(stripFrameworkRuntime(html), readStylesheet);
    const problems = [...documentProblems(html), ...documentLeftovers(document)];
    failures.push(...problems.map((problem) => `${relative(".", file)}: ${problem}`));
    return { file, document };
  });
  if (failures.length) {
    console.error(`These pages cannot ship as documents:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  for (const { file, document } of documents) writeFileSync(file, document);
  // Next's pages as it wrote them, for the tests to show their reading of a document finds the runtime there.
  writeFileSync(join(distDir, NEXT_OWN_PAGES_FILE), JSON.stringify(nextOwnPages));
  console.log(`Documents: ${documents.length} pages without the framework's runtime.`);
}

/**
 * The page `next start` answers unknown paths with: not the `/404` output but Next's own copy of it
 * (lib/build/next-private.ts), which must still be that copy, or the server would send a page the build never saw.
 */
function servedNotFound(pages: BuiltFile[]): BuiltFile {
  const notFound = pages.find(({ pathname }) => pathname === "/404");
  const file = nextStartNotFoundFile(distDir);
  if (!notFound || !existsSync(file) || !readFileSync(file).equals(readFileSync(notFound.file)))
    throw new Error(
      `${file} is not a copy of the /404 page: see "Upgrading Next.js" in docs/architecture.md for where next start finds it`,
    );
  return { pathname: "/404", file: resolve(file) };
}

/** The export's RSC payloads: with no client router, nothing requests them. Folders left empty go too. */
function removeRscPayloads(files: BuiltFile[], dir: string) {
  const root = resolve(dir);
  // public/ is the site's own: a .txt file there (robots.txt) is no payload.
  const payloads = files.filter(
    ({ pathname }) => isRscPayload(pathname) && !existsSync(join("public", pathname)),
  );
  for (const { file } of payloads) {
    rmSync(file);
    let folder = dirname(file);
    while (folder !== root && readdirSync(folder).length === 0) {
      rmdirSync(folder);
      folder = dirname(folder);
    }
  }
}

/** The not-found page of the Spanish pages, where the build has them: unknown addresses under /es/ get it. */
const SPANISH_NOT_FOUND = notFoundPath("es");

async function writeStaticHostFiles(pages: BuiltFile[]) {
  const spanish = pages.some((page) => page.pathname === SPANISH_NOT_FOUND);
  const headerLines = (headers: { key: string; value: string }[]) =>
    headers.map((h) => `  ${h.key}: ${h.value}`);
  const immutable = [{ key: "Cache-Control", value: IMMUTABLE_CACHE }];
  // Cloudflare Pages joins the values of a header every matching rule sets, so `! Cache-Control` first drops the
  // one from /*; Netlify skips that line (no colon) and lets the later rule's value win.
  const headersFile = [
    "/*",
    ...headerLines(revalidatedHeaders),
    ...HASHED_PATHS.flatMap((prefix) => [`${prefix}*`, "  ! Cache-Control", ...headerLines(immutable)]),
    // The editor's page and configuration: its own policy in place of the site's.
    ...[EDITOR_PATH.slice(0, -1), `${EDITOR_PATH}*`].flatMap((path) => [
      path,
      "  ! Content-Security-Policy",
      ...headerLines(editorOwnHeaders),
    ]),
  ];
  writeFileSync("out/_headers", `${headersFile.join("\n")}\n`);

  // Netlify syntax; `!` because /productshow.asp is also a file (the "Redirecting..." screen). Netlify has no
  // suffix match, so "*.asp" at any depth is its edge function's; these lines serve a deploy of out/ alone. Cloudflare
  // Pages ignores them (no query conditions, no `!`): its _worker.js answers every legacy URL first.
  const redirects = legacyRules
    .filter((rule) => rule.from !== "*.asp")
    .map((rule) => {
      const query = Object.entries(rule.query ?? {}).map(([key, value]) => `${key}=${value}`);
      return [rule.from, ...query, rule.to, "301!"].join(" ");
    });
  // Without `!`, a rule applies only where no file answers: here, an unknown address under /es/. Cloudflare Pages
  // skips it (its rules cannot answer 404) and serves the nearest 404.html up the tree, out/es/404.html, by itself.
  if (spanish) redirects.push(`/es/* ${SPANISH_NOT_FOUND}.html 404`);
  writeFileSync("out/_redirects", `${redirects.join("\n")}\n`);

  const productshow = legacyRules.filter((rule) => rule.from === "/productshow.asp");
  const queryKeys = [...new Set(productshow.flatMap((rule) => Object.keys(rule.query ?? {})))];
  // nginx drops a server block's add_header lines in any location that has its own, so each repeats them.
  const addHeaders = (headers: { key: string; value: string }[], indent: string) =>
    headers.map((h) => `${indent}add_header ${h.key} "${h.value}" always;`).join("\n");
  const immutableLocation = (prefix: string) => `    location ${prefix} {
${addHeaders([...immutable, ...securityHeaders], "        ")}
    }`;
  const nginx = `# Generated by scripts/postbuild.ts from lib/legacy-redirects.ts and lib/security-headers.ts.
# Include inside the http {} block; set listen and root (the deployed out/ directory) for your machine.

map "${queryKeys.map((key) => `$arg_${key}`).join(":")}" $legacy_productshow_target {
${productshow.map((rule) => `    ${rule.query ? `"${queryKeys.map((key) => rule.query![key] ?? "").join(":")}"` : "default"} ${rule.to};`).join("\n")}
}

server {
    listen 80;
    server_name _;
    root /var/www/deland-computer-repair/out;
    charset utf-8;
    server_tokens off;
    # Location: /services rather than http://host:port/services, which is wrong behind a TLS proxy.
    absolute_redirect off;

${addHeaders(revalidatedHeaders, "    ")}

    location ~* ^/productshow\\.asp$ { return 301 $legacy_productshow_target; }
    location ~* \\.asp$ { return 301 /; }
    location ~ ^/(_headers|_redirects|_routes\\.json|_worker\\.js|nginx\\.conf)$ { return 404; }

${HASHED_PATHS.map(immutableLocation).join("\n\n")}

    # Not in every mime.types.
    location = /manifest.webmanifest {
        types { }
        default_type application/manifest+json;
${addHeaders(revalidatedHeaders, "        ")}
    }

    location ${EDITOR_PATH} {
        # The editor reads its configuration only when served as YAML, which not every mime.types knows.
        types {
            text/html html;
            application/yaml yml;
        }
${addHeaders(editorHeaders, "        ")}
        try_files $uri $uri/index.html =404;
    }

    location = ${EDITOR_PATH.slice(0, -1)} {
${addHeaders(editorHeaders, "        ")}
        try_files ${EDITOR_PATH}index.html =404;
    }

    location = / {
        try_files /index.html =404;
    }

    location / {
        try_files $uri $uri.html $uri/index.html =404;
    }
${
  spanish
    ? `
    location /es/ {
        try_files $uri $uri.html $uri/index.html =404;
        error_page 404 ${SPANISH_NOT_FOUND}.html;
    }
`
    : ""
}
    error_page 404 /404.html;
}
`;
  writeFileSync("out/nginx.conf", nginx);
  await bundleHostCode("lib/hosts/cloudflare-pages-worker.ts", "out/_worker.js");
  await bundleHostCode("lib/hosts/netlify-edge-function.ts", NETLIFY_EDGE_FUNCTION);
  // Hashed assets skip the worker: Cloudflare counts every invocation against the plan's requests.
  const routes = { version: 1, include: ["/*"], exclude: HASHED_PATHS.map((prefix) => `${prefix}*`) };
  writeFileSync("out/_routes.json", `${JSON.stringify(routes, null, 2)}\n`);
  console.log(
    `Static host files: out/_headers, out/_redirects, out/_worker.js, out/_routes.json, out/nginx.conf, ${NETLIFY_EDGE_FUNCTION}.`,
  );
}

/** One self-contained module of a host's own code (no imports left for the host to resolve). */
async function bundleHostCode(entry: string, outfile: string) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    target: "es2022",
    legalComments: "none",
    banner: { js: `// Generated by scripts/postbuild.ts from ${entry}.` },
  });
}

/** Every file under a folder, by the pathname a host serves it at. */
function pathnamesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

/**
 * Fails the build when a built page or the sitemap in `dir` links to a path nothing of the build answers
 * (lib/build/link-check.ts), naming the content field that made the link. The host serves the build's files and
 * public/ (which the export copies into out/).
 */
function checkLinks(pages: BuiltFile[], files: BuiltFile[], dir: "public" | "out") {
  const problems = brokenLinks({
    siteUrl: resolveSiteUrl(),
    pages: pages.map(({ pathname, file }) => ({ pathname, html: readFileSync(file, "utf8") })),
    sitemaps: readdirSync(dir)
      .filter((name) => /^sitemap.*\.xml$/.test(name))
      .map((name) => ({ file: `${dir}/${name}`, xml: readFileSync(join(dir, name), "utf8") })),
    // The export's RSC payloads are gone by now.
    files: [
      ...files.filter(({ file }) => existsSync(file)).map((f) => f.pathname),
      ...pathnamesUnder("public"),
    ],
    origins: JSON.parse(readFileSync(LINK_ORIGINS_FILE, "utf8")) as LinkOrigin[],
  });
  if (problems.length) {
    console.error(
      `These links lead nowhere; fix the content field named, or the code that makes the link:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`Links: every internal URL of ${pages.length} pages and the sitemap leads to the build.`);
}

/** next-sitemap reports some failures without failing the build; make them fail it here. */
function assertSitemap(dir: string) {
  for (const file of ["sitemap.xml", "robots.txt"]) {
    if (!existsSync(join(dir, file))) throw new Error(`${dir}/${file} is missing: next-sitemap did not run`);
  }
}

async function main() {
  const mode = process.argv[2];
  const stock = process.env.STOCK_NEXT === "1";
  if (mode === "server") {
    assertSitemap("public");
    const { pages, files } = readBuildOutputs("server");
    if (!stock) {
      makeDocuments([...pages, servedNotFound(pages)], files);
      checkLinks(pages, files, "public");
    }
  } else if (mode === "static") {
    assertSitemap("out");
    const { pages, files } = readBuildOutputs("export");
    if (!stock) {
      makeDocuments(pages, files);
      removeRscPayloads(files, "out");
      checkLinks(pages, files, "out");
    }
    await writeStaticHostFiles(pages);
  } else {
    throw new Error("usage: tsx scripts/postbuild.ts server|static");
  }
}

void main();
