// Reads content/ from disk: YAML for structured fields and facts, Markdown for the long prose of a page. Each
// collection is its folder, so a city or a service is added by adding its files.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import { parseMarkdownBody } from "./markdown";
import { corePageKeys, type PageKey } from "./page-schemas";
import type { Locate, RawContent } from "./types";
import { ContentError } from "./validate";

/** Which fields of an entry its Markdown file fills, by the entry's kind. */
type BodyShape = {
  /** The paragraphs before the first `## ` heading: one field holding one paragraph, or a list of them. */
  lead: { field: string; single: boolean };
  /** The `## ` sections: all into one list field, or one section into each named field, in order. */
  sections: string | { fields: string[]; names: string[] };
};

const pageWithSections: BodyShape = { lead: { field: "intro", single: true }, sections: "sections" };
const bodyShapes = {
  standardCity: pageWithSections,
  featuredCity: { lead: { field: "intro", single: false }, sections: "sections" },
  service: {
    lead: { field: "intro", single: true },
    sections: {
      fields: ["informationalContent", "commercialContent", "transactionalContent"],
      names: ["what the service is", "how the shop helps", "how to get started"],
    },
  },
  about: pageWithSections,
} satisfies Record<string, BodyShape>;

function bodyShapeOf(dir: string, data: unknown): BodyShape | undefined {
  if (dir === "services") return bodyShapes.service;
  if (dir === "cities") {
    const template = (data as { template?: unknown } | null)?.template;
    return template === "featured" ? bodyShapes.featuredCity : bodyShapes.standardCity;
  }
  return undefined;
}

interface SourceMap {
  doc?: Document;
  lineCounter?: LineCounter;
  markdownFile?: string;
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

  const readYaml = (relative: string): unknown => {
    const file = `${base}/${relative}`;
    if (translation && !existsSync(join(root, relative))) return undefined;
    const lineCounter = new LineCounter();
    const doc = parseDocument(readFileSync(join(root, relative), "utf8"), { lineCounter });
    for (const error of doc.errors) {
      const at = error.linePos?.[0];
      const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
      const fix = YAML_FIXES[error.code] ?? YAML_SHAPE_FIX;
      problems.push(`${file}${at ? `:${at.line}:${at.col}` : ""} › ${message} (a slip in the YAML: ${fix})`);
    }
    sources.set(file, { doc, lineCounter });
    return doc.errors.length ? undefined : doc.toJS();
  };

  /** The YAML of a page with, where it has one, the Markdown file beside it merged in. */
  const readPage = (dir: string, name: string, shape?: BodyShape) => {
    const yamlFile = `${base}/${dir}/${name}.yaml`;
    const data = readYaml(`${dir}/${name}.yaml`) as Record<string, unknown> | undefined;
    const hasMarkdown = existsSync(join(root, dir, `${name}.md`));
    // A translation's page has the shape of its English page, whose file names its template.
    const shapeSource =
      translation && englishRoot && existsSync(join(englishRoot, dir, `${name}.yaml`))
        ? parseDocument(readFileSync(join(englishRoot, dir, `${name}.yaml`), "utf8")).toJS()
        : data;
    const bodyShape = shape ?? bodyShapeOf(dir, shapeSource);
    if (!bodyShape || data === undefined || (translation && !hasMarkdown)) return data;
    const markdownFile = `${base}/${dir}/${name}.md`;
    if (!hasMarkdown) {
      problems.push(`${markdownFile} › is missing: the page's prose goes there, beside ${yamlFile}`);
      return data;
    }
    const body = parseMarkdownBody(readFileSync(join(root, dir, `${name}.md`), "utf8"));
    problems.push(...body.problems.map((p) => p.replace(/^line (\d+): /, `${markdownFile}:$1 › `)));
    const source = sources.get(yamlFile)!;
    source.markdownFile = markdownFile;
    source.markdownLines = new Map();
    const merged: Record<string, unknown> = { ...data };
    const { lead, sections } = bodyShape;
    merged[lead.field] = lead.single ? body.lead.join("\n\n") : body.lead;
    if (lead.single && body.lead.length > 1)
      problems.push(
        `${markdownFile}:${body.lines.get("lead[1]")} › the text before the first "## " heading is one paragraph here`,
      );
    for (const [path, line] of body.lines) {
      const field = path.startsWith("lead") ? lead.field + (lead.single ? "" : path.slice(4)) : path;
      source.markdownLines.set(field, line);
    }
    if (typeof sections === "string") {
      merged[sections] = body.sections;
      source.markdownLines.set(sections, body.lines.get("sections[0]") ?? 1);
    } else {
      if (body.sections.length !== sections.fields.length)
        problems.push(
          `${markdownFile} › has ${body.sections.length} "## " sections; this page has ${sections.fields.length}, in this order: ${sections.names.join(", ")}`,
        );
      sections.fields.forEach((field, i) => {
        merged[field] = body.sections[i];
        for (const [path, line] of body.lines)
          if (path === `sections[${i}]` || path.startsWith(`sections[${i}].`))
            source.markdownLines!.set(field + path.slice(`sections[${i}]`.length), line);
      });
    }
    for (const field of [lead.field, ...(typeof sections === "string" ? [sections] : sections.fields)])
      if (field in data)
        problems.push(
          `${yamlFile} › field "${field}": is written in ${markdownFile}; remove it from the YAML`,
        );
    return merged;
  };

  const collection = (dir: string): Record<string, unknown> =>
    Object.fromEntries(
      (translation && !existsSync(join(root, dir)) ? [] : readdirSync(join(root, dir)))
        .filter((name) => name.endsWith(".yaml"))
        .sort()
        .map((name) => name.slice(0, -".yaml".length))
        .map((name) => [name, readPage(dir, name)]),
    );
  const orphanedMarkdown = (dir: string) =>
    (existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : [])
      .filter((name) => name.endsWith(".md") && !existsSync(join(root, dir, name.replace(/\.md$/, ".yaml"))))
      .forEach((name) =>
        problems.push(`${base}/${dir}/${name} › has no YAML file beside it, so the site would not show it`),
      );

  const pages = {} as Record<PageKey, unknown>;
  for (const key of [...corePageKeys, "not-found"] as const)
    pages[key] = readPage("pages", key, key === "about" ? bodyShapes.about : undefined);
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
  for (const dir of ["cities", "services", "pages"]) orphanedMarkdown(dir);
  if (problems.length) throw new ContentError(problems);

  const locate: Locate = (file, field) => {
    const source = sources.get(file);
    if (!source) return undefined;
    // The field itself, else the nearest enclosing field that was written down (a missing field has no line).
    for (let path = field; ;) {
      const line = source.markdownLines?.get(path);
      if (line !== undefined) return `${source.markdownFile}:${line}`;
      const node = source.doc && nodeAt(source.doc, path);
      if (node?.range && source.lineCounter)
        return `${file}:${source.lineCounter.linePos(node.range[0]).line}`;
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
