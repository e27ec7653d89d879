// The spec's rules for city pages, checked in every build and by `npm run check:content`, each reported by name.
import type { Language } from "@/lib/i18n";
import type { City, StandardCity } from "./schema";
import { jaccard, wordCount, wordRuns } from "./text-similarity";
import type { ProblemList } from "./validate";

/** Word 5-gram overlap above which two template pages read as one text with the name swapped. */
export const MAX_CITY_SIMILARITY = 0.3;
/** The least body copy a template city page carries, in words. */
export const MIN_CITY_WORDS = 400;

/** The fixed title of a standard city page, and how its intro states a distance, in each language. */
const cityRulesIn: Record<
  Language,
  { templateTitle: (name: string) => string; distance: string; unit: string }
> = {
  en: {
    templateTitle: (name) => `Laptop and Desktop Computer Repair in ${name}`,
    distance: "(-mile| miles)",
    unit: "miles",
  },
  es: {
    templateTitle: (name) => `Reparación de computadoras y laptops en ${name}`,
    distance: " millas",
    unit: "millas",
  },
};

/** The body copy of a template page: the intro and every section paragraph and list item. */
export function cityBodyText(city: StandardCity): string {
  return [city.intro, ...city.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])])].join("\n");
}

/** Checks every city against the spec's rules, each problem reported against the city's content file. */
export function cityPageRules(
  cities: { file: string; entry: City }[],
  problems: ProblemList,
  language: Language = "en",
) {
  const { templateTitle, distance, unit } = cityRulesIn[language];
  const report = (file: string, city: City, field: string, rule: string, message: string) =>
    problems.add(file, city.slug, field, `rule "${rule}": ${message}`);
  const standard: { file: string; city: StandardCity }[] = [];

  for (const { file, entry: city } of cities) {
    const miles = city.distanceFromDeland;
    // The card and the search result state the town's distance in a few words; the page's prose may also give the
    // length of a leg of the drive ("north about 5 miles"), so only these two are held to distanceFromDeland.
    const summaries = { description: city.description, "meta.description": city.meta.description };
    for (const [field, text] of Object.entries(summaries))
      for (const stated of text.matchAll(/(\d+)[- ](?:miles?|millas?)\b/g))
        if (Number(stated[1]) !== miles)
          report(
            file,
            city,
            field,
            "stated distance",
            `says ${stated[0]}, but distanceFromDeland is ${miles}`,
          );
    if (miles > 0) {
      const intro = Array.isArray(city.intro) ? city.intro.join(" ") : city.intro;
      if (!new RegExp(`\\b${miles}${distance}\\b`).test(intro))
        report(
          file,
          city,
          "intro",
          "distance in the intro",
          `must say how far the shop is: "${miles} ${unit}"`,
        );
    }
    if (city.template !== "standard") continue;
    standard.push({ file, city });
    if (city.h1 !== templateTitle(city.name))
      report(file, city, "h1", "template title", `must be "${templateTitle(city.name)}"`);
    if (city.meta.title !== city.h1)
      report(file, city, "meta.title", "template title", `must be the same as h1 ("${city.h1}")`);
    const words = wordCount(cityBodyText(city));
    if (words < MIN_CITY_WORDS)
      report(
        file,
        city,
        "sections",
        "minimum length",
        `the intro and sections have ${words} words; a city page needs at least ${MIN_CITY_WORDS}`,
      );
  }

  // Each page's word runs once, then every pair compared.
  const runs = standard.map(({ city }) => wordRuns(cityBodyText(city), [city.name]));
  for (let i = 0; i < standard.length; i++) {
    for (let j = i + 1; j < standard.length; j++) {
      const a = standard[i]!;
      const b = standard[j]!;
      const similarity = jaccard(runs[i]!, runs[j]!);
      if (similarity > MAX_CITY_SIMILARITY)
        report(
          b.file,
          b.city,
          "sections",
          "not one text",
          `reads like ${a.file} with the name swapped (${Math.round(similarity * 100)}% of five-word runs shared, at most ${MAX_CITY_SIMILARITY * 100}%); rewrite it for ${b.city.name}`,
        );
    }
  }
}
