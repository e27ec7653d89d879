// The tests' own reading of a document for anything that could run code, independent of the build's checks: used
// on every served page (documents.spec.ts), and shown to find Next's runtime in Next's own output
// (e2e/documents.spec.ts, on the pages as the build found them).
import type { CheerioAPI } from "cheerio";
import { NEXT_CHUNKS_PATH, RSC_PAYLOAD_GLOBAL } from "@/lib/build/next-private";
import { ASSETS_PATH } from "@/lib/security-headers";
import { parseHtml } from "./fixtures";

/** Everything in a document that could run code, described for a failure message. */
export function executableParts(html: string, $: CheerioAPI = parseHtml(html)): string[] {
  const found: string[] = [];
  $("script").each((_, script) => {
    const { type, src } = script.attribs;
    if (type === "application/ld+json") return;
    if (type === "module" && src?.startsWith(`${ASSETS_PATH}site-`)) return;
    found.push(`<script${src ? ` src="${src}"` : ""}>${$(script).text().slice(0, 40)}`);
  });
  $("link[rel~=preload][as=script], link[rel~=modulepreload]").each((_, link) => {
    found.push(`preload of ${link.attribs.href}`);
  });
  for (const element of $("*").toArray()) {
    if (!("attribs" in element)) continue;
    for (const name of Object.keys(element.attribs))
      if (/^on/i.test(name)) found.push(`${name} handler on <${element.tagName}>`);
  }
  if (html.includes(`self.${RSC_PAYLOAD_GLOBAL}`)) found.push("the RSC payload");
  for (const url of html.match(new RegExp(`${NEXT_CHUNKS_PATH}[^"'\\s]+`, "g")) ?? [])
    if (!url.endsWith(".css")) found.push(`a reference to ${url}`);
  return found;
}
