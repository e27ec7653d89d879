// YAML as the owner's editor writes it (Sveltia CMS's own settings: two-space indent, lines never folded, plain
// strings, single quotes where a string needs quotes). A file the editor saves is kept in this form, so that a
// one-field edit is a one-line diff and saving an entry unchanged changes nothing.
import { stringify } from "yaml";

export const editorYaml = (value: unknown): string =>
  `${stringify(value, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim()}\n`;

interface FormField {
  name: string;
  widget?: string;
  default?: unknown;
  i18n?: boolean;
  fields?: FormField[];
  /** A list's kinds of item, each with its fields; the item's `typeKey` names its kind. */
  types?: { name: string; fields?: FormField[] }[];
  typeKey?: string;
}

/** The fields of a form that a translation's file holds: those marked for translation, with theirs. */
export const translatedForm = (fields: FormField[]): FormField[] =>
  fields
    .filter((field) => field.i18n)
    .map((field) => ({
      ...field,
      ...(field.fields && { fields: translatedForm(field.fields) }),
      ...(field.types && {
        types: field.types.map((kind) => ({ ...kind, fields: translatedForm(kind.fields ?? []) })),
      }),
    }));

/** The form of `value`, a value of `field` (or an item of its list): for an item of a kind, its kind's, after the kind. */
function formOf(field: FormField | undefined, value: unknown): FormField[] | undefined {
  if (!field?.types) return field?.fields;
  const typeKey = field.typeKey ?? "type";
  const kind = field.types.find(({ name }) => name === (value as Record<string, unknown>)[typeKey]);
  return kind && [{ name: typeKey }, ...(kind.fields ?? [])];
}

/**
 * `value` as the editor writes it: each object's fields in the form's order, and a switch left out written with its
 * default (the editor shows it off, and writes it so).
 */
export function inFormOrder(value: unknown, fields: FormField[] | undefined): unknown {
  if (!fields) return value;
  if (Array.isArray(value)) return value.map((item) => inFormOrder(item, fields));
  if (typeof value !== "object" || value === null) return value;
  const switches = fields.filter((field) => field.widget === "boolean" && !(field.name in value));
  const entries = [
    ...Object.entries(value as Record<string, unknown>),
    ...switches.map((field) => [field.name, field.default] as const),
  ];
  const rank = (key: string) => {
    const index = fields.findIndex((field) => field.name === key);
    return index === -1 ? fields.length : index;
  };
  const valueOf = (item: unknown, field: FormField | undefined): unknown =>
    Array.isArray(item) ? item.map((each) => valueOf(each, field)) : inFormOrder(item, formOf(field, item));
  return Object.fromEntries(
    entries
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, item]) => [
        key,
        valueOf(
          item,
          fields.find((field) => field.name === key),
        ),
      ]),
  );
}

/** A page file as the editor writes it: its fields between two "---" lines, then a blank line and its prose. */
export const editorPageFile = (fields: unknown, prose: string): string =>
  `---\n${editorYaml(fields)}---\n${prose ? `\n${prose.trim()}\n` : ""}`;
