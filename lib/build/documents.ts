// The build step that turns Next's prerendered pages into documents: it finds what must not ship (an unresolved
// Suspense boundary, a client-rendering bailout, a client component that is not an island), removes the framework's
// runtime (its scripts, their preloads and the inline RSC payload), then checks that nothing executable is left.
// Pure functions over HTML text, used by scripts/postbuild.ts.
import * as cheerio from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { ASSETS_PATH } from "@/lib/security-headers";

/** A client component the page's RSC payload references: its export name and, where known, its file. */
interface ClientReference {
  name: string;
  file?: string;
}

const load = (html: string) => cheerio.load(html, { sourceCodeLocationInfo: true });

/** The RSC payload Next inlines as `self.__next_f.push([1, "..."])` scripts, joined. */
function flightPayload($: cheerio.CheerioAPI): string {
  let payload = "";
  $("script:not([src])").each((_, script) => {
    const text = $(script).text();
    const match = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(text.trim());
    if (!match) return;
    const [kind, chunk] = JSON.parse(match[1]!) as [number, unknown];
    if (kind === 1 && typeof chunk === "string") payload += chunk;
  });
  return payload;
}

/** Client components the page renders: the payload's import rows, `id:I[moduleId, chunks, exportName]`. */
function clientReferences(html: string, fileOf: (moduleId: string) => string | undefined) {
  const payload = flightPayload(load(html));
  // The payload writes a repeated string once, as its own row, and refers to it as "$<row id>".
  const rows = new Map([...payload.matchAll(/^([0-9a-f]+):(".*")$/gm)].map(([, id, json]) => [id!, json!]));
  const resolve = (value: string) =>
    value.startsWith("$") && rows.has(value.slice(1))
      ? (JSON.parse(rows.get(value.slice(1))!) as string)
      : value;
  const references: ClientReference[] = [];
  for (const [, row] of payload.matchAll(/^[0-9a-f]+:I(\[.*\])$/gm)) {
    const [moduleId, , name] = JSON.parse(row!) as [string | number, unknown, string];
    references.push({ name: resolve(name), file: fileOf(String(moduleId)) });
  }
  return references;
}

const isFramework = (file?: string) => Boolean(file && /(^|\/)node_modules\/next\//.test(file));

/** What makes a page unfit to ship without the runtime; each problem names what was found. */
export function documentProblems(
  html: string,
  islandNames: readonly string[],
  fileOf: (moduleId: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  if (/<!--\$\?-->|<template id="B:/.test(html))
    problems.push("an unresolved Suspense boundary (its content would need the runtime to appear)");
  if (/<!--\$!-->|BAILOUT_TO_CLIENT_SIDE_RENDERING/.test(html))
    problems.push("a client-rendering bailout (part of the page is rendered only in the browser)");
  for (const { name, file } of clientReferences(html, fileOf)) {
    if (islandNames.includes(name) || isFramework(file)) continue;
    problems.push(
      `the client component ${name}${file ? ` (${file})` : ""}, which is not an island: make it a server ` +
        "component, a behaviour of islands/site.ts, or declare it in islands/registry.ts",
    );
  }
  return problems;
}

const isDataBlock = (script: Element) => script.attribs.type === "application/ld+json";
const isOwnModule = (script: Element) =>
  script.attribs.type === "module" && (script.attribs.src ?? "").startsWith(ASSETS_PATH);
const isScriptPreload = (link: Element) =>
  /(^|\s)modulepreload(\s|$)/.test(link.attribs.rel ?? "") ||
  (/(^|\s)preload(\s|$)/.test(link.attribs.rel ?? "") && link.attribs.as === "script");

/** The page without the framework's scripts, their preloads and the RSC payload; every other byte as it was. */
export function stripFrameworkRuntime(html: string): string {
  const $ = load(html);
  const remove: AnyNode[] = [
    ...$("script")
      .toArray()
      .filter((script) => !isDataBlock(script) && !isOwnModule(script)),
    ...$("link").toArray().filter(isScriptPreload),
  ];
  const ranges = remove
    .map((node) => node.sourceCodeLocation!)
    .map(({ startOffset, endOffset }) => [startOffset, endOffset] as const)
    .sort((a, b) => b[0] - a[0]);
  let out = html;
  for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
  return out;
}

/**
 * What a shipped document must not contain: executable script other than the site's own modules, and anything its
 * first paint would wait for besides the HTML (a stylesheet or a web font).
 */
export function documentLeftovers(html: string): string[] {
  const $ = load(html);
  const problems: string[] = [];
  $("script").each((_, script) => {
    if (isDataBlock(script) || isOwnModule(script)) return;
    const { src } = script.attribs;
    problems.push(src ? `a script from ${src}` : `an inline script (${$(script).text().slice(0, 40)}…)`);
  });
  $("link").each((_, link) => {
    if (isScriptPreload(link)) problems.push(`a script preload of ${link.attribs.href}`);
    if (/(^|\s)stylesheet(\s|$)/.test(link.attribs.rel ?? ""))
      problems.push(`a stylesheet request for ${link.attribs.href} (the first paint would wait for it)`);
    if (link.attribs.as === "font") problems.push(`a web font preload of ${link.attribs.href}`);
  });
  $("style").each((_, style) => {
    if (/@font-face/.test($(style).text())) problems.push("a web font (@font-face) the text would wait for");
  });
  const elements = $("*")
    .toArray()
    .filter((node): node is Element => "attribs" in node);
  for (const element of elements) {
    for (const name of Object.keys(element.attribs))
      if (/^on/i.test(name)) problems.push(`an inline event handler (${name} on <${element.tagName}>)`);
  }
  // ARIA and popover references must point at elements of the same document (islands render their own ids).
  const ids = new Set(elements.map((element) => element.attribs.id).filter(Boolean));
  for (const attribute of ["aria-controls", "aria-labelledby", "aria-describedby", "popovertarget"]) {
    for (const element of elements) {
      for (const id of element.attribs[attribute]?.split(/\s+/).filter(Boolean) ?? [])
        if (!ids.has(id)) problems.push(`${attribute}="${id}" on <${element.tagName}> names no element`);
    }
  }
  return problems;
}
