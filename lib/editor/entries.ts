// An entry the owner's editor is about to save, read as the build reads its file: laid over the site's content, the
// content then goes through the build's own loader (the checks of npm run check:content), and each problem in the
// entry's files is the editor's reason to refuse the save. Pure, so it runs in the browser and in the unit tests.
import { loadSite } from "@/lib/content/load";
import { textVersion } from "@/lib/content/overlay";
import { pageFile } from "@/lib/content/page-files";
import { corePageKeys, type PageKey } from "@/lib/content/page-schemas";
import { proseShapeOf, proseShapes, withProse, type ProseShape } from "@/lib/content/page-prose";
import { claimWords, siteWords } from "@/lib/content/translate";
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

/** Where a file's content sits in the content the build reads: a top-level part, or a page of content/pages/. */
type ContentPlace =
  { key: Exclude<keyof RawContent, "pages" | "cities" | "services" | "locate"> } | { page: PageKey };

/**
 * The files the editor saves one by one, by path: where each sits in the content the build reads; `list`, the field
 * that holds a file that is one list; `translated`, a file with a Spanish file beside it, which translates the `text`
 * of it, or all its text (`allText`: a file of words alone); `prose`, the shape of a page's prose below its fields.
 */
export const SINGLE_FILES: Record<
  string,
  ContentPlace & {
    list?: string;
    translated?: true;
    text?: (fields: Fields) => Fields;
    allText?: true;
    prose?: ProseShape;
  }
> = {
  "content/site.yaml": { key: "site", translated: true, text: siteWords },
  "content/prices.yaml": { key: "prices" },
  "content/special-hours.yaml": { key: "specialHours", list: "days" },
  "content/claims.yaml": { key: "claims", translated: true, text: claimWords },
  "content/notice.yaml": { key: "notice", translated: true },
  "content/navigation.yaml": { key: "navigation", translated: true },
  "content/ui.yaml": { key: "ui", translated: true, allText: true },
  ...Object.fromEntries(
    [...corePageKeys, "not-found" as const].map((page) => [
      pageFile("content", "pages", page),
      {
        page,
        translated: true as const,
        ...(page in proseShapes && { prose: proseShapes[page as "about"] }),
      },
    ]),
  ),
};

/** The English file of a file in any language. */
const englishPath = (path: string) => path.replace(/^content\/es\//, "content/");

const keyOf = (path: string) => path.replace(/^.*\//, "").replace(/\.\w+$/, "");

/** A page's fields in one language as the loader reads its file: front matter and prose in one. */
export function pageRaw(file: string, data: Fields, shape: ProseShape): Fields {
  const body = data[BODY];
  return withProse(file, without(data, BODY), typeof body === "string" ? body : "", 0, shape).fields;
}

/**
 * The version of the English text that a translation records (the build's own, lib/content/overlay.ts), from the
 * English entry of a collection's page or a translated file; none for other entries.
 */
export function englishVersion(collection: string, path: string, english: Fields): string | undefined {
  const fields = without(english, TRANSLATES);
  const file = englishPath(path);
  const dir = PAGE_COLLECTIONS[collection];
  if (dir) return textVersion(pageRaw(file, fields, proseShapeOf(dir, fields.template)));
  const single = SINGLE_FILES[file];
  if (!single?.translated) return undefined;
  if (single.prose) return textVersion(pageRaw(file, fields, single.prose));
  return textVersion(single.text ? single.text(fields) : fields, single.allText);
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
    const shape = proseShapeOf(dir, data.template);
    english[dir][key] = pageRaw(files[0]!, data, shape);
    const es = entry.i18n?.es?.data;
    // Without Spanish prose, the Spanish file is a card alone, as the loader reads it.
    if (es && Object.keys(es).length)
      spanish[dir][key] =
        typeof es[BODY] === "string" && es[BODY].trim() ? pageRaw(files[1]!, es, shape) : without(es, BODY);
    return { english, spanish, files };
  }
  const single = SINGLE_FILES[entry.path];
  if (!single) return undefined;
  const place = (content: RawContent, value: unknown) => {
    if ("page" in single) content.pages[single.page] = value;
    else content[single.key] = value;
  };
  const read = (file: string, data: Fields | undefined) =>
    data && single.prose ? pageRaw(file, data, single.prose) : data;
  const data = without(entry.data, TRANSLATES);
  place(english, single.list ? data[single.list] : read(entry.path, data));
  if (!single.translated) return { english, spanish, files: [entry.path] };
  const spanishFile = entry.path.replace(/^content\//, "content/es/");
  place(spanish, read(spanishFile, entry.i18n?.es?.data));
  return { english, spanish, files: [entry.path, spanishFile] };
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
