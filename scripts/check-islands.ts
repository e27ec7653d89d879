// Before `next build`: the only client components a page may carry are its islands. A module whose directive
// prologue says "use client" is a client boundary, which Next would ship to the browser with its runtime. The check
// fails closed: it walks the import graph from every route file under app/ (static imports, re-exports, dynamic
// import() and require(), resolved as TypeScript resolves them with the project's tsconfig, node_modules included)
// and refuses the build, naming the file and the module that imports it, for every client boundary it reaches that
// is not the module of an island declared in islands/registry.ts (whose code islands/site.ts loads on its own) or
// one of Next's own client components (node_modules/next/). A "use client" module under app/, components/, islands/
// or lib/ that no route imports yet is refused the same way. Which module an island is comes from the registry
// itself: each entry's loaded component is looked up among the exports of the client modules found, so a registry
// entry whose module is not one of them fails the build too.
import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { extname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { islands } from "@/islands/registry";

const ROUTES_DIR = "app";
const SOURCE_DIRS = ["app", "components", "islands", "lib"];
const isSource = (file: string) => /\.[cm]?[jt]sx?$/.test(file) && !/\.d\.[cm]?ts$/.test(file);
/** What the walk reads: script modules. Stylesheets, JSON, images and other assets hold no imports to follow. */
const SCRIPT_EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"]);
/** Next's special files that must be client components; the site's prerendered pages have no use for them. */
const NEXT_CLIENT_FILES = /(^|\/)(global-)?error\.[jt]sx?$/;

const projectDir = process.cwd();
const shown = (file: string) => relative(projectDir, file);
const inNodeModules = (file: string, pkg = "") => file.includes(`/node_modules/${pkg}`);
/** Next's own client components (its router, links, error boundaries): allowed, as Next builds every page with them. */
const isNextOwn = (file: string) => inNodeModules(file, "next/");
/**
 * Modules the walk checks but does not descend into: React's own packages, the renderer itself, which define what
 * "use client" means and hold no such module; and Next's (above), whose client components are allowed anyway and
 * whose server internals are thousands of modules that the site only reaches through type imports. Any other
 * package is walked like the site's own files.
 */
const isLeaf = (file: string) =>
  isNextOwn(file) || inNodeModules(file, "react/") || inNodeModules(file, "react-dom/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(isSource)
    .map((file) => resolve(dir, file));
}

/** The project's compiler options, resolving to the JavaScript a bundler loads rather than to type declarations. */
function resolutionOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(projectDir, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  return {
    ...config.options,
    allowJs: true,
    // TypeScript's own (internal) switch for resolving to implementation files instead of .d.ts.
    noDtsResolution: true,
    // The export conditions Next resolves server components with.
    customConditions: ["react-server", "node"],
  } as ts.CompilerOptions;
}

function parse(file: string): ts.SourceFile {
  const extension = extname(file);
  const kind =
    extension === ".tsx"
      ? ts.ScriptKind.TSX
      : extension === ".jsx"
        ? ts.ScriptKind.JSX
        : /^\.[cm]?ts$/.test(extension)
          ? ts.ScriptKind.TS
          : ts.ScriptKind.JS;
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, kind);
}

/** Whether "use client" is among the module's directives: the string statements before any other statement. */
function isClientModule(source: ts.SourceFile): boolean {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === "use client") return true;
  }
  return false;
}

interface Specifier {
  text: string;
  mode: ts.ResolutionMode;
}

/**
 * Every module the file loads: its static imports and re-exports, `import x = require()`, and every dynamic
 * `import()` and `require()` with a literal specifier. Type-only imports and exports are left out: TypeScript
 * erases them. A specifier that is not a literal cannot be followed; Next's bundler cannot follow it either.
 */
function specifiers(source: ts.SourceFile): Specifier[] {
  const found: Specifier[] = [];
  const add = (node: ts.Expression | undefined, mode: ts.ResolutionMode = ts.ModuleKind.ESNext) => {
    if (node && ts.isStringLiteralLike(node)) found.push({ text: node.text, mode });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) add(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier);
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      if (!node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference))
        add(node.moduleReference.expression, ts.ModuleKind.CommonJS);
      return;
    }
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
      else if (
        ts.isIdentifier(node.expression) &&
        node.expression.text === "require" &&
        node.arguments.length === 1
      )
        add(node.arguments[0], ts.ModuleKind.CommonJS);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Walk {
  /** Every client boundary reached, with the modules that import it (none for a route file that is one). */
  boundaries: Map<string, Set<string>>;
  problems: string[];
}

