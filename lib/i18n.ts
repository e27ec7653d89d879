export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];
export const locales: Record<Language, string> = { en: "en-US", es: "es-US" };

/** The language of a BCP 47 tag such as a document's lang ("es-US" → "es"); English for any other. */
export function languageOf(tag: string): Language {
  const primary = tag.toLowerCase().split("-")[0];
  return languages.find((language) => language === primary) ?? "en";
}
