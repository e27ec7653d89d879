// The owner's editor's forms against the schemas the build checks content with, and the files it saves against the
// YAML it writes: a form that drifted from its schema, a content file no form opens, or a file the editor would
// rewrite on its first save, fails.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { contentJsonSchema, fileSchemas } from "@/lib/content/file-schemas";
import { rawContent } from "@/lib/content/raw";
import { claimSchema, claimsSchema } from "@/lib/content/site-schema";
import { translatedPagePath } from "@/lib/content/page-schemas";
import { CLAIMS_FILE, editorConfig } from "@/lib/editor/config";
import { BODY, TRANSLATES } from "@/lib/editor/entries";
import type { EditorField, JsonSchema } from "@/lib/editor/fields";
import { splitPageFile } from "@/lib/content/page-files";
import { editorPageFile, editorYaml, inFormOrder, translatedForm } from "@/lib/editor/yaml";

const claims = Object.keys(claimsSchema.parse(rawContent.claims));
const config = editorConfig({ repo: "owner/site", branch: "main", siteUrl: "https://example.com", claims });
interface FileForm {
  file: string;
  fields: EditorField[];
}
interface FolderForm {
  name: string;
  folder: string;
  fields: EditorField[];
  filter?: { field: string; value: string };
}
const files = config.collections.flatMap((collection) =>
  "files" in collection ? (collection.files as FileForm[]) : [],
);
const folders = config.collections.flatMap((collection) =>
  "folder" in collection ? [collection as FolderForm] : [],
);

/** A file's fields: for a Markdown page, those at its top. */
const fieldsOfFile = (text: string, path: string) =>
  parse(path.endsWith(".md") ? splitPageFile(text)!.fields : text) as Record<string, unknown>;

/** The schema a content file's form follows: the page's kind, or the file's own name. */
function schemaOf(path: string, fields: Record<string, unknown>): JsonSchema {
  const english = path.replace(/^content\/(?:\{\{locale\}\}\/)?(?:es\/)?/, "");
  const [dir, name] = english.replace(/\.\w+$/, "").split("/") as [string, string | undefined];
  const schemaName = (
    name === undefined ? dir : dir === "pages" ? `page-${name}` : dir.replace(/ies$/, "y").replace(/s$/, "")
  ) as keyof typeof fileSchemas;
  const schema = contentJsonSchema(schemaName, { typedLengths: true }) as JsonSchema & {
    oneOf?: JsonSchema[];
  };
  return (
    schema.oneOf?.find((branch) => branch.properties!.template!.const === fields.template) ??
    // A file that may also be empty (the notice) is edited as its object.
    schema.anyOf?.find((branch) => branch.type === "object") ??
    schema
  );
}

/** The fields a form adds to its file's schema: the prose, the translation's state, a Spanish core page's address. */
const isFormOnly = (where: string, name: string) =>
  name === BODY || name === TRANSLATES || (name === "path" && where.endsWith(".route"));
const spanishPath = z.toJSONSchema(translatedPagePath, { target: "draft-7" }) as JsonSchema;

/**
 * Every field of `fields` against the object schema `schema`: the same names (but for the form's own fields and
 * those the build sets), each labelled with the schema's title and hinted with its description, required as the
 * schema requires it; nested fields, list items and each kind of item alike. Returns how many fields it compared.
 */
function expectFormOf(fields: EditorField[], schema: JsonSchema, where: string): number {
  const properties = schema.properties ?? {};
  const written = Object.keys(properties).filter(
    (name) => schema.required?.includes(name) || properties[name]!.const === undefined,
  );
  const own = fields.filter((field) => !isFormOnly(where, field.name));
  expect(own.map((field) => field.name).sort(), `${where}: a field for each of the schema's`).toEqual(
    written.filter((name) => !(name === "type" && properties.type!.const)).sort(),
  );
  let count = 0;
  for (const field of fields) {
    const path = `${where}.${field.name}`;
    const formOnly = isFormOnly(where, field.name);
    const property = formOnly ? (field.name === "path" ? spanishPath : undefined) : properties[field.name];
    if (!property || field.widget === "hidden") continue;
    count++;
    expect(property.title, `${path}: a title in the schema, the field's label`).toBeTruthy();
    expect([field.label, field.hint], path).toEqual([property.title, property.description]);
    if (!formOnly) expect(field.required, `${path}: required`).toBe(!!schema.required?.includes(field.name));
    count += expectNestedForm(field, property, path);
  }
  return count;
}

function expectNestedForm(field: EditorField, property: JsonSchema, path: string): number {
  if (field.widget === "object") return expectFormOf(field.fields as EditorField[], property, path);
  if (field.widget !== "list" || !property.items) return 0;
  const items = property.items as JsonSchema & { oneOf?: JsonSchema[] };
  if (field.types) {
    const kinds = field.types as { name: string; label: string; fields: EditorField[] }[];
    expect(
      kinds.map((kind) => kind.name),
      `${path}: a form per kind`,
    ).toEqual(items.oneOf!.map((kind) => kind.properties!.type!.const));
    return kinds.reduce((count, kind, i) => {
      expect(kind.label, `${path}(${kind.name}): the kind's title`).toBe(items.oneOf![i]!.title);
      return count + expectFormOf(kind.fields, items.oneOf![i]!, `${path}(${kind.name})`);
    }, 0);
  }
  return field.fields ? expectFormOf(field.fields as EditorField[], items, path) : 0;
}

