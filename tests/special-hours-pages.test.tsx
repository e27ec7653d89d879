// What a build shows of a sample closure, rendered through the real components: the site's content with one
// closure added, loaded as a build at a chosen moment would load it, passed to them as the route files pass it.
import * as cheerio from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StoreSidebar } from "@/components/business/store-sidebar";
import { ContactPage } from "@/components/contact/contact-page";
import { HomePage } from "@/components/home/home-page";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteNotice } from "@/components/layout/site-notice";
import { loadContent } from "@/lib/content/load";
import type { NoticeInput, SpecialHoursInput } from "@/lib/content/site-schema";
import type { Schedule } from "@/lib/hours";
import { buildJsonLd } from "@/lib/json-ld";
import { cityPages, footerProps, pageAt, territoryByCounty } from "@/lib/routes";
import { freshRaw } from "./content-helpers";

const thanksgiving: SpecialHoursInput = {
  date: "2026-11-26",
  closed: true,
  reason: "Thanksgiving",
  confirmed: true,
};

/** The pages' building blocks, rendered as a build at `now` with this content would render them. */
function buildAt(now: string, specialHours: SpecialHoursInput[], notice: NoticeInput = null) {
  const raw = freshRaw();
  raw.specialHours = specialHours;
  raw.notice = notice;
  const content = loadContent(raw, { now: Date.parse(now) });
  const { business, pages, routes, ui } = content;
  const html = (element: React.ReactElement) => cheerio.load(renderToStaticMarkup(element));
  return {
    sidebar: html(<StoreSidebar business={business} ui={ui} />),
    contact: html(
      <ContactPage
        page={pages.contact}
        business={business}
        ui={ui}
        counties={territoryByCounty(routes, pages.contact.territory.counties)}
      />,
    ),
    home: html(
      <HomePage
        page={pages.home}
        business={business}
        ui={ui}
        cities={cityPages(routes, pages.home.cities.slugs)}
      />,
    ),
    footer: html(<SiteFooter {...footerProps(content, Date.parse(now))} />),
    ui,
    notice: html(<SiteNotice notice={business.notice} />),
    store: buildJsonLd(content, pageAt(routes, "/"))["@graph"][0] as Record<string, unknown>,
  };
}

/** The special-hours rows of a rendered block, as their visible text. */
function specialRows($: cheerio.CheerioAPI): string[] {
  return $("[data-testid=special-hours] dl > div")
    .toArray()
    .map((row) => `${$(row).find("dt").text()}: ${$(row).find("dd").text()}`);
}

function schedulesOf($: cheerio.CheerioAPI): Schedule[] {
  return $("[data-schedule]")
    .toArray()
    .map((line) => JSON.parse(line.attribs["data-schedule"]!) as Schedule);
}

describe("a sample closure, by when the site is built", () => {
  it("built the day before, it shows everywhere hours appear", () => {
    const built = buildAt("2026-11-25T15:00:00Z", [thanksgiving]);
    const day = Date.UTC(2026, 10, 26) / 86_400_000;
    for (const [name, $] of [
      ["sidebar", built.sidebar],
      ["contact page", built.contact],
      ["home visit card", built.home],
      ["footer", built.footer],
    ] as const) {
      expect(specialRows($), name).toEqual([`Thursday, Nov 26: ${built.ui.hours.closed} (Thanksgiving)`]);
      // Marked over (and invisible) by the site module at midnight after the day, in DeLand.
      expect($("[data-testid=special-hours] dl > div").attr("data-over-at"), name).toBe(
        String(Date.parse("2026-11-27T05:00:00Z")),
      );
    }
    for (const [name, $] of [
      ["sidebar", built.sidebar],
      ["contact page", built.contact],
      ["home visit card", built.home],
    ] as const) {
      const schedules = schedulesOf($);
      expect(schedules, name).toHaveLength(1);
      expect(schedules[0]!.special, name).toEqual([[day, day, 0, 0, "Thanksgiving"]]);
    }
    expect(built.store.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });

  it("built after it, it shows nowhere", () => {
    const built = buildAt("2026-11-27T12:00:00Z", [thanksgiving]);
    for (const $ of [built.sidebar, built.contact, built.home, built.footer]) {
      expect($("[data-testid=special-hours]")).toHaveLength(0);
      expect($.text()).not.toContain("Thanksgiving");
    }
    for (const $ of [built.sidebar, built.contact, built.home]) {
      expect(schedulesOf($).map((schedule) => schedule.special)).toEqual([[]]);
    }
    expect(built.store).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("more than 60 days ahead, the lists leave it out but the open-now data and the structured data have it", () => {
    const built = buildAt("2026-09-01T12:00:00Z", [thanksgiving]);
    expect(specialRows(built.sidebar)).toEqual([]);
    expect(schedulesOf(built.sidebar)[0]!.special).toHaveLength(1);
    expect(built.store.specialOpeningHoursSpecification).toHaveLength(1);
  });
});

describe("the notice, by when the site is built", () => {
  const notice: NoticeInput = {
    text: "Closed early Friday for a staff training.",
    link: { label: "Call ahead", href: "/contact" },
    starts: "2026-12-07T09:00",
    ends: "2026-12-11T17:00",
  };

  it("during its window: shown, announced politely, with its link and its window for the site module", () => {
    const $ = buildAt("2026-12-08T12:00:00Z", [], notice).notice;
    const element = $("[data-testid=site-notice]");
    expect(element.attr("role")).toBe("status");
    expect(element.attr("hidden")).toBeUndefined();
    expect(element.text()).toBe("Closed early Friday for a staff training. Call ahead");
    expect(element.find("a").attr("href")).toBe("/contact");
    expect(element.attr("data-shown-from")).toBe(String(Date.parse("2026-12-07T09:00:00-05:00")));
    expect(element.attr("data-shown-until")).toBe(String(Date.parse("2026-12-11T17:00:00-05:00")));
  });

  it("before its start: in the page, hidden until the start", () => {
    const $ = buildAt("2026-12-01T12:00:00Z", [], notice).notice;
    expect($("[data-testid=site-notice]").attr("hidden")).toBeDefined();
  });

  it("after its end, or none set: nothing", () => {
    expect(buildAt("2026-12-12T12:00:00Z", [], notice).notice("body").html()).toBe("");
    expect(buildAt("2026-12-08T12:00:00Z", []).notice("body").html()).toBe("");
  });
});
