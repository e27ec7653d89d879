// The site's Next.js build adapter (`adapterPath` in next.config.ts; Next's Build Adapters API). When `next build`
// is done, it writes the files the build produced, as Next's documented outputs list them, to
// <distDir>/build-outputs.json (the export's to .generated/export-outputs.json), where the build step (scripts/postbuild.ts), the tests and the benchmark find the
// built pages instead of walking Next's own directories:
//   pages: every HTML page with the pathname it answers. Under `next start`, each prerender's HTML (for an
//          adapter, Next writes prerenders into its route cache) and the HTML static files (/404, /500); for
//          `output: "export"`, every .html file of out/, the home page under / (Next lists it as /index).
//          An app page prerendered to anything but HTML fails the build.
//   files: every static file: for an export, every file of out/; under `next start`, Next's client assets, among
//          them the stylesheets pages link.
// Plain JavaScript because Next loads the adapter with Node's own import(), which cannot load TypeScript on Node 20.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { EDITOR_PATH } from "../editor-path.mjs";
import { dirname, join, relative, resolve } from "node:path";

const BUILD_OUTPUTS_FILE = "build-outputs.json";
/**
 * The export's list is kept outside the build's folder, beside its pages' out/: every `next build` empties that
 * folder, and the server build, whose files `next start` serves from it, is made after the export.
 */
const EXPORT_OUTPUTS_FILE = ".generated/export-outputs.json";

/** Where the list of a build for `output` is written, in the project at `projectDir`. */
function listFile(output, projectDir, distDir) {
  return output === "export"
    ? join(projectDir, EXPORT_OUTPUTS_FILE)
    : join(projectDir, distDir, BUILD_OUTPUTS_FILE);
}

/**
 * The prerenders that are HTML files: the pages under app/ (and their not-found page), not their RSC or segment
 * outputs, route handlers or metadata routes. Every app page's primary prerender (`routeType: "page"`, from one of
 * `outputs.appPages`) must be one: a page whose prerender is not HTML would be missing from the list, and the build
 * step would not make it a document, so the build fails instead, naming it.
 */
function htmlPrerenders({ prerenders, appPages }) {
  const isHtml = ({ fallback }) => fallback?.filePath?.endsWith(".html") ?? false;
  const appPageIds = new Set(appPages.map(({ id }) => id));
  for (const prerender of prerenders)
    if (prerender.routeType === "page" && appPageIds.has(prerender.parentOutputId) && !isHtml(prerender))
      throw new Error(
        `The page at ${prerender.pathname} (${prerender.parentOutputId}) was prerendered to ` +
          `${prerender.fallback?.filePath ?? "no file"}, not to HTML: the build step (scripts/postbuild.ts) makes ` +
          "documents of HTML pages only, and would leave it out. See lib/build/adapter.mjs.",
      );
  return prerenders.filter(isHtml);
}

/**
 * An exported page under the pathname it is served at: Next names an export's files by their paths in out/, so the
 * home page, out/index.html, is "/index" (and a page written as <dir>/index.html is "<dir>/index").
 */
const asServed = ({ pathname, file }) => ({ pathname: pathname.replace(/\/index$/, "") || "/", file });

/** @type {import("next").NextAdapter} */
const adapter = {
  name: "deland-documents",
  onBuildComplete({ outputs, config, projectDir, distDir }) {
    const entry = (pathname, filePath) => ({ pathname, file: relative(projectDir, filePath) });
    const files = outputs.staticFiles.map((output) => entry(output.pathname, output.filePath));
    const export_ = config.output === "export";
    const list = {
      output: export_ ? "export" : "server",
      pages: [
        ...htmlPrerenders(outputs).map(({ pathname, fallback }) => entry(pathname, fallback.filePath)),
        ...files
          .filter(({ file, pathname }) => file.endsWith(".html") && !pathname.startsWith(EDITOR_PATH))
          .map(export_ ? asServed : (page) => page),
      ],
      files,
    };
    const file = listFile(list.output, projectDir, relative(projectDir, distDir));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(list, null, 1)}\n`);
  },
};

export default adapter;

/**
 * The list the adapter wrote for the last build of the project in `projectDir` (paths resolved against it), which
 * must be a build for `output`: "server" (`npm run build`) or "export" (`npm run build:static`).
 */
export function readBuildOutputs(
  output,
  { projectDir = process.cwd(), distDir = process.env.NEXT_DIST_DIR || ".next" } = {},
) {
  const path = listFile(output, projectDir, distDir);
  const command = output === "export" ? "npm run build:static" : "npm run build";
  if (!existsSync(path)) throw new Error(`${path} is missing: run ${command} first`);
  const list = JSON.parse(readFileSync(path, "utf8"));
  if (list.output !== output)
    throw new Error(`${path} lists a build for ${list.output}: run ${command} first`);
  const resolved = (entries) =>
    entries.map(({ pathname, file }) => ({ pathname, file: resolve(projectDir, file) }));
  return { pages: resolved(list.pages), files: resolved(list.files) };
}

/** The file of the page at `pathname` in the last build for `output`. */
export function builtPage(output, pathname) {
  const page = readBuildOutputs(output).pages.find((page) => page.pathname === pathname);
  if (!page) throw new Error(`the ${output} build lists no page at ${pathname}`);
  return page.file;
}
