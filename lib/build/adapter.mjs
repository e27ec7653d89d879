// The site's Next.js build adapter (`adapterPath` in next.config.ts; Next's Build Adapters API). When `next build`
// is done, it writes the files the build produced, as Next's documented outputs list them, to
// <distDir>/build-outputs.json, where the build step (scripts/postbuild.ts), the tests and the benchmark find the
// built pages instead of walking Next's own directories:
//   pages: every HTML page with the pathname it answers. Under `next start`, each prerender's HTML (for an
//          adapter, Next writes prerenders into its route cache) and the HTML static files (/404, /500); for
//          `output: "export"`, every .html file of out/.
//   files: every static file: for an export, every file of out/; under `next start`, Next's client assets, among
//          them the stylesheets pages link.
// Plain JavaScript because Next loads the adapter with Node's own import(), which cannot load TypeScript on Node 20.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const BUILD_OUTPUTS_FILE = "build-outputs.json";

/** @type {import("next").NextAdapter} */
const adapter = {
  name: "deland-documents",
  onBuildComplete({ outputs, config, projectDir, distDir }) {
    const entry = (pathname, filePath) => ({ pathname, file: relative(projectDir, filePath) });
    const files = outputs.staticFiles.map((output) => entry(output.pathname, output.filePath));
    const prerendered = outputs.prerenders.flatMap(({ pathname, fallback }) =>
      fallback?.filePath?.endsWith(".html") ? [entry(pathname, fallback.filePath)] : [],
    );
    const list = {
      output: config.output === "export" ? "export" : "server",
      pages: [...prerendered, ...files.filter(({ file }) => file.endsWith(".html"))],
      files,
    };
    writeFileSync(join(distDir, BUILD_OUTPUTS_FILE), `${JSON.stringify(list, null, 1)}\n`);
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
  const path = join(projectDir, distDir, BUILD_OUTPUTS_FILE);
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
