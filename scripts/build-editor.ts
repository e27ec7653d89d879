// Before `next build`: the owner's editor, Sveltia CMS from npm, as static files the site serves. Its script goes to
// public/_assets/admin/ with a content-hashed name, like the site's modules, and so do the fonts it would fetch from
// a CDN (the editor's policy allows no other origin). public/admin/ gets the page and the configuration, which the
// forms take from the content schemas (lib/editor/config.ts).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildSync } from "esbuild";
import { stringify } from "yaml";
import { rawContent, rawTranslation } from "@/lib/content/raw";
import { claimsSchema } from "@/lib/content/site-schema";
import { editorConfig } from "@/lib/editor/config";
import { without } from "@/lib/editor/entries";
import { ASSETS_PATH, EDITOR_PATH } from "@/lib/security-headers";

const ASSETS_DIR = `public${ASSETS_PATH}admin/`;
const PAGE_DIR = `public${EDITOR_PATH}`;
const SITE_URL = process.env.SITE_URL || "https://www.delandcomputerrepair.example";

const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 10);

/** Writes a file under public/_assets/admin/ with its content's hash in its name; returns its URL. */
function writeHashed(name: string, extension: string, data: string | Buffer): string {
  const file = `${name}-${hashOf(data)}.${extension}`;
  writeFileSync(`${ASSETS_DIR}${file}`, data);
  return `${ASSETS_PATH}admin/${file}`;
}

// Sveltia CMS's stylesheet names each font by its Fontsource CDN address; the same files are on npm.
const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([\d.]+)\/([a-z0-9-]+)\.woff2/g;

/** Sveltia CMS's folder: the package exports its bundler entry only, from dist/, beside its stand-alone script. */
const sveltiaDir = () => join(dirname(require.resolve("@sveltia/cms")), "..");

// Sveltia CMS imports Immutable.js from a CDN for a site's own fields and hooks; its own dependency is on npm.
const IMMUTABLE_IMPORT = /\w+\(`immutable`,`dist\/immutable\.es\.js`\)/;

/** The editor's script with each font it names, and the module it imports for a site's code, served from here. */
function editorScript(): string {
  const packageDir = sveltiaDir();
  const source = readFileSync(join(packageDir, "dist/sveltia-cms.js"), "utf8");
  const fonts = new Map<string, string>();
  for (const [url, family, variable, version, file] of source.matchAll(FONT_URL)) {
    const npmPackage = `@fontsource${variable ? "-variable" : ""}/${family}`;
    const installed = (
      JSON.parse(readFileSync(require.resolve(`${npmPackage}/package.json`), "utf8")) as {
        version: string;
      }
    ).version;
    if (installed !== version)
      throw new Error(
        `The editor's font ${url} is ${npmPackage}@${version}; install that version (it has ${installed}).`,
      );
    const data = readFileSync(require.resolve(`${npmPackage}/files/${family}-${file}.woff2`));
    fonts.set(url, writeHashed(`${family}-${file}`, "woff2", data));
  }
  if (fonts.size === 0)
    throw new Error("Sveltia CMS names no fonts where this script looks for them: check FONT_URL.");
  let script = source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  for (const [url, local] of fonts) script = script.replaceAll(url, local);
  if (!IMMUTABLE_IMPORT.test(script))
    throw new Error(
      "Sveltia CMS imports Immutable.js in a way this script does not know: check IMMUTABLE_IMPORT.",
    );
  const immutable = require.resolve("immutable/dist/immutable.es.js", { paths: [packageDir] });
  const immutableUrl = writeHashed("immutable", "js", readFileSync(immutable));
  return script.replace(IMMUTABLE_IMPORT, `import(${JSON.stringify(immutableUrl)})`);
}

/** The GitHub repository the editor commits to: EDITOR_REPO, else the origin remote's. */
function repository(): string {
  if (process.env.EDITOR_REPO) return process.env.EDITOR_REPO;
  try {
    const origin = execFileSync("git", ["remote", "get-url", "origin"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    const match = /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/.exec(origin);
    if (match) return match[1]!;
  } catch {
    // No remote: only the local repository mode works until EDITOR_REPO is set.
  }
  return "OWNER/REPOSITORY";
}

/** The site's own code for the editor (lib/editor/browser.ts), for the browser, as one script. */
function siteScript(): string {
  const { outputFiles } = buildSync({
    entryPoints: ["lib/editor/browser.ts"],
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    legalComments: "none",
    // The loader reads the build's settings from the environment; in the editor there are none, so its defaults.
    define: { "process.env": "{}" },
    write: false,
  });
  return outputFiles[0]!.text;
}

/** The content as this build read it, which the editor checks an entry among before saving it. */
function contentSnapshot(): string {
  return JSON.stringify({
    english: without(rawContent, "locate"),
    spanish: rawTranslation && without(rawTranslation, "locate"),
  });
}

const page = (scripts: { cms: string; site: string; content: string }, title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link rel="cms-config-url" href="${EDITOR_PATH}config.yml" type="application/yaml" />
  </head>
  <body>
    <script src="${scripts.cms}"></script>
    <script src="${scripts.site}" data-content="${scripts.content}"></script>
  </body>
</html>
`;

rmSync(ASSETS_DIR, { recursive: true, force: true });
rmSync(PAGE_DIR, { recursive: true, force: true });
mkdirSync(ASSETS_DIR, { recursive: true });
mkdirSync(PAGE_DIR, { recursive: true });
/**
 * The editor's script in a folder named by its hash and its chunks', which it loads from a chunks/ folder beside it
 * (React, for a site's own fields): each file keeps the name the script asks for, and a new version a new folder.
 */
function writeEditor(script: string): string {
  const chunksDir = join(sveltiaDir(), "dist/chunks");
  const chunks = readdirSync(chunksDir).filter((file) => file.endsWith(".js"));
  const folder = `sveltia-cms-${hashOf(script + chunks.map((file) => readFileSync(join(chunksDir, file), "utf8")).join(""))}`;
  mkdirSync(`${ASSETS_DIR}${folder}/chunks`, { recursive: true });
  writeFileSync(`${ASSETS_DIR}${folder}/sveltia-cms.js`, script);
  for (const file of chunks) copyFileSync(join(chunksDir, file), `${ASSETS_DIR}${folder}/chunks/${file}`);
  return `${ASSETS_PATH}admin/${folder}/sveltia-cms.js`;
}

const scripts = {
  cms: writeEditor(editorScript()),
  site: writeHashed("site-editor", "js", siteScript()),
  content: writeHashed("content", "json", contentSnapshot()),
};
const config = editorConfig({
  repo: repository(),
  branch: process.env.EDITOR_BRANCH || "main",
  siteUrl: SITE_URL,
  authUrl: process.env.EDITOR_AUTH_URL,
  claims: Object.keys(claimsSchema.parse(rawContent.claims)),
});
writeFileSync(`${PAGE_DIR}config.yml`, stringify(config));
writeFileSync(`${PAGE_DIR}index.html`, page(scripts, "Site editor"));
console.log(`Editor: ${PAGE_DIR}index.html and config.yml, scripts ${scripts.cms} and ${scripts.site}.`);
