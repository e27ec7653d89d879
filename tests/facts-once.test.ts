import { describe, expect, it } from "vitest";
import { strings } from "@/lib/content/copy-text";
import { loadContent, loadSite } from "@/lib/content/load";
import { formatDuration, formatPrice, formatRate, type Duration } from "@/lib/format";
import { languages, type Language } from "@/lib/i18n";
import { rawContent, rawTranslation } from "@/lib/content/raw";
import { pricesSchema, type Prices } from "@/lib/content/site-schema";
import type { RawContent } from "@/lib/content/types";
import { append, expectProblem, freshRaw, problemsOf, SAMPLE, setAt, contentIn } from "./content-helpers";

// Entries the bad edits are made to; append and setAt throw if a path no longer exists.
const { standardCity: CITY, service: SERVICE } = SAMPLE;
const cityFile = `content/cities/${CITY}.md`;
const serviceFile = `content/services/${SERVICE}.md`;
const RULE = 'rule "facts once"';

describe('rule "facts once": copy writes no price, turnaround, guarantee, rate or opening time of its own', () => {
  it("a dollar amount in a city's Markdown section, named by its Markdown file and line", () => {
    const field = "sections[0].paragraphs[0]";
    // The edit replaces a paragraph in place, so the line the reader found is still where it is.
    const raw: RawContent = { ...freshRaw(), locate: rawContent.locate };
    append(raw.cities[CITY], field, "Screens start at $99.");
    const at = rawContent.locate(cityFile, field)!;
    expect(at).toMatch(new RegExp(`^content/cities/${CITY}\\.md:\\d+$`));
    expectProblem(problemsOf(raw), at, CITY, field, RULE, "a dollar amount", '"$99"', "{price.");
  });

  it.each([
    ["in figures", "Most are back in 2–3 days."],
    ["in words", "Most are back in one to two business days."],
    ["as a guarantee period", "Every repair has a 90-day guarantee."],
  ])("a turnaround %s in a service FAQ answer", (_, sentence) => {
    const raw = freshRaw();
    append(raw.services[SERVICE], "faqs[0].answer[0]", sentence);
    expectProblem(
      problemsOf(raw),
      serviceFile,
      SERVICE,
      "faqs[0].answer[0]",
      RULE,
      "a turnaround or guarantee period",
      "{time.",
    );
  });

  it("a percentage in a service card", () => {
    const raw = freshRaw();
    append(raw.services[SERVICE], "card.description", "Students save 15%.");
    expectProblem(problemsOf(raw), serviceFile, SERVICE, "card.description", RULE, "a rate", '"15%"');
  });

  it.each([
    ["copy", "hero.text", "Open Saturdays 10 AM to 2 PM."],
    ["route", "route.kicker", "Saturdays between 10 and 2"],
  ])("an opening time in a core page's %s", (part, field, sentence) => {
    const raw = freshRaw();
    if (part === "route") setAt(raw.pages.home, field, sentence);
    else append(raw.pages.home, field, sentence);
    expectProblem(
      problemsOf(raw),
      "content/pages/home.yaml",
      "home",
      field,
      RULE,
      "an opening time",
      "{hours}",
    );
  });

  it("the shop's floor area, in either language, and the token that says it follows site.yaml", () => {
    const raw = freshRaw();
    append(raw.pages.home, "hero.text", "The shop has 2,500 square feet of space.");
    expectProblem(
      problemsOf(raw),
      "content/pages/home.yaml",
      "home",
      "hero.text",
      RULE,
      "floor area",
      "{floor-area}",
    );
    const changed = freshRaw();
    setAt(changed.site, "floorAreaSquareFeet", 12345);
    for (const language of languages) {
      const about = JSON.stringify(contentIn(changed, { language }).pages.about);
      expect(about, language).toContain("12,345");
    }
  });
});

