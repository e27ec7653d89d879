// The requests every static host's table lists, and how a table is printed. Expected legacy targets come from
// lib/legacy-redirects.ts, the rules every host's files are generated from.
import { readdirSync } from "node:fs";
import { content, site } from "@/lib/content";
import type { Language } from "@/lib/i18n";
import { legacyTarget } from "@/lib/legacy-redirects";
import { ASSETS_PATH, EDITOR_PATH, editorHeaders, securityHeaders } from "@/lib/security-headers";

export const exportDir = "out";

/** Every form a legacy URL takes: each query rule in both orders and with extra parameters, other queries, none,
 * another case, and other .asp paths at the root and deeper. */
const legacyUrls = [
  "/productshow.asp?smallclassid=2&id=62448",
  "/productshow.asp?id=62448&smallclassid=2",
  "/productshow.asp?smallclassid=2&id=14740",
  "/productshow.asp?id=14740&smallclassid=2&utm_source=old-link",
  "/productshow.asp?smallclassid=3&id=14740",
  "/productshow.asp?id=14740",
  "/productshow.asp",
  "/ProductShow.asp?smallclassid=2&id=14740",
  "/default.asp",
  "/index.asp?x=1",
  "/shop/old/category.asp?x=1",
  "/OLD/PAGE.ASP",
];

export interface HostRequest {
  url: string;
  kind: "legacy" | "page" | "asset" | "unknown" | "editor";
  /** Where a legacy URL must be sent. */
  redirectTo?: string;
  /** The language of a page's or an unknown path's answer: under /es/, the Spanish not-found page. */
  language?: Language;
}

function siteModule(): string {
  const name = readdirSync(`${exportDir}${ASSETS_PATH}`).find((file) => /^site-.*\.js$/.test(file));
  if (!name) throw new Error(`no site module in ${exportDir}${ASSETS_PATH}: run npm run build:static first`);
  return `${ASSETS_PATH}${name}`;
}

export function hostRequests(): HostRequest[] {
  return [
    ...legacyUrls.map((url) => {
      const parsed = new URL(url, "http://x");
      const redirectTo = legacyTarget(parsed.pathname, parsed.searchParams);
      if (redirectTo === null) throw new Error(`${url} is not a legacy URL`);
      return { url, kind: "legacy" as const, redirectTo };
    }),
    { url: "/about", kind: "page" },
    { url: `/city/${content.cities[0]!.slug}`, kind: "page" },
    { url: siteModule(), kind: "asset" },
    { url: EDITOR_PATH, kind: "editor" },
    { url: "/no-such-page", kind: "unknown", language: "en" },
    ...(site.es
      ? [
          { url: site.es.routes.pages.at(-1)!.path, kind: "page" as const, language: "es" as const },
          { url: "/es/no-such-page", kind: "unknown" as const, language: "es" as const },
          { url: "/es/a/b", kind: "unknown" as const, language: "es" as const },
        ]
      : []),
  ];
}

/** The security headers an answer carries: the editor's page has its own policy and a noindex. */
export const securityHeadersOf = (kind: HostRequest["kind"]) =>
  kind === "editor" ? editorHeaders.filter((h) => h.key !== "Cache-Control") : securityHeaders;

/** Prints rows as an aligned text table under a title. */
export function printTable(title: string, rows: Record<string, string>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const width = (column: string) => Math.max(column.length, ...rows.map((row) => row[column]!.length));
  const line = (cells: (column: string) => string) =>
    columns
      .map((column) => cells(column).padEnd(width(column)))
      .join("  ")
      .trimEnd();
  console.log(
    [
      `\n${title}`,
      line((c) => c),
      line((c) => "-".repeat(width(c))),
      ...rows.map((row) => line((c) => row[c]!)),
    ].join("\n"),
  );
}
