// The content rules in Spanish: "facts once", "sentence once" and "compass bearing" read content/es/ in its own
// words, each broken in a copy of the real Spanish content, and the build names the Spanish file (with its line),
// the entry and the field. Entries are picked by what they are, and every expectation comes from the content.
import { describe, expect, it } from "vitest";
import { compassBearingRule, type Place, type Shop } from "@/lib/content/compass-rule";
import { loadSite } from "@/lib/content/load";
import { rawTranslation } from "@/lib/content/raw";
import { MIN_SENTENCE_WORDS } from "@/lib/content/sentence-rule";
import type { RawContent } from "@/lib/content/types";
import { ContentError } from "@/lib/content/validate";
import { append, expectProblem, freshRaw, getAt, setAt } from "./content-helpers";
import { pageFile } from "@/lib/content/page-files";

const spanishRaw = rawTranslation!;

/**
 * A city whose Spanish file holds its card alone, as a new city's does until its page is translated: its page stays
 * English, its card shows in Spanish lists. Made here from the last translated city away from the shop.
 */
const CARD_CITY = Object.keys(spanishRaw.cities)
  .filter((key) => (freshRaw().cities[key] as Record<string, unknown>).distanceFromDeland !== 0)
  .sort()
  .at(-1)!;

/**
 * A deep copy of the real Spanish content, safe to break, with the line numbers of its files, and CARD_CITY's file
 * cut to its card: every edit here replaces or extends a field in place, so the line a field starts on is still
 * where it is.
 */
function freshSpanish(): RawContent {
  const spanish: RawContent = {
    ...structuredClone({ ...spanishRaw, locate: undefined }),
    locate: spanishRaw.locate,
  };
  const { translates, description } = spanish.cities[CARD_CITY] as Record<string, unknown>;
  spanish.cities[CARD_CITY] = { translates, description };
  return spanish;
}

