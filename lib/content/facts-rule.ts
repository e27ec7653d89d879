// The rule "facts once": prices, turnaround times, guarantees, rates and opening times are written in one place
// (content/prices.yaml, content/site.yaml), and copy refers to them by token, so a change is one line.
import { strings } from "./copy-text";

// A span in words, "one to two hours", is a turnaround as much as "1–2 hours"; a lone "two days" is too common in
// ordinary sentences to count.
const inWords = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten)`;
const span = String.raw`(?:\d+(?:\s*(?:[–-]|to)\s*\d+)?|${inWords}\s+to\s+${inWords})`;

/** What copy may not write out, each with the place it belongs. */
const literalFacts: { pattern: RegExp; what: string; home: string }[] = [
  {
    pattern: /\$\s?\d[\d,]*(?:\s*(?:[–-]|to)\s*\$?\d[\d,]*)?/,
    what: "a dollar amount",
    home: "a {price.…} token from content/prices.yaml",
  },
  {
    pattern: new RegExp(String.raw`\b${span}[\s-](?:business\s+)?(?:hours?|days?|weeks?)\b`, "i"),
    what: "a turnaround or guarantee period",
    home: "a {time.…} or {guarantee.…} token from content/prices.yaml",
  },
  { pattern: /\d+(?:\s*[–-]\s*\d+)?\s?%/, what: "a rate", home: "a {rate.…} token from content/prices.yaml" },
  {
    pattern: /\b\d{1,2}(?::\d{2})?\s?(?:AM|PM|a\.m\.|p\.m\.)|\bbetween \d{1,2} and \d{1,2}\b|\bnoon\b/i,
    what: "an opening time",
    home: "the {hours} token, or the hours lists, from content/site.yaml",
  },
];

/** Reports each figure written out in copy, as the owner wrote it (before tokens are filled). */
export function factsOnceRule(
  entries: { file: string; entry: string; data: unknown }[],
  report: (file: string, entry: string, field: string, message: string) => void,
) {
  for (const { file, entry, data } of entries)
    for (const { field, text } of strings(data))
      for (const { pattern, what, home } of literalFacts) {
        const match = pattern.exec(text);
        if (match)
          report(file, entry, field, `rule "facts once": writes ${what}, "${match[0]}"; use ${home}`);
      }
}
