// Reads content/ from disk: YAML for facts and for pages without prose; a page with prose (a city, a service, the
// about page) is one Markdown file, its fields in YAML at the top. Each collection is its folder, so a city or a
// service is added by adding its file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import { corePageKeys, type PageKey } from "./page-schemas";
import { proseShapeOf, proseShapes, withProse, type ProseShape } from "./page-prose";
import type { Locate, RawContent } from "./types";
import { ContentError } from "./validate";
import { PROSE_PAGES, splitPageFile } from "./page-files";

interface SourceMap {
  doc?: Document;
  lineCounter?: LineCounter;
  /** The file's line where the YAML starts: 2 in a Markdown file, after its opening "---". */
  firstLine: number;
  markdownLines?: Map<string, number>;
}

/**
 * What to do about a slip in a YAML file, by the parser's error code: its words name the rule broken, not the fix.
 * Most slips are in the shape (an indent, or a colon in text that YAML reads as a field), hence the last advice.
 */
const YAML_FIXES: Record<string, string> = {
  DUPLICATE_KEY: "this field is written twice in the same entry: keep one of them",
  TAB_AS_INDENT: "indent with spaces, not tabs",
  MISSING_CHAR: "add what it says is missing: a closing quote, or the - that starts a list item",
};
const YAML_SHAPE_FIX =
  "this line or the one before it does not start where the lines around it do, or text with a colon in it needs double quotes";

/**
 * Reads every content file and returns it as RawContent, or throws a ContentError listing every syntax problem. A
 * translation (content/es/) may leave any file out, and a city or service page its Markdown (a card alone).
 */
export function readContent(
  root: string,
  base = "content",
  { translation = false, englishRoot }: { translation?: boolean; englishRoot?: string } = {},
): RawContent & { locate: Locate } {
  const problems: string[] = [];
  const sources = new Map<string, SourceMap>();

  /** Parses YAML that starts on the file's line `firstLine`; `undefined` if it has a slip, which is listed. */
  const parseYaml = (file: string, text: string, firstLine = 1): unknown => {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter });
    for (const error of doc.errors) {
      const at = error.linePos?.[0];
      const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
      const fix = YAML_FIXES[error.code] ?? YAML_SHAPE_FIX;
      const where = at ? `:${at.line + firstLine - 1}:${at.col}` : "";
      problems.push(`${file}${where} › ${message} (a slip in the YAML: ${fix})`);
    }
    sources.set(file, { doc, lineCounter, firstLine });
    return doc.errors.length ? undefined : doc.toJS();
  };
  const readYaml = (relative: string): unknown => {
    if (translation && !existsSync(join(root, relative))) return undefined;
    return parseYaml(`${base}/${relative}`, readFileSync(join(root, relative), "utf8"));
  };

  /** A page's fields and, where it has prose, the Markdown after them, split into the fields its shape names. */
  const readPage = (dir: string, name: string, shape?: ProseShape) => {
    if (!shape) return readYaml(`${dir}/${name}.yaml`);
    const file = `${base}/${dir}/${name}.md`;
    if (translation && !existsSync(join(root, dir, `${name}.md`))) return undefined;
    const text = readFileSync(join(root, dir, `${name}.md`), "utf8");
    const parts = splitPageFile(text);
    if (!parts) {
      problems.push(`${file}:1 › must start with its fields between two lines of "---"`);
      return undefined;
    }
    const data = parseYaml(file, parts.fields, 2) as Record<string, unknown> | undefined;
    // A translation without prose is a card alone: its page stays in English.
    if (data === undefined || (translation && !parts.prose.trim())) return data;
    const page = withProse(file, data, parts.prose, parts.proseLine, shape);
    problems.push(...page.problems);
    sources.get(file)!.markdownLines = page.lines;
    return page.fields;
  };

  /** A city's or service's fields as the page's shape needs them: a translation's, its English file's template. */
  const shapeOf = (dir: "cities" | "services", name: string): ProseShape => {
    const source = translation && englishRoot ? englishRoot : root;
    const text = existsSync(join(source, dir, `${name}.md`))
      ? readFileSync(join(source, dir, `${name}.md`), "utf8")
      : "";
    const fields = parseDocument(splitPageFile(text)?.fields ?? "").toJS() as { template?: unknown } | null;
    return proseShapeOf(dir, fields?.template);
  };

  const collection = (dir: "cities" | "services"): Record<string, unknown> => {
    const names = translation && !existsSync(join(root, dir)) ? [] : readdirSync(join(root, dir)).sort();
    for (const name of names.filter((n) => !n.endsWith(".md")))
      problems.push(
        `${base}/${dir}/${name} › is not a page: each page of ${dir} is one Markdown file, its fields at the top`,
      );
    return Object.fromEntries(
      names
        .filter((name) => name.endsWith(".md"))
        .map((name) => name.slice(0, -".md".length))
        .map((name) => [name, readPage(dir, name, shapeOf(dir, name))]),
    );
  };

  const pages = {} as Record<PageKey, unknown>;
  for (const key of [...corePageKeys, "not-found"] as const)
    pages[key] = readPage("pages", key, PROSE_PAGES.has(key) ? proseShapes.about : undefined);
  const raw = {
    site: readYaml("site.yaml"),
    prices: readYaml("prices.yaml"),
    claims: readYaml("claims.yaml") ?? {},
    // A file with comments only is an empty document: no notice, no special hours.
    notice: readYaml("notice.yaml") ?? null,
    specialHours: readYaml("special-hours.yaml") ?? [],
    navigation: readYaml("navigation.yaml"),
    ui: readYaml("ui.yaml"),
    pages,
    cities: collection("cities"),
    services: collection("services"),
  };
  if (problems.length) throw new ContentError(problems);

  const locate: Locate = (file, field) => {
    const source = sources.get(file);
    if (!source) return undefined;
    // The field itself, else the nearest enclosing field that was written down (a missing field has no line).
    for (let path = field; ;) {
      const line = source.markdownLines?.get(path);
      if (line !== undefined) return `${file}:${line}`;
      const node = source.doc && nodeAt(source.doc, path);
      if (node?.range && source.lineCounter)
        return `${file}:${source.lineCounter.linePos(node.range[0]).line + source.firstLine - 1}`;
      const parent = path.replace(/(\.[^.[\]]+|\[\d+\])$/, "");
      if (parent === path || !parent) return `${file}`;
      path = parent;
    }
  };
  return { ...raw, locate };
}

/** The YAML node at a field path such as "meta.title" or "faqs[2].answer[0]". */
function nodeAt(doc: Document, field: string) {
  const keys = [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) =>
    m[2] !== undefined ? Number(m[2]) : m[1]!,
  );
  let node: unknown = doc.contents;
  for (const key of keys) {
    if (isMap(node)) node = node.get(key, true);
    else if (isSeq(node) && typeof key === "number") node = node.get(key, true);
    else return undefined;
  }
  return isScalar(node) || isMap(node) || isSeq(node) ? node : undefined;
}
