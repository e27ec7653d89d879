// What each YAML file in content/ holds, as a zod schema: the fields written in the YAML itself, without the prose
// its Markdown file adds. scripts/generate-schemas.ts turns these into the JSON Schemas that the owner's editor
// checks YAML against (schemas/*.schema.json, named in each file's first line).
import { z } from "zod";
import {
  aboutPageSchema,
  citiesPageSchema,
  contactPageSchema,
  corePageKeys,
  homePageSchema,
  navigationSchema,
  notFoundSchema,
  servicesPageSchema,
  translatedPagePath,
} from "./page-schemas";
import { featuredCitySchema, serviceSchema, standardCitySchema } from "./schema";
import { claimsSchema, noticeSchema, pricesSchema, siteSchema, specialHoursSchema } from "./site-schema";
import { isFactField, KIND_FIELD } from "./overlay";
import { uiSchema } from "./ui-schema";

const prose = { intro: true, sections: true } as const;

/** Each schema by the name of its file in schemas/. */
export const fileSchemas = {
  site: siteSchema,
  prices: pricesSchema,
  claims: claimsSchema,
  navigation: navigationSchema,
  ui: uiSchema,
  notice: noticeSchema,
  "special-hours": z.array(specialHoursSchema).meta({
    title: "Special hours",
    description: "Days the shop keeps other hours than the weekly ones: a holiday, a closure, a late opening.",
  }),
  city: z.discriminatedUnion("template", [standardCitySchema.omit(prose), featuredCitySchema.omit(prose)]),
  service: serviceSchema.omit({
    intro: true,
    informationalContent: true,
    commercialContent: true,
    transactionalContent: true,
  }),
  "page-home": homePageSchema,
  "page-about": aboutPageSchema.omit(prose),
  "page-services": servicesPageSchema,
  "page-cities": citiesPageSchema,
  "page-contact": contactPageSchema,
  "page-not-found": notFoundSchema,
} satisfies Record<string, z.ZodType>;

// A length limit counts the text a visitor sees. The editor cannot fill a token ("From {price.battery-standard}" is
// longer as typed than as shown), so it measures text without one, and the build measures the rest once filled.
const tokenInText = String.raw`\{[^{}]+\}`;
function lengthAsShown({ jsonSchema }: { jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const { minLength, maxLength } = jsonSchema;
  if (jsonSchema.type !== "string" || maxLength === undefined) return;
  delete jsonSchema.minLength;
  delete jsonSchema.maxLength;
  Object.assign(jsonSchema, { if: { pattern: tokenInText }, else: { minLength, maxLength } });
}

/**
 * The JSON Schema (draft-07) of one file's content, as yaml-language-server checks it: lengths as shown, where a field
 * holds no token. `typedLengths`: every length limit on the text as typed, for a form that counts what is typed.
 */
export const contentJsonSchema = (name: keyof typeof fileSchemas, { typedLengths = false } = {}) =>
  z.toJSONSchema(fileSchemas[name], {
    target: "draft-7",
    io: "input",
    unrepresentable: "any",
    ...(!typedLengths && { override: lengthAsShown }),
  });

/** The JSON Schema of one file, as yaml-language-server reads it. */
export function jsonSchemaOf(name: keyof typeof fileSchemas): string {
  return `${JSON.stringify({ title: `content: ${name}`, ...contentJsonSchema(name) }, null, 2)}\n`;
}

type JsonSchema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

/**
 * The schema of a translation's file (content/es/): its English file's schema with the facts taken out (a
 * translation writes text only, lib/content/overlay.ts), every field optional (a city or service may be a card
 * alone; the build names what a page still lacks), and `translates` first. `allText`: a file of words alone.
 */
function translationOf(schema: JsonSchema, allText: boolean, parentKey?: string): JsonSchema | undefined {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const kept = branches
      .map((branch) => translationOf(branch, allText, parentKey))
      .filter((branch): branch is JsonSchema => branch !== undefined);
    const rest = { ...schema };
    delete rest.oneOf;
    delete rest.anyOf;
    // Without their facts, two branches may both fit one file (a card alone): any of them will do.
    return kept.length ? { ...rest, anyOf: kept } : undefined;
  }
  if (schema.type === "object" && schema.properties) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      // An item's kind is repeated, unchanged (lib/content/overlay.ts).
      const kind = !allText && key === KIND_FIELD && "const" in property;
      if (!allText && isFactField(key, parentKey) && !kind) continue;
      const kept = kind ? property : translationOf(property, allText, key);
      if (kept) properties[key] = kept;
    }
    const rest = { ...schema };
    delete rest.required;
    return Object.keys(properties).length ? { ...rest, properties } : undefined;
  }
  if (schema.type === "array" && schema.items) {
    const items = translationOf(schema.items, allText, parentKey);
    return items && { ...schema, items };
  }
  // Text is translated; numbers, yes-or-no fields and fixed choices are facts.
  return schema.type === "string" && !("enum" in schema) && !("const" in schema) ? schema : undefined;
}

