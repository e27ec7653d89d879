// The owner's editor's configuration (Sveltia CMS reads it as /admin/config.yml): where content lives and the form
// of each file, derived from the zod schemas the build checks content with, so a form cannot drift from the build.
import { contentJsonSchema, type fileSchemas } from "@/lib/content/file-schemas";
import { claimsSchema } from "@/lib/content/site-schema";
import { isFactField } from "@/lib/content/overlay";
import { SITE_WORDS } from "@/lib/content/translate";
import { BODY, TRANSLATES } from "./entries";
import { fieldOf, fieldsOf, type EditorField, type JsonSchema } from "./fields";

/** The claims the copy makes that the owner confirms (npm run check:launch lists those still to confirm). */
export const CLAIMS_FILE = "content/claims.yaml";

/** Every price, turnaround, guarantee and rate the copy states. */
export const PRICES_FILE = "content/prices.yaml";

/** A content file whose whole content is one list, offered as one form: the list itself (Sveltia's root list). */
interface EditorListFile {
  name: keyof typeof fileSchemas;
  label: string;
  file: string;
  /** What one item is called: "Add day". */
  item: string;
  /** The line a folded item shows, from its fields. */
  summary: string;
}

const LIST_FILES: EditorListFile[] = [
  {
    name: "special-hours",
    label: "Special hours",
    file: "content/special-hours.yaml",
    item: "day",
    summary: "{{fields.date}} {{fields.reason}}",
  },
];

/** A content file that maps names to entries of one form (claims, by the token's name): one group per entry. */
function entriesForm(name: keyof typeof fileSchemas, names: string[]): EditorField[] {
  const entry = (contentJsonSchema(name, { typedLengths: true }) as JsonSchema).additionalProperties;
  if (!entry) throw new Error(`${name}: expected a file that maps names to entries`);
  return names.map((key) => ({
    ...fieldOf(key, entry, true, `${name}.${key}`),
    label: key,
    collapsed: false,
  }));
}

/** A content file whose content is one object: a field per property, a list of named entries folded to their names. */
function objectForm(name: keyof typeof fileSchemas): EditorField[] {
  const schema = contentJsonSchema(name, { typedLengths: true }) as JsonSchema & { anyOf?: JsonSchema[] };
  // A file that may also be empty (the notice): its form is the object's.
  const object = schema.anyOf?.find((branch) => branch.type === "object") ?? schema;
  return fieldsOf(object, name).map((field) =>
    field.widget === "list" && (field.fields as EditorField[] | undefined)?.some((f) => f.name === "name")
      ? { ...field, summary: "{{fields.name}}", collapsed: true }
      : field,
  );
}

function formOf({ name, label, item, summary }: EditorListFile): EditorField[] {
  // These files hold no tokens, so the length a form counts is the length shown.
  const list = fieldOf("days", contentJsonSchema(name, { typedLengths: true }) as JsonSchema, true, name);
  if (list.widget !== "list") throw new Error(`${name}: expected a file that is one list`);
  return [{ ...list, label, label_singular: item, summary, root: true }];
}

/**
 * Marks the fields a translation writes (`i18n: true`: each language its own, side by side), leaving the facts to the
 * English file alone, as the build lays a translation over its English file (lib/content/overlay.ts).
 */
function translatable(fields: EditorField[], parentKey?: string): EditorField[] {
  return fields.map((field) => {
    if (isFactField(field.name, parentKey)) return field;
    const children =
      (field.fields as EditorField[] | undefined) ?? (field.field ? [field.field as EditorField] : []);
    if (children.length) {
      const marked = translatable(children, field.name);
      const translated = marked.some((child) => child.i18n);
      const nested = field.fields ? { fields: marked } : { field: marked[0] };
      return translated ? { ...field, ...nested, i18n: true } : field;
    }
    return ["string", "text"].includes(field.widget) ? { ...field, i18n: true } : field;
  });
}

/** The translation's state, in the Spanish pane, kept by the site's own field (lib/editor/browser.ts). */
const TRANSLATION_FIELD: EditorField = {
  name: TRANSLATES,
  label: "Translation",
  widget: "translation",
  required: false,
  i18n: true,
  hint: "Whether the Spanish text follows the English text as it is now.",
};

