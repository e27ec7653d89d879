/**
 * The old ASP site's URLs and where they live now. One list feeds the server's redirects
 * (next.config.ts), the static hosts' rule files and the in-browser 'Redirecting...' screen.
 */
export interface LegacyRule {
  /** Exact legacy path, or "*.asp" for any other .asp path at any depth. */
  from: "/productshow.asp" | "*.asp";
  /** Query parameters that must all be present with these values (in any order). */
  query?: Record<string, string>;
  to: string;
}

export const legacyRules: LegacyRule[] = [
  { from: "/productshow.asp", query: { smallclassid: "2", id: "62448" }, to: "/services" },
  { from: "/productshow.asp", query: { smallclassid: "2", id: "14740" }, to: "/custom-pc-builder" },
  { from: "/productshow.asp", to: "/services" },
  { from: "*.asp", to: "/" },
];

/** The rule a URL answers to: the first that matches, or undefined when it is not a legacy URL. */
export function legacyRuleFor(pathname: string, search: URLSearchParams): LegacyRule | undefined {
  const path = pathname.toLowerCase();
  return legacyRules.find((rule) => {
    const pathMatches = rule.from === "*.asp" ? path.endsWith(".asp") : path === rule.from;
    // A repeated key counts by its last value, as Next's `has` matching does on the server.
    const queryMatches = Object.entries(rule.query ?? {}).every(
      ([key, value]) => search.getAll(key).at(-1) === value,
    );
    return pathMatches && queryMatches;
  });
}

/** Where a legacy URL goes, or null when it is not a legacy URL. */
export function legacyTarget(pathname: string, search: URLSearchParams): string | null {
  return legacyRuleFor(pathname, search)?.to ?? null;
}

/** The rules in next.config.ts form (permanent redirects under `next start`). */
export function nextRedirects() {
  return legacyRules.map((rule) => ({
    source: rule.from === "*.asp" ? "/:path*/:file([^/]+\\.asp)" : rule.from,
    has: Object.entries(rule.query ?? {}).map(([key, value]) => ({ type: "query" as const, key, value })),
    destination: rule.to,
    // 301 rather than Next's default 308: the status every static host's rules use too.
    statusCode: 301 as const,
  }));
}