/** A file's form against its schema: an object's, a list's (one field, the list) or a map's (a group per entry). */
function expectFileForm(fields: EditorField[], schema: JsonSchema, where: string): number {
  if (schema.type === "array") {
    const list = fields[0]!.name;
    return expectFormOf(fields, { type: "object", properties: { [list]: schema }, required: [list] }, where);
  }
  const entry = schema.additionalProperties;
  if (!entry) return expectFormOf(fields, schema, where);
  return fields
    .filter((group) => group.name !== TRANSLATES)
    .reduce(
      (count, group) => count + expectFormOf(group.fields as EditorField[], entry, `${where}.${group.name}`),
      0,
    );
}

/** Each content file the editor saves, by path, with the form it is saved from (a translation's, in content/es/). */
function savedFiles(): { path: string; fields: EditorField[] }[] {
  const forms = files.flatMap(({ file, fields }) =>
    (file.includes("{{locale}}") ? ["", "es/"] : [""]).map((language) => ({
      path: file.replace("{{locale}}/", language),
      fields: language ? (translatedForm(fields) as EditorField[]) : fields,
    })),
  );
  const pages = folders.flatMap(({ folder, fields, filter }) =>
    ["", "es/"].flatMap((language) => {
      const dir = folder.replace("{{locale}}/", language);
      return readdirSync(dir)
        .map((name) => `${dir}/${name}`)
        .filter((path) => {
          const english = fieldsOfFile(readFileSync(path.replace("/es/", "/"), "utf8"), path);
          return !filter || english[filter.field] === filter.value;
        })
        .map((path) => ({ path, fields: language ? (translatedForm(fields) as EditorField[]) : fields }));
    }),
  );
  return [...forms, ...pages];
}

/** Every file of content/ the site reads (the style guides and the speller's words are the developer's). */
const contentFiles = (dir = "content"): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.(ya?ml|md)$/.test(entry.name) && !entry.name.startsWith("STYLE") ? [path] : [];
  });

describe("the editor's forms", () => {
  it("open every content file, each from one form", () => {
    const saved = savedFiles().map(({ path }) => path);
    const all = contentFiles();
    expect(all.length, "test setup: content files").toBeGreaterThan(0);
    expect(saved.sort()).toEqual(all.sort());
  });

  it("follow their schemas: a field per field, with the schema's title, description and whether it is required", () => {
    let count = 0;
    for (const { file, fields } of files) count += expectFileForm(fields, schemaOf(file, {}), file);
    for (const { folder, fields, filter } of folders) {
      const template = filter && { [filter.field]: filter.value };
      count += expectFormOf(fields, schemaOf(`${folder}/x.md`, template ?? {}), folder);
    }
    // Every form, and more than one field in each.
    expect(count).toBeGreaterThan(2 * (files.length + folders.length));
  });

  it("offers one group per claim of content/claims.yaml, in its order, with the claim schema's fields", () => {
    expect(claims, "test setup: the claims").not.toHaveLength(0);
    const form = files
      .find(({ file }) => file.endsWith(CLAIMS_FILE.replace(/^content/, "")))!
      .fields.filter(({ name }) => name !== TRANSLATES);
    expect(form.map(({ name }) => name)).toEqual(claims);
    const shape: Record<string, z.ZodType> = claimSchema.shape;
    for (const group of form) {
      const fields = group.fields as EditorField[];
      expect(
        fields.map(({ name }) => name),
        group.name,
      ).toEqual(Object.keys(shape));
      for (const field of fields) {
        const meta = z.globalRegistry.get(shape[field.name]!);
        expect([field.label, field.hint], `${group.name}.${field.name}`).toEqual([
          meta!.title,
          meta!.description,
        ]);
      }
    }
  });

  it("save files already in the form the editor writes, so a one-field edit is a one-line diff", () => {
    const saved = savedFiles();
    expect(saved.length, "test setup: the files the editor saves").toBe(contentFiles().length);
    for (const { path, fields } of saved) {
      const text = readFileSync(path, "utf8");
      const page = path.endsWith(".md") ? splitPageFile(text) : undefined;
      if (path.endsWith(".md")) expect(page, `${path}: its fields between two lines of "---"`).toBeDefined();
      const data = inFormOrder(fieldsOfFile(text, path), fields);
      expect(text, `${path}: rewrite it once as the editor would (lib/editor/yaml.ts)`).toBe(
        page ? editorPageFile(data, page.prose) : editorYaml(data),
      );
    }
  });
});