const translatesField = {
  type: "string",
  pattern: "^[0-9a-f]{10}$",
  description: "The version of the English file this translates: npm run check:content prints it.",
};

/** The JSON Schema of a translation's file, for the English file's schema `name`. */
export function translationJsonSchemaOf(name: TranslatedFile): string {
  const english = JSON.parse(jsonSchemaOf(name)) as JsonSchema;
  const schema = withTranslates(name, wordsOf(name, english), english);
  return `${JSON.stringify({ ...schema, title: `content/es: ${name}` }, null, 2)}\n`;
}

/** What a translation of `name` may write: the English schema's text (lib/content/translate.ts reads the same). */
function wordsOf(name: TranslatedFile, english: JsonSchema): JsonSchema {
  const properties = english.properties ?? {};
  switch (name) {
    case "site": {
      // The shop's words, not its facts: its tagline, its promises and its links' labels.
      const { tagline, promises, links } = properties;
      return translationOf(
        { ...english, properties: { tagline, promises, links } as Record<string, JsonSchema> },
        false,
      )!;
    }
    case "claims": {
      // Each claim's text, by the claim's name; whether it is confirmed is the English file's.
      const claim = english.additionalProperties as JsonSchema;
      const text = claim.properties!.text!;
      return { ...english, additionalProperties: { ...claim, properties: { text }, required: ["text"] } };
    }
    default:
      return translationOf(english, name === "ui") ?? {};
  }
}

/** A core page's file in a translation: its `route` gives the page's address in that language. */
const translatedCorePages = new Set<string>(corePageKeys.map((key) => `page-${key}`));
const translatedPathField = z.toJSONSchema(translatedPagePath, { target: "draft-7" }) as JsonSchema;

/** A translated core page's text with its `route.path`, the page's address in its language. */
function withRoutePath(text: JsonSchema): JsonSchema {
  const route = text.properties!.route!;
  const path = { type: translatedPathField.type, pattern: translatedPathField.pattern };
  return {
    ...text,
    properties: { ...text.properties, route: { ...route, properties: { path, ...route.properties } } },
  };
}

/** `translates` first, and required; a service's Spanish `slug`, and a core page's `route.path`, too. */
function withTranslates(name: TranslatedFile, words: JsonSchema, english: JsonSchema): JsonSchema {
  const extra: Record<string, JsonSchema> = { translates: translatesField };
  if (name === "service") extra.slug = english.properties!.slug!;
  const text = translatedCorePages.has(name) ? withRoutePath(words) : words;
  const branch = (schema: JsonSchema): JsonSchema => ({
    ...schema,
    // A file keyed by names or dates takes its `translates` too.
    ...(schema.propertyNames
      ? { propertyNames: { anyOf: [{ const: "translates" }, schema.propertyNames] } }
      : {}),
    properties: { ...extra, ...schema.properties },
    required: ["translates"],
  });
  return text.anyOf ? { ...text, anyOf: text.anyOf.map(branch) } : branch(text);
}

/** The files a translation lays over their English files, each checked by the schema derived from its English one. */
export const translatedFiles = [
  "site",
  "claims",
  "notice",
  "navigation",
  "ui",
  "city",
  "service",
  "page-home",
  "page-about",
  "page-services",
  "page-cities",
  "page-contact",
  "page-not-found",
] as const satisfies (keyof typeof fileSchemas)[];
export type TranslatedFile = (typeof translatedFiles)[number];
