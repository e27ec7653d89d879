/** Copy may say {phone}, {years} and so on; the values come from content/site.ts, so a fact changes in one place. */
export type Tokens = Record<string, string>;

// Anything in braces is a token, so a misspelt one ({phone-number}, { phone }) is reported, not printed.
const TOKEN = /\{([^{}]*)\}/g;

/** Replaces tokens in every string of a content value; reports unknown tokens with their field path. */
export function fillTokens<T>(
  value: T,
  tokens: Tokens,
  onUnknown: (field: string, token: string) => void,
  path = "",
): T {
  if (typeof value === "string") {
    return value.replace(TOKEN, (match, name: string) => {
      if (name in tokens) return tokens[name]!;
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
