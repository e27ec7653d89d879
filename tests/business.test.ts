import { describe, expect, it } from "vitest";
import { DAY, openStatus, shopClock, weekdayOf } from "@/lib/hours";
import { loadContent } from "@/lib/content/load";
import { formatYears } from "@/lib/format";
import { rawContent } from "@/lib/content/raw";
import { fillTokens } from "@/lib/content/tokens";
import { resolveSiteUrl } from "@/lib/site-url";
import { rawWithTestWeek, TEST_WEEK, contentIn } from "./content-helpers";
import { openNowLines, WEEKDAY } from "./open-now-lines";

describe("fillTokens", () => {
  const tokens = { phone: "(386) 555-0142", years: "20+" };

  it("replaces known tokens in every string, at any depth", () => {
    const unknown: string[] = [];
    const out = fillTokens(
      { a: "Call {phone}.", b: ["{years} years", { c: "{phone} / {phone}" }], n: 3, t: true },
      tokens,
      (field, token) => unknown.push(`${field} ${token}`),
    );
    expect(out).toEqual({
      a: `Call ${tokens.phone}.`,
      b: [`${tokens.years} years`, { c: `${tokens.phone} / ${tokens.phone}` }],
      n: 3,
      t: true,
    });
    expect(unknown).toEqual([]);
  });

  it("reports unknown tokens with their field path and leaves them in place", () => {
    const unknown: [string, string][] = [];
    const out = fillTokens(
      { intro: "Fax {fax}", sections: [{ paragraphs: ["ok {phone}", "{Fax}"] }] },
      tokens,
      (field, token) => unknown.push([field, token]),
    );
    expect(unknown).toEqual([
      ["intro", "{fax}"],
      ["sections[0].paragraphs[1]", "{Fax}"],
    ]);
    expect(out.intro).toBe("Fax {fax}");
    expect(out.sections[0]!.paragraphs[0]).toBe(`ok ${tokens.phone}`);
  });

  it("starts a value with a capital where the token is written with one", () => {
    const promise = { "recovery-promise": "no recovery, no fee" };
    const out = fillTokens("{Recovery-promise}: if {recovery-promise}.", promise, () => {});
    expect(out).toBe(`N${promise["recovery-promise"].slice(1)}: if ${promise["recovery-promise"]}.`);
  });

  it("does not modify its input", () => {
    const input = { a: "Call {phone}" };
    fillTokens(input, tokens, () => {});
    expect(input).toEqual({ a: "Call {phone}" });
  });
});

describe("the years in business, {years}", () => {
  it('is "20+" for a shop established in 2003, in 2026; "más de 20" in Spanish', () => {
    expect(formatYears(2003, 2026, "en")).toBe("20+");
    expect(formatYears(2003, 2026, "es")).toBe("más de 20");
  });

  it.each([
    [2003, 2013, "10+", "más de 10"],
    [2003, 2022, "10+", "más de 10"],
    [2003, 2023, "20+", "más de 20"],
    [2003, 2032, "20+", "más de 20"],
    [2003, 2033, "30+", "más de 30"],
    [2003, 2008, "5", "5"],
  ])("established %i, in %i: %s, %s", (established, year, en, es) => {
    expect(formatYears(established, year, "en")).toBe(en);
    expect(formatYears(established, year, "es")).toBe(es);
  });

  it("the business's label follows the build year, not the calendar, in each language", () => {
    const established = loadContent(rawContent).business.established;
    for (const language of ["en", "es"] as const) {
      const in2026 = contentIn(rawContent, { now: Date.UTC(2026, 5, 1), language }).business;
      const later = contentIn(rawContent, { now: Date.UTC(established + 30, 5, 1), language }).business;
      expect(in2026.yearsLabel).toBe(formatYears(established, 2026, language));
      expect(later.yearsLabel).toBe(formatYears(established, established + 30, language));
    }
    expect(loadContent(rawContent, { now: Date.UTC(established + 30, 5, 1) }).business.yearsLabel).toBe(
      "30+",
    );
  });
});

describe("business facts derived from SITE_URL", () => {
  it("the e-mail is info@ plus the site's domain without www", () => {
    const { business } = loadContent(rawContent, { siteUrl: "https://www.example.org" });
    expect(business.email).toBe("info@example.org");
    expect(business.url).toBe("https://www.example.org");
  });

  it("a domain without www is used as is", () => {
    expect(loadContent(rawContent, { siteUrl: "https://shop.example.net/" }).business.email).toBe(
      "info@shop.example.net",
    );
  });

  it("the phone link is built from the E.164 number", () => {
    const { business } = loadContent(rawContent);
    expect(business.telHref).toBe(`tel:${business.phone.e164}`);
  });
});