/** The kinds of city page, each its own list of cities in the editor: their forms differ. */
const CITY_TEMPLATES = [
  { template: "standard", name: "cities", label: "Cities", singular: "city" },
  { template: "featured", name: "featured-cities", label: "Featured cities", singular: "featured city" },
] as const;

const PROSE_HINT =
  "The page's text: a first paragraph, then sections, each starting with a line \"## \" and its heading. {tokens} such as {phone} or {price.diagnostics} show the shop's facts.";

/** A city's form, for one template: its fields, the prose below them, and the translation's state. */
function cityForm(template: string): EditorField[] {
  const schema = contentJsonSchema("city", { typedLengths: true }) as JsonSchema & { oneOf?: JsonSchema[] };
  const branch = (schema.oneOf ?? []).find((b) => b.properties?.template?.const === template);
  if (!branch) throw new Error(`city: no form for the template ${template}`);
  const fields = fieldsOf(branch, `city (${template})`).map((field) =>
    field.name === "template" ? { ...field, widget: "hidden", default: template } : field,
  );
  return [
    ...translatable(fields),
    { name: BODY, label: "Page text", widget: "markdown", required: true, i18n: true, hint: PROSE_HINT },
    TRANSLATION_FIELD,
  ];
}

export interface EditorSettings {
  /** The GitHub repository the host builds from, owner/name. */
  repo: string;
  branch: string;
  siteUrl: string;
  /** The sign-in service where it is not Netlify's (Cloudflare: the OAuth worker's address). */
  authUrl?: string;
  /** The claims in content/claims.yaml, by name, in the file's order: one group of fields each. */
  claims: string[];
}

export function editorConfig({ repo, branch, siteUrl, authUrl, claims }: EditorSettings) {
  return {
    backend: { name: "github", repo, branch, ...(authUrl && { base_url: authUrl }) },
    site_url: siteUrl,
    // Sveltia asks for a media folder; the site's pictures are not edited here.
    media_folder: "public/media",
    output: { omit_empty_optional_fields: true, yaml: { quote: "none" } },
    i18n: {
      structure: "multiple_files",
      locales: ["en", "es"],
      default_locale: "en",
      // content/cities/deltona.md in English, content/es/cities/deltona.md in Spanish.
      omit_default_locale_from_file_path: true,
    },
    collections: [
      ...CITY_TEMPLATES.map(({ template, name, label, singular }) => ({
        name,
        label,
        label_singular: singular,
        icon: "location_city",
        folder: "content/{{locale}}/cities",
        extension: "md",
        format: "yaml-frontmatter",
        filter: { field: "template", value: template },
        create: true,
        identifier_field: "name",
        slug: "{{fields.slug}}",
        i18n: true,
        editor: { preview: false },
        fields: cityForm(template),
      })),
      {
        name: "shop",
        label: "The shop",
        icon: "storefront",
        description:
          "The facts every page states: prices, hours, the notice, and the claims only you can confirm.",
        // The preview would show the form's values again: these files are read as facts, not as a page.
        editor: { preview: false },
        // The notice has words in each language; the other files are facts, in one file for every language.
        i18n: true,
        files: [
          {
            name: "site",
            label: "Facts and hours",
            file: "content/{{locale}}/site.yaml",
            i18n: true,
            fields: [
              ...objectForm("site").map((field) =>
                SITE_WORDS.includes(field.name) ? translatable([field])[0]! : field,
              ),
              TRANSLATION_FIELD,
            ],
          },
          {
            name: "prices",
            label: "Prices and times",
            file: PRICES_FILE,
            i18n: false,
            fields: objectForm("prices"),
          },
          ...LIST_FILES.map((entry) => ({
            name: entry.name,
            label: entry.label,
            file: entry.file,
            i18n: false,
            fields: formOf(entry),
          })),
          {
            name: "notice",
            label: "Notice",
            file: "content/{{locale}}/notice.yaml",
            i18n: true,
            fields: [...translatable(objectForm("notice")), TRANSLATION_FIELD],
          },
          {
            name: "claims",
            label: "Claims to confirm",
            description: claimsSchema.description,
            file: CLAIMS_FILE,
            i18n: false,
            fields: entriesForm("claims", claims),
          },
        ],
      },
    ],
  };
}
