// The rule "facts once": prices, turnaround times, guarantees, rates and opening times are written in one place
// (content/prices.yaml, content/site.yaml), and copy refers to them by token, so a change is one line.
import type { Language } from "@/lib/i18n";
import { strings } from "./copy-text";

// A span in words, "one to two hours", is a turnaround as much as "1–2 hours"; a lone "two days" is too common in
// ordinary sentences to count.
const inWords = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten)`;
const span = String.raw`(?:\d+(?:\s*(?:[–-]|to)\s*\d+)?|${inWords}\s+to\s+${inWords})`;

type Kind = "dollars" | "turnaround" | "rate" | "opening" | "area";

/** What copy may not write out, each with the place it belongs. */
const literalFacts: Record<Kind, { pattern: RegExp; what: string; home: string }> = {
  dollars: {
    pattern: /\$\s?\d[\d,]*(?:\s*(?:[–-]|to)\s*\$?\d[\d,]*)?/,
    what: "a dollar amount",
    home: "a {price.…} token from content/prices.yaml",
  },
  turnaround: {
    pattern: new RegExp(String.raw`\b${span}[\s-](?:business\s+)?(?:hours?|days?|weeks?)\b`, "i"),
    what: "a turnaround or guarantee period",
    home: "a {time.…} or {guarantee.…} token from content/prices.yaml",
  },
  rate: {
    pattern: /\d+(?:\s*[–-]\s*\d+)?\s?%/,
    what: "a rate",
    home: "a {rate.…} token from content/prices.yaml",
  },
  opening: {
    pattern: /\b\d{1,2}(?::\d{2})?\s?(?:AM|PM|a\.m\.|p\.m\.)|\bbetween \d{1,2} and \d{1,2}\b|\bnoon\b/i,
    what: "an opening time",
    home: "the {hours} token, or the hours lists, from content/site.yaml",
  },
  area: {
    pattern: /\b\d[\d,]*\s*(?:square[\s-]f(?:ee|oo)t|sq\.?\s?ft\b)/i,
    what: "the shop's floor area",
    home: "the {floor-area} token from content/site.yaml",
  },
};

// The same facts as Spanish writes them: "49 dólares", "24–48 horas", "1–3 días hábiles", "de dos a tres horas",
// "30 días", "9:00 a. m.", "9 de la mañana", "entre las 9 y las 5", "mediodía". A span in words counts, as in
// English; a lone "dos días", or "uno o dos días" (English lets "one or two days" pass), does not. A rate is "80 %"
// or "80%" in both languages; "30 por ciento" passes as "30 percent" does in English, a plain figure. The English
// forms count in Spanish copy too (an English phrase left in a translation), but for "AM" and "PM", read as whole
// words: "9 amigos" is not a time.
const enPalabras = String.raw`(?:uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)`;
const tramo = String.raw`(?:\d+(?:\s*(?:[–-]|a)\s*\d+)?|(?:de\s+)?${enPalabras}\s+a\s+${enPalabras})`;
const hora = String.raw`\d{1,2}(?::\d{2})?`;
const spanishForms: Record<Kind, RegExp> = {
  dollars: new RegExp(
    String.raw`\b\d[\d,]*(?:\s*(?:[–-]|a)\s*\d[\d,]*)?\s+d[óo]lares?\b|${literalFacts.dollars.pattern.source}`,
    "i",
  ),
  turnaround: new RegExp(
    String.raw`\b${tramo}\s+(?:horas?|d[ií]as?|semanas?)(?:\s+h[áa]biles)?\b|${literalFacts.turnaround.pattern.source}`,
    "i",
  ),
  rate: literalFacts.rate.pattern,
  opening: new RegExp(
    [
      String.raw`\b${hora}\s?(?:[ap]\.\s?m\.|[ap]m\b)`,
      String.raw`\b${hora}\s+de\s+la\s+(?:mañana|tarde|noche)\b`,
      String.raw`\bentre\s+(?:las\s+)?${hora}\s+y\s+(?:las\s+)?${hora}\b`,
      String.raw`\bde\s+las\s+${hora}\s+a\s+las\s+${hora}\b`,
      String.raw`\bmediod[ií]a\b`,
      String.raw`\bbetween \d{1,2} and \d{1,2}\b|\bnoon\b`,
    ].join("|"),
    "i",
  ),
  area: new RegExp(String.raw`\b\d[\d,]*\s*pies\s+cuadrados\b|${literalFacts.area.pattern.source}`, "i"),
};

/** Each language's list, in the same order. */
const literalFactsIn: Record<Language, { pattern: RegExp; what: string; home: string }[]> = {
  en: Object.values(literalFacts),
  es: (Object.keys(literalFacts) as Kind[]).map((kind) => ({
    ...literalFacts[kind],
    pattern: spanishForms[kind],
  })),
};

/** Reports each figure written out in copy, as the owner wrote it (before tokens are filled), in its language. */
export function factsOnceRule(
  entries: { file: string; entry: string; data: unknown }[],
  report: (file: string, entry: string, field: string, message: string) => void,
  language: Language = "en",
) {
  for (const { file, entry, data } of entries)
    for (const { field, text } of strings(data))
      for (const { pattern, what, home } of literalFactsIn[language]) {
        const match = pattern.exec(text);
        if (match)
          report(file, entry, field, `rule "facts once": writes ${what}, "${match[0]}"; use ${home}`);
      }
}