describe("a figure changed in content/prices.yaml", () => {
  const prices = pricesSchema.parse(rawContent.prices);
  /** Gives the entry named `key` a new figure, written as the copy reads it, in the file's own fields. */
  function setFigure(raw: RawContent, kind: keyof Prices, key: string, value: Prices[keyof Prices][string]) {
    const entry = (raw.prices as Record<string, Record<string, unknown>[]>)[kind]!.find(
      (e) => e.name === key,
    )!;
    const low = { price: "dollars", rate: "percent", time: "amount", guarantee: "amount" }[kind];
    delete entry.upTo;
    if (typeof value === "number") entry[low] = value;
    else if (Array.isArray(value)) Object.assign(entry, { [low]: value[0], upTo: value[1] });
    else if ("amount" in value) Object.assign(entry, value);
    else Object.assign(entry, { amount: value.from, upTo: value.to, unit: value.unit });
    expect(pricesSchema.parse(raw.prices)[kind][key], "the figure as the copy reads it").toEqual(value);
  }
  /** Every string of the loaded copy, navigation, pages, cities and services: one for each string of the raw copy. */
  const copyOf = (content: ReturnType<typeof loadContent>) =>
    strings({
      navigation: content.navigation,
      pages: content.pages,
      cities: content.cities,
      services: content.services,
    });
  /** The same, with the route table, which repeats copy into titles, breadcrumbs and structured data. */
  const everythingOf = (content: ReturnType<typeof loadContent>) =>
    strings({ copy: copyOf(content), routes: content.routes.pages });
  /** The copy of a language as written, tokens unfilled: the Spanish laid over the English (content/es/). */
  const rawCopyIn = (language: Language) => {
    const raw =
      language === "en"
        ? rawContent
        : loadSite(rawContent, structuredClone({ ...rawTranslation!, locate: undefined })).translation!.raw;
    return strings({
      navigation: raw.navigation,
      pages: raw.pages,
      cities: raw.cities,
      services: raw.services,
    });
  };
  const rawCopy = Object.fromEntries(languages.map((language) => [language, rawCopyIn(language)]));
  const uses = (token: string, language: Language = "en") =>
    rawCopy[language]!.reduce((n, { text }) => n + text.split(token).length - 1, 0);
  // The copy with its facts written in each language (the English copy, with Spanish figures, for Spanish).
  const baseline = Object.fromEntries(
    languages.map((language) => [language, contentIn(rawContent, { language })]),
  );
  const baselineText = Object.values(baseline)
    .flatMap((content) => everythingOf(content).map(({ text }) => text))
    .join("\n");

  /**
   * An entry the copy uses, preferring one whose shown value another entry shares, so the test proves that the
   * other entry's pages do not follow.
   */
  function pick<K extends keyof Prices, V extends Prices[K][string]>(
    kind: K,
    shown: (value: V) => string,
    eligible: (value: Prices[K][string]) => value is V,
  ) {
    const used = (Object.entries(prices[kind]) as [string, Prices[K][string]][]).filter(
      (entry): entry is [string, V] => eligible(entry[1]) && uses(`{${kind}.${entry[0]}}`) > 0,
    );
    const shared = used.find(([key, value]) =>
      (Object.entries(prices[kind]) as [string, Prices[K][string]][]).some(
        ([other, v]) => other !== key && eligible(v) && shown(v) === shown(value),
      ),
    );
    const chosen = shared ?? used[0];
    if (!chosen) throw new Error(`test setup: the copy uses no ${kind} entry`);
    return chosen;
  }

  /**
   * A new value shown with as many characters as the old one in every language (so no length limit is crossed) and
   * shown nowhere yet.
   */
  function freshValue<T>(old: T, next: (value: T) => T, shown: (value: T, language: Language) => string): T {
    for (let value = next(old), tries = 0; tries < 1000; value = next(value), tries++)
      if (
        languages.every(
          (language) =>
            shown(value, language).length === shown(old, language).length &&
            !baselineText.includes(shown(value, language)),
        )
      )
        return value;
    throw new Error("test setup: no fresh value found");
  }

  /** The new figure in the old one's place in each language, and how each language shows them. */
  function change<K extends keyof Prices, V extends Prices[K][string]>(
    kind: K,
    eligible: (value: Prices[K][string]) => value is V,
    next: (value: V) => V,
    shown: (value: V, language: Language) => string,
  ) {
    const [key, old] = pick(kind, (v) => shown(v, "en"), eligible);
    const value = freshValue(old, next, shown);
    return { kind, key, value, old: (l: Language) => shown(old, l), shown: (l: Language) => shown(value, l) };
  }

  const cases = [
    // A single price: a range would also change its ends, {price.….low} and {price.….high}.
    change(
      "price",
      (v): v is number => typeof v === "number",
      (v) => v + 1,
      formatPrice,
    ),
    change(
      "time",
      (v): v is Duration => typeof v === "object",
      (v) => ("amount" in v ? { ...v, amount: v.amount + 1 } : { ...v, from: v.from + 1, to: v.to + 1 }),
      formatDuration,
    ),
    change(
      "rate",
      (v): v is number => typeof v === "number",
      (v) => (v + 7) % 100,
      formatRate,
    ),
  ].flatMap((c) => languages.map((language) => ({ ...c, language })));

  it.each(cases)(
    "a $kind entry ($key) changes on every page that uses it and nowhere else, in $language",
    ({ kind, key, value, old, shown, language }) => {
      const raw = freshRaw();
      setFigure(raw, kind, key, value);
      const changed = contentIn(raw, { language });
      // Shown once for each use of the token in the copy (a range's ends are tokens of their own)...
      const count = copyOf(changed).reduce((n, { text }) => n + text.split(shown(language)).length - 1, 0);
      expect(count).toBe(uses(`{${kind}.${key}}`, language));
      expect(count).toBeGreaterThan(0);
      // ...and with the new figure put back to the old one, every page is exactly as before: nothing else moved,
      // not even an entry that shows the same figure.
      expect(
        everythingOf(changed).map(({ field, text }) => ({
          field,
          text: text.split(shown(language)).join(old(language)),
        })),
      ).toEqual(everythingOf(baseline[language]!));
    },
  );
});
