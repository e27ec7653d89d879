// The editor's form for a content file, derived from the JSON Schema its zod schema gives (the same schema the build
// checks the file against): a field per property, with the schema's title as its label and its description as the
// hint, and the checks a form can make before saving (required, lengths, patterns, list sizes, number ranges).
import { KIND_FIELD } from "@/lib/content/overlay";

export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  /** A map's entries, each of this form. */
  additionalProperties?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  /** A value of any of these forms. */
  anyOf?: JsonSchema[];
  /** A value of exactly one of these forms: the kinds of a list's items, told apart by their `type`. */
  oneOf?: JsonSchema[];
  /** The limits of text that holds no token (lib/content/file-schemas.ts): the length as shown. */
  else?: JsonSchema;
  /** The message a form shows when `pattern` does not match (the zod schema's own). */
  patternMessage?: string;
}

/** One field of a Sveltia CMS form (https://sveltiacms.app/en/docs/fields). */
export type EditorField = { name: string; label: string; widget: string; required: boolean } & Record<
  string,
  unknown
>;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
  (label, value) => ({ label, value }),
);

/**
 * Text that may be longer than this as shown gets a box of several lines; so does text of a field named for sentences
 * (a card's description, an introduction, each of a list of paragraphs).
 */
const ONE_LINE = 80;
const SENTENCES = new Set(["paragraphs", "answer", "description", "text", "intro", "message"]);

const labelOf = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

/**
 * The fields of an object schema, in its order. An optional field with one possible value is set by the build, never
 * written (a link's `hreflang`): it has no field.
 */
export function fieldsOf(schema: JsonSchema, where: string): EditorField[] {
  if (schema.type !== "object" || !schema.properties)
    throw new Error(`${where}: the editor needs an object here`);
  const required = new Set(schema.required);
  return Object.entries(schema.properties)
    .filter(([name, property]) => required.has(name) || property.const === undefined)
    .map(([name, property]) => fieldOf(name, property, required.has(name), `${where}.${name}`));
}

/** One field: its widget and the checks the form makes before saving. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean, where: string): EditorField {
  const base: EditorField = {
    name,
    label: schema.title ?? labelOf(name),
    widget: "",
    required,
    ...(schema.description && { hint: schema.description }),
  };
  // Text of one of several forms (a page of the site, or an address elsewhere): one line, which the build checks.
  if (schema.anyOf?.every((branch) => branch.type === "string")) return { ...base, widget: "string" };
  switch (schema.type) {
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...numberRange(schema),
      };
    case "string":
      return { ...base, ...stringWidget(schema, name) };
    case "array":
      // Days of the week, 0 = Sunday: a choice of their names.
      if (schema.format === "weekdays")
        return { ...base, widget: "select", multiple: true, min: schema.minItems ?? 0, options: WEEKDAYS };
      return { ...base, ...listWidget(schema, where) };
    case "object":
      return { ...base, widget: "object", fields: fieldsOf(schema, where) };
    default:
      throw new Error(
        `${where}: the editor has no form for this field (${JSON.stringify(schema).slice(0, 80)})`,
      );
  }
}

/** The least and greatest number a field takes, where the schema sets one a person could type. */
function numberRange({ type, minimum, exclusiveMinimum, maximum }: JsonSchema): Record<string, number> {
  // A whole number above 0 is at least 1; zod writes no upper bound as the largest safe integer.
  const min =
    minimum ?? (exclusiveMinimum !== undefined && type === "integer" ? exclusiveMinimum + 1 : undefined);
  return {
    ...(min !== undefined && { min }),
    ...(maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER && { max: maximum }),
  };
}

/** A line or a box for text; `name`, the field's, or for a list's item, the list's. */
function stringWidget(schema: JsonSchema, name: string): Record<string, unknown> {
  if (schema.enum) return { widget: "select", options: schema.enum };
  if (schema.format === "date") return { widget: "datetime", type: "date" };
  // A moment on the shop's clock, as the content writes it: 2026-12-24T17:00.
  if (schema.format === "shop-date-time") return { widget: "datetime", format: "YYYY-MM-DDTHH:mm" };
  return {
    // A pattern is a format (a time, a code): one line, whatever its length.
    widget:
      !schema.pattern && ((schema.maxLength ?? schema.else?.maxLength ?? 0) > ONE_LINE || SENTENCES.has(name))
        ? "text"
        : "string",
    // At least one character is what `required` asks (and an optional field left empty is not written at all): a
    // counter showing "1" would only puzzle.
    ...(schema.minLength !== undefined && schema.minLength > 1 && { minlength: schema.minLength }),
    ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
    ...(schema.pattern && {
      pattern: [schema.pattern, schema.patternMessage ?? `must match ${schema.pattern}`],
    }),
  };
}

/** Each kind of a list's items (Sveltia's variable types), named by its `type`, with the rest of its fields. */
function kindsOf(kinds: JsonSchema[], where: string): Record<string, unknown>[] {
  return kinds.map((kind) => {
    const name = kind.properties?.[KIND_FIELD]?.const;
    if (typeof name !== "string") throw new Error(`${where}: each kind of item needs its ${KIND_FIELD}`);
    const fields = fieldsOf(kind, `${where}(${name})`).filter((field) => field.name !== KIND_FIELD);
    return { name, label: kind.title ?? labelOf(name), widget: "object", fields };
  });
}

function listWidget(schema: JsonSchema, where: string): Record<string, unknown> {
  const items = schema.items;
  if (!items) throw new Error(`${where}: a list needs the schema of its items`);
  const item = where.replace(/^.*\./, "");
  return {
    widget: "list",
    ...(items.oneOf
      ? { types: kindsOf(items.oneOf, `${where}[]`), typeKey: KIND_FIELD }
      : items.type === "object"
        ? { fields: fieldsOf(items, `${where}[]`) }
        : { field: { ...fieldOf(item, items, true, `${where}[]`), name: "item" } }),
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  };
}
