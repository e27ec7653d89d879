// The spec's rules for city pages run in every build (lib/content/city-rules.ts). These tests break each rule in a
// copy of the content and expect the build to refuse it by the rule's name, so they hold whatever cities content has.
import { describe, expect, it } from "vitest";
import { cityBodyText, MAX_CITY_SIMILARITY, MIN_CITY_WORDS } from "@/lib/content/city-rules";
import { loadContent } from "@/lib/content/load";
import { rawContent } from "@/lib/content/raw";
import type { City, StandardCity } from "@/lib/content/schema";
import { jaccard, normalizeWords, shingles, wordRuns } from "@/lib/content/text-similarity";
import { expectProblem, freshRaw, getAt, problemsOf, SAMPLE, setAt } from "./content-helpers";

const content = loadContent(rawContent);
const isStandard = (city: City): city is StandardCity => city.template === "standard";
const standardCities = content.cities.filter(isStandard);

/** Two template cities away from DeLand, in file order: the entries the rules are broken in. */
const { standardCity: KEY, otherStandardCity: LATER_KEY } = SAMPLE;
const cityFile = (key: string) => `content/cities/${key}.md`;

/** The problems of the real content with one template city edited. */
function problemsWith(key: string, edit: (city: Record<string, unknown>) => void): string[] {
  const raw = freshRaw();
  edit(raw.cities[key] as Record<string, unknown>);
  return problemsOf(raw);
}

describe("the cities", () => {
  it("have distinct slugs and names", () => {
    expect(new Set(content.cities.map((c) => c.slug)).size).toBe(content.cities.length);
    expect(new Set(content.cities.map((c) => c.name)).size).toBe(content.cities.length);
  });
});

describe("the build refuses a city page that breaks a rule of the spec, naming the rule", () => {
  it.each([["description"], ["meta.description"]])(
    '"stated distance": the %s states a distance other than the page is built from',
    (field) => {
      const problems = problemsWith(KEY, (city) => {
        const miles = (city.distanceFromDeland as number) + 1;
        setAt(
          city,
          field,
          `${city.name as string} is ${miles} miles from the shop, for repairs of every kind.`,
        );
      });
      expectProblem(problems, cityFile(KEY), KEY, field, 'rule "stated distance"');
    },
  );

  it('"distance in the intro": the intro does not say how far the shop is', () => {
    const problems = problemsWith(KEY, (city) => {
      const miles = city.distanceFromDeland as number;
      const intro = (city.intro as string).replace(
        new RegExp(`\\b${miles}(-mile| miles)\\b`, "g"),
        "a drive",
      );
      expect(intro, "test setup: the intro states the distance").not.toBe(city.intro);
      city.intro = intro;
    });
    expectProblem(problems, cityFile(KEY), KEY, "intro", 'rule "distance in the intro"', "miles");
  });

  it('"template title": an h1 not in the standard form, and a title that is not the h1', () => {
    const h1 = problemsWith(KEY, (city) => {
      city.h1 = `Computer Help for ${city.name as string}`;
      city.meta = { ...(city.meta as object), title: city.h1 };
    });
    const name = getAt(rawContent.cities[KEY], "name") as string;
    expectProblem(
      h1,
      cityFile(KEY),
      KEY,
      "h1",
      'rule "template title"',
      `"Laptop and Desktop Computer Repair in ${name}"`,
    );
    const title = problemsWith(KEY, (city) => setAt(city, "meta.title", `Computer Help for ${name}`));
    expectProblem(title, cityFile(KEY), KEY, "meta.title", 'rule "template title"');
  });

  it('"minimum length": fewer words of body copy than a city page needs', () => {
    const problems = problemsWith(KEY, (city) => {
      for (const section of city.sections as { paragraphs: string[]; bullets?: string[] }[]) {
        section.paragraphs = ["We fix laptops and desktops."];
        delete section.bullets;
      }
    });
    expectProblem(problems, cityFile(KEY), KEY, "sections", 'rule "minimum length"', String(MIN_CITY_WORDS));
  });

  it('"not one text": a page that is another with the name swapped, reported on the later file', () => {
    const problems = problemsWith(LATER_KEY, (city) => {
      const other = freshRaw().cities[KEY] as { name: string; intro: string; sections: unknown };
      const swap = (text: string) => text.replaceAll(other.name, city.name as string);
      city.intro = swap(other.intro);
      city.sections = JSON.parse(swap(JSON.stringify(other.sections)));
    });
    expectProblem(problems, cityFile(LATER_KEY), LATER_KEY, "sections", 'rule "not one text"', `${KEY}.md`);
  });
});

describe("the similarity measure can catch a copied page", () => {
  const [a, b] = standardCities as [StandardCity, StandardCity];

  it("normalizes case, punctuation and the page's own name", () => {
    expect(normalizeWords("Fix it, in DELAND! Don't wait.", ["DeLand"])).toEqual([
      "fix",
      "it",
      "in",
      "cityplaceholder",
      "dont",
      "wait",
    ]);
    expect(shingles(["a", "b", "c", "d", "e", "f"])).toEqual(new Set(["a b c d e", "b c d e f"]));
    expect(shingles(["a", "b", "c", "d"]).size).toBe(0);
  });

  it("computes Jaccard as shared over combined", () => {
    expect(jaccard(new Set([1, 2, 3]), new Set([2, 3, 4]))).toBe(2 / 4);
    expect(jaccard(new Set([1]), new Set([2]))).toBe(0);
  });

  const runsOfA = wordRuns(cityBodyText(a), [a.name]);

  it("reports 1 for identical texts", () => {
    expect(jaccard(runsOfA, wordRuns(cityBodyText(a), [a.name]))).toBe(1);
  });

  it("reports a high value for a page with only the city name swapped", () => {
    const swapped = cityBodyText(a).replaceAll(a.name, b.name);
    expect(swapped).not.toBe(cityBodyText(a));
    const similarity = jaccard(runsOfA, wordRuns(swapped, [b.name]));
    expect(similarity).toBeGreaterThan(0.9);
    expect(similarity).toBeGreaterThan(MAX_CITY_SIMILARITY);
  });

  it("still flags a copy with one word in twenty changed", () => {
    const words = cityBodyText(a).split(/\s+/);
    const edited = words.map((w, i) => (i % 20 === 10 ? "different" : w)).join(" ");
    expect(jaccard(runsOfA, wordRuns(edited, [a.name]))).toBeGreaterThan(MAX_CITY_SIMILARITY);
  });

  it("reports a low value for unrelated texts", () => {
    const other =
      "The quick brown fox jumps over the lazy dog while the cat sleeps on a warm sunny windowsill.";
    expect(jaccard(runsOfA, wordRuns(other))).toBeLessThan(0.05);
  });
});
