import { describe, expect, it } from "vitest";
import { strings } from "@/lib/content/copy-text";
import { loadContent } from "@/lib/content/load";
import { rawContent } from "@/lib/content/raw";
import type { PricesInput } from "@/lib/content/site-schema";
import { formatPrice } from "@/lib/format";
import type { RawContent } from "@/lib/content/types";
import { deleteAt, expectProblem, freshRaw, getAt, problemsOf, SAMPLE, setAt } from "./content-helpers";
import { pageFile as contentPageFile } from "@/lib/content/page-files";

// Entries the bad edits are made to. They are looked up, not assumed: the test setup fails loudly
// (getAt/setAt throw) if content is reorganised so a path no longer exists.
const {
  standardCity: STANDARD_CITY,
  otherStandardCity: OTHER_STANDARD_CITY,
  featuredCity: FEATURED_CITY,
  service: SERVICE,
  otherService: OTHER_SERVICE,
  carouselService: CAROUSEL_SERVICE,
} = SAMPLE;

const cityFile = (key: string) => `content/cities/${key}.md`;
const serviceFile = (key: string) => `content/services/${key}.md`;

/** Adds a copy of an existing entry under a new file key (new keys come last, like a file added at the end of index.ts). */
function addCityFile(raw: RawContent, key: string, from: string, changes: Record<string, unknown>) {
  raw.cities[key] = { ...structuredClone(raw.cities[from] as object), ...changes };
}
function addServiceFile(raw: RawContent, key: string, from: string, changes: Record<string, unknown>) {
  raw.services[key] = { ...structuredClone(raw.services[from] as object), ...changes };
}

/** The canonical path of the service that lists `alias` among its aliases, worked out from the raw content. */
function canonicalOfAlias(alias: string): string {
  const owner = Object.values(rawContent.services)
    .map((s) => s as { slug: string; aliases: string[]; canonicalPath?: string })
    .find((s) => s.aliases.includes(alias));
  if (!owner) throw new Error(`test setup: no service has the alias ${alias}`);
  return owner.canonicalPath ?? `/${owner.slug}`;
}

describe("the real content", () => {
  it("loads without a single problem", () => {
    expect(() => loadContent(rawContent)).not.toThrow();
  });

  it("loads with an explicit site URL and build year, and every file is loaded", () => {
    const content = loadContent(rawContent, { siteUrl: "https://example.org", now: Date.UTC(2030, 5, 1) });
    expect(content.cities).toHaveLength(Object.keys(rawContent.cities).length);
    expect(content.services).toHaveLength(Object.keys(rawContent.services).length);
  });

  it("is not modified by loading it", () => {
    const before = freshRaw();
    loadContent(rawContent);
    expect(freshRaw()).toEqual(before);
  });

  it("leaves no unfilled {token} or stray brace anywhere in the loaded copy", () => {
    // Catches tokens the validator's pattern does not recognise, e.g. {phone-number} or { phone }.
    const content = loadContent(rawContent);
    const leftovers = strings({
      navigation: content.navigation,
      ui: content.ui,
      pages: content.pages,
      cities: content.cities,
      services: content.services,
    }).filter(({ text }) => /[{}]/.test(text));
    expect(leftovers).toEqual([]);
  });

  it("is the same whether cloned or not, so the bad-edit tests start from valid content", () => {
    expect(() => loadContent(freshRaw())).not.toThrow();
  });
});

