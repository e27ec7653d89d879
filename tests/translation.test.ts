// The site in two languages, as content loads it: Spanish text laid over the English files, facts from English
// once, pages built in English only where the Spanish is missing, outdated translations listed, and the owner's
// switch. Every expectation comes from the content itself.
import { describe, expect, it } from "vitest";
import { loadSite } from "@/lib/content/load";
import { rawTranslation } from "@/lib/content/raw";
import type { RawContent } from "@/lib/content/types";
import { ContentError } from "@/lib/content/validate";
import { overlay, textVersion } from "@/lib/content/overlay";
import { translationReport } from "@/lib/content/translation-report";
import { buildJsonLd } from "@/lib/json-ld";
import { buildTime } from "@/lib/content/build-time";
import { DAY } from "@/lib/hours";
import { freshRaw } from "./content-helpers";

type Obj = Record<string, unknown>;
const freshSpanish = (): RawContent => structuredClone({ ...rawTranslation!, locate: undefined });
const load = (raw = freshRaw(), spanish: RawContent | null = freshSpanish()) => loadSite(raw, spanish);

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the content to be refused");
}

const outdatedFiles = (site: ReturnType<typeof load>) => site.translation!.outdated.map(({ file }) => file);

/** A Spanish city translated whole, and the English city's file key. */
function translatedCity(spanish: RawContent) {
  const site = load();
  const page = site.es!.routes.pages.find((p) => p.kind === "city")!;
  const key = page.source.file.replace(/^.*\/(.*)\.(?:yaml|md)$/, "$1");
  return { key, text: spanish.cities[key] as Obj, page };
}

describe("the overlay of a translation on its English file", () => {
  it("takes text from the translation and facts from the English, and names what is missing or out of place", () => {
    const english = {
      title: "Repair",
      icon: "laptop",
      items: [{ title: "One", href: "/a" }],
      meta: { t: "x" },
    };
    const result = overlay(english, { title: "Reparación", items: [{ title: "Uno" }] });
    expect(result.value).toEqual({ ...english, title: "Reparación", items: [{ title: "Uno", href: "/a" }] });
    expect(result.missing).toEqual(["meta.t"]);
    expect(overlay(english, { title: "R", icon: "x", items: [], meta: { t: "y" } }).problems).toEqual([
      { field: "items", message: expect.stringContaining("list of 1 items") },
      { field: "icon", message: expect.stringContaining("is a fact") },
    ]);
  });

  it("takes an item's kind repeated as it is (the editor writes it), and refuses it changed", () => {
    const english = { blocks: [{ type: "steps", heading: "Steps" }] };
    const kept = overlay(english, { blocks: [{ type: "steps", heading: "Pasos" }] });
    expect(kept.problems).toEqual([]);
    expect(kept.value).toEqual({ blocks: [{ type: "steps", heading: "Pasos" }] });
    expect(overlay(english, { blocks: [{ type: "list", heading: "Pasos" }] }).problems).toEqual([
      { field: "blocks[0].type", message: expect.stringContaining('must be "steps"') },
    ]);
  });
});

