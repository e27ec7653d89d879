// The copy of a content entry as rules read it: every string with its field path, split into sentences.
import { markdownText } from "./markdown";

/** Every string in a value with its field path. */
export function strings(value: unknown, path = ""): { field: string; text: string }[] {
  if (typeof value === "string") return [{ field: path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/** The sentences of a paragraph as a reader sees them: Markdown links and emphasis reduced to their text. */
export function sentences(text: string): string[] {
  return markdownText(text)
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9{$])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
