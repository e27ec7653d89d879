// The build as Netlify serves it. Netlify runs the edge function the build writes (.netlify/v1/edge-functions/) on
// the paths its declared pattern matches, then its redirect rules, then the static files with their _headers. The
// rule files are validated by Netlify's own parsers (@netlify/redirect-parser, @netlify/headers-parser, what its
// build runs) and each request is evaluated by its redirect engine (netlify-redirector, the matcher `netlify dev`
// runs) and the header paths its parser compiles. Netlify's edge runtime (Deno on its network) does not run offline;
// the bundled function is called here with the same web-standard Request, as that runtime calls it.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import * as cheerio from "cheerio";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parsePlain, type RedirectMatcher } from "netlify-redirector";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPage } from "@/lib/build/adapter.mjs";
import { legacyRules } from "@/lib/legacy-redirects";
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE, REVALIDATE_CACHE } from "@/lib/security-headers";
import { exportDir, hostRequests, printTable, securityHeadersOf } from "./requests";

/** Netlify's documented threshold: from 10,000 redirects on it asks for wildcards or Edge Functions instead. */
const NETLIFY_REDIRECTS_BEFORE_WILDCARDS = 10_000;
/** Netlify's documented limit on an edge function's bundled size. */
const EDGE_FUNCTION_BYTES = 20 * 1024 * 1024;

const redirectsFile = join(exportDir, "_redirects");
const headersFile = join(exportDir, "_headers");
const edgeFunctionFile = ".netlify/v1/edge-functions/legacy-redirects.js";

interface EdgeFunction {
  default: (request: Request) => Response | undefined;
  config: { pattern: string };
}

interface Answer {
  by: "edge function" | "redirect rules" | "static files";
  status?: number;
  location?: string;
  headers: Record<string, string>;
}

/** The rule Netlify's redirect engine applies to a request, if any. */
function redirectRule(engine: RedirectMatcher, url: string) {
  const [path = "", query = ""] = url.split("?");
  return engine.match({
    scheme: "https",
    host: "localhost",
    path,
    query,
    getHeader: () => "",
    getCookie: () => "",
  });
}

const requests = hostRequests();
let engine: RedirectMatcher;
let answers: Map<string, Answer>;
let parsedRedirects: unknown[];
let parsedHeaders: Header[];
let edgeFunction: EdgeFunction;

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
  edgeFunction = (await import(pathToFileURL(resolve(edgeFunctionFile)).href)) as EdgeFunction;

  engine = await parsePlain(readFileSync(redirectsFile, "utf8"), {});
  const answer = (url: string): Answer => {
    const path = url.split("?")[0]!;
    if (new RegExp(edgeFunction.config.pattern).test(path)) {
      const response = edgeFunction.default(new Request(`https://localhost${url}`));
      if (response)
        return {
          by: "edge function",
          status: response.status,
          location: response.headers.get("location") ?? undefined,
          headers: Object.fromEntries(response.headers),
        };
    }
    // A rule without `!` applies only where no file answers the path (Netlify's shadowing).
    const file = [path, `${path}.html`, `${path}/index.html`].some((candidate) =>
      existsSync(join(exportDir, candidate)),
    );
    const found = redirectRule(engine, url);
    const match = found && (found.force || !file) ? found : undefined;
    const ruleHeaders: Record<string, string> = {};
    for (const rule of parsedHeaders.filter((header) => header.forRegExp.test(path)))
      for (const [key, value] of Object.entries(rule.values)) ruleHeaders[key.toLowerCase()] = value;
    return match
      ? { by: "redirect rules", status: match.status, location: match.to, headers: ruleHeaders }
      : { by: "static files", headers: ruleHeaders };
  };
  answers = new Map(requests.map(({ url }) => [url, answer(url)]));
  printTable(
    "Netlify: the edge function, else the redirect engine, else the static files (a file, or 404.html)",
    requests.map(({ url, kind, redirectTo }) => {
      const { by, status, location, headers } = answers.get(url)!;
      return {
        request: url,
        kind,
        expected: redirectTo ? `301 ${redirectTo}` : "",
        "answered by": by,
        redirect: status ? `${status} ${location}` : "",
        CSP: headers["content-security-policy"] === CONTENT_SECURITY_POLICY ? "yes" : "no",
        "Cache-Control": headers["cache-control"] ?? "",
      };
    }),
  );
});

describe("Netlify", () => {
  it("parses every rule file without an error and within its documented limits", () => {
    expect(parsedRedirects.length).toBeGreaterThan(0);
    expect(parsedRedirects.length).toBeLessThan(NETLIFY_REDIRECTS_BEFORE_WILDCARDS);
    expect(parsedHeaders.length).toBeGreaterThan(0);
    expect(readFileSync(edgeFunctionFile).length).toBeLessThanOrEqual(EDGE_FUNCTION_BYTES);
  });

  it("sends every legacy URL to the right page with a 301 from the edge function", () => {
    for (const { url, redirectTo } of requests.filter(({ kind }) => kind === "legacy")) {
      expect(answers.get(url), url).toMatchObject({ by: "edge function", status: 301, location: redirectTo });
    }
  });

  it("without the edge function (out/ deployed alone), its redirect rules still send each exact legacy path on", () => {
    const exactPaths = new Set<string>(
      legacyRules.filter((rule) => rule.from !== "*.asp").map((rule) => rule.from),
    );
    const expressible = requests.filter(
      ({ url, kind }) => kind === "legacy" && exactPaths.has(url.split("?")[0]!),
    );
    expect(expressible.length).toBeGreaterThan(0);
    for (const { url, redirectTo } of expressible) {
      expect(redirectRule(engine, url), url).toMatchObject({ status: 301, to: redirectTo });
    }
    // Other .asp paths then get the 404 page, which sends the visitor on in the browser.
    const $ = cheerio.load(readFileSync(builtPage("export", "/404"), "utf8"));
    expect($("[data-legacy-redirect]")).toHaveLength(1);
  });

  it("redirects no page, asset or unknown path; an unknown path under /es/ gets the Spanish 404 page", () => {
    for (const { url, kind, language } of requests.filter(({ kind }) => kind !== "legacy")) {
      if (kind === "unknown" && language === "es")
        expect(answers.get(url), url).toMatchObject({
          by: "redirect rules",
          status: 404,
          location: "/es/404.html",
        });
      else expect(answers.get(url)!.status, url).toBeUndefined();
    }
    if (requests.some(({ language }) => language === "es"))
      expect(existsSync(join(exportDir, "es/404.html")), "out/es/404.html").toBe(true);
  });

  it("gives every response the security headers and its Cache-Control: immutable for hashed assets only", () => {
    for (const { url, kind } of requests) {
      const { headers } = answers.get(url)!;
      for (const { key, value } of securityHeadersOf(kind))
        expect(headers[key.toLowerCase()], `${url} ${key}`).toBe(value);
      expect(headers["cache-control"], url).toBe(kind === "asset" ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    }
  });
});
