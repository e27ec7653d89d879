import { describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load";
import { rawContent } from "@/lib/content/raw";
import type { City, FeaturedCity, StandardCity } from "@/lib/content/schema";
import { stringsIn } from "./content-helpers";
import { jaccard, normalizeWords, shingles, textSimilarity, wordCount } from "@/lib/content/text-similarity";

const BUILD_YEAR = 2026;
const content = loadContent(rawContent, {
  siteUrl: "https://www.example.org",
  now: Date.UTC(BUILD_YEAR, 5, 1),
});

/** Miles from the store, from the spec. */
const SPEC_DISTANCES: Record<string, number> = {
  DeLand: 0,
  "Orange City": 8,
  Deltona: 11,
  DeBary: 15,
  Sanford: 19,
  "Daytona Beach": 23,
  "Lake Mary": 24,
  Longwood: 25,
  "Altamonte Springs": 27,
  "Port Orange": 28,
  "Winter Springs": 28,
  "Ormond Beach": 29,
  Casselberry: 29,
  "Winter Park": 31,
  Oviedo: 32,
  "New Smyrna Beach": 33,
  Apopka: 33,
  Orlando: 35,
  Edgewater: 36,
  Titusville: 47,
};
/** The spec's cities; content may add more. */
const SPEC_SLUGS = [
  "deland",
  "deltona",
  "orange-city",
  "debary",
  "sanford",
  "lake-mary",
  "daytona-beach",
  "ormond-beach",
  "orlando",
  "port-orange",
  "new-smyrna-beach",
  "winter-park",
  "altamonte-springs",
  "winter-springs",
  "oviedo",
  "apopka",
  "casselberry",
  "longwood",
  "edgewater",
  "titusville",
];
const FEATURED = ["deland", "sanford", "orlando"];
const MAX_SIMILARITY = 0.3;

const isStandard = (city: City): city is StandardCity => city.template === "standard";
const isFeatured = (city: City): city is FeaturedCity => city.template === "featured";
const standardCities = content.cities.filter(isStandard);
const bySlug = (slug: string) => {
  const city = content.cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`no city ${slug}`);
  return city;
};
const featured = (slug: string) => {
  const city = bySlug(slug);
  if (!isFeatured(city)) throw new Error(`${slug} is not a featured city`);
  return city;
};

/** The body copy of a template page: the intro and every section paragraph. */
function bodyText(city: StandardCity): string {
  return [city.intro, ...city.sections.flatMap((s) => s.paragraphs)].join("\n");
}

describe("the cities", () => {
  it("include every city of the spec", () => {
    expect(content.cities.map((c) => c.slug)).toEqual(expect.arrayContaining(SPEC_SLUGS));
    expect(content.cities.map((c) => c.name)).toEqual(expect.arrayContaining(Object.keys(SPEC_DISTANCES)));
  });

  it.each(Object.entries(SPEC_DISTANCES))("%s is %i miles from DeLand", (name, miles) => {
    const city = content.cities.find((c) => c.name === name);
    expect(city, name).toBeDefined();
    expect(city!.distanceFromDeland).toBe(miles);
  });

  it("have distinct slugs and names", () => {
    expect(new Set(content.cities.map((c) => c.slug)).size).toBe(content.cities.length);
    expect(new Set(content.cities.map((c) => c.name)).size).toBe(content.cities.length);
  });

  it.each(SPEC_SLUGS)("%s is featured only if it is DeLand, Sanford or Orlando", (slug) => {
    expect(bySlug(slug).template).toBe(FEATURED.includes(slug) ? "featured" : "standard");
  });

  it("have a card description that states the distance the page is built from", () => {
    for (const city of content.cities) {
      if (city.distanceFromDeland === 0) continue; // DeLand is where the shop is
      const mentioned = [...city.description.matchAll(/(\d+)[- ]miles?\b/g)].map((m) => Number(m[1]));
      for (const miles of mentioned) {
        expect(miles, `${city.slug} description says ${miles} miles`).toBe(city.distanceFromDeland);
      }
    }
  });
});

describe("each city page's copy", () => {
  it.each(content.cities.filter((c) => c.distanceFromDeland > 0).map((c) => [c.name, c] as const))(
    "%s states its distance from the store in its intro",
    (_name, city) => {
      const intro = Array.isArray(city.intro) ? city.intro.join(" ") : city.intro;
      const miles = city.distanceFromDeland;
      expect(intro).toMatch(new RegExp(`\\b${miles}(-mile| miles)\\b`));
    },
  );
});

