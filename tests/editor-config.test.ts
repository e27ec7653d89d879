// The owner's editor's forms against the schemas the build checks content with, and the files it saves against the
// YAML it writes: a form that drifted from its schema, or a file the editor would rewrite on its first save, fails.
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { rawContent } from "@/lib/content/raw";
import { claimSchema, claimsSchema } from "@/lib/content/site-schema";
import { CLAIMS_FILE, editorConfig } from "@/lib/editor/config";
import type { EditorField } from "@/lib/editor/fields";
import { splitPageFile } from "@/lib/content/page-files";
import { editorPageFile, editorYaml, inFormOrder, translatedForm } from "@/lib/editor/yaml";

const claims = Object.keys(claimsSchema.parse(rawContent.claims));
const config = editorConfig({ repo: "owner/site", branch: "main", siteUrl: "https://example.com", claims });
const files = config.collections.flatMap((collection) => ("files" in collection ? collection.files : []));
const folders = config.collections.flatMap((collection) => ("folder" in collection ? [collection] : []));

describe("the editor's forms", () => {
  it("offers one group per claim of content/claims.yaml, in its order, with the claim schema's fields", () => {
    expect(claims, "test setup: the claims").not.toHaveLength(0);
    const form = files.find(({ file }) => file === CLAIMS_FILE)!.fields as EditorField[];
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
        expect(meta?.title, `${group.name}.${field.name}: a label in the schema`).toBeTruthy();
        expect([field.label, field.hint], `${group.name}.${field.name}`).toEqual([
          meta!.title,
          meta!.description,
        ]);
        expect(field.required, `${group.name}.${field.name}`).toBe(
          !shape[field.name]!.safeParse(undefined).success,
        );
      }
    }
  });

  it("saves files that are already in the form the editor writes, so a one-field edit is a one-line diff", () => {
    expect(files, "test setup: the files the editor saves").not.toHaveLength(0);
    // A file in each language: content/notice.yaml, content/es/notice.yaml.
    const paths = files.flatMap(({ file, fields }) =>
      ["", "es/"].map((language) => ({
        path: file.replace("{{locale}}/", language),
        fields: language ? translatedForm(fields as EditorField[]) : (fields as EditorField[]),
      })),
    );
    for (const { path, fields } of new Map(paths.map((entry) => [entry.path, entry])).values()) {
      const text = readFileSync(path, "utf8");
      expect(text, `${path}: rewrite it once as the editor would (lib/editor/yaml.ts)`).toBe(
        editorYaml(inFormOrder(parse(text), fields)),
      );
    }
  });

  it("saves each page of a collection in both languages as it finds it: fields in the form's order, then the prose", () => {
    expect(folders, "test setup: the collections of pages").not.toHaveLength(0);
    for (const { folder, fields, filter } of folders) {
      let count = 0;
      for (const language of ["", "es/"]) {
        const dir = folder.replace("{{locale}}/", language);
        for (const name of readdirSync(dir)) {
          const file = `${dir}/${name}`;
          const page = splitPageFile(readFileSync(file, "utf8"));
          expect(page, `${file}: its fields between two lines of "---"`).toBeDefined();
          const english = parse(splitPageFile(readFileSync(file.replace("/es/", "/"), "utf8"))!.fields);
          if (english[filter.field] !== filter.value) continue;
          count++;
          expect(readFileSync(file, "utf8"), `${file}: rewrite it once as the editor would`).toBe(
            editorPageFile(
              inFormOrder(parse(page!.fields), language ? translatedForm(fields) : fields),
              page!.prose,
            ),
          );
        }
      }
      expect(count, `test setup: pages of ${folder} (${filter.value})`).toBeGreaterThan(0);
    }
  });
});
