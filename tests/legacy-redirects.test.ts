import { describe, expect, it } from "vitest";
import { legacyRedirect } from "@/lib/hosts/legacy-redirect";
import { legacyRuleFor, legacyRules, legacyTarget } from "@/lib/legacy-redirects";
import { REVALIDATE_CACHE, securityHeaders } from "@/lib/security-headers";
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

describe("legacyRedirect: the 301 of proxy.ts (next start), Netlify's edge function and the Cloudflare worker", () => {
  it.each(CASES)("%s -> %s, with no query carried over", (url, expected) => {
    const response = legacyRedirect(new Request(new URL(url, "https://example.org")));
    if (expected === null) {
      expect(response).toBeNull();
      return;
    }
    expect(response!.status).toBe(301);
    expect(response!.headers.get("location")).toBe(expected);
    expect(response!.headers.get("cache-control")).toBe(REVALIDATE_CACHE);
    for (const { key, value } of securityHeaders) expect(response!.headers.get(key), key).toBe(value);
  });
});