describe("the site in two languages", () => {
  it("builds each translated page under /es/ with its English page as its alternate, and the rest in English only", () => {
    const site = load();
    expect(site.es).not.toBeNull();
    expect(site.es!.routes.pages, "test setup: Spanish pages").not.toHaveLength(0);
    for (const page of site.es!.routes.pages) {
      expect(page.path === "/es" || page.path.startsWith("/es/"), page.path).toBe(true);
      expect(page.language).toBe("es");
      const english = site.en.routes.byPath.get(page.alternates.en!)!;
      expect(english.alternates.es, page.path).toBe(page.path);
    }
    const untranslated = site.en.routes.pages.filter((page) => !page.alternates.es);
    expect(untranslated.map((p) => p.source.file).sort()).toEqual(
      site.translation!.untranslated.map((u) => u.file).sort(),
    );
  });

  it("a price change reaches both languages, each in its own words around the same figure", () => {
    const raw = freshRaw();
    const [entry] = (raw.prices as { price: Obj[] }).price;
    expect(entry, "test setup: a price").toBeDefined();
    delete entry!.upTo;
    entry!.dollars = 1234;
    const site = load(raw);
    for (const language of ["en", "es"] as const) {
      const text = JSON.stringify(site[language]);
      expect(text, language).toContain("$1,234");
    }
  });

  it("a city whose Spanish file lacks a field is built in English only, listed, and linked from Spanish lists with hreflang", () => {
    const spanish = freshSpanish();
    const { key, text, page } = translatedCity(spanish);
    delete (text.meta as Obj).description;
    const site = load(freshRaw(), spanish);
    expect(site.es!.routes.byPath.has(page.path)).toBe(false);
    expect(site.translation!.untranslated).toContainEqual({
      file: `content/cities/${key}.md`,
      field: "meta.description",
    });
    const link = site.es!.routes.cityLinks.find((l) => l.city.slug === key)!;
    expect(link).toMatchObject({ path: page.alternates.en, hreflang: "en" });
    expect(translationReport(site).join("\n")).toContain(`content/cities/${key}.md`);
  });

  it("lists every city in Spanish, each card's tokens filled, whether or not its page is translated", () => {
    const site = load();
    expect(site.es!.routes.cityLinks.map((l) => l.city.slug)).toEqual(
      site.en.routes.cityLinks.map((l) => l.city.slug),
    );
    expect(site.es!.routes.cityLinks, "test setup: the cities").not.toHaveLength(0);
    for (const { city } of site.es!.routes.cityLinks) expect(city.description, city.slug).not.toMatch(/[{}]/);
  });

  it("quotes a page's reviews in English on its Spanish page, a token in them as the English page fills it", () => {
    const raw = freshRaw();
    const services = raw.services as Record<string, { testimonials?: { items: { text: string }[] } }>;
    const [key, service] = Object.entries(services).find(([, s]) => s.testimonials?.items.length)!;
    service.testimonials!.items[0]!.text += " Covered by {warranty}.";
    const site = load(raw);
    const english = site.en.routes.pages.find((p) => p.source.file === `content/services/${key}.md`)!;
    const spanish = site.es!.routes.byPath.get(english.alternates.es!)!;
    const reviews = (page: typeof english) =>
      page.kind === "service" ? page.service.testimonials!.items : [];
    expect(reviews(spanish)[0]!.text).toMatch(/Covered by our repair warranty/);
    expect(reviews(spanish).map((r) => r.text)).toEqual(reviews(english).map((r) => r.text));
    for (const review of reviews(spanish)) expect(review.lang).toBe("en");
  });

  it("lists a translation whose English text changed since, with the version to record, and still builds", () => {
    const raw = freshRaw();
    const spanish = freshSpanish();
    const { key, text } = translatedCity(spanish);
    const city = (raw.cities as Record<string, Obj>)[key]!;
    // Up to date to begin with, whatever the owner's files say today; the other outdated files stay as they are.
    text.translates = textVersion(city);
    const before = outdatedFiles(load(raw, spanish));
    city.description = `${String(city.description)} Open six days a week.`;
    const site = load(raw, spanish);
    const [outdated, ...others] = site.translation!.outdated.filter(({ file }) => !before.includes(file));
    expect(others).toEqual([]);
    expect(outdated).toMatchObject({
      file: `content/es/cities/${key}.md`,
      source: `content/cities/${key}.md`,
    });
    expect(outdated!.version).toMatch(/^[0-9a-f]{10}$/);
    expect(outdated!.version).not.toBe(text.translates);
    expect(translationReport(site).join("\n")).toContain(`translates: "${outdated!.version}"`);
  });

  it("leaves every translation as it was when only facts change: the hours, a special day's times, a price, a drive time, a link", () => {
    const raw = freshRaw();
    const before = load(raw).translation!.outdated;
    const site = raw.site as { hours: Obj[]; links: Record<string, Obj> };
    site.hours = site.hours.map((day) => ("opens" in day ? { ...day, opens: "07:30" } : day));
    for (const link of Object.values(site.links)) link.url = "https://example.com/moved";
    for (const day of raw.specialHours as Obj[]) {
      delete day.closed;
      Object.assign(day, { opens: "10:00", closes: "12:00" });
    }
    const single = (raw.prices as { price: Obj[] }).price.find((entry) => entry.upTo === undefined);
    if (!single) throw new Error("test setup: content/prices.yaml has no single price");
    single.dollars = (single.dollars as number) + 1;
    const { key } = translatedCity(freshSpanish());
    (raw.cities as Record<string, Obj>)[key]!.driveMinutes = 99;
    // Each version as before, not only each file: a fact that reached a version would change it.
    expect(load(raw).translation!.outdated).toEqual(before);
  });

  it("takes a notice's words from its translation and its times from the English file", () => {
    const raw = freshRaw();
    const spanish = freshSpanish();
    // Written as the owner writes them (the shop's clock), days after the build so the notice still shows.
    const at = (days: number) => new Date(buildTime + days * DAY).toISOString().slice(0, 16);
    const notice = {
      text: "Closed Friday from noon for a staff training.",
      link: { label: "Call ahead", href: "/contact" },
      starts: at(3),
      ends: at(4),
    };
    raw.notice = notice;
    const words = {
      text: "Cerrado el viernes desde el mediodía por una capacitación.",
      link: { label: "Llame antes" },
    };
    spanish.notice = { translates: textVersion(notice), ...words };
    const site = load(raw, spanish);
    const before = outdatedFiles(site);
    expect(before, "test setup: the notice's translation is up to date").not.toContain(
      "content/es/notice.yaml",
    );
    const es = site.es!.business.notice!;
    expect(es).toMatchObject({ text: words.text, link: { label: words.link.label } });
    expect(es.starts).toBe(site.en.business.notice!.starts);
    raw.notice = { ...notice, starts: at(2), ends: at(6) };
    expect(outdatedFiles(load(raw, spanish))).toEqual(before);
  });

  it("refuses a fact written in a translation, and a core page left untranslated, naming file and field", () => {
    const spanish = freshSpanish();
    const { key, text } = translatedCity(spanish);
    text.county = "Orange";
    delete (spanish.pages as Record<string, unknown>).contact;
    const problems = problemsOf(() => load(freshRaw(), spanish));
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`content/es/cities/${key}.md.*"county".*fact`)),
    );
    expect(problems).toContainEqual(expect.stringMatching(/content\/es\/pages\/contact\.yaml.*is missing/));
  });

  it("holds a Spanish page to the content rules: facts once, in Spanish too", () => {
    const spanish = freshSpanish();
    const { key, text } = translatedCity(spanish);
    text.description = `${String(text.description)} Desde $49.`;
    const problems = problemsOf(() => load(freshRaw(), spanish));
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`content/es/cities/${key}.md.*rule "facts once".*\\$49`)),
    );
  });

  it("site.yaml turns Spanish off: the English site alone, with no alternates", () => {
    const raw = freshRaw();
    (raw.site as Obj).spanish = false;
    const site = load(raw);
    expect(site.es).toBeNull();
    expect(site.en.routes.pages, "test setup: the pages").not.toHaveLength(0);
    for (const page of site.en.routes.pages) expect(Object.keys(page.alternates), page.path).toEqual(["en"]);
  });
});

describe("the owner's claim that the shop answers in Spanish", () => {
  const languagesIn = (confirmed: boolean) => {
    const raw = freshRaw();
    (raw.claims as Record<string, Obj>)["spanish-spoken"]!.confirmed = confirmed;
    const site = load(raw);
    const page = site.es!.routes.pages[0]!;
    const graph = buildJsonLd(site.es!, page)["@graph"] as {
      contactPoint?: { availableLanguage: string[] };
    }[];
    return graph.find((node) => node.contactPoint)!.contactPoint!.availableLanguage;
  };

  it("the structured data names Spanish only once the claim is confirmed", () => {
    expect(languagesIn(false)).toEqual(["English"]);
    expect(languagesIn(true)).toEqual(["English", "Spanish"]);
  });
});
