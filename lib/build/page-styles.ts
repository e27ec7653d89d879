// The build step that puts each page's styles in the page: the site's stylesheet cut down to the rules the page's
// own markup can use, in a <style> element in place of the <link>, so the first paint waits for no request.
// Rules are kept by the class and element names the markup writes, not by matching today's DOM: a utility such as
// `data-[state=open]:block` is kept wherever its class is written, so an island that opens or hydrates later still
// finds its styles (islands hydrate the markup they were prerendered with, and scripts add elements only from the
// page's <template>s, which count). Rules that name neither (theme variables, @property, keyframes) are kept as they
// are, less the variables nothing reads.
import type { CheerioAPI } from "cheerio";
import { parse, type Selector } from "css-what";
import postcss, { type AtRule, type Root, type Rule } from "postcss";
import { parsePage, placeOf, replacePlaces } from "@/lib/build/html";

/** The class and element names a page's markup writes. */
export interface MarkupNames {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

/**
 * Parts of form controls that Tailwind's preflight styles by pseudo-element or pseudo-class alone (placeholders,
 * date fields, spin and file buttons): such a rule needs one of these elements on the page.
 */
const FORM_CONTROL_PSEUDOS: [RegExp, string[]][] = [
  [/^placeholder$/, ["input", "textarea"]],
  [/^-moz-ui-invalid$/, ["input", "select", "textarea"]],
  [/^(file-selector-button|-webkit-(search|date|datetime|calendar|inner-spin|outer-spin)-)/, ["input"]],
];

/**
 * What a selector needs the markup to write: every class it names (inside :is() and :where() too), and for each of
 * its compounds' element names or form-control parts, one of the elements listed. Null for a selector css-what cannot
 * read, which is then kept.
 */
export function selectorNeeds(selector: string): { classes: string[]; elements: string[][] } | null {
  let selectors: Selector[][];
  try {
    selectors = parse(selector);
  } catch {
    return null;
  }
  const classes: string[] = [];
  const elements: string[][] = [];
  const read = (tokens: Selector[], topLevel: boolean) => {
    for (const token of tokens) {
      if (token.type === "attribute" && token.name === "class" && token.action === "element")
        classes.push(token.value);
      else if (token.type === "tag" && topLevel) elements.push([token.name]);
      else if (token.type === "pseudo" || token.type === "pseudo-element") {
        const controls = FORM_CONTROL_PSEUDOS.find(([name]) => name.test(token.name))?.[1];
        if (controls && topLevel) elements.push(controls);
        // Names inside :not() are ones the element must not have; elsewhere (:is, :where, :has) they are needed.
        if (Array.isArray(token.data) && token.name !== "not")
          for (const inner of token.data) read(inner, false);
      }
    }
  };
  for (const tokens of selectors) read(tokens, true);
  return { classes, elements };
}

/** Every class token and element name in the page's markup, <template> contents included. */
function markupNames($: CheerioAPI): MarkupNames {
  const classes = new Set<string>();
  const elements = new Set<string>();
  for (const element of $("*").toArray()) {
    if (!("tagName" in element)) continue; // for the types: "*" finds only elements
    elements.add(element.tagName.toLowerCase());
    for (const name of (element.attribs.class ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return { classes, elements };
}

// Many pages write the same names (an alias is its page again; pages of one template differ mostly in words), so
// each stylesheet is cut down once per set in a build.
const cutDown = new Map<string, string>();

/** `css` without the selectors that need a class or element the page never writes, and without rules left empty. */
export function stylesForMarkup(css: string, names: MarkupNames): string {
  const key = `${[...names.classes].sort().join(" ")}\n${[...names.elements].sort().join(" ")}\n${css}`;
  if (!cutDown.has(key)) cutDown.set(key, cutDownStyles(css, names));
  return cutDown.get(key)!;
}

function cutDownStyles(css: string, { classes, elements }: MarkupNames): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    // A keyframe's selector (from, to, 50%) names a point in time.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => {
      const needs = selectorNeeds(selector);
      return (
        !needs ||
        (needs.classes.every((name) => classes.has(name)) &&
          needs.elements.every((oneOf) => oneOf.some((name) => elements.has(name))))
      );
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  withoutUnreadVariables(root);
  // Rules and blocks left empty (a media query for classes this page does not use), innermost first.
  root.walkRules((rule) => void (rule.nodes.length === 0 && rule.remove()));
  const blocks: AtRule[] = [];
  root.walkAtRules((atRule) => void blocks.push(atRule));
  for (const block of blocks.reverse()) if (block.nodes?.length === 0) block.remove();
  return root.toString();
}

/**
 * Drops the custom properties nothing on the page reads (theme colours of unused utilities, Tailwind's composition
 * variables and their @property registrations), following var() references from ordinary declarations.
 */
function withoutUnreadVariables(root: Root) {
  const references = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!);
  const readBy = new Map<string, string[]>();
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--"))
      readBy.set(decl.prop, [...(readBy.get(decl.prop) ?? []), ...references(decl.value)]);
    else for (const name of references(decl.value)) read.add(name);
  });
  for (const name of read) for (const next of readBy.get(name) ?? []) read.add(next);
  root.walkDecls(/^--/, (decl) => void (read.has(decl.prop) || decl.remove()));
  root.walkAtRules("property", (atRule) => void (read.has(atRule.params.trim()) || atRule.remove()));
}

/**
 * The page with each stylesheet link replaced by a <style> element holding the rules its markup can use.
 * `readStylesheet` returns the CSS an href names.
 */
export function inlinePageStyles(html: string, readStylesheet: (href: string) => string): string {
  const $ = parsePage(html);
  const names = markupNames($);
  const links = $('link[rel~="stylesheet"]').toArray();
  return replacePlaces(
    html,
    links.map((link) => {
      const href = link.attribs.href ?? "";
      const css = stylesForMarkup(readStylesheet(href), names);
      if (/<\/style/i.test(css))
        throw new Error(`${href} contains "</style", which would end the inline <style>`);
      return { ...placeOf(link), text: `<style>${css}</style>` };
    }),
  );
}
