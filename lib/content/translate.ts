// Builds a language's content from the English content and its translation (content/es/ for Spanish): every file
// of the translation is a text overlay of its English file (./overlay.ts). The chrome and the core pages must be
// translated whole; a city or service whose translation is missing or partial is built in English only, and the
// translated site links to its English page.
import type { Language } from "@/lib/i18n";
import { markdownLinks } from "./markdown";
import { overlay, textVersion } from "./overlay";
import { englishCorePaths } from "./core-paths";
import { pageFile } from "./page-files";
import { corePageKeys, type CorePageKey, type PageKey } from "./page-schemas";
import type { RawContent } from "./types";
import type { ProblemList } from "./validate";

/** A translated file whose English source changed after it was translated. */
export interface OutdatedTranslation {
  file: string;
  source: string;
  /** The English file's version now: what `translates:` says once the translation is brought up to date. */
  version: string;
}

export interface Translation {
  /** The language's content, ready to load: only the cities and services translated whole. */
  raw: RawContent;
  /** The language's path of each English page it translates, by the English canonical path. */
  paths: Map<string, string>;
  /** Each core page's `route.path` as the translation writes it: its address in this language, checked on loading. */
  corePaths: Partial<Record<CorePageKey, unknown>>;
  /** City cards translated where the city's page is not, by slug. */
  cityCards: Map<string, string>;
  /** The English files of pages built in English only, with a field the translation does not have yet. */
  untranslated: { file: string; field?: string }[];
  outdated: OutdatedTranslation[];
}

type Entry = Record<string, unknown>;

/** The fields of content/site.yaml a translation writes: the shop's words, not its facts. */
export const SITE_WORDS = ["tagline", "promises", "links"];

/** The text of the shop's file that a translation writes: its words, not its facts. */
export const siteWords = (site: Record<string, unknown>) =>
  Object.fromEntries(SITE_WORDS.map((name) => [name, site[name]]));

/** The text of the claims that a translation writes: each claim's words, by its name. */
export const claimWords = (claims: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(claims).map(([key, claim]) => [key, { text: (claim as { text?: unknown }).text }]),
  );
const isRecord = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The file of a translated part ("site", "pages/about", "cities/deltona") under `base`. */
function fileOf(base: string, name: string): string {
  const [dir, key] = name.split("/");
  return key === undefined ? `${base}/${name}.yaml` : pageFile(base, dir as "cities" | "services" | "pages", key);
}

/** The English canonical path of a city or service file, as the route table gives it. */
function englishEntryPath(dir: "cities" | "services", entry: Entry): string {
  if (dir === "services" && typeof entry.canonicalPath === "string") return entry.canonicalPath;
  return `/${String(entry.slug)}`;
}