/** The import graph from every route file under app/, down to its client boundaries. */
function walkRoutes(options: ts.CompilerOptions): Walk {
  const boundaries = new Map<string, Set<string>>();
  const problems: string[] = [];
  const seen = new Set<string>();
  const host = ts.createModuleResolutionCache(projectDir, (name) => name, options);
  const queue: { file: string; importer?: string }[] = sourceFiles(ROUTES_DIR).map((file) => ({ file }));
  while (queue.length) {
    const { file, importer } = queue.pop()!;
    if (isNextOwn(file)) continue;
    if (boundaries.has(file)) {
      if (importer) boundaries.get(file)!.add(importer);
      continue;
    }
    if (seen.has(file)) continue;
    seen.add(file);
    const source = parse(file);
    if (isClientModule(source)) {
      boundaries.set(file, new Set(importer ? [importer] : []));
      continue;
    }
    if (isLeaf(file)) continue;
    for (const { text, mode } of specifiers(source)) {
      if (isBuiltin(text)) continue;
      const resolved = ts.resolveModuleName(
        text,
        file,
        options,
        ts.sys,
        host,
        undefined,
        mode,
      ).resolvedModule;
      if (!resolved) {
        // An asset (a stylesheet, an image) is the bundler's to load; anything else is a module the check cannot
        // see into, so it fails closed. Inside a package, a specifier that resolves to nothing is an optional
        // dependency that is not installed (its require sits in a try), which no bundle can contain either.
        const extension = extname(text);
        if (extension && !SCRIPT_EXTENSIONS.has(extension)) continue;
        if (inNodeModules(file)) continue;
        problems.push(
          `${shown(file)}: imports "${text}", which does not resolve to a module the check can read`,
        );
        continue;
      }
      if (SCRIPT_EXTENSIONS.has(resolved.extension) && !resolved.resolvedFileName.endsWith(".d.ts"))
        queue.push({ file: resolved.resolvedFileName, importer: file });
    }
  }
  return { boundaries, problems };
}

/** A module's exported values, or why Node could not load it. */
async function exportedValues(file: string): Promise<unknown[] | Error> {
  try {
    return Object.values((await import(pathToFileURL(file).href)) as object);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const REFUSAL =
  'a client component ("use client") that is not a declared island: make it a server component, ' +
  "a behaviour of islands/site.ts, or declare it in islands/registry.ts";
const PACKAGE_REFUSAL =
  'a package\'s client component ("use client") imported by a server module: render it only from a declared ' +
  "island's module (islands/registry.ts), or use something that renders on the server";

async function main() {
  const walk = walkRoutes(resolutionOptions());
  const problems = [...walk.problems];
  // The "use client" modules of the site's own folders, whether a route imports them yet or not.
  for (const file of SOURCE_DIRS.flatMap(sourceFiles))
    if (!walk.boundaries.has(file) && isClientModule(parse(file))) walk.boundaries.set(file, new Set());

  // The islands are among the site's own client modules; a package's are never loaded here.
  const candidates = [...walk.boundaries.keys()].filter((file) => !inNodeModules(file));
  const exports = new Map<string, unknown[]>();
  for (const file of candidates) {
    const values = await exportedValues(file);
    if (values instanceof Error)
      problems.push(
        `${shown(file)}: a client component that Node cannot load, to tell which island it is: ${values}`,
      );
    else exports.set(file, values);
  }
  const islandModules = new Map<string, string>();
  for (const [kind, load] of Object.entries(islands)) {
    let component: unknown;
    try {
      component = await load();
    } catch (error) {
      problems.push(`islands/registry.ts: the island "${kind}" does not load: ${error}`);
      continue;
    }
    const file = candidates.find((candidate) => exports.get(candidate)?.includes(component));
    if (file) islandModules.set(file, kind);
    else
      problems.push(
        `islands/registry.ts: the island "${kind}" loads ${(component as { name?: string })?.name ?? component}, ` +
          `which no "use client" module exports (looked in those the routes under ${ROUTES_DIR}/ import and ` +
          `those under ${SOURCE_DIRS.join("/, ")}/)`,
      );
  }

  for (const [file, importers] of walk.boundaries) {
    if (islandModules.has(file) || isNextOwn(file)) continue;
    const name = shown(file);
    if (NEXT_CLIENT_FILES.test(name) && name.startsWith(`${ROUTES_DIR}/`))
      problems.push(
        `${name}: Next's error files must be client components, which need Next's runtime in the browser, and ` +
          "these pages ship none: delete it (a prerendered page that throws fails the build instead of showing it)",
      );
    else if (importers.size) {
      const by = `imported by ${[...importers].map(shown).sort().join(", ")}`;
      problems.push(
        inNodeModules(file) ? `${name}: ${PACKAGE_REFUSAL} (${by})` : `${name}: ${REFUSAL} (${by})`,
      );
    } else if (name.startsWith(`${ROUTES_DIR}/`)) problems.push(`${name}: a route file that is ${REFUSAL}`);
    else problems.push(`${name}: ${REFUSAL} (no route imports it yet)`);
  }

  if (problems.length) {
    console.error(`Island check failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  const named = [...islandModules].map(([file, kind]) => `${kind} (${shown(file)})`);
  console.log(`Islands OK: the only client components are the declared islands, ${named.join(", ")}.`);
}

export const done = main();