describe("a bad edit fails with a message naming the file, the entry and the field", () => {
  describe("missing field", () => {
    it("a city without a name", () => {
      const raw = freshRaw();
      deleteAt(raw.cities[STANDARD_CITY], "name");
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "name");
    });

    it("a city without a slug is named by its file", () => {
      const raw = freshRaw();
      deleteAt(raw.cities[STANDARD_CITY], "slug");
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "slug");
    });

    it("a service without an h1", () => {
      const raw = freshRaw();
      deleteAt(raw.services[OTHER_SERVICE], "h1");
      expectProblem(problemsOf(raw), serviceFile(OTHER_SERVICE), OTHER_SERVICE, "h1");
    });

    it("a nested field: an FAQ without an answer", () => {
      const raw = freshRaw();
      deleteAt(raw.cities[FEATURED_CITY], "faqs[0].answer");
      expectProblem(problemsOf(raw), cityFile(FEATURED_CITY), FEATURED_CITY, "faqs[0].answer");
    });

    it("a blank name counts as missing", () => {
      const raw = freshRaw();
      setAt(raw.cities[STANDARD_CITY], "name", "   ");
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "name", "must not be empty");
    });

    it("a time zone that is not an IANA name", () => {
      const raw = freshRaw();
      setAt(raw.site, "timeZone", "Eastern Time");
      expectProblem(problemsOf(raw), "content/site.yaml", "site", "timeZone", "IANA time zone");
    });

    it("a missing business fact in content/site.yaml", () => {
      const raw = freshRaw();
      deleteAt(raw.site, "address.street");
      expectProblem(problemsOf(raw), "content/site.yaml", "site", "address.street");
    });
  });

  describe("content/ui.yaml, the words around the copy", () => {
    const UI = "content/ui.yaml";

    it("a missing text", () => {
      const raw = freshRaw();
      deleteAt(raw.ui, "faq.copyLink");
      expectProblem(problemsOf(raw), UI, "ui", "faq.copyLink", "is missing");
    });

    it("a missing group", () => {
      const raw = freshRaw();
      deleteAt(raw.ui, "openStatus");
      expectProblem(problemsOf(raw), UI, "ui", "openStatus", "is missing");
    });

    it("a misspelt text name", () => {
      const raw = freshRaw();
      setAt(raw.ui, "footer", { ...(getAt(raw.ui, "footer") as object), alCities: "All cities" });
      expectProblem(problemsOf(raw), UI, "ui", "footer", "alCities");
    });

    it("a slot that is not the text's own, and the slot it then lacks", () => {
      const raw = freshRaw();
      setAt(raw.ui, "cityCards.distance", "<mile> miles from our {town} shop");
      const problems = problemsOf(raw);
      expectProblem(problems, UI, "ui", "cityCards.distance", "uses <mile>", "<miles>");
      expectProblem(problems, UI, "ui", "cityCards.distance", "must use <miles>");
    });

    it("a slot in a text that has none", () => {
      const raw = freshRaw();
      setAt(raw.ui, "header.menu", "Menu <b>");
      expectProblem(problemsOf(raw), UI, "ui", "header.menu", "uses <b>", "no slot");
    });

    it("an unknown token", () => {
      const raw = freshRaw();
      setAt(raw.ui, "buttons.call", "Call {phon}");
      expectProblem(problemsOf(raw), UI, "ui", "buttons.call", "{phon}", "{phone}");
    });

    it("the week of the open-now line needs its seven days", () => {
      const raw = freshRaw();
      (getAt(raw.ui, "openStatus.weekdays") as string[]).pop();
      expectProblem(problemsOf(raw), UI, "ui", "openStatus.weekdays", "seven days");
    });

    it("a figure written out, as in every other file", () => {
      const raw = freshRaw();
      setAt(raw.ui, "prices.note", "Prices start at $49.");
      expectProblem(problemsOf(raw), UI, "ui", "prices.note", 'rule "facts once"');
    });
  });

  describe("duplicate slug", () => {
    it("two city files with the same slug", () => {
      const raw = freshRaw();
      addCityFile(raw, `${STANDARD_CITY}-copy`, STANDARD_CITY, {});
      const problems = problemsOf(raw);
      // The second file is the one told its path is taken, and the message says by which file.
      expectProblem(
        problems,
        cityFile(`${STANDARD_CITY}-copy`),
        STANDARD_CITY,
        "slug",
        `/${STANDARD_CITY}`,
        cityFile(STANDARD_CITY),
      );
    });

    it("two figures of content/prices.yaml with one name, and a range whose high end is not above its low end", () => {
      const raw = freshRaw();
      const prices = (raw.prices as PricesInput).price;
      const range = prices.findIndex((entry) => entry.upTo !== undefined);
      expect(prices.length, "test setup: prices, one a range").toBeGreaterThan(1);
      expect(range, "test setup: a price range").toBeGreaterThanOrEqual(0);
      const second = range === 0 ? 1 : 0;
      prices[second]!.name = prices[range]!.name;
      prices[range]!.upTo = prices[range]!.dollars;
      const problems = problemsOf(raw);
      const later = Math.max(second, range);
      expectProblem(problems, "content/prices.yaml", "prices", `price[${later}].name`, "used twice");
      expectProblem(problems, "content/prices.yaml", "prices", `price[${range}].upTo`, "must be above");
    });

    it("a service alias equal to another service's slug", () => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "aliases", [OTHER_SERVICE]);
      const problems = problemsOf(raw);
      const keys = Object.keys(raw.services);
      // Whichever of the two is checked second is the one reported; content order decides.
      if (keys.indexOf(SERVICE) > keys.indexOf(OTHER_SERVICE)) {
        expectProblem(
          problems,
          serviceFile(SERVICE),
          SERVICE,
          "aliases[0]",
          `/${OTHER_SERVICE}`,
          serviceFile(OTHER_SERVICE),
        );
      } else {
        expectProblem(
          problems,
          serviceFile(OTHER_SERVICE),
          OTHER_SERVICE,
          "slug",
          `/${OTHER_SERVICE}`,
          serviceFile(SERVICE),
        );
      }
    });

    it("a new service file whose alias is another service's slug", () => {
      const raw = freshRaw();
      addServiceFile(raw, "extra-service", SERVICE, { slug: "extra-service", aliases: [OTHER_SERVICE] });
      expectProblem(
        problemsOf(raw),
        serviceFile("extra-service"),
        "extra-service",
        "aliases[0]",
        `/${OTHER_SERVICE}`,
        serviceFile(OTHER_SERVICE),
      );
    });

    it("a new service file whose alias is another service's alias", () => {
      const raw = freshRaw();
      const taken = (getAt(raw.services[CAROUSEL_SERVICE], "aliases") as string[])[0]!;
      addServiceFile(raw, "extra-service", SERVICE, { slug: "extra-service", aliases: [taken] });
      expectProblem(
        problemsOf(raw),
        serviceFile("extra-service"),
        "extra-service",
        "aliases[0]",
        `/${taken}`,
        serviceFile(CAROUSEL_SERVICE),
      );
    });
  });

  describe("non-numeric distance", () => {
    it.each([["11"], ["eleven"], [null], [Number.NaN]])("distanceFromDeland: %s", (distance) => {
      const raw = freshRaw();
      setAt(raw.cities[STANDARD_CITY], "distanceFromDeland", distance);
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "distanceFromDeland");
    });

    it("the message says a number is expected", () => {
      const raw = freshRaw();
      setAt(raw.cities[STANDARD_CITY], "distanceFromDeland", "11");
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "distanceFromDeland", "number");
    });
  });

  describe("rating outside 1–5", () => {
    it.each([
      [0, "1 to 5"],
      [6, "1 to 5"],
      [-1, "1 to 5"],
      [4.5, "whole number"],
    ])("a city testimonial rated %s", (rating, message) => {
      const raw = freshRaw();
      setAt(raw.cities[FEATURED_CITY], "testimonials.items[1].rating", rating);
      expectProblem(
        problemsOf(raw),
        cityFile(FEATURED_CITY),
        FEATURED_CITY,
        "testimonials.items[1].rating",
        message,
      );
    });

    it.each([[0], [6], [4.5], ["5"]])("a service testimonial rated %s", (rating) => {
      const raw = freshRaw();
      const last = (getAt(raw.services[CAROUSEL_SERVICE], "testimonials.items") as unknown[]).length - 1;
      setAt(raw.services[CAROUSEL_SERVICE], `testimonials.items[${last}].rating`, rating);
      expectProblem(
        problemsOf(raw),
        serviceFile(CAROUSEL_SERVICE),
        CAROUSEL_SERVICE,
        `testimonials.items[${last}].rating`,
      );
    });

    it.each([[1], [5]])("ratings of %s are accepted", (rating) => {
      const raw = freshRaw();
      setAt(raw.cities[FEATURED_CITY], "testimonials.items[1].rating", rating);
      expect(() => loadContent(raw)).not.toThrow();
    });
  });

  describe("malformed URL", () => {
    it.each([["not a url"], ["www.facebook.com/example"], ["ftp://example.com/"], ["javascript:alert(1)"]])(
      "a social profile URL %j",
      (url) => {
        const raw = freshRaw();
        setAt(raw.site, "social[0].url", url);
        expectProblem(problemsOf(raw), "content/site.yaml", "site", "social[0].url", "URL");
      },
    );

    it("a testimonial URL", () => {
      const raw = freshRaw();
      setAt(raw.cities[FEATURED_CITY], "testimonials.items[0]", {
        ...(getAt(raw.cities[FEATURED_CITY], "testimonials.items[0]") as object),
        url: "not a url",
      });
      expectProblem(
        problemsOf(raw),
        cityFile(FEATURED_CITY),
        FEATURED_CITY,
        "testimonials.items[0].url",
        "URL",
      );
    });

    it("a portfolio URL on the home page", () => {
      const raw = freshRaw();
      setAt(raw.pages.home, "webServices.portfolio[0].url", "not a url");
      expectProblem(
        problemsOf(raw),
        "content/pages/home.yaml",
        "home",
        "webServices.portfolio[0].url",
        "URL",
      );
    });

    it("a valid testimonial URL is accepted", () => {
      const raw = freshRaw();
      setAt(raw.cities[FEATURED_CITY], "testimonials.items[0]", {
        ...(getAt(raw.cities[FEATURED_CITY], "testimonials.items[0]") as object),
        url: "https://example.com/",
      });
      expect(() => loadContent(raw)).not.toThrow();
    });
  });

  describe("a slug that collides with another route", () => {
    it.each([["about"], ["contact"], ["services"], ["cities"], ["city"]])(
      "a city file with the slug %s",
      (slug) => {
        const raw = freshRaw();
        addCityFile(raw, slug, STANDARD_CITY, { slug });
        expectProblem(problemsOf(raw), cityFile(slug), slug, "slug", `/${slug}`);
      },
    );

    it("a service slug equal to a city slug", () => {
      const raw = freshRaw();
      addServiceFile(raw, STANDARD_CITY, SERVICE, { slug: STANDARD_CITY, aliases: [] });
      expectProblem(
        problemsOf(raw),
        serviceFile(STANDARD_CITY),
        STANDARD_CITY,
        "slug",
        `/${STANDARD_CITY}`,
        cityFile(STANDARD_CITY),
      );
    });

    it.each([["contact"], ["about"]])("a service alias %s", (alias) => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "aliases", [alias]);
      expectProblem(problemsOf(raw), serviceFile(SERVICE), SERVICE, "aliases[0]", `/${alias}`);
    });
  });

  describe("links", () => {
    it("a related-service link to a route that does not exist", () => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "relatedServices[0].href", "/no-such-page");
      expectProblem(
        problemsOf(raw),
        serviceFile(SERVICE),
        SERVICE,
        "relatedServices[0].href",
        "/no-such-page",
      );
    });

    it("a navigation link to a route that does not exist", () => {
      const raw = freshRaw();
      setAt(raw.navigation, "main[1].href", "/abuot");
      expectProblem(problemsOf(raw), "content/navigation.yaml", "navigation", "main[1].href", "/abuot");
    });

    it("a city service card linking to an unknown city path", () => {
      const raw = freshRaw();
      setAt(raw.cities[FEATURED_CITY], "services.items[0].href", "/city/atlantis");
      expectProblem(
        problemsOf(raw),
        cityFile(FEATURED_CITY),
        FEATURED_CITY,
        "services.items[0].href",
        "/city/atlantis",
      );
    });

    it("a footer city that does not exist", () => {
      const raw = freshRaw();
      setAt(raw.navigation, "footerCitySlugs[0]", "atlantis");
      expectProblem(
        problemsOf(raw),
        "content/navigation.yaml",
        "navigation",
        "footerCitySlugs[0]",
        "atlantis",
      );
    });

    it.each([
      ["/water-damage-repair", canonicalOfAlias("water-damage-repair")],
      ["/services/water-damage-repair", canonicalOfAlias("water-damage-repair")],
      ["/virus-removal-tuneup", canonicalOfAlias("virus-removal-tuneup")],
      [
        "/custom-built-computers",
        (rawContent.services["custom-built-computers"] as { canonicalPath: string }).canonicalPath,
      ],
      [`/services/${OTHER_SERVICE}`, `/${OTHER_SERVICE}`],
      [`/city/${STANDARD_CITY}`, `/${STANDARD_CITY}`],
    ])("a link to the alias %s instead of %s", (alias, canonical) => {
      expect(alias).not.toBe(canonical);
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "relatedServices[1].href", alias);
      const problem = expectProblem(
        problemsOf(raw),
        serviceFile(SERVICE),
        SERVICE,
        "relatedServices[1].href",
        alias,
        canonical,
      );
      expect(problem).toMatch(/alias/);
    });

    it("a link to the canonical path instead of the alias is accepted", () => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "relatedServices[1].href", canonicalOfAlias("water-damage-repair"));
      expect(() => loadContent(raw)).not.toThrow();
    });
  });

  describe("tokens", () => {
    it("an unknown {token} in a city intro", () => {
      const raw = freshRaw();
      const intro = getAt(raw.cities[STANDARD_CITY], "intro") as string;
      setAt(raw.cities[STANDARD_CITY], "intro", `${intro} Fax us at {fax}.`);
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "intro", "{fax}");
    });

    it("a token in the wrong case (not just a capital to start a sentence) in a nested paragraph", () => {
      const raw = freshRaw();
      setAt(raw.cities[STANDARD_CITY], "sections[1].paragraphs[0]", "Call {PHONE} today.");
      expectProblem(
        problemsOf(raw),
        cityFile(STANDARD_CITY),
        STANDARD_CITY,
        "sections[1].paragraphs[0]",
        "{PHONE}",
      );
    });

    it("an unknown token on a core page", () => {
      const raw = freshRaw();
      setAt(raw.pages.home, "hero.heading", "Repairs since {founded}");
      expectProblem(problemsOf(raw), "content/pages/home.yaml", "home", "hero.heading", "{founded}");
    });

    it("known tokens are filled in from the business facts", () => {
      const raw = freshRaw();
      const intro = getAt(raw.cities[STANDARD_CITY], "intro") as string;
      setAt(raw.cities[STANDARD_CITY], "intro", `${intro} Call {phone} or write to {email}.`);
      const content = loadContent(raw, { siteUrl: "https://example.org" });
      const city = content.cities.find((c) => c.slug === STANDARD_CITY)!;
      expect(city.intro).toBe(
        `${intro} Call ${content.business.phone.display} or write to ${content.business.email}.`,
      );
    });
  });

  describe("meta", () => {
    // The two cities in file order: a duplicate is reported on the later one.
    const cityKeys = Object.keys(rawContent.cities);
    const [first, second] = [STANDARD_CITY, OTHER_STANDARD_CITY].sort(
      (a, b) => cityKeys.indexOf(a) - cityKeys.indexOf(b),
    ) as [string, string];

    it("a duplicate meta title between two cities is reported on the later one", () => {
      const raw = freshRaw();
      setAt(raw.cities[second], "meta.title", getAt(raw.cities[first], "meta.title"));
      expectProblem(problemsOf(raw), cityFile(second), second, "meta.title", cityFile(first));
    });

    it("a service meta title equal to a core page's", () => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "meta.title", getAt(raw.pages.about, "meta.title"));
      expectProblem(problemsOf(raw), serviceFile(SERVICE), SERVICE, "meta.title", "content/pages/about.md");
    });

    it("a duplicate meta description", () => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "meta.description", getAt(raw.pages.contact, "meta.description"));
      expectProblem(
        problemsOf(raw),
        serviceFile(SERVICE),
        SERVICE,
        "meta.description",
        "content/pages/contact.yaml",
      );
    });

    /** A title of exactly `length` characters once trimmed, as the schema reads it: a plausible one, cut or filled. */
    const titleOf = (length: number) =>
      "Laptop Repair in DeLand: Screens, Batteries, Ports, Same Day Service"
        .slice(0, length)
        .trimEnd()
        .padEnd(length, ".");

    it("a title over 60 characters", () => {
      const raw = freshRaw();
      setAt(raw.cities[STANDARD_CITY], "meta.title", titleOf(61));
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "meta.title", "60");
    });

    it("a title of exactly 60 characters is accepted", () => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "meta.title", titleOf(60));
      expect(() => loadContent(raw)).not.toThrow();
    });

    it("a title within 60 characters as written but over 60 once {name} is filled", () => {
      const raw = freshRaw();
      const name = getAt(raw.site, "name") as string;
      const title = `${"Laptop, desktop and Wi-Fi repairs from ".padEnd(61 - name.length, ".")}{name}`;
      const filled = title.replace("{name}", name);
      expect(title.length).toBeLessThanOrEqual(60);
      expect(filled.length).toBeGreaterThan(60);
      setAt(raw.cities[STANDARD_CITY], "meta.title", title);
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), STANDARD_CITY, "meta.title", "60");
    });

    it("a title over 60 characters as written but within 60 once filled is accepted", () => {
      const raw = freshRaw();
      const title = "Laptop repairs by a shop open since {established}, {years} years";
      expect(title.length).toBeGreaterThan(60);
      setAt(raw.services[SERVICE], "meta.title", title);
      const service = loadContent(raw).services.find((s) => s.slug === SERVICE)!;
      expect(service.meta.title).not.toContain("{");
      expect(service.meta.title.length).toBeLessThanOrEqual(60);
    });

    it("two titles that differ only as written, a token against its value, are duplicates", () => {
      const raw = freshRaw();
      setAt(raw.cities[first], "meta.title", "Computer repair near you from {name}");
      setAt(
        raw.cities[second],
        "meta.title",
        `Computer repair near you from ${getAt(raw.site, "name") as string}`,
      );
      expectProblem(problemsOf(raw), cityFile(second), second, "meta.title", cityFile(first));
    });

    it.each([
      ["too short", "Too short."],
      ["too long", "A description that goes on. ".repeat(7)],
    ])("a description that is %s", (_label, description) => {
      const raw = freshRaw();
      setAt(raw.services[SERVICE], "meta.description", description);
      expectProblem(problemsOf(raw), serviceFile(SERVICE), SERVICE, "meta.description");
    });

    it("a price raised in content/prices.yaml that makes a description too long: the message names the token", () => {
      const raw = freshRaw();
      const single = (raw.prices as PricesInput).price.find((entry) => entry.upTo === undefined);
      if (!single) throw new Error("test setup: content/prices.yaml has no single price");
      const { name: key, dollars: price } = single;
      const token = `{price.${key}}`;
      // Exactly the limit as shown today, so a price with one more digit crosses it.
      const words = "Repairs from ";
      setAt(
        raw.services[SERVICE],
        "meta.description",
        `${words}${token}${".".repeat(160 - words.length - formatPrice(price, "en").length)}`,
      );
      expect(() => loadContent(raw)).not.toThrow();
      single.dollars = price * 10;
      expectProblem(
        problemsOf(raw),
        serviceFile(SERVICE),
        SERVICE,
        "meta.description",
        `with ${token} filled in`,
        "at most 160",
      );
    });
  });

  describe("core pages (the route of each file in content/pages/)", () => {
    const pageFile = (key: string) => contentPageFile("content", "pages", key);

    it("a path: an English core page answers where its route file is, not where content says", () => {
      const raw = freshRaw();
      setAt(raw.pages.about, "route", { ...(getAt(raw.pages.about, "route") as object), path: "/about-us" });
      expectProblem(problemsOf(raw), pageFile("about"), "about", "route", "cannot change", "remove the path");
    });

    it("an unknown token in a social-card kicker", () => {
      const raw = freshRaw();
      setAt(raw.pages.about, "route.kicker", "Since {founded}");
      expectProblem(problemsOf(raw), pageFile("about"), "about", "route.kicker", "{founded}");
    });
  });

  describe("files and paths", () => {
    it("a city file whose slug does not match its file name", () => {
      const raw = freshRaw();
      setAt(raw.cities[STANDARD_CITY], "slug", `${STANDARD_CITY}-fl`);
      expectProblem(
        problemsOf(raw),
        cityFile(STANDARD_CITY),
        `${STANDARD_CITY}-fl`,
        "slug",
        cityFile(`${STANDARD_CITY}-fl`),
      );
    });

    it("a slug that is not lower-case words joined by hyphens", () => {
      const raw = freshRaw();
      setAt(raw.cities[STANDARD_CITY], "slug", "Deltona FL");
      expectProblem(problemsOf(raw), cityFile(STANDARD_CITY), "Deltona FL", "slug");
    });

    it("a canonical path that is not one of the service's own paths", () => {
      const raw = freshRaw();
      setAt(raw.services["custom-built-computers"], "canonicalPath", "/services/custom-computers");
      expectProblem(
        problemsOf(raw),
        serviceFile("custom-built-computers"),
        "custom-built-computers",
        "canonicalPath",
      );
    });
  });

  it("reports every problem at once, across files", () => {
    const raw = freshRaw();
    deleteAt(raw.cities[STANDARD_CITY], "name");
    setAt(raw.services[CAROUSEL_SERVICE], "testimonials.items[0].rating", 9);
    setAt(raw.pages.about, "meta.title", "");
    const problems = problemsOf(raw);
    expectProblem(problems, cityFile(STANDARD_CITY), STANDARD_CITY, "name");
    expectProblem(problems, serviceFile(CAROUSEL_SERVICE), CAROUSEL_SERVICE, "testimonials.items[0].rating");
    expectProblem(problems, "content/pages/about.md", "about", "meta.title");
  });
});