export function translate(
  english: RawContent,
  translated: RawContent,
  language: Exclude<Language, "en">,
  problems: ProblemList,
): Translation {
  const base = `content/${language}`;
  const outdated: OutdatedTranslation[] = [];
  const untranslated: Translation["untranslated"] = [];
  const paths = new Map<string, string>();
  const cityCards = new Map<string, string>();

  /**
   * The translation's text with its `translates` version checked against the English text it translates, and taken
   * off.
   */
  const textOf = (name: string, data: unknown, englishText: unknown, allText = false): Entry | undefined => {
    if (!isRecord(data)) return undefined;
    const { translates, ...text } = data;
    const file = fileOf(base, name);
    const current = textVersion(englishText, allText);
    if (typeof translates !== "string")
      problems.add(
        file,
        name,
        "translates",
        `must record the version of ${fileOf("content", name)} it translates, in quotes: translates: "${current}"`,
      );
    else if (translates !== current) outdated.push({ file, source: fileOf("content", name), version: current });
    return text;
  };
  /** Lays a translation over its English file; everything it leaves out is a problem. */
  const whole = (name: string, englishData: unknown, data: unknown, entry = name, allText = false) => {
    const file = fileOf(base, name);
    const text = textOf(name, data, englishData, allText);
    if (text === undefined) {
      problems.add(file, entry, "(whole file)", `is missing: the ${language} site needs it`);
      return englishData;
    }
    const result = overlay(englishData, text, "", undefined, allText);
    for (const { field, message } of result.problems) problems.add(file, entry, field, message);
    for (const field of result.missing)
      problems.add(file, entry, field, "is missing: write it in this language (see the English file)");
    return result.value;
  };

  const site = english.site as Entry;
  const translatedSite = whole("site", siteWords(site), translated.site);

  const claims = (english.claims ?? {}) as Record<string, Entry>;
  const translatedClaims = whole("claims", claimWords(claims), translated.claims) as Record<string, Entry>;

  // A special day is named in each language in its own entry (content/special-hours.yaml).
  const specialHours = ((english.specialHours ?? []) as Entry[]).map((day) => {
    if (day.reason !== undefined && day.reasonSpanish === undefined)
      problems.add(
        "content/special-hours.yaml",
        String(day.date),
        "reasonSpanish",
        `is missing: name the day of ${String(day.date)} ("${String(day.reason)}") in Spanish too`,
      );
    return { ...day, reason: day.reasonSpanish ?? day.reason };
  });

  // A notice switched off has no words to show, in any language.
  const shown = isRecord(english.notice) && english.notice.shown !== false;
  const notice = shown ? whole("notice", english.notice, translated.notice) : english.notice;

  const pages = {} as Record<PageKey, unknown>;
  const corePaths: Translation["corePaths"] = {};
  for (const key of corePageKeys) {
    // The page's address in this language is no text of the English file: it is laid over without it.
    const { text, path } = withoutRoutePath(translated.pages[key]);
    pages[key] = whole(`pages/${key}`, english.pages[key], text, key);
    corePaths[key] = path;
    if (typeof path === "string") paths.set(englishCorePaths[key], path);
  }
  pages["not-found"] = whole(
    "pages/not-found",
    english.pages["not-found"],
    translated.pages["not-found"],
    "not-found",
  );

  /** The entries of a collection translated whole; the rest stay English (a card may be translated alone). */
  const collection = (dir: "cities" | "services") => {
    const out: Record<string, unknown> = {};
    for (const [key, englishEntry] of Object.entries(english[dir] as Record<string, Entry>)) {
      const name = `${dir}/${key}`;
      const file = pageFile(base, dir, key);
      const text = textOf(name, (translated[dir] as Record<string, unknown>)[key], englishEntry);
      if (!text) {
        untranslated.push({ file: pageFile("content", dir, key) });
        continue;
      }
      const { slug, ...rest } = text;
      const result = overlay(englishEntry, rest);
      for (const { field, message } of result.problems) problems.add(file, key, field, message);
      if (dir === "cities" && typeof rest.description === "string") cityCards.set(key, rest.description);
      if (result.missing.length) {
        untranslated.push({ file: pageFile("content", dir, key), field: result.missing[0] });
        continue;
      }
      const entry = result.value as Entry;
      if (dir === "services") {
        if (typeof slug !== "string")
          problems.add(
            file,
            key,
            "slug",
            `must give the page's address in this language: /${language}/<slug>`,
          );
        entry.slug = slug;
        entry.aliases = [];
        delete entry.canonicalPath;
      } else if (slug !== undefined)
        problems.add(
          file,
          key,
          "slug",
          "is a fact the English file gives for every language; remove it here",
        );
      paths.set(englishEntryPath(dir, englishEntry), `/${language}/${String(entry.slug)}`);
      out[key] = entry;
    }
    return out;
  };
  const cities = collection("cities");
  const services = collection("services");

  const raw: RawContent = {
    site: { ...site, ...(translatedSite as Entry) },
    prices: english.prices,
    claims: Object.fromEntries(
      Object.entries(claims).map(([key, claim]) => [key, { ...claim, ...translatedClaims[key] }]),
    ),
    specialHours,
    notice,
    navigation: whole("navigation", english.navigation, translated.navigation),
    // Words alone: none of its fields is a fact, whatever its name.
    ui: whole("ui", english.ui, translated.ui, "ui", true),
    pages,
    cities,
    services,
    locate: translated.locate,
  };
  return { raw: localizeLinks(raw, paths), paths, corePaths, cityCards, untranslated, outdated };
}

/** A translated core page without its `route.path`, and that path. */
function withoutRoutePath(data: unknown): { text: unknown; path: unknown } {
  if (!isRecord(data) || !isRecord(data.route)) return { text: data, path: undefined };
  const { path, ...route } = data.route;
  return { text: { ...data, route }, path };
}

/**
 * Points every internal link of a translation at the page in its language, where there is one; a link to a page
 * not yet translated stays on the English page, and a Markdown link to it carries the title "en", which the
 * renderer turns into hreflang="en".
 */
function localizeLinks<T>(value: T, paths: Map<string, string>): T {
  const localize = (href: string) => {
    const [path, hash] = href.split("#");
    const local = paths.get(path!);
    return local === undefined ? undefined : local + (hash === undefined ? "" : `#${hash}`);
  };
  const walk = (item: unknown, key?: string): unknown => {
    if (typeof item === "string") {
      if (key === "href" && item.startsWith("/")) return localize(item) ?? item;
      if (!item.includes("](")) return item;
      let text = item;
      for (const href of new Set(markdownLinks(item).filter((h) => h.startsWith("/"))))
        text = text.replaceAll(`](${href})`, `](${localize(href) ?? `${href} "en"`})`);
      return text;
    }
    if (Array.isArray(item)) return item.map((child) => walk(child));
    if (isRecord(item)) return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, walk(v, k)]));
    return item;
  };
  return walk(value) as T;
}