describe("resolveSiteUrl", () => {
  it("returns the origin without a trailing slash", () => {
    expect(resolveSiteUrl("https://www.example.org/")).toBe("https://www.example.org");
    expect(resolveSiteUrl("  https://example.org  ")).toBe("https://example.org");
  });

  it("rejects a value that is not a URL", () => {
    expect(() => resolveSiteUrl("not a url")).toThrow(/SITE_URL/);
    expect(() => resolveSiteUrl("www.example.org")).toThrow(/SITE_URL/);
  });

  it.each([["https://example.org/shop"], ["https://example.org/?a=1"], ["https://example.org/#top"]])(
    "rejects %s (not a bare origin)",
    (value) => {
      expect(() => resolveSiteUrl(value)).toThrow(/SITE_URL/);
    },
  );

  it("loadContent refuses a bad site URL", () => {
    expect(() => loadContent(rawContent, { siteUrl: "https://example.org/path" })).toThrow(/SITE_URL/);
  });
});

describe("the schedule the open-now line reads", () => {
  it("is the weekly hours of content/site.yaml, Sunday first, in minutes of the day", () => {
    const { business } = loadContent(rawContent);
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const entry = business.hours.find((h) => h.days.includes(weekday));
      return entry && "opens" in entry ? [minutes(entry.opens), minutes(entry.closes)] : [0, 0];
    });
    expect(business.schedule.week).toEqual(week);
  });
});

