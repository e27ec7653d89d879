// An entry the owner's editor is about to save, read as the build reads its file: laid over the site's content, the
// content then goes through the build's own loader (the checks of npm run check:content), and each problem in the
// entry's files is the editor's reason to refuse the save. Pure, so it runs in the browser and in the unit tests.
import { loadSite } from "@/lib/content/load";
import { textVersion } from "@/lib/content/overlay";
import { pageFile } from "@/lib/content/page-files";
import { proseShapeOf, withProse } from "@/lib/content/page-prose";
import { SITE_WORDS } from "@/lib/content/translate";
import type { RawContent } from "@/lib/content/types";
import { ContentError } from "@/lib/content/validate";

/** The site's content as the build read it, English and Spanish: what an entry is checked among. */
export interface ContentSnapshot {
  english: RawContent;
  spanish: RawContent;
}

type Fields = Record<string, unknown>;

/** `fields` without the field `name`. */
export const without = <T extends object>(fields: T, name: string): T =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name)) as T;

/** An entry as the editor hands it over: each language's fields (a page's prose in `body`) and its file. */
export interface SavingEntry {
  collection: string;
  /** The English file's path in the repository. */
  path: string;
  data: Fields;
  /** The other languages' fields, by language. */
  i18n?: Record<string, { data?: Fields }>;
}

/** The field that holds a page's prose: Sveltia CMS's own name for a front matter file's body. */
export const BODY = "body";
/** The Spanish file's record of the English text it translates. */
export const TRANSLATES = "translates";

/** The collections whose entries are pages with prose, and the folder of each. */
export const PAGE_COLLECTIONS: Record<string, "cities" | "services"> = {
  cities: "cities",
  "featured-cities": "cities",
  services: "services",
};

/**
 * The shop's files the editor saves, by path: where each sits in the content the build reads; `list`, the field that
 * holds a file that is one list; `translated`, a file with a Spanish file beside it, which translates `words` of it (or
 * all its text).
 */
export const SHOP_FILES: Record<
  string,
  { key: keyof RawContent; list?: string; translated?: true; words?: string[] }
> = {
  "content/site.yaml": { key: "site", translated: true, words: SITE_WORDS },
  "content/prices.yaml": { key: "prices" },
  "content/special-hours.yaml": { key: "specialHours", list: "days" },
  "content/claims.yaml": { key: "claims" },
  "content/notice.yaml": { key: "notice", translated: true },
};

/** The English file of a file in any language. */
const englishPath = (path: string) => path.replace(/^content\/es\//, "content/");

const keyOf = (path: string) => path.replace(/^.*\//, "").replace(/\.\w+$/, "");

/** A page's fields in one language as the loader reads its file: front matter and prose in one. */
export function pageRaw(dir: "cities" | "services", file: string, data: Fields, template: unknown): Fields {
  const body = data[BODY];
  return withProse(
    file,
    without(data, BODY),
    typeof body === "string" ? body : "",
    0,
    proseShapeOf(dir, template),
  ).fields;
}

/**
 * The version of the English text that a translation records (the build's own, lib/content/overlay.ts), from the
 * English entry of a collection's page or a translated file; none for other entries.
 */
export function englishVersion(collection: string, path: string, english: Fields): string | undefined {
  const fields = without(english, TRANSLATES);
  const dir = PAGE_COLLECTIONS[collection];
  if (dir) return textVersion(pageRaw(dir, englishPath(path), fields, english.template));
  const file = SHOP_FILES[englishPath(path)];
  if (!file?.translated) return undefined;
  return textVersion(
    file.words ? Object.fromEntries(file.words.map((name) => [name, fields[name]])) : fields,
  );
}

/**
 * A value as the editor writes it to its file: an optional field left empty is not written at all, nor are the keys
 * the editor keeps on a list's items for itself (`__sc_item_id`).
 */
function asWritten<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asWritten) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => item !== null && item !== undefined && item !== "" && !key.startsWith("__sc_"))
      .map(([key, item]) => [key, asWritten(item)]),
  ) as T;
}

/** The content with `entry` in place of its files, and those files' paths. */
function withEntry(snapshot: ContentSnapshot, saving: SavingEntry) {
  const entry = asWritten(saving);
  const english = structuredClone(snapshot.english);
  const spanish = structuredClone(snapshot.spanish);
  const dir = PAGE_COLLECTIONS[entry.collection];
  if (dir) {
    const key = keyOf(entry.path);
    const files = [pageFile("content", dir, key), pageFile("content/es", dir, key)];
    const data = without(entry.data, TRANSLATES);
    english[dir][key] = pageRaw(dir, files[0]!, data, data.template);
    const es = entry.i18n?.es?.data;
    // Without Spanish prose, the Spanish file is a card alone, as the loader reads it.
    if (es && Object.keys(es).length)
      spanish[dir][key] =
        typeof es[BODY] === "string" && es[BODY].trim()
          ? pageRaw(dir, files[1]!, es, entry.data.template)
          : without(es, BODY);
    return { english, spanish, files };
  }
  const shop = SHOP_FILES[entry.path];
  if (!shop) return undefined;
  const data = without(entry.data, TRANSLATES);
  (english as unknown as Fields)[shop.key] = shop.list ? data[shop.list] : data;
  if (!shop.translated) return { english, spanish, files: [entry.path] };
  (spanish as unknown as Fields)[shop.key] = entry.i18n?.es?.data;
  return { english, spanish, files: [entry.path, entry.path.replace(/^content\//, "content/es/")] };
}

/**
 * What the build would say of the content with this entry saved, about the entry's own files: the build's messages,
 * or none. An entry the build does not read this way (another kind of file) has nothing to say.
 */
export function entryProblems(snapshot: ContentSnapshot, entry: SavingEntry): string[] {
  const content = withEntry(snapshot, entry);
  if (!content) return [];
  try {
    loadSite(content.english, content.spanish);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.filter((problem) => content.files.some((file) => problem.startsWith(file)));
  }
}
