// The owner's editor's configuration (Sveltia CMS reads it as /admin/config.yml): where content lives and the form
// of each file, derived from the zod schemas the build checks content with, so a form cannot drift from the build.
import { contentJsonSchema, type fileSchemas } from "@/lib/content/file-schemas";
import { claimsSchema } from "@/lib/content/site-schema";
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
  return fieldsOf(contentJsonSchema(name, { typedLengths: true }) as JsonSchema, name).map((field) =>
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
    collections: [
      {
        name: "shop",
        label: "The shop",
        icon: "storefront",
        description: "The facts every page states: prices, hours, and the claims only you can confirm.",
        // The preview would show the form's values again: these files are read as facts, not as a page.
        editor: { preview: false },
        files: [
          { name: "prices", label: "Prices and times", file: PRICES_FILE, fields: objectForm("prices") },
          ...LIST_FILES.map((entry) => ({
            name: entry.name,
            label: entry.label,
            file: entry.file,
            fields: formOf(entry),
          })),
          {
            name: "claims",
            label: "Claims to confirm",
            description: claimsSchema.description,
            file: CLAIMS_FILE,
            fields: entriesForm("claims", claims),
          },
        ],
      },
    ],
  };
}
