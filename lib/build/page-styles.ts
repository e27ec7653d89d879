// The build step that puts each page's styles in the page: the site's stylesheet cut down to the rules the page's
// own markup can use, in a <style> element in place of the <link>, so the first paint waits for no request.
// Rules are kept by class name, not by matching today's DOM: a utility such as `data-[state=open]:block` is kept
// wherever its class is written, so an island that opens or hydrates later still finds its styles. Rules that name
// no class (the base layer, theme variables, @property, keyframes) are kept as they are.
import * as cheerio from "cheerio";
import postcss, { type AtRule, type Root, type Rule } from "postcss";

/** The class names a selector requires, unescaped (`.sm\:p-8` → `sm:p-8`, `.\32 xl` → `2xl`). */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, name]) =>
    name!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
    ),
  );
}

/** Every class token on an element of the page. */
function pageClasses($: cheerio.CheerioAPI): Set<string> {
  const classes = new Set<string>();
  $("[class]").each((_, element) => {
    for (const name of ($(element).attr("class") ?? "").split(/\s+/)) if (name) classes.add(name);
  });
  return classes;
}

// Many pages write the same set of classes (an alias is its page again; pages of one template differ mostly in
// words), so each stylesheet is cut down once per set in a build.
const cutDown = new Map<string, string>();

/** `css` without the selectors that need a class the page never writes, and without rules left empty. */
export function stylesForClasses(css: string, classes: ReadonlySet<string>): string {
  const key = `${[...classes].sort().join(" ")}\n${css}`;
  if (!cutDown.has(key)) cutDown.set(key, cutDownStyles(css, classes));
  return cutDown.get(key)!;
}

function cutDownStyles(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    const kept = rule.selectors.filter((selector) =>
      selectorClasses(selector).every((name) => classes.has(name)),
    );
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

/** The stylesheet links of a page, with their href. */
function stylesheetLinks($: cheerio.CheerioAPI): { href: string; start: number; end: number }[] {
  return $('link[rel~="stylesheet"]')
    .toArray()
    .map((link) => ({
      href: link.attribs.href ?? "",
      start: link.sourceCodeLocation!.startOffset,
      end: link.sourceCodeLocation!.endOffset,
    }));
}

/**
 * The page with each stylesheet link replaced by a <style> element holding the rules its markup can use.
 * `readStylesheet` returns the CSS an href names.
 */
export function inlinePageStyles(html: string, readStylesheet: (href: string) => string): string {
  const $ = cheerio.load(html, { sourceCodeLocationInfo: true });
  const classes = pageClasses($);
  let out = html;
  for (const { href, start, end } of stylesheetLinks($).sort((a, b) => b.start - a.start)) {
    const css = stylesForClasses(readStylesheet(href), classes);
    if (/<\/style/i.test(css))
      throw new Error(`${href} contains "</style", which would end the inline <style>`);
    out = `${out.slice(0, start)}<style>${css}</style>${out.slice(end)}`;
  }
  return out;
}
