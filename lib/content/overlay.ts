// A translation is a text overlay of its English file (content/es/ mirrors content/): it writes the text, and every
// fact (a slug, a link, an icon, a number, a customer's own words) comes from the English file, so it lives once.

import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** Fields a translation never writes: the English file's value holds in every language. */
const FACT_FIELDS = new Set([
  "template",
  "slug",
  "aliases",
  "canonicalPath",
  "county",
  "distanceFromDeland",
  "driveMinutes",
  "coordinates",
  "icon",
  "href",
  "url",
  "rating",
  "placeholder",
  "layout",
  "loop",
  "shareLinks",
  "style",
  "type",
  "tone",
  "target",
  "citySlugs",
  "footerCitySlugs",
  "slugs",
  "lists",
  "badge",
  "business",
  // The notice's instants: it comes and goes at the same moment in every language.
  "starts",
  "ends",
]);

/**
 * The field naming the kind of a list's item (a service's block: "prices", "steps"): a fact, which a translation may
 * repeat (the owner's editor writes it, to know the item's form) but not change.
 */
export const KIND_FIELD = "type";

/**
 * Fields holding facts although their keys are common ones: a city's name (at the top of its file), and the
 * reviews, quoted as the customers wrote them.
 */
export const isFactField = (key: string, parentKey: string | undefined) =>
  FACT_FIELDS.has(key) ||
  (key === "name" && parentKey === undefined) ||
  (key === "items" && parentKey === "testimonials");

export interface Overlaid {
  value: unknown;
  /** Text fields of the English file the translation does not write, as field paths ("faqs[2].answer[0]"). */
  missing: string[];
  /** Fields the translation writes that it must not, or with the wrong shape. */
  problems: { field: string; message: string }[];
}

const join = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every text field under a value, as its path and its text: what a translation writes. */
function textEntries(
  value: unknown,
  path: string,
  parentKey: string | undefined,
  allText: boolean,
): [field: string, text: string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, i) => textEntries(item, join(path, i), parentKey, allText));
  // By name: an editor may hold a file's fields in any order, and the text is the same.
  if (isRecord(value))
    return Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([key, item]) =>
      !allText && isFactField(key, parentKey) ? [] : textEntries(item, join(path, key), key, allText),
    );
  return [];
}

/**
 * The version of an English file's text that its translation records (`translates:`): the first ten hex digits of
 * the SHA-256 of its text fields, each with its text. An edit to the words changes it; an edit to a fact (the hours,
 * a price, a link, a distance) does not, since the translation does not repeat facts.
 */
export function textVersion(english: unknown, allText = false): string {
  const text = JSON.stringify(textEntries(english, "", undefined, allText));
  // A hash the browser computes the same way, at once: the owner's editor records it as it saves.
  return bytesToHex(sha256(utf8ToBytes(text))).slice(0, 10);
}

/**
 * Lays `translated` over `english`: objects key by key, lists item by item, text replaced, facts kept. A file of
 * words alone (content/ui.yaml) has no fact fields: `allText`.
 */
export function overlay(
  english: unknown,
  translated: unknown,
  path = "",
  parentKey?: string,
  allText = false,
): Overlaid {
  const isFact = (key: string, parent: string | undefined) => !allText && isFactField(key, parent);
  const result: Overlaid = { value: english, missing: [], problems: [] };
  const merge = (child: Overlaid) => {
    result.missing.push(...child.missing);
    result.problems.push(...child.problems);
    return child.value;
  };
  if (translated === undefined) {
    result.missing = textEntries(english, path, parentKey, allText).map(([field]) => field);
    return result;
  }
  if (typeof english === "string") {
    if (typeof translated === "string") result.value = translated;
    else result.problems.push({ field: path, message: "must be text, as in the English file" });
    return result;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      result.problems.push({
        field: path,
        message: `must be a list of ${english.length} items, in the English file's order`,
      });
      return result;
    }
    result.value = english.map((item, i) =>
      merge(overlay(item, translated[i], join(path, i), parentKey, allText)),
    );
    return result;
  }
  if (isRecord(english)) {
    if (!isRecord(translated)) {
      result.problems.push({ field: path, message: "must have the English file's fields" });
      return result;
    }
    const value: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(english))
      value[key] = isFact(key, parentKey)
        ? item
        : merge(overlay(item, translated[key], join(path, key), key, allText));
    for (const key of Object.keys(translated)) {
      if (!allText && key === KIND_FIELD && key in english) {
        if (translated[key] !== english[key])
          result.problems.push({
            field: join(path, key),
            message: `must be "${String(english[key])}", the kind of the English file's item`,
          });
      } else if (isFact(key, parentKey))
        result.problems.push({
          field: join(path, key),
          message: "is a fact the English file gives for every language; remove it here",
        });
      else if (!(key in english))
        result.problems.push({ field: join(path, key), message: "is not a field of the English file" });
    }
    result.value = value;
    return result;
  }
  // Numbers and booleans are facts.
  result.problems.push({
    field: path,
    message: "is a fact the English file gives for every language; remove it",
  });
  return result;
}
