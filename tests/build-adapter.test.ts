// The build adapter's list of pages, from outputs shaped as Next hands them to `onBuildComplete` (a few of each kind):
// an app page prerendered to anything but HTML fails the build, naming it; the export lists its home page under /.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NextAdapter } from "next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import adapter, { readBuildOutputs } from "@/lib/build/adapter.mjs";

type BuildComplete = Parameters<NonNullable<NextAdapter["onBuildComplete"]>>[0];

let projectDir: string;

beforeEach(() => {
  projectDir = mkdtempSync(join(tmpdir(), "build-adapter-"));
});
afterEach(() => rmSync(projectDir, { recursive: true, force: true }));

const prerender = (pathname: string, parentOutputId: string, file: string, routeType?: string) => ({
  type: "PRERENDER",
  id: pathname,
  pathname,
  parentOutputId,
  ...(routeType ? { routeType } : {}),
  fallback: { filePath: join(projectDir, ".next/server/route-cache", file), postponedState: undefined },
});

async function complete(output: "export" | undefined, outputs: Record<string, unknown[]>) {
  const empty = { pages: [], pagesApi: [], appPages: [], appRoutes: [], prerenders: [], staticFiles: [] };
  await adapter.onBuildComplete!({
    outputs: { ...empty, ...outputs },
    config: { output },
    projectDir,
    distDir: projectDir,
  } as unknown as BuildComplete);
}

describe("the build adapter", () => {
  it("lists each app page's HTML prerender, not its RSC outputs or a route handler's", async () => {
    await complete(undefined, {
      appPages: [{ id: "/about" }],
      appRoutes: [{ id: "/manifest.webmanifest" }],
      prerenders: [
        prerender("/about", "/about", "about.html", "page"),
        prerender("/about.rsc", "/about", "about.rsc"),
        prerender("/manifest.webmanifest", "/manifest.webmanifest", "manifest.body", "route"),
      ],
    });
    const { pages } = readBuildOutputs("server", { projectDir, distDir: "." });
    expect(pages.map(({ pathname }) => pathname)).toEqual(["/about"]);
  });

  it("fails the build for an app page prerendered to anything but HTML, naming its pathname and file", async () => {
    const build = complete(undefined, {
      appPages: [{ id: "/about" }],
      prerenders: [prerender("/about", "/about", "about.body", "page")],
    });
    await expect(build).rejects.toThrow(
      `The page at /about (/about) was prerendered to ${join(projectDir, ".next/server/route-cache/about.body")}, ` +
        "not to HTML",
    );
  });

  it("lists the export's home page under /, the others by their paths", async () => {
    const file = (pathname: string, name: string) => ({ pathname, filePath: join(projectDir, "out", name) });
    await complete("export", {
      staticFiles: [
        file("/index", "index.html"),
        file("/about", "about.html"),
        file("/index.txt", "index.txt"),
      ],
    });
    const { pages } = readBuildOutputs("export", { projectDir, distDir: "." });
    expect(pages.map(({ pathname }) => pathname)).toEqual(["/", "/about"]);
  });
});
