// The island check on real builds, in a scratch copy of the project (its files copied, node_modules hard-linked).
// A route rendering a "use client" component that is no declared island, the site's own or a package's, makes
// `npm run build` fail before `next build` starts, naming the component's file and the route that imports it. The
// same route with the same component as a server component builds; that build is the stock one (STOCK_NEXT=1: Next's
// runtime kept, as the benchmark builds it), so the pages its adapter lists are Next's own output, in which the
// tests' reading of a document for executable parts (e2e/executable-parts.ts) finds the runtime, and finds nothing
// once the build has stripped it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executableParts } from "@/e2e/executable-parts";
import { readBuildOutputs } from "@/lib/build/adapter.mjs";
import { stripFrameworkRuntime } from "@/lib/build/documents";
import { NEXT_CHUNKS_PATH } from "@/lib/build/next-private";

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

/** `npm run build` in the copy, with no build switch but `env`'s: its exit status and everything it printed. */
function build(env: Record<string, string> = {}) {
  const inherited = { ...process.env };
  for (const name of ["STOCK_NEXT", "STATIC_EXPORT", "NEXT_DIST_DIR", "SITE_URL"]) delete inherited[name];
  const run = spawnSync("npm", ["run", "build"], {
    cwd: root,
    env: { ...inherited, NEXT_TELEMETRY_DISABLED: "1", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The build's output ends before `next build` when the island check refuses it. */
function expectRefused({ status, output }: { status: number | null; output: string }, message: string) {
  expect(status, output).not.toBe(0);
  expect(output).toContain(message);
  expect(existsSync(join(root, ".next")), "next build ran").toBe(false);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "islands-build-"));
  cpSync(".", root, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(".", source)) });
  // Hard links: quick, and Turbopack refuses a node_modules that is a link to outside the project.
  const link = spawnSync("cp", ["-al", "node_modules", join(root, "node_modules")], { encoding: "utf8" });
  expect(link.status, link.stderr).toBe(0);
}, SETUP_TIMEOUT);

afterAll(() => rmSync(root, { recursive: true, force: true }), SETUP_TIMEOUT);

describe("the island check, on a real build", { timeout: 600_000 }, () => {
  it("refuses a client component that is not a declared island, naming its file, before next build", () => {
    addWidgetRoute('"use client";\n\n');
    expectRefused(
      build(),
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
      build(),
      `${PACKAGE_CLIENT}: a package's client component ("use client") imported by a server module: render it only ` +
        `from a declared island's module (islands/registry.ts), or use something that renders on the server ` +
        `(imported by ${ROUTE})`,
    );
  });

  it("builds the same route with the component on the server, and Next's own pages carry its runtime", () => {
    addWidgetRoute("");
    const { status, output } = build({ STOCK_NEXT: "1" });
    expect(status, output.slice(-4000)).toBe(0);
    expect(output).toContain("Islands OK");

    const { pages } = readBuildOutputs("server", { projectDir: root, distDir: ".next" });
    expect(pages.map(({ pathname }) => pathname)).toContain("/scratch");
    for (const { pathname, file } of pages) {
      const html = readFileSync(file, "utf8");
      const found = executableParts(html);
      expect(found, pathname).toContain("the RSC payload");
      expect(
        found.some((part) => part.startsWith(`<script src="${NEXT_CHUNKS_PATH}`)),
        pathname,
      ).toBe(true);
      expect(executableParts(stripFrameworkRuntime(html)), pathname).toEqual([]);
    }
  });
});
