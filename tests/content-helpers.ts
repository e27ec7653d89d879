import { expect } from "vitest";
import { loadContent, loadSite } from "@/lib/content/load";
import { rawContent, rawTranslation } from "@/lib/content/raw";
import type { Language } from "@/lib/i18n";
import type { RawContent } from "@/lib/content/types";
import { ContentError } from "@/lib/content/validate";

type Obj = Record<string, unknown>;

/** A deep copy of the real content, safe to break; without line numbers, which an edit in memory would not move. */
export function freshRaw(): RawContent {
  return structuredClone({ ...rawContent, locate: undefined });
}

/** The file key (its name without extension) of the first entry of a collection that has what a test needs. */
function firstKey(files: Record<string, unknown>, fits: (entry: Obj) => boolean, what: string): string {
  const key = Object.keys(files).find((k) => fits(files[k] as Obj));
  if (!key) throw new Error(`test setup: content has no ${what}`);
  return key;
}

const city = (entry: Obj) => entry as { template: string; distanceFromDeland: number };
const service = (entry: Obj) =>
  entry as { canonicalPath?: string; aliases: string[]; relatedServices: unknown[]; faqs?: unknown[] };
const isTemplateCity = (entry: Obj) =>
  city(entry).template === "standard" && city(entry).distanceFromDeland > 0;
const isPlainService = (entry: Obj) =>
  !service(entry).canonicalPath &&
  service(entry).relatedServices.length >= 2 &&
  !!service(entry).faqs?.length;
const standardCity = firstKey(rawContent.cities, isTemplateCity, "template city away from DeLand");
const plainService = firstKey(rawContent.services, isPlainService, "service at its own slug with FAQs");

/**
 * The entries tests edit, picked by what they are rather than by name, so the tests hold whatever cities and
 * services content has: file keys, which are also the slugs.
 */
export const SAMPLE = {
  /** A template city away from DeLand. */
  standardCity,
  /** Another, later in file order. */
  otherStandardCity: firstKey(
    rawContent.cities,
    (entry) => isTemplateCity(entry) && entry.slug !== standardCity,
    "second template city",
  ),
  featuredCity: firstKey(rawContent.cities, (entry) => city(entry).template === "featured", "featured city"),
  /** A service at its own slug, with FAQs and at least two related services. */
  service: plainService,
  otherService: firstKey(
    rawContent.services,
    (entry) => isPlainService(entry) && entry.slug !== plainService,
    "second service at its own slug",
  ),
  /** A service with a testimonial carousel and an alias. */
  carouselService: firstKey(
    rawContent.services,
    (entry) =>
      (entry.testimonials as { layout?: string } | undefined)?.layout === "carousel" &&
      service(entry).aliases.length > 0,
    "service with a testimonial carousel and an alias",
  ),
};

/**
 * A week of opening hours made for the tests of the open-now line, in New York time: weekdays 9–5, Saturday 10–2,
 * Sunday closed. Those tests set it, so their expectations hold whatever content/site.yaml says.
 */
export const TEST_WEEK = {
  timeZone: "America/New_York",
  hours: [
    { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00" },
    { days: [6], opens: "10:00", closes: "14:00" },
    { days: [0], closed: true },
  ],
};

/** The real content with the test week as its opening hours. */
export function rawWithTestWeek(): RawContent {
  const raw = freshRaw();
  const { timeZone, hours } = structuredClone(TEST_WEEK);
  setAt(raw.site, "timeZone", timeZone);
  setAt(raw.site, "hours", hours);
  return raw;
}

/** "a.b[0].c" -> ["a", "b", 0, "c"], the same notation the validator uses for field names. */
function parsePath(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const part of path.split(".")) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) throw new Error(`bad path ${path}`);
    if (match[1]) keys.push(match[1]);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) keys.push(Number(index[1]));
  }
  return keys;
}

function container(root: unknown, path: string): { parent: Obj; key: string | number } {
  const keys = parsePath(path);
  let node = root;
  for (const key of keys.slice(0, -1)) {
    if (!node || typeof node !== "object" || !(key in node)) {
      throw new Error(`test setup: ${path} does not exist (stopped at ${String(key)})`);
    }
    node = (node as Obj)[key];
  }
  const key = keys.at(-1)!;
  if (!node || typeof node !== "object" || !(key in node)) {
    throw new Error(`test setup: ${path} does not exist`);
  }
  return { parent: node as Obj, key };
}

/** Reads a value at a field path; throws if it is not there, so tests never edit thin air. */
export function getAt(root: unknown, path: string): unknown {
  const { parent, key } = container(root, path);
  return parent[key];
}

/** Sets an existing field. */
export function setAt(root: unknown, path: string, value: unknown): void {
  const { parent, key } = container(root, path);
  parent[key] = value;
}

/** Appends a sentence to an existing string field. */
export function append(root: unknown, path: string, sentence: string): void {
  setAt(root, path, `${getAt(root, path) as string} ${sentence}`);
}

/** Deletes an existing field. */
export function deleteAt(root: unknown, path: string): void {
  const { parent, key } = container(root, path);
  delete parent[key];
}

/** Runs the validator and returns its problems; fails the test if it does not throw a ContentError. */
export function problemsOf(raw: RawContent, options?: Parameters<typeof loadContent>[1]): string[] {
  try {
    loadContent(raw, options);
  } catch (error) {
    if (error instanceof ContentError) {
      expect(error.problems.length).toBeGreaterThan(0);
      // The thrown message lists every problem, so the build output shows them all.
      for (const problem of error.problems) expect(error.message).toContain(problem);
      return error.problems;
    }
    throw error;
  }
  throw new Error("expected loadContent to reject the content, but it accepted it");
}

/** The start of a problem line: file › entry "name" › field "path". */
export function where(file: string, entry: string, field: string): string {
  return `${file} › entry "${entry}" › field "${field}"`;
}

/**
 * Asserts one problem names exactly this file, entry and field, and (optionally) that its message
 * contains every fragment. Returns the matching problem.
 */
export function expectProblem(
  problems: string[],
  file: string,
  entry: string,
  field: string,
  ...fragments: string[]
): string {
  const head = `${where(file, entry, field)}: `;
  const matching = problems.filter(
    (p) => p.startsWith(head) && fragments.every((f) => p.slice(head.length).includes(f)),
  );
  expect(
    matching,
    `expected a problem starting with\n  ${head}\n${fragments.length ? `containing ${JSON.stringify(fragments)}\n` : ""}got:\n  ${problems.join("\n  ")}`,
  ).not.toHaveLength(0);
  return matching[0]!;
}

/** The content of one language, loaded as the site loads it: English, and Spanish laid over it (content/es/). */
export function contentIn(
  raw: RawContent,
  {
    language = "en",
    editSpanish,
    ...options
  }: {
    language?: Language;
    now?: number;
    siteUrl?: string;
    editSpanish?: (spanish: RawContent) => void;
  } = {},
) {
  const spanish = structuredClone({ ...rawTranslation!, locate: undefined });
  editSpanish?.(spanish);
  const site = loadSite(raw, spanish, options);
  const content = site[language];
  if (!content) throw new Error(`test setup: no ${language} content (site.yaml: spanish)`);
  return content;
}
