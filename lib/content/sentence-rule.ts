// The rule "sentence once": a sentence of MIN_SENTENCE_WORDS words or more says something about one page, so it
// appears on one page only. A sentence copied to several pages reads as filler to a visitor and as duplicate content to a search
// engine. Shared components (header, footer, contact blocks) are not content and are not read.
import type { Language } from "@/lib/i18n";
import { sentences, strings } from "./copy-text";
import type { Locate } from "./types";
import { normalizeWords } from "./text-similarity";

/** The fewest words a sentence has before a repeat of it counts. */
export const MIN_SENTENCE_WORDS = 12;

/** The sentence's words as the similarity rule reads them ("Don't wait!" and "don’t wait" are one), a token one word. */
function normalize(sentence: string): string[] {
  return normalizeWords(
    sentence.replace(/\{([^{}]+)\}/g, (_, token: string) => token.replace(/[^\p{L}\p{N}]/gu, "")),
  );
}

/** Checks one language's copy (every entry in `entries` is in `language`): a sentence is split as that language writes it. */
export function sentenceOnceRule(
  entries: { file: string; entry: string; data: unknown }[],
  locate: Locate | undefined,
  report: (file: string, entry: string, field: string, message: string) => void,
  language: Language = "en",
) {
  const first = new Map<string, { file: string; field: string }>();
  for (const { file, entry, data } of entries)
    for (const { field, text } of strings(data).filter(
      ({ text }) => text.split(" ").length >= MIN_SENTENCE_WORDS,
    ))
      for (const sentence of sentences(text, language)) {
        const words = normalize(sentence);
        if (words.length < MIN_SENTENCE_WORDS) continue;
        const key = words.join(" ");
        const seen = first.get(key);
        if (!seen) first.set(key, { file, field });
        else if (seen.file !== file)
          report(
            file,
            entry,
            field,
            `rule "sentence once": "${sentence}" is also in ${locate?.(seen.file, seen.field) ?? seen.file} (field "${seen.field}"); say it on one page, or say it differently here`,
          );
      }
}