describe("the featured city pages", () => {
  it.each(FEATURED)("%s has five testimonials and at least six FAQs", (slug) => {
    const city = featured(slug);
    expect(city.testimonials.items).toHaveLength(5);
    expect(city.faqs.length).toBeGreaterThanOrEqual(6);
  });

  it.each(["deland", "sanford"])("%s has a six-question FAQ and share links", (slug) => {
    const city = featured(slug);
    expect(city.faqs).toHaveLength(6);
    expect(city.shareLinks).toBe(true);
  });

  it("Orlando is titled 'Orlando Laptop Repair Services' and described as about 45 minutes away", () => {
    const orlando = featured("orlando");
    expect(orlando.meta.title).toBe("Orlando Laptop Repair Services");
    expect(orlando.h1).toBe("Orlando Laptop Repair Services");
    expect(orlando.driveMinutes).toBe(45);
    const copy = stringsIn(orlando)
      .map((s) => s.text)
      .join("\n");
    expect(copy).toContain("45 minutes");
  });

  it("Orlando has the four benefit badges of the spec", () => {
    const { benefits } = featured("orlando");
    expect(benefits.style).toBe("badges");
    const titles = benefits.items.map((b) => b.title);
    expect(titles).toHaveLength(4);
    for (const pattern of [/same[- ]day/i, /mac and pc/i, /affordable flat rates/i, /experience/i]) {
      expect(
        titles.some((t) => pattern.test(t)),
        `${pattern} in ${titles.join(" | ")}`,
      ).toBe(true);
    }
    // The years badge is derived from the year established, never hard-coded.
    const years = BUILD_YEAR - content.business.established;
    const expected = years >= 10 ? `${Math.floor(years / 10) * 10}+` : String(years);
    expect(titles.find((t) => /experience/i.test(t))).toContain(`${expected} Years`);
  });

  it("Orlando's services grid covers the spec's four services", () => {
    const titles = featured("orlando").services.items.map((s) => s.title);
    for (const pattern of [/screen/i, /virus/i, /upgrade/i, /data recovery/i]) {
      expect(
        titles.some((t) => pattern.test(t)),
        `${pattern} in ${titles.join(" | ")}`,
      ).toBe(true);
    }
  });
});

describe("the template city pages", () => {
  it.each(standardCities.map((c) => [c.name, c] as const))(
    "%s has the template title and at least 400 words of body copy",
    (_name, city) => {
      expect(city.h1).toBe(`Laptop and Desktop Computer Repair in ${city.name}`);
      expect(city.meta.title).toBe(city.h1);
      expect(wordCount(bodyText(city))).toBeGreaterThanOrEqual(400);
    },
  );

  it("no two of them read as one text with the name swapped (word 5-gram Jaccard ≤ 0.30)", () => {
    const pairs: { a: string; b: string; similarity: number }[] = [];
    for (let i = 0; i < standardCities.length; i++) {
      for (let j = i + 1; j < standardCities.length; j++) {
        const a = standardCities[i]!;
        const b = standardCities[j]!;
        pairs.push({
          a: a.slug,
          b: b.slug,
          similarity: textSimilarity(
            { text: bodyText(a), names: [a.name] },
            { text: bodyText(b), names: [b.name] },
          ),
        });
      }
    }
    expect(pairs).toHaveLength((standardCities.length * (standardCities.length - 1)) / 2);
    const tooSimilar = pairs.filter((p) => p.similarity > MAX_SIMILARITY);
    expect(tooSimilar, JSON.stringify(tooSimilar, null, 2)).toEqual([]);
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

  it("reports 1 for identical texts", () => {
    expect(
      textSimilarity({ text: bodyText(a), names: [a.name] }, { text: bodyText(a), names: [a.name] }),
    ).toBe(1);
  });

  it("reports a high value for a page with only the city name swapped", () => {
    const swapped = bodyText(a).replaceAll(a.name, b.name);
    expect(swapped).not.toBe(bodyText(a));
    const similarity = textSimilarity(
      { text: bodyText(a), names: [a.name] },
      { text: swapped, names: [b.name] },
    );
    expect(similarity).toBeGreaterThan(0.9);
    expect(similarity).toBeGreaterThan(MAX_SIMILARITY);
  });

  it("still flags a copy with one word in twenty changed", () => {
    const words = bodyText(a).split(/\s+/);
    const edited = words.map((w, i) => (i % 20 === 10 ? "different" : w)).join(" ");
    const similarity = textSimilarity(
      { text: bodyText(a), names: [a.name] },
      { text: edited, names: [a.name] },
    );
    expect(similarity).toBeGreaterThan(MAX_SIMILARITY);
  });

  it("reports a low value for unrelated texts", () => {
    const other =
      "The quick brown fox jumps over the lazy dog while the cat sleeps on a warm sunny windowsill.";
    expect(textSimilarity({ text: bodyText(a), names: [a.name] }, { text: other })).toBeLessThan(0.05);
  });
});
