// The owner's editor's configuration (Sveltia CMS reads it as /admin/config.yml): where content lives and the form
// of each file, derived from the zod schemas the build checks content with, so a form cannot drift from the build.
import { z } from "zod";
import { contentJsonSchema, type fileSchemas } from "@/lib/content/file-schemas";
import { pageFile } from "@/lib/content/page-files";
import { proseShapeOf, proseShapes, type ProseShape } from "@/lib/content/page-prose";
import { translatedPagePath, type PageKey } from "@/lib/content/page-schemas";
import { uiSchema } from "@/lib/content/ui-schema";
import { claimsSchema } from "@/lib/content/site-schema";
import { isFactField } from "@/lib/content/overlay";
import { SITE_WORDS } from "@/lib/content/translate";
import { BODY, TRANSLATES } from "./entries";
import { fieldOf, fieldsOf, type EditorField, type JsonSchema } from "./fields";

/** The claims the copy makes that the owner confirms (npm run check:launch lists those still to confirm). */
export const CLAIMS_FILE = "content/claims.yaml";

/** A file's path in each language, for a form of both: content/es/ holds the Spanish file. */
const inEachLanguage = (path: string) => path.replace(/^content\//, "content/{{locale}}/");

/** Every price, turnaround, guarantee and rate the copy states. */
export const PRICES_FILE = "content/prices.yaml";

/**
 * The schema a file's form follows. A form counts text as typed, and a token is longer typed ({price.diagnostics})
 * than shown ($49), so a form of text that may hold a token counts no length: the check before saving measures it with
 * its tokens filled, as the build does. (The special hours hold no token: their form counts.)
 */
const formSchema = (name: keyof typeof fileSchemas) => contentJsonSchema(name) as JsonSchema;

/** A content file whose whole content is one list, offered as one form: the list itself (Sveltia's root list). */
interface EditorListFile {
  name: keyof typeof fileSchemas;
  file: string;
  /** What one item is called: "Add day". */
  item: string;
  /** The line a folded item shows, from its fields. */
  summary: string;
}

const LIST_FILES: EditorListFile[] = [
  {
    name: "special-hours",
    file: "content/special-hours.yaml",
    item: "day",
    summary: "{{fields.date}} {{fields.reason}}",
  },
];

/** A content file that maps names to entries of one form (claims, by the token's name): one group per entry. */
function entriesForm(name: keyof typeof fileSchemas, names: string[]): EditorField[] {
  const entry = formSchema(name).additionalProperties;
  if (!entry) throw new Error(`${name}: expected a file that maps names to entries`);
  return names.map((key) => ({
    ...fieldOf(key, entry, true, `${name}.${key}`),
    label: key,
    collapsed: false,
  }));
}

/** A content file whose content is one object: a field per property, a list of named entries folded to their names. */
function objectForm(name: keyof typeof fileSchemas): EditorField[] {
  const schema = formSchema(name);
  // A file that may also be empty (the notice): its form is the object's.
  const object = schema.anyOf?.find((branch) => branch.type === "object") ?? schema;
  return fieldsOf(object, name).map((field) =>
    field.widget === "list" && (field.fields as EditorField[] | undefined)?.some((f) => f.name === "name")
      ? { ...field, summary: "{{fields.name}}", collapsed: true }
      : field,
  );
}

function formOf({ name, item, summary }: EditorListFile): EditorField[] {
  // These files hold no tokens, so the length a form counts is the length shown.
  const list = fieldOf("days", contentJsonSchema(name, { typedLengths: true }) as JsonSchema, true, name);
  if (list.widget !== "list") throw new Error(`${name}: expected a file that is one list`);
  return [{ ...list, label_singular: item, summary, root: true }];
}

/**
 * Marks the fields a translation writes (`i18n: true`: each language its own, side by side), leaving the facts to the
 * English file alone, as the build lays a translation over its English file (lib/content/overlay.ts). `allText`: a
 * file of words alone, where no field is a fact.
 */
function translatable(fields: EditorField[], allText = false, parentKey?: string): EditorField[] {
  return fields.map((field) => {
    if (!allText && isFactField(field.name, parentKey)) return field;
    const kinds = field.types as { fields: EditorField[] }[] | undefined;
    if (kinds) {
      const marked = kinds.map((kind) => ({ ...kind, fields: translatable(kind.fields, allText) }));
      return { ...field, types: marked, i18n: true };
    }
    const children =
      (field.fields as EditorField[] | undefined) ?? (field.field ? [field.field as EditorField] : []);
    if (children.length) {
      const marked = translatable(children, allText, field.name);
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
const CITY_TEMPLATES: { template: "standard" | "featured"; name: string; label: string; singular: string }[] =
  [
    { template: "standard", name: "cities", label: "Cities", singular: "city" },
    { template: "featured", name: "featured-cities", label: "Featured cities", singular: "featured city" },
  ];

/** The hint of a page's prose, the Markdown below its fields, with the sections its page has. */
function proseHint({ sections }: ProseShape): string {
  const parts =
    typeof sections === "string"
      ? "then sections"
      : `then ${sections.names.length} sections (${sections.names.join(", ")})`;
  return `The page's text: a first paragraph, ${parts}, each starting with a line "## " and its heading. {tokens} such as {phone} or {price.diagnostics} show the shop's facts.`;
}

/** The field of a page's prose: the Markdown below its fields, in each language. */
const proseField = (shape: ProseShape): EditorField => ({
  name: BODY,
  label: "Page text",
  widget: "markdown",
  required: true,
  i18n: true,
  hint: proseHint(shape),
});

/** A city's form, for one template: its fields, the prose below them, and the translation's state. */
function cityForm(template: "standard" | "featured"): EditorField[] {
  const schema = formSchema("city");
  const branch = (schema.oneOf ?? []).find((b) => b.properties?.template?.const === template);
  if (!branch) throw new Error(`city: no form for the template ${template}`);
  const fields = fieldsOf(branch, `city (${template})`).map((field) =>
    field.name === "template" ? { ...field, widget: "hidden", default: template } : field,
  );
  return [...translatable(fields), proseField(proseShapeOf("cities", template)), TRANSLATION_FIELD];
}

/** A service's form: its fields (its address in each language), the prose below them, the translation's state. */
function serviceForm(): EditorField[] {
  const fields = translatable(fieldsOf(formSchema("service"), "service"));
  return [
    // A service's Spanish page has an address of its own (/es/<its slug>); its file keeps the English name.
    ...fields.map((field) => (field.name === "slug" ? { ...field, i18n: true } : field)),
    proseField(proseShapes.service),
    TRANSLATION_FIELD,
  ];
}

/** A collection of pages of one folder, a Markdown file each in each language, English and Spanish side by side. */
function pageCollection(name: string, label: string, singular: string, dir: "cities" | "services") {
  return {
    name,
    label,
    label_singular: singular,
    icon: dir === "cities" ? "location_city" : "build",
    folder: `content/{{locale}}/${dir}`,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    slug: "{{fields.slug}}",
    i18n: true,
    editor: { preview: false },
  };
}

/** The pages of content/pages/, each by its file's name, with the form's label. */
const CORE_PAGES: Record<PageKey, string> = {
  home: "Home page",
  about: "About",
  services: "Services (the list)",
  cities: "Areas served (the list)",
  contact: "Contact",
  "not-found": "Page not found",
};

/** A page of content/pages/: its fields (in Spanish, its address too), any prose, and the translation's state. */
function corePageForm(page: PageKey): EditorField[] {
  const fields = translatable(fieldsOf(formSchema(`page-${page}`), page));
  const withPath = fields.map((field) =>
    field.name === "route"
      ? { ...field, fields: [SPANISH_PATH_FIELD, ...(field.fields as EditorField[])] }
      : field,
  );
  const prose = page in proseShapes ? [proseField(proseShapes[page as "about"])] : [];
  return [...withPath, ...prose, TRANSLATION_FIELD];
}

/** The Spanish page's address, in the Spanish file alone (the English page's is the site's code's). */
const SPANISH_PATH_FIELD: EditorField = {
  ...fieldOf(
    "path",
    z.toJSONSchema(translatedPagePath, { target: "draft-7" }) as JsonSchema,
    false,
    "route.path",
  ),
  i18n: true,
};

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
        ...pageCollection(name, label, singular, "cities"),
        filter: { field: "template", value: template },
        identifier_field: "name",
        fields: cityForm(template),
      })),
      {
        ...pageCollection("services", "Services", "service", "services"),
        identifier_field: "h1",
        fields: serviceForm(),
      },
      {
        name: "pages",
        label: "Pages, menu and words",
        icon: "description",
        description:
          "The main pages, the menu and footer, and the words every page repeats (buttons, labels).",
        editor: { preview: false },
        i18n: true,
        files: [
          ...Object.entries(CORE_PAGES).map(([page, label]) => ({
            name: page,
            label,
            file: pageFile("content/{{locale}}", "pages", page),
            ...(page in proseShapes && { format: "yaml-frontmatter" }),
            i18n: true,
            fields: corePageForm(page as PageKey),
          })),
          {
            name: "navigation",
            label: "Menu and footer",
            file: "content/{{locale}}/navigation.yaml",
            i18n: true,
            fields: [...translatable(objectForm("navigation")), TRANSLATION_FIELD],
          },
          {
            name: "ui",
            label: "Words on every page",
            description: uiSchema.description,
            file: "content/{{locale}}/ui.yaml",
            i18n: true,
            fields: [...translatable(objectForm("ui"), true), TRANSLATION_FIELD],
          },
        ],
      },
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
          ...LIST_FILES.map((entry) => {
            const fields = formOf(entry);
            return { name: entry.name, label: fields[0]!.label, file: entry.file, i18n: false, fields };
          }),
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
            file: inEachLanguage(CLAIMS_FILE),
            i18n: true,
            // Each claim's words in each language; whether it is confirmed, and the note, the English file's.
            fields: [
              ...entriesForm("claims", claims).map((group) => ({
                ...group,
                i18n: true,
                fields: (group.fields as EditorField[]).map((field) =>
                  field.name === "text" ? { ...field, i18n: true } : field,
                ),
              })),
              TRANSLATION_FIELD,
            ],
          },
        ],
      },
    ],
  };
}
