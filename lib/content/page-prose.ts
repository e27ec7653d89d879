// A page's prose, the Markdown below its fields, as the fields its template reads: pure, so that the owner's editor
// reads a page as the build does (lib/editor/browser.ts).
import { parseMarkdownBody } from "./markdown";

/** Which fields of an entry its prose fills, by the entry's kind. */
export type ProseShape = {
  /** The paragraphs before the first `## ` heading: one field holding one paragraph, or a list of them. */
  lead: { field: string; single: boolean };
  /** The `## ` sections: all into one list field, or one section into each named field, in order. */
  sections: string | { fields: string[]; names: string[] };
};

const pageWithSections: ProseShape = { lead: { field: "intro", single: true }, sections: "sections" };
export const proseShapes = {
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
} satisfies Record<string, ProseShape>;

/** The shape of a city's or service's prose; a city's by its template, from its English file. */
export const proseShapeOf = (dir: "cities" | "services", template: unknown): ProseShape =>
  dir === "services"
    ? proseShapes.service
    : template === "featured"
      ? proseShapes.featuredCity
      : proseShapes.standardCity;

export interface PageWithProse {
  fields: Record<string, unknown>;
  /** The file's line of each field the prose fills, by field path ("sections[1].paragraphs[0]"). */
  lines: Map<string, number>;
  /** What the prose cannot be, each "<file>:<line> › <message>" or "<file> › <message>". */
  problems: string[];
}

/** A page's fields with its prose, which starts after the file's line `proseLine`, split into `shape`'s fields. */
export function withProse(
  file: string,
  data: Record<string, unknown>,
  prose: string,
  proseLine: number,
  { lead, sections }: ProseShape,
): PageWithProse {
  const body = parseMarkdownBody(prose);
  const at = (line: number) => `${file}:${line + proseLine}`;
  const problems = body.problems.map((p) => p.replace(/^line (\d+): /, (_, line) => `${at(Number(line))} › `));
  const lines = new Map<string, number>();
  const fields: Record<string, unknown> = { ...data };
  fields[lead.field] = lead.single ? body.lead.join("\n\n") : body.lead;
  if (lead.single && body.lead.length > 1)
    problems.push(`${at(body.lines.get("lead[1]")!)} › the text before the first "## " heading is one paragraph here`);
  for (const [path, line] of body.lines) {
    const field = path.startsWith("lead") ? lead.field + (lead.single ? "" : path.slice(4)) : path;
    lines.set(field, line + proseLine);
  }
  if (typeof sections === "string") {
    fields[sections] = body.sections;
    lines.set(sections, (body.lines.get("sections[0]") ?? 1) + proseLine);
  } else {
    if (body.sections.length !== sections.fields.length)
      problems.push(
        `${file} › has ${body.sections.length} "## " sections; this page has ${sections.fields.length}, in this order: ${sections.names.join(", ")}`,
      );
    sections.fields.forEach((field, i) => {
      fields[field] = body.sections[i];
      for (const [path, line] of body.lines)
        if (path === `sections[${i}]` || path.startsWith(`sections[${i}].`))
          lines.set(field + path.slice(`sections[${i}]`.length), line + proseLine);
    });
  }
  for (const field of [lead.field, ...(typeof sections === "string" ? [sections] : sections.fields)])
    if (field in data)
      problems.push(`${file} › field "${field}": is written as the prose below the fields; remove it from them`);
  return { fields, lines, problems };
}
