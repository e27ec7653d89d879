/**
 * The old ASP site's URLs and where they live now. One list feeds the hosts' code (proxy.ts under `next start`,
 * lib/hosts/), the static hosts' rule files and the in-browser 'Redirecting...' screen. Every host sends a legacy URL
 * to its target alone: the old query means nothing to the new pages.
 */
interface LegacyRule {
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

/**
 * A query parameter as nginx's $arg_ variables read it (out/nginx.conf), so every host agrees: the name in any case,
 * and a repeated name by its first value.
 */
function argument(search: URLSearchParams, name: string): string | undefined {
  return [...search].find(([key]) => key.toLowerCase() === name)?.[1];
}

/** The rule a URL answers to: the first that matches, or undefined when it is not a legacy URL. */
export function legacyRuleFor(pathname: string, search: URLSearchParams): LegacyRule | undefined {
  const path = pathname.toLowerCase();
  return legacyRules.find((rule) => {
    const pathMatches = rule.from === "*.asp" ? path.endsWith(".asp") : path === rule.from;
    const queryMatches = Object.entries(rule.query ?? {}).every(
      ([key, value]) => argument(search, key) === value,
    );
    return pathMatches && queryMatches;
  });
}

/** Where a legacy URL goes, or null when it is not a legacy URL. */
export function legacyTarget(pathname: string, search: URLSearchParams): string | null {
  return legacyRuleFor(pathname, search)?.to ?? null;
}
