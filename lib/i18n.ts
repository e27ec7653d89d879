export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];
export const locales: Record<Language, string> = { en: "en-US", es: "es-US" };
