// The copy of a content entry as rules read it: every string with its field path, split into sentences.
import type { Language } from "@/lib/i18n";
import { markdownText } from "./markdown";

/** Every string in a value with its field path. */
export function strings(value: unknown, path = ""): { field: string; text: string }[] {
  if (typeof value === "string") return [{ field: path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * Where one sentence ends and the next begins, in each language: after ".", "!" or "?" (and a closing quote or
 * bracket), before a capital, a figure or a token. A Spanish sentence may also open with "¿" or "¡", a capital may
 * carry an accent ("Ésta", "Ñandú"), and quotes may be « ».
 */
const sentenceBreak: Record<Language, RegExp> = {
  en: /(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9{$])/,
  es: /(?<=[.!?]["”’»)]?)\s+(?=["“«(]?[¿¡]?[A-ZÁÉÍÓÚÜÑ0-9{$])/,
};

/** The sentences of a paragraph as a reader sees them: Markdown links and emphasis reduced to their text. */
export function sentences(text: string, language: Language = "en"): string[] {
  return markdownText(text)
    .split(sentenceBreak[language])
    .map((s) => s.trim())
    .filter(Boolean);
}
