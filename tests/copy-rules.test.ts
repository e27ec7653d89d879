// The copy rules "compass bearing" and "sentence once", each broken in a copy of the real content: the build fails
// naming the file, the entry, the field and the sentence.
import { describe, expect, it } from "vitest";
import { compassBearingRule, type Place, type Shop } from "@/lib/content/compass-rule";
import { loadContent } from "@/lib/content/load";
import { rawContent } from "@/lib/content/raw";
import { MIN_SENTENCE_WORDS } from "@/lib/content/sentence-rule";
import type { RawContent } from "@/lib/content/types";
import { append, expectProblem, freshRaw, problemsOf, SAMPLE, setAt } from "./content-helpers";

const { standardCity: CITY, otherStandardCity: OTHER_CITY, service: SERVICE, carouselService } = SAMPLE;
const cityFile = (slug: string) => `content/cities/${slug}.md`;
const serviceFile = (slug: string) => `content/services/${slug}.md`;

/** Whether the content loads; the problems if it does not. */
function problemsOrNone(raw: RawContent): string[] {
  try {
    loadContent(raw);
    return [];
  } catch {
    return problemsOf(raw);
  }
}

describe('rule "compass bearing": where copy says a city lies, the direction agrees with the coordinates', () => {
  const city = (slug: string) => rawContent.cities[slug] as { name: string; coordinates: Place };
  const site = rawContent.site as { geo: Place; address: { city: string } };
  /** The compass point opposite to where the city lies from the shop: certainly wrong. */
  const wrongWay = (slug: string) =>
    city(slug).coordinates.latitude < site.geo.latitude ? "north" : "south";

  it("a card description that puts the city on the wrong side of the shop names the file, field and sentence", () => {
    const raw = freshRaw();
    const sentence = `${city(CITY).name} lies a few miles ${wrongWay(CITY)} of ${site.address.city}.`;
    setAt(raw.cities[CITY], "description", sentence);
    expectProblem(
      problemsOf(raw),
      cityFile(CITY),
      CITY,
      "description",
      'rule "compass bearing"',
      `"${sentence}"`,
    );
  });

  it('"N miles <point>" in the page copy is the city\'s position', () => {
    const raw = freshRaw();
    append(
      raw.cities[CITY],
      "intro",
      `The shop is about 11 miles ${wrongWay(CITY) === "north" ? "south" : "north"}.`,
    );
    expectProblem(problemsOf(raw), cityFile(CITY), CITY, "intro", 'rule "compass bearing"');
  });

  it("another city named in the sentence is the one checked", () => {
    const raw = freshRaw();
    const sentence = `Customers also come from ${city(OTHER_CITY).name}, ${wrongWay(OTHER_CITY)} of the shop.`;
    append(raw.cities[CITY], "intro", sentence);
    expectProblem(problemsOf(raw), cityFile(CITY), CITY, "intro", city(OTHER_CITY).name, sentence);
  });

  it("directions of travel are not read as the city's position", () => {
    const raw = freshRaw();
    append(
      raw.cities[CITY],
      "intro",
      `Head ${wrongWay(CITY)} on US 17-92 and turn ${wrongWay(CITY)} at the light.`,
    );
    expect(problemsOrNone(raw)).toEqual([]);
  });

  it("a bearing near the edge of a compass point may be called by either neighbour, not by a point further off", () => {
    const shop: Shop = { name: "Shop", town: "Shopton", latitude: 29, longitude: -81 };
    // About 75° from the shop: east-north-east.
    const town: Place = { name: "Town", latitude: 29.026, longitude: -80.9 };
    const said = (point: string) => {
      const found: string[] = [];
      compassBearingRule(
        [{ file: "f.yaml", entry: "town", data: `Town is 6 miles ${point} of the shop.`, city: "Town" }],
        [town],
        shop,
        (...problem) => found.push(problem.join(" ")),
      );
      return found;
    };
    expect(said("east")).toEqual([]);
    expect(said("north-east")).toEqual([]);
    expect(said("northeast")).toEqual([]);
    expect(said("north")).toEqual([expect.stringMatching(/it lies east \(bearing 7\d°\)$/)]);
  });
});

describe(`rule "sentence once": no sentence of ${MIN_SENTENCE_WORDS} or more words appears on two pages`, () => {
  const sentence = "Every laptop that comes through our door gets the same careful look before we quote.";

  it("a sentence copied from a city page to a service page names both files and the sentence", () => {
    const raw = freshRaw();
    append(raw.cities[CITY], "intro", sentence);
    append(raw.services[SERVICE], "intro", sentence.replace("laptop", "Laptop").replace(".", "!"));
    const problem = expectProblem(
      problemsOf(raw),
      serviceFile(SERVICE),
      SERVICE,
      "intro",
      'rule "sentence once"',
    );
    expect(problem).toContain(cityFile(CITY));
    expect(problem).toContain("the same careful look");
  });

  it("a core page and a testimonial count as page copy", () => {
    const raw = freshRaw();
    append(raw.pages.about, "intro", sentence);
    const field = "testimonials.items[0].text";
    append(raw.services[carouselService], field, sentence);
    expectProblem(
      problemsOf(raw),
      serviceFile(carouselService),
      carouselService,
      field,
      'rule "sentence once"',
      "content/pages/about.md",
    );
  });

  // The allowed cases must load whole: a problem of any kind fails them, so an edit the schema refuses cannot stop
  // loading before the rule runs and pass for it. The same edit, one step further, is then refused by the rule.
  it("a sentence one word too short may be on two pages; one word longer, it may not", () => {
    const short = "Bring the charger with the laptop, please, so we can test.";
    expect(short.split(" ")).toHaveLength(MIN_SENTENCE_WORDS - 1);
    const onTwoPages = (text: string) => {
      const raw = freshRaw();
      append(raw.cities[CITY], "intro", text);
      append(raw.services[SERVICE], "intro", text);
      return raw;
    };
    expect(problemsOrNone(onTwoPages(short))).toEqual([]);
    const long = short.replace("test.", "test it.");
    expectProblem(
      problemsOf(onTwoPages(long)),
      serviceFile(SERVICE),
      SERVICE,
      "intro",
      'rule "sentence once"',
      `"${long}"`,
    );
  });

  it("a sentence may repeat on its own page, not on another", () => {
    const raw = freshRaw();
    const fields = ["intro", "sections[0].paragraphs[0]"];
    for (const field of fields) append(raw.cities[OTHER_CITY], field, sentence);
    expect(problemsOrNone(raw)).toEqual([]);
    append(raw.cities[CITY], "intro", sentence);
    const problems = problemsOf(raw);
    // Both copies are read as the sentence: each is reported once the sentence is also on an earlier page.
    for (const field of fields) {
      const problem = expectProblem(
        problems,
        cityFile(OTHER_CITY),
        OTHER_CITY,
        field,
        'rule "sentence once"',
        `"${sentence}"`,
      );
      expect(problem).toContain(cityFile(CITY));
    }
  });
});
