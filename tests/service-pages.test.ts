import { describe, expect, it } from "vitest";
import { strings } from "@/lib/content/copy-text";
import { loadContent } from "@/lib/content/load";
import { rawContent } from "@/lib/content/raw";
import type { Block, Service, Testimonial } from "@/lib/content/schema";
import { wordCount } from "@/lib/content/text-similarity";

const content = loadContent(rawContent, { siteUrl: "https://www.example.org", now: Date.UTC(2026, 5, 1) });

const { byPath } = content.routes;
const isCanonical = (path: string) => byPath.get(path)?.path === path;
/** The canonical path an alias serves, or undefined for a canonical path or an unknown one. */
const aliasOf = (path: string) => (isCanonical(path) ? undefined : byPath.get(path)?.path);

const service = (slug: string): Service => {
  const found = content.services.find((s) => s.slug === slug);
  if (!found) throw new Error(`no service ${slug}`);
  return found;
};

/** The service routes of the spec ({product} is laptop-repair per decisions.md), one per page; content may add more. */
const SPEC_SERVICE_SLUGS = [
  "laptop-repair",
  "computer-repair-shop",
  "laptop-screen-replacement",
  "macbook-apple-laptop-repair",
  "virus-removal-service",
  "data-recovery",
  "custom-pc-builder",
  "gaming-pc-builder",
  "laptop-battery-replacement",
  "computer-diagnostics",
  "same-day-laptop-repair",
  "laptop-charging-port-repair",
  "water-damaged-laptop-repair",
  "spyware-removal",
  "laptop-virus-removal-tuneup",
  "onsite-computer-repair",
  "student-laptop-repair",
  "custom-built-computers",
  "wifi-installation",
  "wifi-troubleshooting",
];

/** Every service path the spec mentions, in either form; each must be a page (canonical or alias). */
const SPEC_SERVICE_PATHS = [
  ...SPEC_SERVICE_SLUGS.map((s) => `/${s}`),
  "/water-damage-repair",
  "/virus-removal-tuneup",
  ...[
    "custom-built-computers-volusia-county",
    "student-laptop-repair",
    "macbook-apple-laptop-repair",
    "laptop-charging-port-repair",
    "water-damaged-laptop-repair",
    "laptop-virus-removal-tuneup",
    "gaming-pc-builder-volusia-county",
    "custom-pc-builder-deland-florida",
    "computer-diagnostics-deland-area",
    "computer-repair-shop-deland",
    "virus-removal-service-deland-fl",
    "data-recovery-near-daytona-beach",
    "laptop-repair",
    "same-day-laptop-repair",
    "laptop-screen-replacement",
    "laptop-battery-replacement",
    "wifi-troubleshooting-expert-ormond-beach",
    "wifi-installation-port-orange",
  ].map((s) => `/services/${s}`),
];

const CUSTOM_PC_CANONICAL = "/services/custom-built-computers-volusia-county";

/** Readable text of a block, without its heading and without non-copy fields (type, icon, tone...). */
function blockText(block: Block): string[] {
  return strings(block)
    .filter(({ field }) => field !== "heading" && !/(^|\.)(type|icon|tone|target|href)$/.test(field))
    .map((s) => s.text);
}

/** The body copy counted toward the 500 words: intro, the three content sections (paragraphs and bullets) and blocks. */
function bodyText(s: Service): string {
  return [
    s.intro,
    ...s.informationalContent.paragraphs,
    ...s.commercialContent.paragraphs,
    ...(s.commercialContent.bullets ?? []),
    ...s.transactionalContent.paragraphs,
    ...s.blocks.flatMap(blockText),
  ].join("\n");
}

/** Every testimonial on the site, with where it is. */
const allTestimonials: { where: string; testimonial: Testimonial }[] = [
  ...content.cities.flatMap((c) =>
    c.template === "featured"
      ? c.testimonials.items.map((t) => ({ where: `city ${c.slug}`, testimonial: t }))
      : [],
  ),
  ...content.services.flatMap((s) =>
    (s.testimonials?.items ?? []).map((t) => ({ where: `service ${s.slug}`, testimonial: t })),
  ),
];

describe("service pages", () => {
  it("include every page of the spec", () => {
    expect(content.services.map((s) => s.slug)).toEqual(expect.arrayContaining(SPEC_SERVICE_SLUGS));
  });

  it.each(content.services.map((s) => [s.slug, s] as const))(
    "%s has at least 500 words of body copy",
    (_slug, s) => {
      expect(wordCount(bodyText(s))).toBeGreaterThanOrEqual(500);
    },
  );

  it("the body-copy word count ignores FAQs and testimonials", () => {
    const s = content.services.find((x) => x.faqs?.length && x.testimonials?.items.length)!;
    const text = bodyText(s);
    expect(text).not.toContain(s.faqs![0]!.question);
    expect(text).not.toContain(s.testimonials!.items[0]!.text);
  });

  it("a testimonial list loops only as a carousel", () => {
    const lists = [
      ...content.services.flatMap((s) => (s.testimonials ? [[s.slug, s.testimonials] as const] : [])),
      ...content.cities.flatMap((c) =>
        c.template === "featured" ? [[c.slug, c.testimonials] as const] : [],
      ),
    ];
    expect(lists, "test setup: testimonial lists").not.toHaveLength(0);
    for (const [slug, list] of lists) if (list.loop) expect(list.layout, slug).toBe("carousel");
  });
});

