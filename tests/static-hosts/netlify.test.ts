// The export's _redirects and _headers as Netlify reads them: validated by Netlify's own parsers
// (@netlify/redirect-parser, @netlify/headers-parser, what its build runs) and every request evaluated by its
// redirect engine (netlify-redirector, the matcher `netlify dev` runs) and the header paths its parser compiles.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import * as cheerio from "cheerio";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parsePlain } from "netlify-redirector";
import { beforeAll, describe, expect, it } from "vitest";
import { legacyRules } from "@/lib/legacy-redirects";
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE, securityHeaders } from "@/lib/security-headers";
import { exportDir, hostRequests, printTable } from "./requests";

/** Netlify's documented threshold: from 10,000 redirects on it asks for wildcards or Edge Functions instead. */
const NETLIFY_REDIRECTS_BEFORE_WILDCARDS = 10_000;

const redirectsFile = join(exportDir, "_redirects");
const headersFile = join(exportDir, "_headers");

interface Answer {
  status?: number;
  location?: string;
  headers: Record<string, string>;
}

let answers: Map<string, Answer>;
let parsedRedirects: unknown[];
let parsedHeaders: Header[];

beforeAll(async () => {
  const redirects = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    configRedirects: [],
    minimal: false,
  });
  expect(redirects.errors.map(String), "Netlify's redirect parser").toEqual([]);
  parsedRedirects = redirects.redirects;
  const headers = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false });
  expect(headers.errors.map(String), "Netlify's header parser").toEqual([]);
  parsedHeaders = headers.headers as Header[];

  const engine = await parsePlain(readFileSync(redirectsFile, "utf8"), {});
  answers = new Map(
    hostRequests().map(({ url }) => {
      const [path = "", query = ""] = url.split("?");
      const match = engine.match({
        scheme: "https",
        host: "localhost",
        path,
        query,
        getHeader: () => "",
        getCookie: () => "",
      });
      const headers: Record<string, string> = {};
      for (const rule of parsedHeaders.filter((header) => header.forRegExp.test(path)))
        for (const [key, value] of Object.entries(rule.values)) headers[key.toLowerCase()] = value;
      return [url, { status: match?.status, location: match?.to, headers }];
    }),
  );
  printTable(
    "Netlify: the redirect engine's answer and the headers its rules give (no redirect: the file, or 404.html)",
    hostRequests().map(({ url, kind, redirectTo }) => {
      const answer = answers.get(url)!;
      return {
        request: url,
        kind,
        expected: redirectTo ? `301 ${redirectTo}` : "",
        redirect: answer.status
          ? `${answer.status} ${answer.location}`
          : kind === "legacy"
            ? "none: 404 page, sent on in the browser"
            : "none",
        CSP: answer.headers["content-security-policy"] === CONTENT_SECURITY_POLICY ? "yes" : "no",
        "Cache-Control": answer.headers["cache-control"] ?? "",
      };
    }),
  );
});

describe("Netlify", () => {
  it("parses every rule file without an error and within its documented limits", () => {
    expect(parsedRedirects.length).toBeGreaterThan(0);
    expect(parsedRedirects.length).toBeLessThan(NETLIFY_REDIRECTS_BEFORE_WILDCARDS);
    expect(parsedHeaders.length).toBeGreaterThan(0);
  });

  it("sends every legacy URL its _redirects can express to the right page with a 301", () => {
    // Netlify paths are case-sensitive and have no suffix match, so only the exact legacy paths are rules there;
    // other .asp paths get the 404 page, which sends the visitor on in the browser.
    const exactPaths = new Set<string>(
      legacyRules.filter((rule) => rule.from !== "*.asp").map((rule) => rule.from),
    );
    const expressible = hostRequests().filter(
      ({ url, kind }) => kind === "legacy" && exactPaths.has(url.split("?")[0]!),
    );
    expect(expressible.length).toBeGreaterThan(5);
    for (const { url, redirectTo } of expressible) {
      expect(answers.get(url), url).toMatchObject({ status: 301, location: redirectTo });
    }
  });

  it("leaves the other legacy URLs to the 404 page, which sends them on in the browser", () => {
    const $ = cheerio.load(readFileSync(join(exportDir, "404.html"), "utf8"));
    expect($("[data-legacy-redirect]")).toHaveLength(1);
  });

  it("redirects no page, asset or unknown path", () => {
    for (const { url } of hostRequests().filter(({ kind }) => kind !== "legacy")) {
      expect(answers.get(url)!.status, url).toBeUndefined();
    }
  });

  it("gives every response the security headers, and the immutable cache only to hashed assets", () => {
    for (const { url, kind } of hostRequests()) {
      const { headers } = answers.get(url)!;
      for (const { key, value } of securityHeaders)
        expect(headers[key.toLowerCase()], `${url} ${key}`).toBe(value);
      if (kind === "asset") expect(headers["cache-control"], url).toBe(IMMUTABLE_CACHE);
      else expect(headers["cache-control"], url).toBeUndefined();
    }
  });
});
