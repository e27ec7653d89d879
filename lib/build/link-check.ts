// After a build: every internal URL a crawler follows from a built page (links, the canonical and hreflang links,
// images, scripts, social-card URLs, structured data) and every URL of the sitemap must lead to something the host
// serves: a built page, a built or public file, or a redirect of lib/legacy-redirects.ts. The content check compares
// content's links with the route table; this compares the pages with what was built, so a path the route table and
// the app's route folders disagree on fails the build too. A link content made is named by the file and field it
// comes from (recorded by the content loader, written by scripts/prepare-build.tsx), for the owner to fix; any other
// by its page and element.
import * as cheerio from "cheerio";
import type { Element } from "domhandler";
import { parsePage } from "@/lib/build/html";
import type { LinkOrigin } from "@/lib/content/types";
import { legacyRuleFor } from "@/lib/legacy-redirects";

/** Where the build writes the origin of every internal link of content, for this check. */
export const LINK_ORIGINS_FILE = ".generated/link-origins.json";

export interface LinkCheckInput {
  /** The site's origin: absolute URLs on it are internal. */
  siteUrl: string;
  pages: { pathname: string; html: string }[];
  sitemaps: { file: string; xml: string }[];
  /** The pathname of every file the host serves besides the pages: the build's static files, public/. */
  files: Iterable<string>;
  origins: LinkOrigin[];
}

/** An internal URL found in the build, and where: worded only for a link that leads nowhere. */
interface Found {
  url: URL;
  place: () => string;
}

/** Where an element sits, for a reader of the page: its tag and what tells it apart, in its landmark. */
function describe($: cheerio.CheerioAPI, element: Element): string {
  const node = $(element);
  const named = ["rel", "hreflang", "property", "name"]
    .map((attribute) => [attribute, node.attr(attribute)])
    .filter(([, value]) => value)
    .map(([attribute, value]) => ` ${attribute}="${value}"`)
    .join("");
  const text = node.text().replace(/\s+/g, " ").trim();
  const label = text && element.tagName !== "script" ? ` "${text.slice(0, 40)}"` : "";
  const landmark = node.parents("header, nav, main, footer, aside").first();
  const name = landmark.attr("aria-label");
  const within = landmark.length
    ? ` in <${landmark.prop("tagName")!.toLowerCase()}${name ? ` aria-label="${name}"` : ""}>`
    : "";
  return `<${element.tagName}${named}>${label}${within}`;
}

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** What a crawler on `base` follows from a page: every attribute that holds a URL, and structured data's URLs. */
function pageUrls(html: string, base: URL, internal: (value: string, base: URL) => URL | undefined): Found[] {
  const $ = parsePage(html);
  const found: Found[] = [];
  const add = (value: string | undefined, place: () => string) => {
    const url = value === undefined ? undefined : internal(value, base);
    if (url) found.push({ url, place });
  };
  $("[href], [src], [poster], form[action]").each((_, element) => {
    for (const attribute of ["href", "src", "poster", "action"])
      add($(element).attr(attribute), () => describe($, element));
  });
  $("[srcset]").each((_, element) => {
    for (const candidate of $(element).attr("srcset")!.split(","))
      add(candidate.trim().split(/\s+/)[0], () => describe($, element));
  });
  // Social cards' URLs are absolute; a meta tag's other content is text.
  $("meta[content]").each((_, element) => {
    const content = $(element).attr("content")!;
    if (/^https?:\/\//i.test(content)) add(content, () => describe($, element));
  });
  $('script[type="application/ld+json"]').each((_, element) => {
    for (const value of strings(JSON.parse($(element).text())))
      if (/^https?:\/\//i.test(value)) add(value, () => "structured data (JSON-LD)");
  });
  return found;
}

/** The URLs of a sitemap: each page's, and its hreflang alternates'. */
function sitemapUrls(xml: string): { value: string; place: string }[] {
  const $ = cheerio.load(xml, { xml: true });
  return [
    ...$("url > loc")
      .map((_, element) => ({ value: $(element).text().trim(), place: "<loc>" }))
      .get(),
    ...$("url > xhtml\\:link[href]")
      .map((_, element) => ({
        value: $(element).attr("href")!,
        place: `<xhtml:link hreflang="${$(element).attr("hreflang")}">`,
      }))
      .get(),
  ];
}

/** At most this many pages are named for one broken link; the rest are counted. */
const PAGES_NAMED = 3;

/**
 * One message for each internal URL that no built page, file or redirect answers: the content fields that made it,
 * and where it was found. None when every link leads somewhere.
 */
export function brokenLinks({ siteUrl, pages, sitemaps, files, origins }: LinkCheckInput): string[] {
  const site = new URL(siteUrl);
  /** The URL a value names on this site, relative to `base`, or undefined when it leaves the site or the page. */
  const internal = (value: string, base: URL): URL | undefined => {
    const trimmed = value.trim();
    // A fragment alone, and a scheme that is no http(s) (mailto:, tel:, data:), stay on the page or leave the web.
    if (!trimmed || trimmed.startsWith("#") || /^(?!https?:)[a-z][a-z0-9+.-]*:/i.test(trimmed)) return;
    const url = new URL(trimmed, base);
    return url.origin === site.origin ? url : undefined;
  };
  const served = new Set([...pages.map((page) => page.pathname), ...files]);
  const answered = (url: URL) =>
    served.has(url.pathname) || legacyRuleFor(url.pathname, url.searchParams) !== undefined;

  /** Each URL that leads nowhere: the elements that link it, by page, and the sitemap entries that list it. */
  const broken = new Map<string, { pages: Map<string, Set<string>>; sitemaps: Map<string, Set<string>> }>();
  const entry = (url: URL) => {
    const key = url.pathname + url.search;
    if (!broken.has(key)) broken.set(key, { pages: new Map(), sitemaps: new Map() });
    return broken.get(key)!;
  };
  const add = (places: Map<string, Set<string>>, where: string, place: string) =>
    places.set(where, (places.get(where) ?? new Set()).add(place));
  const offSite: string[] = [];
  for (const { pathname, html } of pages)
    for (const { url, place } of pageUrls(html, new URL(pathname, site), internal)) {
      if (!answered(url)) add(entry(url).pages, pathname, place());
    }
  for (const { file, xml } of sitemaps)
    for (const { value, place } of sitemapUrls(xml)) {
      const url = internal(value, site);
      if (!url)
        offSite.push(`${file} lists ${value} (${place}), which is not on the site's address, ${site.origin}`);
      else if (!answered(url)) add(entry(url).sitemaps, file, place);
    }

  return [
    ...[...broken].map(([target, found]) => {
      const madeBy = origins
        .filter(({ href }) => href.split("#")[0] === target)
        .map(({ file, field }) => `made by ${file} › field "${field}"`);
      const places = (byWhere: Map<string, Set<string>>) =>
        [...byWhere].map(([where, elements]) => `${where}: ${[...elements].join(", ")}`);
      const linking = places(found.pages);
      const more = linking.length > PAGES_NAMED ? `; and ${linking.length - PAGES_NAMED} more pages` : "";
      return [
        `${target} leads to no page, file or redirect of the build`,
        ...(madeBy.length ? [...new Set(madeBy)] : ["made by no content field: by the site's code"]),
        ...places(found.sitemaps).map((listed) => `listed in ${listed}`),
        ...(linking.length ? [`linked from ${linking.slice(0, PAGES_NAMED).join("; ")}${more}`] : []),
      ].join("\n    ");
    }),
    ...offSite,
  ];
}
