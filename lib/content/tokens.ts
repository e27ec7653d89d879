import { distance } from "fastest-levenshtein";

/** Copy may say {phone}, {years} and so on; the values come from the facts files, so a fact changes in one place. */
export type Tokens = Record<string, string>;

// Anything in braces is a token, so a misspelt one ({phone-number}, { phone }) is reported, not printed. A brace
// meant as text is written twice: {{ and }}.
const TOKEN = /\{\{|\}\}|\{([^{}]*)\}/g;

/** The known tokens closest to a misspelt one, for the error message. */
export function nearestTokens(name: string, tokens: Tokens, count = 3): string[] {
  return Object.keys(tokens)
    .map((known) => ({ known, score: distance(name.trim().toLowerCase(), known.toLowerCase()) }))
    .sort((a, b) => a.score - b.score || a.known.localeCompare(b.known))
    .slice(0, count)
    .map(({ known }) => `{${known}}`);
}

/** The tokens a text uses, each once, as written: ["{price.diagnostics}"]. */
export function tokensIn(text: string): string[] {
  return [
    ...new Set([...text.matchAll(TOKEN)].filter(([, name]) => name !== undefined).map(([match]) => match)),
  ];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Replaces tokens in every string of a content value; reports unknown tokens with their field path. */
export function fillTokens<T>(
  value: T,
  tokens: Tokens,
  onUnknown: (field: string, token: string) => void,
  path = "",
): T {
  if (typeof value === "string") {
    return value.replace(TOKEN, (match, name: string | undefined) => {
      if (name === undefined) return match[0]!;
      if (name in tokens) return tokens[name]!;
      // A token written with a capital, {Warranty}, starts a sentence: its value starts with a capital too.
      const lowered = name.charAt(0).toLowerCase() + name.slice(1);
      if (lowered !== name && lowered in tokens) return capitalize(tokens[lowered]!);
      onUnknown(path, match);
      return match;
    }) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fillTokens(item, tokens, onUnknown, `${path}[${index}]`)) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillTokens(item, tokens, onUnknown, path ? `${path}.${key}` : key),
      ]),
    ) as T;
  }
  return value;
}
