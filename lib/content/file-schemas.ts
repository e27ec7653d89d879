// What each YAML file in content/ holds, as a zod schema: the fields written in the YAML itself, without the prose
// its Markdown file adds. scripts/generate-schemas.ts turns these into the JSON Schemas that the owner's editor
// checks YAML against (schemas/*.schema.json, named in each file's first line).
import { z } from "zod";
import {
  aboutPageSchema,
  citiesPageSchema,
  contactPageSchema,
  homePageSchema,
  navigationSchema,
  notFoundSchema,
  servicesPageSchema,
} from "./page-schemas";
import { featuredCitySchema, serviceSchema, standardCitySchema } from "./schema";
import { claimsSchema, noticeSchema, pricesSchema, siteSchema, specialHoursSchema } from "./site-schema";
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
  "special-hours": z.array(specialHoursSchema),
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

/** The JSON Schema (draft-07) of one file, as yaml-language-server reads it. */
export function jsonSchemaOf(name: keyof typeof fileSchemas): string {
  const schema = z.toJSONSchema(fileSchemas[name], {
    target: "draft-7",
    io: "input",
    unrepresentable: "any",
    override: lengthAsShown,
  });
  return `${JSON.stringify({ title: `content: ${name}`, ...schema }, null, 2)}\n`;
}
