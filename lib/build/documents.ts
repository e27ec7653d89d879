// The build step that turns Next's prerendered pages into documents: it finds what must not ship (an unresolved
// Suspense boundary, a client-rendering bailout), removes the framework's runtime (every script but the site's own
// module and JSON-LD, and script preloads, which takes the inline RSC payload too), then checks that nothing
// executable is left. Which client components a page may carry is decided before `next build`, from the sources
// (scripts/check-islands.ts). Pure functions over HTML text, used by scripts/postbuild.ts.
import type { Element } from "domhandler";
import { parsePage, placeOf, replacePlaces } from "@/lib/build/html";
import { CLIENT_RENDERING_BAILOUT, isScriptPreload, UNRESOLVED_SUSPENSE } from "@/lib/build/next-private";
import { ASSETS_PATH } from "@/lib/security-headers";

/** Where, in the build's folder, the build step keeps every page as Next wrote it, before it became a document. */
export const NEXT_OWN_PAGES_FILE = "next-own-pages.json";

/** What makes a page unfit to ship without the runtime; each problem names what was found. */
export function documentProblems(html: string): string[] {
  const problems: string[] = [];
  if (UNRESOLVED_SUSPENSE.test(html))
    problems.push("an unresolved Suspense boundary (its content would need the runtime to appear)");
  if (CLIENT_RENDERING_BAILOUT.test(html))
    problems.push("a client-rendering bailout (part of the page is rendered only in the browser)");
  return problems;
}

const isDataBlock = (script: Element) => script.attribs.type === "application/ld+json";
const isOwnModule = (script: Element) =>
  script.attribs.type === "module" && (script.attribs.src ?? "").startsWith(ASSETS_PATH);

/** The page without the framework's scripts, their preloads and the RSC payload; every other byte as it was. */
export function stripFrameworkRuntime(html: string): string {
  const $ = parsePage(html);
  const remove = [
    ...$("script")
      .toArray()
      .filter((script) => !isDataBlock(script) && !isOwnModule(script)),
    ...$("link").toArray().filter(isScriptPreload),
  ];
  return replacePlaces(
    html,
    remove.map((node) => ({ ...placeOf(node), text: "" })),
  );
}

/**
 * What a shipped document must not contain: executable script other than the site's own modules, and anything its
 * first paint would wait for besides the HTML (a stylesheet or a web font).
 */
export function documentLeftovers(html: string): string[] {
  const $ = parsePage(html);
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
