import { describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load";
import { findPlaceholders } from "@/lib/content/placeholders";
import { freshRaw } from "./content-helpers";

/** Marks every `placeholder` flag in a value false, as the owner would after replacing the data. */
function clearFlags(value: unknown): void {
  if (Array.isArray(value)) value.forEach(clearFlags);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "placeholder") (value as Record<string, unknown>)[key] = false;
      else clearFlags(item);
    }
  }
}

describe("launch check", () => {
  const content = loadContent(freshRaw());
  const found = findPlaceholders(content);

  it("lists the placeholder phone, domain, links, portfolio and every placeholder testimonial", () => {
    expect(found).toContainEqual({
      file: "content/site.ts",
      field: "phone",
      value: content.business.phone.display,
    });
    expect(found.some((p) => p.file.startsWith("SITE_URL"))).toBe(true);
    for (const [i, profile] of content.business.social.entries()) {
      expect(found.some((p) => p.field === `social[${i}] (${profile.network})`)).toBe(profile.placeholder);
    }
    const testimonials = [
      ...content.cities.flatMap((c) => (c.template === "featured" ? c.testimonials.items : [])),
      ...content.services.flatMap((s) => s.testimonials?.items ?? []),
    ];
    const flagged = testimonials.filter((t) => t.placeholder).length;
    expect(found.filter((p) => p.field.startsWith("testimonials.")).length).toBe(flagged);
    expect(found.filter((p) => p.field.startsWith("webServices.portfolio")).length).toBe(
      content.pages.home.webServices.portfolio.filter((p) => p.placeholder).length,
    );
  });

  it("passes once every flag is cleared and SITE_URL is the real domain", () => {
    const raw = freshRaw();
    clearFlags(raw);
    const real = loadContent(raw, { siteUrl: "https://www.delandcomputerrepair.com" });
    expect(findPlaceholders(real)).toEqual([]);
  });

  it("still fails on the example domain alone", () => {
    const raw = freshRaw();
    clearFlags(raw);
    expect(findPlaceholders(loadContent(raw)).map((p) => p.file)).toEqual(["SITE_URL (environment)"]);
  });
});
