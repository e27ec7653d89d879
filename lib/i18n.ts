export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];
export const locales: Record<Language, string> = { en: "en-US", es: "es-US" };

/** The language of a BCP 47 tag such as a document's lang ("es-US" → "es"); English for any other. */
export function languageOf(tag: string): Language {
  const primary = tag.toLowerCase().split("-")[0];
  return languages.find((language) => language === primary) ?? "en";
}

/**
 * A translation's not-found page is a page of its own at /<language>/404, which every host answers unknown paths
 * under /<language>/ with, status 404 (the English one is Next's /404).
 */
export const NOT_FOUND_SEGMENT = "404";
export const notFoundPath = (language: Exclude<Language, "en">) => `/${language}/${NOT_FOUND_SEGMENT}`;
