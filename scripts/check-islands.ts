// Before `next build`: the only client components a page may carry are its islands. A module whose directive
// prologue says "use client" is a client boundary, which Next would ship to the browser with its runtime; every one
// under app/, components/, islands/ and lib/ must be the module of an island declared in islands/registry.ts (whose
// code islands/site.ts loads on its own), or the build is refused, naming the file and what to do. Which module an
// island is comes from the registry itself: each entry's loaded component is looked up among the exports of the
// "use client" modules, so a registry entry whose module is not one of them fails the build too.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { islands } from "@/islands/registry";

const SOURCE_DIRS = ["app", "components", "islands", "lib"];
const isSource = (file: string) => /\.[cm]?[jt]sx?$/.test(file) && !/\.d\.[cm]?ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(isSource)
    .map((file) => join(dir, file));
}

/** Whether "use client" is among the module's directives: the string statements before any other statement. */
function isClientModule(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === "use client") return true;
  }
  return false;
}

/** A module's exported values; none for a module Node cannot load, which no island's loader loaded either. */
async function exportedValues(file: string): Promise<unknown[]> {
  try {
    return Object.values((await import(pathToFileURL(resolve(file)).href)) as object);
  } catch {
    return [];
  }
}

async function main() {
  const clientModules = SOURCE_DIRS.flatMap(sourceFiles).filter(isClientModule);
  const exports = await Promise.all(clientModules.map(exportedValues));
  const islandModules = new Map<string, string>();
  const problems: string[] = [];
  for (const [kind, load] of Object.entries(islands)) {
    const component = await load();
    const file = clientModules.find((_, i) => exports[i]!.includes(component));
    if (file) islandModules.set(file, kind);
    else
      problems.push(
        `islands/registry.ts: the island "${kind}" loads ${component.name}, which no "use client" module under ` +
          `${SOURCE_DIRS.join("/, ")}/ exports`,
      );
  }
  for (const file of clientModules.filter((file) => !islandModules.has(file)))
    problems.push(
      `${file}: a client component ("use client") that is not a declared island: make it a server component, ` +
        "a behaviour of islands/site.ts, or declare it in islands/registry.ts",
    );
  if (problems.length) {
    console.error(`Island check failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  const named = [...islandModules].map(([file, kind]) => `${kind} (${file})`);
  console.log(`Islands OK: the only client components are the declared islands, ${named.join(", ")}.`);
}

void main();
