// Slots: the per-item values in content/ui.yaml's words. A slot is a name in angle brackets, "<city> · <miles> miles
// from the shop", filled where the text shows (a city's name, a distance, a count, a slide's number); a {token} is a
// fact filled once when content loads. Loading content checks that each text uses exactly its own slots
// (lib/content/ui-schema.ts). Runs in the browser too (the open-now line, the carousel): no imports.

/** A slot in a text: `<name>`, a lower-case word or words joined by hyphens. */
const SLOT = /<([a-z]+(?:-[a-z]+)*)>/g;

/** The names of the slots a text uses, in order, each once. */
export function slotNames(text: string): string[] {
  return [...new Set([...text.matchAll(SLOT)].map((match) => match[1]!))];
}

/**
 * A text cut at its slots, each slot replaced by its value: strings and the values, in order. For a value that is
 * not text (an element); `fillSlots` is the usual way.
 */
export function slotParts<T>(text: string, values: Record<string, T>): (string | T)[] {
  const parts: (string | T)[] = [];
  let at = 0;
  for (const match of text.matchAll(SLOT)) {
    if (!(match[1]! in values)) continue;
    parts.push(text.slice(at, match.index), values[match[1]!]!);
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts.filter((part) => part !== "");
}

/** "<n> of <total>" with { n: 2, total: 5 } → "2 of 5". A slot without a value stays as written. */
export function fillSlots(text: string, values: Record<string, string | number>): string {
  return slotParts(text, values).join("");
}
