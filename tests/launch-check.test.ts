import { describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load";
import { findPlaceholders } from "@/lib/content/placeholders";
import { rawContent } from "@/lib/content/raw";
import type { SpecialHoursInput } from "@/lib/content/site-schema";
import { freshRaw } from "./content-helpers";

/**
 * Marks every `placeholder` flag in a value false and every `confirmed` flag true, as the owner would after
 * replacing the data and checking the holiday closures.
 */
function clearFlags(value: unknown): void {
  if (Array.isArray(value)) value.forEach(clearFlags);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "placeholder") (value as Record<string, unknown>)[key] = false;
      else if (key === "confirmed") (value as Record<string, unknown>)[key] = true;
      else clearFlags(item);
    }
  }
}

/** The build's clock in every test here, whatever the day it runs: 07:00 on 23 November 2026 at the shop. */
const NOW = Date.parse("2026-11-23T12:00:00Z");
const SHOP_DATE = "2026-11-23";

describe("launch check", () => {
  const content = loadContent(freshRaw(), { now: NOW });
  const found = findPlaceholders(content);

  it("lists the placeholder phone, domain, links, portfolio and every placeholder testimonial", () => {
    expect(found).toContainEqual({
      file: "content/site.yaml",
      field: "phone",
      value: content.business.phone.display,
    });
    expect(found.some((p) => p.file.startsWith("SITE_URL"))).toBe(true);
    expect(content.business.social, "test setup: the social profiles").not.toHaveLength(0);
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

  it("lists every special-hours day not yet over that the owner has not confirmed, and no other", () => {
    const raw = freshRaw();
    raw.specialHours = [
      { date: "2026-11-26", closed: true, reason: "Thanksgiving", confirmed: false },
      { date: "2026-12-24", opens: "09:00", closes: "12:00", confirmed: true },
      { date: "2026-12-25", closed: true, reason: "Christmas Day", confirmed: false },
      { date: "2026-10-12", closed: true, confirmed: false },
    ];
    const content = loadContent(raw, { now: NOW });
    const listed = findPlaceholders(content).filter((p) => p.file === "content/special-hours.yaml");
    const closed = content.ui.hours.closed;
    expect(listed).toEqual([
      {
        file: "content/special-hours.yaml",
        field: "2026-11-26 (confirmed: false)",
        value: `Thursday, Nov 26: ${closed} (Thanksgiving)`,
      },
      {
        file: "content/special-hours.yaml",
        field: "2026-12-25 (confirmed: false)",
        value: `Friday, Dec 25: ${closed} (Christmas Day)`,
      },
    ]);
  });

  it("lists each shipped special-hours entry not over by the build's clock until the owner confirms it", () => {
    // Read from the YAML as written: an entry is over once its last day is before the shop's date at NOW.
    const unconfirmed = (rawContent.specialHours as SpecialHoursInput[])
      .filter((entry) => !entry.confirmed && (entry.through ?? entry.date) >= SHOP_DATE)
      .map((entry) => `${entry.date} (confirmed: false)`);
    const listed = found.filter((p) => p.file === "content/special-hours.yaml").map((p) => p.field);
    expect(listed.sort()).toEqual(unconfirmed.sort());
  });

  it("passes once every flag is cleared and SITE_URL is the real domain", () => {
    const raw = freshRaw();
    clearFlags(raw);
    const real = loadContent(raw, { siteUrl: "https://www.delandcomputerrepair.com", now: NOW });
    expect(findPlaceholders(real)).toEqual([]);
  });

  it("still fails on the example domain alone", () => {
    const raw = freshRaw();
    clearFlags(raw);
    expect(findPlaceholders(loadContent(raw, { now: NOW })).map((p) => p.file)).toEqual([
      "SITE_URL (environment)",
    ]);
  });
});
