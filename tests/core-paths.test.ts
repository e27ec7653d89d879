// An English core page answers where its route file is: lib/content/core-paths.ts and the folders under app/(en)/
// name the same pages, and the route table takes their paths from there, not from content.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, it } from "vitest";
import { content } from "@/lib/content";
import { englishCorePaths } from "@/lib/content/core-paths";
import { corePageKeys } from "@/lib/content/page-schemas";
import { legacyRules } from "@/lib/legacy-redirects";
import { corePage } from "@/lib/routes";

const APP = join("app", "(en)");

/** The path each route file under app/(en)/ without a [param] in its folders answers at. */
function staticRoutePaths(): string[] {
  return readdirSync(APP, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "page.tsx")
    .map((entry) => relative(APP, entry.parentPath).split(sep).filter(Boolean))
    .filter((segments) => !segments.some((segment) => segment.startsWith("[")))
    .map((segments) => `/${segments.join("/")}`);
}

it("every English core page's path is a route folder, and every other static route is an old address's screen", () => {
  const corePaths = Object.values(englishCorePaths);
  expect(corePaths).toHaveLength(corePageKeys.length);
  // The screen an old .asp address shows while the browser is sent on, on a host that cannot redirect it.
  const legacyScreens = legacyRules.map((rule) => rule.from).filter((from) => from.startsWith("/"));
  expect(staticRoutePaths().sort()).toEqual([...new Set([...corePaths, ...legacyScreens])].sort());
});

it.each(corePageKeys)("the route table has the core page %s at its route folder's path", (key) => {
  expect(corePage(content.routes, key).path).toBe(englishCorePaths[key]);
});
