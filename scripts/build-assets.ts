// Before `next build`: bundles the browser's code with esbuild into public/_assets/, with content-hashed names.
// islands/site.ts, the small module every page loads, is one file with nothing shared, so a page that has no
// island makes one script request. Each island it imports lazily is a module of its own; they share React through
// common chunks. The site module's URL goes to .generated/assets.json for the layout to reference.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { build, type BuildOptions, type Metafile } from "esbuild";
import { ASSETS_PATH } from "@/lib/security-headers";

const outdir = `public${ASSETS_PATH}`;
const common: BuildOptions = {
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  // Island components carry "use client" for Next's server render; a bundle has no use for it.
  logOverride: { "module-level-directive": "silent" },
  legalComments: "none",
  metafile: true,
};

const urlOf = (output: string) => `/${output.slice("public/".length)}`;

/** Output file → the source module it was built from, for entry outputs. */
function entries(metafile: Metafile): Map<string, string> {
  return new Map(
    Object.entries(metafile.outputs).flatMap(([output, { entryPoint }]) =>
      entryPoint ? [[resolve(entryPoint), output] as const] : [],
    ),
  );
}

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  // 1. The modules the site module imports lazily: the islands and the hydration code.
  const probe = await build({
    ...common,
    entryPoints: ["islands/site.ts"],
    outdir,
    splitting: true,
    write: false,
  });
  const lazyModules = [...entries(probe.metafile!).keys()].filter(
    (file) => !file.endsWith("islands/site.ts"),
  );
  // 2. Those modules, sharing chunks between them.
  const lazy = await build({
    ...common,
    entryPoints: lazyModules,
    outdir,
    splitting: true,
    entryNames: "[name]-[hash]",
    chunkNames: "shared-[hash]",
  });
  const lazyUrls = new Map([...entries(lazy.metafile!)].map(([module, output]) => [module, urlOf(output)]));
  // 3. The site module, importing each of them by its final URL.
  const site = await build({
    ...common,
    entryPoints: { site: "islands/site.ts" },
    outdir,
    entryNames: "[name]-[hash]",
    plugins: [
      {
        name: "lazy-modules-by-url",
        setup(plugin) {
          plugin.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind !== "dynamic-import") return undefined;
            // Resolved as a static import, so this callback does not see its own lookup.
            const resolved = await plugin.resolve(args.path, {
              resolveDir: args.resolveDir,
              kind: "import-statement",
            });
            const url = lazyUrls.get(resolved.path);
            if (!url) throw new Error(`${args.path} was not bundled as a lazy module`);
            return { path: url, external: true };
          });
        },
      },
    ],
  });
  const [siteOutput] = entries(site.metafile!).values();
  mkdirSync(".generated", { recursive: true });
  const manifest = { site: urlOf(siteOutput!) };
  writeFileSync(".generated/assets.json", `${JSON.stringify(manifest, null, 2)}\n`);
  const files = Object.keys({ ...lazy.metafile!.outputs, ...site.metafile!.outputs });
  console.log(`Script modules: ${files.length} files in ${outdir} (entry ${manifest.site}).`);
}

export const done = main();
