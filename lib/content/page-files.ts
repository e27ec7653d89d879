/** The core pages with prose below their fields: one Markdown file each, as every city and service is. */
export const PROSE_PAGES = new Set<string>(["about"]);

/**
 * The file of a page's content under `base` (content/, or a translation's folder): Markdown with its fields at the
 * top where the page has prose, else YAML.
 */
export function pageFile(base: string, dir: "cities" | "services" | "pages", key: string): string {
  const prose = dir !== "pages" || PROSE_PAGES.has(key);
  return `${base}/${dir}/${key}.${prose ? "md" : "yaml"}`;
}

/** A Markdown page file's parts: the YAML between its "---" lines at the top, and the prose after them. */
export function splitPageFile(text: string): { fields: string; prose: string; proseLine: number } | undefined {
  const match = /^---\n([\s\S]*?)\n?---(?:\n|$)/.exec(text);
  if (!match) return undefined;
  return {
    fields: match[1]!,
    prose: text.slice(match[0].length),
    // The line before the prose's first: the closing "---".
    proseLine: match[0].split("\n").length - 1,
  };
}
