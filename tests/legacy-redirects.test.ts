import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import type { IncomingMessage } from "node:http";
import nextConfig from "@/next.config";
import { legacyRules, legacyTarget, nextRedirects } from "@/lib/legacy-redirects";

/** legacyTarget for a URL written as a path with an optional query string. */
function target(url: string): string | null {
  const parsed = new URL(url, "https://example.org");
  return legacyTarget(parsed.pathname, parsed.searchParams);
}

/**
 * What `next start` does with a URL given nextRedirects(): the first rule whose source matches the
 * path (Next's own matcher, with the options it uses for custom routes) and whose `has` conditions
 * match the query. Null when no rule applies.
 */
function nextTarget(url: string): string | null {
  const parsed = new URL(url, "https://example.org");
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(parsed.searchParams.keys())) {
    const values = parsed.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  for (const rule of nextRedirects()) {
    const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true });
    if (!match(parsed.pathname)) continue;
    if (!matchHas({ headers: {} } as IncomingMessage, query, rule.has)) continue;
    return rule.destination;
  }
  return null;
}

const CASES: [url: string, expected: string | null][] = [
  ["/productshow.asp?smallclassid=2&id=62448", "/services"],
  ["/productshow.asp?id=62448&smallclassid=2", "/services"],
  ["/productshow.asp?id=14740&smallclassid=2", "/custom-pc-builder"],
  ["/productshow.asp?smallclassid=2&id=14740", "/custom-pc-builder"],
  ["/productshow.asp?smallclassid=2&id=14740&utm_source=old-link", "/custom-pc-builder"],
  ["/productshow.asp?smallclassid=2&id=99999", "/services"],
  ["/productshow.asp?smallclassid=3&id=14740", "/services"],
  ["/productshow.asp?id=14740", "/services"],
  ["/productshow.asp?smallclassid=2", "/services"],
  ["/productshow.asp", "/services"],
  ["/ProductShow.asp?smallclassid=2&id=14740", "/custom-pc-builder"],
  ["/foo.asp", "/"],
  ["/OLD/PAGE.ASP", "/"],
  ["/index.asp?x=1", "/"],
  ["/a/b/old.asp", "/"],
  ["/news/productshow.asp?smallclassid=2&id=14740", "/"],
  ["/about", null],
  ["/", null],
  ["/services", null],
  ["/foo.aspx", null],
  ["/asp", null],
  ["/foo.asp/bar", null],
];

describe("legacyTarget", () => {
  it.each(CASES)("%s -> %s", (url, expected) => {
    expect(target(url)).toBe(expected);
  });

  it("takes the query as URLSearchParams in any order", () => {
    expect(legacyTarget("/productshow.asp", new URLSearchParams({ id: "14740", smallclassid: "2" }))).toBe(
      "/custom-pc-builder",
    );
    expect(legacyTarget("/productshow.asp", new URLSearchParams({ smallclassid: "2", id: "62448" }))).toBe(
      "/services",
    );
    expect(legacyTarget("/productshow.asp", new URLSearchParams())).toBe("/services");
  });

  it("sends every legacy URL to a path of the site, never back to an .asp URL", () => {
    for (const [url] of CASES) {
      const to = target(url);
      if (to !== null) expect(to.endsWith(".asp"), url).toBe(false);
    }
  });
});

describe("nextRedirects", () => {
  const redirects = nextRedirects();

  it("produces one permanent (301) redirect per legacy rule, in the same order", () => {
    expect(redirects).toHaveLength(legacyRules.length);
    redirects.forEach((redirect, i) => {
      expect(redirect.statusCode).toBe(301);
      expect(redirect.destination).toBe(legacyRules[i]!.to);
    });
  });

  it("turns each rule's query into `has` query conditions", () => {
    redirects.forEach((redirect, i) => {
      const query = legacyRules[i]!.query ?? {};
      expect(redirect.has).toHaveLength(Object.keys(query).length);
      for (const [key, value] of Object.entries(query)) {
        expect(redirect.has).toContainEqual({ type: "query", key, value });
      }
    });
    // The two specific productshow.asp rules really are conditional.
    expect(redirects.filter((r) => r.has.length > 0)).toHaveLength(2);
  });

  it("is what next.config.ts serves", async () => {
    expect(nextConfig.redirects).toBeTypeOf("function");
    expect(await nextConfig.redirects!()).toEqual(redirects);
  });

  it.each(CASES)("under next start, %s -> %s, the same as the redirect screen", (url, expected) => {
    expect(nextTarget(url)).toBe(expected);
  });
});
