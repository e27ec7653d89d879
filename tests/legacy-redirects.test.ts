import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { legacyRuleFor, legacyRules, legacyTarget, nextRedirects } from "@/lib/legacy-redirects";
import { LEGACY_CASES as CASES } from "./legacy-cases";

/** legacyTarget for a URL written as a path with an optional query string. */
function target(url: string): string | null {
  const parsed = new URL(url, "https://example.org");
  return legacyTarget(parsed.pathname, parsed.searchParams);
}

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

  it("has a case for every rule, so the browser tests ask every server about each rule", () => {
    for (const rule of legacyRules) {
      const covered = CASES.some(([url, expected]) => {
        const { pathname, searchParams } = new URL(url, "https://example.org");
        return legacyRuleFor(pathname, searchParams) === rule && expected === rule.to;
      });
      expect(covered, `${rule.from} ${JSON.stringify(rule.query ?? {})}`).toBe(true);
    }
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
});