describe("canonical paths and aliases (decisions.md)", () => {
  it("the Custom PC page is canonical at /services/custom-built-computers-volusia-county", () => {
    expect(service("custom-built-computers").canonicalPath).toBe(CUSTOM_PC_CANONICAL);
    expect(isCanonical(CUSTOM_PC_CANONICAL)).toBe(true);
    expect(isCanonical("/custom-built-computers")).toBe(false);
  });

  it("every other service is canonical at its unprefixed short slug", () => {
    const others = content.services.filter((x) => x.slug !== "custom-built-computers");
    expect(others, "test setup: the other services").not.toHaveLength(0);
    for (const s of others) {
      expect(s.canonicalPath ?? `/${s.slug}`, s.slug).toBe(`/${s.slug}`);
      expect(isCanonical(`/${s.slug}`), s.slug).toBe(true);
      expect(aliasOf(`/services/${s.slug}`), s.slug).toBe(`/${s.slug}`);
    }
  });

  it.each([
    ["/water-damage-repair", "/water-damaged-laptop-repair"],
    ["/services/water-damage-repair", "/water-damaged-laptop-repair"],
    ["/services/water-damaged-laptop-repair", "/water-damaged-laptop-repair"],
    ["/virus-removal-tuneup", "/laptop-virus-removal-tuneup"],
    ["/services/virus-removal-tuneup", "/laptop-virus-removal-tuneup"],
    ["/services/laptop-virus-removal-tuneup", "/laptop-virus-removal-tuneup"],
    ["/custom-built-computers", CUSTOM_PC_CANONICAL],
    ["/services/custom-built-computers", CUSTOM_PC_CANONICAL],
    ["/custom-built-computers-volusia-county", CUSTOM_PC_CANONICAL],
  ])("%s is an alias of %s", (alias, canonical) => {
    expect(aliasOf(alias)).toBe(canonical);
  });

  it.each(SPEC_SERVICE_PATHS)("the spec path %s is a page", (path) => {
    expect(byPath.has(path)).toBe(true);
  });

  it("every alias points to a canonical path, and no path is both", () => {
    expect(byPath.size, "test setup: the paths").toBeGreaterThan(0);
    for (const [path, page] of byPath) {
      expect(isCanonical(page.path), `${path} -> ${page.path}`).toBe(true);
      expect(path === page.path || page.aliases.includes(path), path).toBe(true);
      expect(page.aliases, page.path).not.toContain(page.path);
    }
  });

  it("related-service links point to canonical pages", () => {
    expect(content.services, "test setup: the services").not.toHaveLength(0);
    for (const s of content.services) {
      for (const link of s.relatedServices) {
        expect(isCanonical(link.href), `${s.slug} -> ${link.href}`).toBe(true);
      }
    }
  });

  it("the main navigation links to the Custom PC page's canonical path", () => {
    expect(content.navigation.main.map((l) => l.href)).toContain(CUSTOM_PC_CANONICAL);
  });
});

describe("testimonials", () => {
  it("exist", () => {
    expect(allTestimonials.length).toBeGreaterThan(0);
  });

  it("each carry a boolean placeholder flag and a whole-number rating from 1 to 5", () => {
    for (const { where, testimonial } of allTestimonials) {
      expect(typeof testimonial.placeholder, where).toBe("boolean");
      expect(Number.isInteger(testimonial.rating), where).toBe(true);
      expect(testimonial.rating, where).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating, where).toBeLessThanOrEqual(5);
    }
  });
});

describe("experience claims", () => {
  const copy = strings({
    navigation: content.navigation,
    pages: content.pages,
    cities: content.cities,
    services: content.services,
    business: content.business,
  });

  it('no copy anywhere says "30+" (or thirty years)', () => {
    const offending = copy.filter(({ text }) =>
      /\b30\s*\+|\b30\s*plus\b|\bthirty[\s-]*(\+|plus)|\b(30|thirty)\s+years/i.test(text),
    );
    expect(offending).toEqual([]);
  });

  it("the years of experience are never hard-coded in content (copy uses {years})", () => {
    const raw = strings(rawContent);
    expect(raw.filter(({ text }) => /\b\d0\s*\+\s*years/i.test(text))).toEqual([]);
    // The token is actually used, and filled.
    expect(raw.some(({ text }) => text.includes("{years}"))).toBe(true);
    expect(copy.some(({ text }) => text.includes("{years}"))).toBe(false);
  });
});