describe("opening hours in the shop's time zone", () => {
  // The test week (not content's), built as on 1 January 2026, so the offset table starts then and no shipped
  // holiday falls on a day used here.
  const { business, ui } = loadContent(rawWithTestWeek(), { now: Date.UTC(2026, 0, 1) });
  const status = (iso: string) => openStatus(business.schedule, Date.parse(iso), ui.openStatus, "en");
  const { open, closed } = openNowLines(ui.openStatus);
  const day = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY;

  /** The shop's wall clock as Intl reads it: the reference the offset table must agree with. */
  const intl = new Intl.DateTimeFormat("en-US", {
    timeZone: business.timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  function intlClock(instant: number) {
    const parts = intl.formatToParts(instant);
    const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return {
      day: Date.UTC(get("year"), get("month") - 1, get("day")) / DAY,
      minute: get("hour") * 60 + get("minute"),
    };
  }

  it("the shop is in New York time with the test week's hours", () => {
    expect(business.timeZone).toBe(TEST_WEEK.timeZone);
    expect(business.hours).toMatchObject(TEST_WEEK.hours);
    expect(business.schedule.week).toEqual([[0, 0], ...Array(5).fill([9 * 60, 17 * 60]), [10 * 60, 14 * 60]]);
  });

  it("reads each day's weekday as the calendar does, on every day the offset table spans", () => {
    const { changes, until } = business.schedule.zone;
    for (let t = changes[0]![0]; t < until; t += DAY) {
      expect(weekdayOf(t / DAY), new Date(t).toISOString()).toBe(new Date(t).getUTCDay());
    }
  });

  describe("shopClock", () => {
    const clock = (iso: string) => shopClock(Date.parse(iso), business.schedule.zone);

    it("reads the wall clock in the shop's zone", () => {
      // 00:30 UTC on Monday 5 January is still Sunday 4 January, 19:30 in New York (EST, UTC-5).
      expect(clock("2026-01-05T00:30:00Z")).toEqual({ day: day("2026-01-04"), minute: 19 * 60 + 30 });
      // Midnight reads as minute 0 of the new day, not hour 24 of the old one.
      expect(clock("2026-01-06T00:15:00-05:00")).toEqual({ day: day("2026-01-06"), minute: 15 });
      // 03:30 UTC on Monday 6 July is Sunday 5 July, 23:30 in New York (EDT, UTC-4).
      expect(clock("2026-07-06T03:30:00Z")).toEqual({ day: day("2026-07-05"), minute: 23 * 60 + 30 });
    });

    it("follows both changes of the clocks to the minute", () => {
      // 8 March 2026: at 2:00 EST the clocks go forward to 3:00 EDT.
      expect(clock("2026-03-08T06:59:00Z")).toEqual({ day: day("2026-03-08"), minute: 60 + 59 });
      expect(clock("2026-03-08T07:00:00Z")).toEqual({ day: day("2026-03-08"), minute: 3 * 60 });
      // 1 November 2026: at 2:00 EDT they go back to 1:00 EST.
      expect(clock("2026-11-01T05:59:00Z")).toEqual({ day: day("2026-11-01"), minute: 60 + 59 });
      expect(clock("2026-11-01T06:00:00Z")).toEqual({ day: day("2026-11-01"), minute: 60 });
    });

    it("the offset table covers ten years from the build year, with New York's two changes a year", () => {
      const { changes, until } = business.schedule.zone;
      expect(changes[0]![0]).toBe(Date.UTC(2026, 0, 1));
      expect(until).toBe(Date.UTC(2036, 0, 1));
      expect(changes).toHaveLength(1 + 2 * 10);
      expect(changes.slice(0, 3)).toEqual([
        [Date.UTC(2026, 0, 1), -300],
        [Date.parse("2026-03-08T02:00:00-05:00"), -240],
        [Date.parse("2026-11-01T02:00:00-04:00"), -300],
      ]);
    });

    it("agrees with Intl across the table's whole span, and either side of every change", () => {
      const { changes, until } = business.schedule.zone;
      const instants = changes.slice(1).flatMap(([at]) => [at - 60_000, at]);
      for (let t = changes[0]![0]; t < until; t += 7 * 3_600_000 + 13 * 60_000) instants.push(t);
      for (const t of instants) {
        expect(shopClock(t, business.schedule.zone), new Date(t).toISOString()).toEqual(intlClock(t));
      }
    });

    it("outside the table it reads nothing, and the page claims nothing", () => {
      const after = business.schedule.zone.until + 3_600_000;
      const before = business.schedule.zone.changes[0]![0] - 3_600_000;
      expect(shopClock(after, business.schedule.zone)).toBeUndefined();
      expect(shopClock(before, business.schedule.zone)).toBeUndefined();
      expect(openStatus(business.schedule, after, ui.openStatus, "en")).toBeUndefined();
    });
  });

  describe("Monday", () => {
    it.each([["2026-01-05T10:00:00-05:00"], ["2026-07-06T10:00:00-04:00"]])(
      "10:00 New York time is open (%s)",
      (iso) => {
        expect(status(iso)).toEqual(open("5:00 PM"));
      },
    );

    it("9:00 sharp is open and 17:00 sharp is closed", () => {
      expect(status("2026-01-05T08:59:00-05:00")!.open).toBe(false);
      expect(status("2026-01-05T09:00:00-05:00")!.open).toBe(true);
      expect(status("2026-01-05T16:59:00-05:00")!.open).toBe(true);
      expect(status("2026-01-05T17:00:00-05:00")!.open).toBe(false);
    });

    it.each([["2026-01-05T17:30:00-05:00"], ["2026-07-06T17:30:00-04:00"]])(
      "17:30 is closed and opens Tuesday 9:00 AM (%s)",
      (iso) => {
        expect(status(iso)).toEqual(closed({ opens: [WEEKDAY.tuesday, "9:00 AM"] }));
      },
    );

    it("8:30 in July is closed, though it is 12:30 UTC (inside opening hours on a UTC clock)", () => {
      expect(status("2026-07-06T08:30:00-04:00")).toEqual(closed({ opens: ["today", "9:00 AM"] }));
    });

    it("16:30 in January is open, though it is 21:30 UTC (after closing on a UTC clock)", () => {
      expect(status("2026-01-05T16:30:00-05:00")!.open).toBe(true);
    });

    it("honours daylight saving time: the same UTC instant is open in July and closed in January", () => {
      // 13:30 UTC is 09:30 EDT (open) in July but 08:30 EST (closed) in January.
      expect(status("2026-07-06T13:30:00Z")!.open).toBe(true);
      expect(status("2026-01-05T13:30:00Z")!.open).toBe(false);
      // 21:30 UTC is 17:30 EDT (closed) in July but 16:30 EST (open) in January.
      expect(status("2026-07-06T21:30:00Z")!.open).toBe(false);
      expect(status("2026-01-05T21:30:00Z")!.open).toBe(true);
    });
  });

  describe("weekend", () => {
    it("Saturday 11:00 is open until 2:00 PM", () => {
      expect(status("2026-01-10T11:00:00-05:00")).toEqual(open("2:00 PM"));
    });

    it("Saturday 9:30 is closed and opens today 10:00 AM", () => {
      expect(status("2026-01-10T09:30:00-05:00")).toEqual(closed({ opens: ["today", "10:00 AM"] }));
    });

    it("Saturday 15:00 is closed and opens Monday 9:00 AM", () => {
      expect(status("2026-01-10T15:00:00-05:00")).toEqual(closed({ opens: [WEEKDAY.monday, "9:00 AM"] }));
    });

    it("Sunday is closed all day and opens Monday 9:00 AM", () => {
      for (const iso of ["2026-01-11T12:00:00-05:00", "2026-07-12T12:00:00-04:00"]) {
        expect(status(iso), iso).toEqual(closed({ today: true, opens: [WEEKDAY.monday, "9:00 AM"] }));
      }
    });

    it("Friday after closing opens Saturday 10:00 AM", () => {
      expect(status("2026-01-09T18:00:00-05:00")).toEqual(closed({ opens: [WEEKDAY.saturday, "10:00 AM"] }));
    });
  });
});
