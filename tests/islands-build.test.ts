// The island check on a scratch copy of the project (its files copied, node_modules hard-linked), run as the build
// runs it: a route rendering a "use client" component that is no declared island, the site's own or a package's, is
// refused, naming the component's file and the route that imports it; the same component on the server passes.
// That the build runs this check before `next build` is read from package.json's scripts.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** What a build writes or a checkout does not hold. */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  ".next",
  ".next-stock",
  "out",
  "bench",
  "test-results",
  "playwright-report",
  "blob-report",
  ".generated",
  ".netlify",
  ".wrangler",
  "public/og",
  "public/_assets",
  "public/admin",
]);
const WIDGET = "components/scratch/undeclared-widget.tsx";
const ROUTE = "app/(en)/scratch/page.tsx";
/** A package's client component: the module `@radix-ui/react-accordion` resolves to begins with "use client". */
const PACKAGE_CLIENT = "node_modules/@radix-ui/react-accordion/dist/index.mjs";
/** Copying the project and linking node_modules outlasts Vitest's default timeout on a busy machine. */
const SETUP_TIMEOUT = 180_000;

let root: string;

function write(file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A route rendering the widget, which is a client component when `directive` says so. */
function addWidgetRoute(directive: string) {
  write(WIDGET, `${directive}export function UndeclaredWidget() {\n  return <p>A widget.</p>;\n}\n`);
  write(
    ROUTE,
    'import { UndeclaredWidget } from "@/components/scratch/undeclared-widget";\n\n' +
      "export default function Page() {\n  return <UndeclaredWidget />;\n}\n",
  );
}

/** The island check in the copy: its exit status and everything it printed. */
function checkIslands() {
  const run = spawnSync("npx", ["tsx", "scripts/check-islands.ts"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function expectRefused({ status, output }: { status: number | null; output: string }, message: string) {
  expect(status, output).not.toBe(0);
  expect(output).toContain(message);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "islands-check-"));
  // The no-cycle test's fixtures come and go in tests/ while this copy is made.
  const copied = (path: string) => !NOT_COPIED.has(path) && !path.startsWith("tests/no-cycle-fixture-");
  cpSync(".", root, { recursive: true, filter: (source) => copied(relative(".", source)) });
  // Hard links: quick, and module resolution must see a node_modules inside the project, as the build does.
  const link = spawnSync("cp", ["-al", "node_modules", join(root, "node_modules")], { encoding: "utf8" });
  expect(link.status, link.stderr).toBe(0);
}, SETUP_TIMEOUT);

afterAll(() => rmSync(root, { recursive: true, force: true }), SETUP_TIMEOUT);

describe("the island check, on a copy of the project", { timeout: 120_000 }, () => {
  it("runs in both builds before next build", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    // A script's steps, with each `npm run` of another script replaced by that script's steps.
    const steps = (script: string): string[] =>
      scripts[script]!.split("&&")
        .map((step) => step.trim())
        .flatMap((step) => (/^npm run [\w:-]+$/.test(step) ? [step, ...steps(step.slice(8))] : [step]));
    // Its steps run in one process: scripts/run-scripts.ts, given each script.
    expect(steps("prebuild:steps").join(" ").split(/\s+/)).toContain("scripts/check-islands.ts");
    for (const build of ["build", "build:static"]) {
      const order = steps(build);
      const nextBuild = order.findIndex((step) => /\bnext build\b/.test(step));
      expect(nextBuild, build).toBeGreaterThan(0);
      expect(order.slice(0, nextBuild), build).toContain("npm run prebuild:steps");
    }
  });

  it("refuses a client component that is not a declared island, naming its file", () => {
    addWidgetRoute('"use client";\n\n');
    expectRefused(
      checkIslands(),
      `${WIDGET}: a client component ("use client") that is not a declared island: make it a server component, ` +
        `a behaviour of islands/site.ts, or declare it in islands/registry.ts (imported by ${ROUTE})`,
    );
  });

  it("refuses a package's client component that a route imports, naming the package's file and the route", () => {
    write(
      ROUTE,
      'import * as Accordion from "@radix-ui/react-accordion";\n\n' +
        'export default function Page() {\n  return <Accordion.Root type="single" />;\n}\n',
    );
    expectRefused(
      checkIslands(),
      `${PACKAGE_CLIENT}: a package's client component ("use client") imported by a server module: render it only ` +
        `from a declared island's module (islands/registry.ts), or use something that renders on the server ` +
        `(imported by ${ROUTE})`,
    );
  });

  it("passes the same route with the component on the server", () => {
    addWidgetRoute("");
    const { status, output } = checkIslands();
    expect(status, output).toBe(0);
    expect(output).toContain("Islands OK");
  });
});
