/**
 * Word n-gram ("shingle") similarity, used to check that template pages are not one text with
 * the place name swapped.
 */

/** `value` matched literally inside a regular expression. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Lower-cases, replaces every given name (e.g. the page's own city) with one placeholder word,
 * strips punctuation and splits into words. Replacing the names first means two pages that differ
 * only in the city name normalize to the same words.
 */
export function normalizeWords(text: string, names: string[] = []): string[] {
  let out = text.toLowerCase();
  // Longest first, so "New Smyrna Beach" is replaced before a shorter name inside it could be.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(escapeRegExp(name.toLowerCase()), "g"), " cityplaceholder ");
  }
  return out
    .replace(/['’]/g, "") // "don't" -> "dont", not "don t"
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter(Boolean);
}

/** The set of word n-grams (n consecutive words joined by a space). */
export function shingles(words: string[], n = 5): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(" "));
  return out;
}

/** |A ∩ B| / |A ∪ B|; 0 when both are empty. */
export function jaccard<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * A text's word runs (shingles), its own names replaced by a placeholder: what two texts are compared by, with
 * `jaccard`. Made once per text, so comparing every pair of many pages does not redo it for each pair.
 */
export function wordRuns(text: string, names: string[] = []): Set<string> {
  return shingles(normalizeWords(text, names));
}

/** Number of words in a text (runs of letters or digits). */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}
