// The JSON Schemas the owner's editor checks content/ YAML with: generated from the build's zod schemas, named by
// every YAML file, and accepting and refusing what the build does.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import {
  fileSchemas,
  jsonSchemaOf,
  translatedFiles,
  translationJsonSchemaOf,
  type TranslatedFile,
} from "@/lib/content/file-schemas";
import { splitPageFile } from "@/lib/content/page-files";
import { SAMPLE } from "./content-helpers";

type SchemaName = keyof typeof fileSchemas;
const names = Object.keys(fileSchemas) as SchemaName[];
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? yamlFiles(join(dir, entry.name))
      : entry.name.endsWith(".yaml")
        ? [join(dir, entry.name)]
        : [],
  );
const editorMap = JSON.parse(readFileSync(".vscode/settings.json", "utf8"))["yaml.schemas"] as Record<
  string,
  string
>;
// yaml-language-server checks URL formats itself; here the structure and limits are what matter.
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const validator = (name: SchemaName) => ajv.compile(JSON.parse(jsonSchemaOf(name)));

/** The fields at the top of a standard city's file. */
const cityFields = () =>
  parse(splitPageFile(readFileSync(`content/cities/${SAMPLE.standardCity}.md`, "utf8"))!.fields) as Record<
    string,
    unknown
  >;

describe("the editor's schemas", () => {
  it.each(names)(
    "schemas/%s.schema.json is up to date with its zod schema (else run npm run schemas)",
    (name) => {
      expect(readFileSync(`schemas/${name}.schema.json`, "utf8")).toBe(jsonSchemaOf(name));
    },
  );

  // A Spanish file is a text overlay of its English file (lib/content/overlay.ts), checked by a schema derived from
  // its English file's (schemas/es/).
  const spanishSchemas = new Set<string>(translatedFiles.map((name) => `es/${name}`));
  const files = yamlFiles("content");
  it("test setup: content/ has YAML files, each tested below", () => {
    expect(files).not.toHaveLength(0);
  });
  it.each(files)("%s has one schema, which accepts it", (file) => {
    const text = readFileSync(file, "utf8");
    // VS Code's settings map every file to its schema (the browser editor drops a file's comments when it saves).
    const mapped = Object.entries(editorMap).filter(([, glob]) =>
      new RegExp(`^${glob.replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`).test(file),
    );
    expect(mapped, "one schema in .vscode/settings.json's yaml.schemas").toHaveLength(1);
    const schemaFile = mapped[0]![0].slice("./".length);
    // A first line naming a schema, where a file still has one, names the same.
    const modeline = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text);
    if (modeline) expect(join(file, "..", modeline[1]!), "first line's schema").toBe(schemaFile);
    const name = /^schemas\/(.+)\.schema\.json$/.exec(schemaFile)?.[1] as SchemaName | undefined;
    const spanish = file.startsWith(join("content", "es"));
    if (spanish) expect([...spanishSchemas]).toContain(name);
    else expect(names).toContain(name);
    const validate = spanish
      ? ajv.compile(JSON.parse(translationJsonSchemaOf(name!.slice("es/".length) as TranslatedFile)))
      : validator(name!);
    const data = parse(text) ?? null;
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(translatedFiles)("schemas/es/%s.schema.json is up to date (else run npm run schemas)", (name) => {
    expect(readFileSync(`schemas/es/${name}.schema.json`, "utf8")).toBe(translationJsonSchemaOf(name));
  });

  it("a Spanish file's schema refuses a fact and a field the English file does not have, and wants translates", () => {
    const validate = ajv.compile(JSON.parse(translationJsonSchemaOf("city")));
    const card = { translates: "0123456789", description: "Una ciudad a unas millas del taller." };
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...card, county: "Volusia" })).toBe(false);
    expect(validate({ ...card, descripcion: "x" })).toBe(false);
    expect(validate({ description: card.description })).toBe(false);
  });

  it("the Spanish site, claims and special hours take words alone: a phone, a claim's confirmation, a day's hours are the English file's", () => {
    const schema = (name: TranslatedFile) => ajv.compile(JSON.parse(translationJsonSchemaOf(name)));
    const translates = "0123456789";
    const site = schema("site");
    expect(site({ translates, tagline: "Reparación" }), JSON.stringify(site.errors)).toBe(true);
    expect(site({ translates, tagline: "Reparación", phone: "(386) 555-0000" })).toBe(false);
    const claims = schema("claims");
    expect(claims({ translates, "a-claim": { text: "Un texto" } }), JSON.stringify(claims.errors)).toBe(true);
    expect(claims({ translates, "a-claim": { text: "Un texto", confirmed: true } })).toBe(false);
  });

  it("refuse what the build refuses: a title too long, a misspelt field, a distance in words", () => {
    const city = cityFields();
    const validate = validator("city");
    expect(validate(city)).toBe(true);
    const meta = city.meta as Record<string, string>;
    expect(validate({ ...city, meta: { ...meta, title: "x".repeat(61) } })).toBe(false);
    expect(validate({ ...city, distanceFromDelnd: 11 })).toBe(false);
    expect(validate({ ...city, distanceFromDeland: "eleven" })).toBe(false);
  });

  it("leave the length of text with a {token} to the build, which measures it as shown", () => {
    const city = cityFields();
    const validate = validator("city");
    const meta = city.meta as Record<string, string>;
    // Longer as typed than the limit; the build fills the token and checks the title a visitor sees.
    const title = `${"x".repeat(50)} {price.diagnostics}`;
    expect(validate({ ...city, meta: { ...meta, title } })).toBe(true);
    expect(validate({ ...city, meta: { ...meta, title: title.replace(/[{}]/g, "") } })).toBe(false);
  });
});