/** The problems of the site with this Spanish content; none when it loads. */
function problemsWith(spanish: RawContent): string[] {
  try {
    loadSite(freshRaw(), spanish);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
const ruleProblems = (problems: string[], rule: string) =>
  problems.filter((p) => p.includes(`rule "${rule}"`));

// The real site, and the Spanish entries the tests break, found by what they are.
const site = loadSite(freshRaw(), freshSpanish());
const es = site.es!;
const english = site.en;
const fileKey = (file: string) => file.replace(/^.*\/(.*)\.(?:yaml|md)$/, "$1");
/** A city whose page is translated whole, away from the shop: its intro and sections are in a Markdown file. */
const cityPage = es.routes.pages.find((p) => p.kind === "city" && p.city.distanceFromDeland > 0)!;
const CITY = fileKey(cityPage.source.file);
/** A service translated whole, and the Spanish slug its problems are named by. */
const servicePage = es.routes.pages.find((p) => p.kind === "service")!;
const SERVICE = fileKey(servicePage.source.file);
const SERVICE_ENTRY = servicePage.source.entry;

const esFile = (dir: "cities" | "services" | "pages", key: string) => pageFile("content/es", dir, key);
/** Where a problem names a field: its file and line, as the loader finds them in the real Spanish files. */
const at = (file: string, field: string) => spanishRaw.locate(file, field)!;

const englishCity = (key: string) => english.cities.find((c) => c.slug === key)!;
const shop = english.business;
/** The Spanish compass point opposite to where a city lies from the shop, north or south: certainly wrong. */
const wrongWay = (key: string) =>
  englishCity(key).coordinates.latitude < shop.geo.latitude ? "norte" : "sur";

describe("the entries these tests break", () => {
  it("exist in the real Spanish content, and the real content passes every rule", () => {
    expect(CITY && SERVICE && CARD_CITY).toBeTruthy();
    expect(site.translation!.cityCards.has(CARD_CITY)).toBe(true);
    expect(es.cities.some((c) => c.slug === CARD_CITY)).toBe(false);
    // The Spanish copy writes figures the English copy writes too, in its own words ("30 por ciento" for
    // "30 percent"), and positions ("al sur del taller"): all of it passes.
    expect(problemsWith(freshSpanish())).toEqual([]);
  });

  it("lines are named in the Spanish files, in their fields and in their prose", () => {
    expect(at(esFile("cities", CITY), "sections[0].paragraphs[0]")).toMatch(
      new RegExp(`^content/es/cities/${CITY}\\.md:\\d+$`),
    );
    expect(at(esFile("cities", CARD_CITY), "description")).toMatch(
      new RegExp(`^content/es/cities/${CARD_CITY}\\.md:\\d+$`),
    );
  });
});

describe('rule "facts once" in Spanish: no price, turnaround, guarantee, rate or opening time written out', () => {
  const RULE = 'rule "facts once"';

  it.each([
    ["a dollar amount", "Las pantallas cuestan 120 dólares.", "120 dólares"],
    ["a turnaround or guarantee period", "La mayoría están listas en 24–48 horas.", "24–48 horas"],
    ["a turnaround or guarantee period", "Las pantallas tardan 1–3 días hábiles.", "1–3 días hábiles"],
    ["a turnaround or guarantee period", "Un disco tarda de 2 a 3 días.", "2 a 3 días"],
    ["a turnaround or guarantee period", "Una batería tarda de dos a tres horas.", "de dos a tres horas"],
    ["a turnaround or guarantee period", "La limpieza tiene una garantía de 30 días.", "30 días"],
    ["a rate", "Salvamos más del 80 % de las laptops mojadas.", "80 %"],
    ["a rate", "Salvamos más del 80% de las laptops mojadas.", "80%"],
    ["an opening time", "Abrimos a las 9:00 a. m. de lunes a viernes.", "9:00 a. m."],
    ["an opening time", "Abrimos a las 9 de la mañana.", "9 de la mañana"],
    ["an opening time", "Los sábados cerramos al mediodía.", "mediodía"],
    ["an opening time", "Atendemos entre las 9 y las 5.", "entre las 9 y las 5"],
  ])("%s, %j, in a translated city's Markdown, named by its file and line", (what, sentence, figure) => {
    const spanish = freshSpanish();
    const field = "sections[0].paragraphs[0]";
    append(spanish.cities[CITY], field, sentence);
    const file = esFile("cities", CITY);
    expectProblem(problemsWith(spanish), at(file, field), CITY, field, RULE, what, `"${figure}"`);
  });

  it("in a core page, a translated service's FAQ and a card translated alone", () => {
    const spanish = freshSpanish();
    append(spanish.pages.home, "hero.text", "Abrimos a las 10 a. m.");
    const faq = "faqs[0].answer[0]";
    append(spanish.services[SERVICE], faq, "Casi siempre está lista en 48 horas.");
    append(spanish.cities[CARD_CITY], "description", "Diagnóstico por 49 dólares.");
    const problems = problemsWith(spanish);
    const home = esFile("pages", "home");
    expectProblem(
      problems,
      at(home, "hero.text"),
      "home",
      "hero.text",
      RULE,
      "an opening time",
      '"10 a. m."',
    );
    const service = esFile("services", SERVICE);
    expectProblem(problems, at(service, faq), SERVICE_ENTRY, faq, RULE, "a turnaround", '"48 horas"');
    const card = esFile("cities", CARD_CITY);
    expectProblem(problems, at(card, "description"), CARD_CITY, "description", RULE, '"49 dólares"');
  });

  it("lets ordinary Spanish pass, as the English rule lets its English pass", () => {
    const spanish = freshSpanish();
    for (const sentence of [
      "Dos días sin su laptop es mucho.", // "two days" alone
      "Pierde uno o dos días, y son los primeros.", // "one or two days"
      "Muchas funcionan bien una o dos semanas.", // "a week or two"
      "La batería se apaga al 30 por ciento.", // "at 30 percent": a plain figure
      "Muchas quedan listas el mismo día.",
      "Tráigala a primera hora del siguiente día hábil.",
      "Somos 3 amigos de DeLand.", // "am" inside a word is no time
    ])
      append(spanish.cities[CITY], "sections[0].paragraphs[0]", sentence);
    expect(ruleProblems(problemsWith(spanish), "facts once")).toEqual([]);
  });
});

describe(`rule "sentence once" in Spanish: no sentence of ${MIN_SENTENCE_WORDS} or more words on two Spanish pages`, () => {
  const RULE = 'rule "sentence once"';
  // Each opens as only Spanish opens a sentence: the splitter must end the sentence before it to find the repeat.
  const repeated = [
    "¿Sabía que cada laptop que entra por nuestra puerta recibe la misma revisión cuidadosa?",
    "¡Cada laptop que entra por nuestra puerta recibe la misma revisión cuidadosa antes del presupuesto!",
    "Él mismo revisa cada laptop que entra por nuestra puerta antes de darle un presupuesto.",
  ];

  it.each(repeated)("%j after another sentence, on a translated city page and a service page", (sentence) => {
    expect(sentence.split(" ").length).toBeGreaterThanOrEqual(MIN_SENTENCE_WORDS);
    const spanish = freshSpanish();
    const cityField = "sections[0].paragraphs[0]";
    const serviceField = "faqs[0].answer[0]";
    // Each field's own last sentence differs: the repeat is found only if it is split off as a sentence.
    expect(getAt(spanish.cities[CITY], cityField)).toMatch(/[.!?]$/);
    expect(getAt(spanish.services[SERVICE], serviceField)).toMatch(/[.!?]$/);
    append(spanish.cities[CITY], cityField, sentence);
    append(spanish.services[SERVICE], serviceField, sentence);
    const service = esFile("services", SERVICE);
    const problem = expectProblem(
      problemsWith(spanish),
      at(service, serviceField),
      SERVICE_ENTRY,
      serviceField,
      RULE,
      `"${sentence}"`,
    );
    // The first page is named by its file and line too.
    expect(problem).toContain(at(esFile("cities", CITY), cityField));
  });

  it("a card translated alone is Spanish copy too", () => {
    const spanish = freshSpanish();
    const [sentence] = repeated;
    append(spanish.pages.home, "hero.text", sentence!);
    append(spanish.cities[CARD_CITY], "description", sentence!);
    const problem = expectProblem(
      problemsWith(spanish),
      at(esFile("cities", CARD_CITY), "description"),
      CARD_CITY,
      "description",
      RULE,
    );
    expect(problem).toContain(at(esFile("pages", "home"), "hero.text"));
  });

  it("each language is checked on its own copy: a sentence on an English page and a Spanish page is no repeat", () => {
    const raw = freshRaw();
    const spanish = freshSpanish();
    const sentence = "Every laptop that comes through our door gets the same careful look before we quote.";
    append(raw.cities[CITY], "intro", sentence);
    append(spanish.services[SERVICE], "faqs[0].answer[0]", sentence);
    let problems: string[] = [];
    try {
      loadSite(raw, spanish);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    }
    expect(ruleProblems(problems, "sentence once")).toEqual([]);
  });
});

describe('rule "compass bearing" in Spanish: where copy says a city lies, the direction agrees', () => {
  const RULE = 'rule "compass bearing"';
  /** North for south and south for north: the shop seen from a city, or a city turned the other way. */
  const flip = (point: string) => (point === "norte" ? "sur" : "norte");

  it("a card translated alone that states its city's position, turned the other way, names its file and line", () => {
    const spanish = freshSpanish();
    const point = wrongWay(CARD_CITY);
    const name = englishCity(CARD_CITY).name;
    setAt(spanish.cities[CARD_CITY], "description", `${name} está a unas millas al ${point} del taller.`);
    expectProblem(
      problemsWith(spanish),
      at(esFile("cities", CARD_CITY), "description"),
      CARD_CITY,
      "description",
      RULE,
      name,
      `${point} (`,
    );
  });

  it.each([
    [
      "al <point> de DeLand",
      (point: string) => `${englishCity(CITY).name} queda justo al ${point} de DeLand.`,
    ],
    [
      "a N millas al <point> del taller",
      (point: string) => `${englishCity(CITY).name} está a unas millas al ${point} del taller.`,
    ],
    [
      "al <point> del centro de DeLand",
      (point: string) => `${englishCity(CITY).name} queda al ${point} del centro de DeLand.`,
    ],
  ])("%s in a translated city's Markdown, named by its file and line", (_, sentence) => {
    const spanish = freshSpanish();
    const field = "sections[0].paragraphs[0]";
    const text = sentence(wrongWay(CITY));
    append(spanish.cities[CITY], field, text);
    expectProblem(problemsWith(spanish), at(esFile("cities", CITY), field), CITY, field, RULE, `"${text}"`);
  });

  it('"a N millas al <point>" on a city\'s page, with the shop as subject, is seen from that city', () => {
    const spanish = freshSpanish();
    const field = "sections[0].paragraphs[0]";
    append(spanish.cities[CITY], field, `El taller está a unas 11 millas al ${flip(wrongWay(CITY))}.`);
    expectProblem(
      problemsWith(spanish),
      at(esFile("cities", CITY), field),
      CITY,
      field,
      RULE,
      `puts ${shop.name} ${flip(wrongWay(CITY))} (`,
      `of ${englishCity(CITY).name},`,
    );
  });

  it("directions of travel are not read as a position", () => {
    const spanish = freshSpanish();
    const way = wrongWay(CITY);
    append(
      spanish.cities[CITY],
      "sections[0].paragraphs[0]",
      `Maneje hacia el ${way} por la US 17-92 y gire a la derecha (hacia el ${way}) en Woodland Boulevard.`,
    );
    expect(ruleProblems(problemsWith(spanish), "compass bearing")).toEqual([]);
  });

  it("reads every Spanish point and spelling, near the edge of a point as the English rule does", () => {
    const shopAt: Shop = { name: "Shop", town: "Shopton", latitude: 29, longitude: -81 };
    // About 75° from the shop: east-north-east.
    const town: Place = { name: "Town", latitude: 29.026, longitude: -80.9 };
    const said = (sentence: string) => {
      const found: string[] = [];
      compassBearingRule(
        [{ file: "f.yaml", entry: "town", data: sentence, city: "Town" }],
        [town],
        shopAt,
        (...problem) => found.push(problem.join(" ")),
        "es",
      );
      return found;
    };
    for (const point of ["este", "noreste", "nordeste"]) {
      expect(said(`Town está a 6 millas al ${point} del taller.`), point).toEqual([]);
      expect(said(`Town queda al ${point} de Shopton.`), point).toEqual([]);
    }
    for (const point of ["norte", "sureste", "sudeste", "sur", "suroeste", "sudoeste", "oeste", "noroeste"])
      expect(said(`Town está a 6 millas al ${point} del taller.`), point).toEqual([
        expect.stringMatching(/it lies east \(este\) \(bearing 7\d°\)$/),
      ]);
    // Seen from the other side: the shop lies west-south-west of Town.
    expect(said("Estamos a 6 millas al oeste de Town.")).toEqual([]);
    expect(said("Estamos a 6 millas al este de Town.")).toHaveLength(1);
    expect(said("Tome la I-4 hacia el oeste; Town queda lejos.")).toEqual([]);
  });
});
