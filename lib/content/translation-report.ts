import type { SiteContent } from "./load";

/**
 * What the owner should know about the Spanish text: translations whose English file changed since they were
 * written (`translates:` records the English version), and pages built in English only.
 */
export function translationReport({ translation }: SiteContent): string[] {
  if (!translation) return [];
  const { outdated, untranslated } = translation;
  return [
    ...(outdated.length
      ? [
          `${outdated.length} Spanish ${outdated.length === 1 ? "file translates an older" : "files translate older"} English text; update the Spanish, then set its translates: to the version below:`,
          ...outdated.map(
            ({ file, source, version }) => `  - ${file} (from ${source}): translates: "${version}"`,
          ),
        ]
      : []),
    ...(untranslated.length
      ? [
          `${untranslated.length} ${untranslated.length === 1 ? "page is" : "pages are"} built in English only, with no Spanish page yet:`,
          ...untranslated.map(({ file, field }) =>
            field ? `  - ${file} (its Spanish file lacks ${field})` : `  - ${file}`,
          ),
        ]
      : []),
  ];
}
