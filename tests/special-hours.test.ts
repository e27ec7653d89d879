import { describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load";
import type { NoticeInput, SpecialHoursInput } from "@/lib/content/site-schema";
import { openStatus } from "@/lib/hours";
import { specialOpeningHoursSpecification } from "@/lib/json-ld";
import { expectProblem, freshRaw, problemsOf, rawWithTestWeek } from "./content-helpers";
import { openNowLines, WEEKDAY } from "./open-now-lines";

const words = loadContent(freshRaw()).ui.openStatus;
const { open, closed } = openNowLines(words);

const FILE = "content/special-hours.yaml";

/**
 * The real content with the test week (weekdays 9–5, Saturday 10–2, Sunday closed), these special hours and this
 * notice, loaded as a build at `now` would.
 */
function build(specialHours: SpecialHoursInput[], now: string, notice: NoticeInput = null) {
  const raw = rawWithTestWeek();
  raw.specialHours = specialHours;
  raw.notice = notice;
  return loadContent(raw, { now: Date.parse(now) }).business;
}

function problemsWith(specialHours: unknown[], notice: unknown = null) {
  const raw = freshRaw();
  raw.specialHours = specialHours;
  raw.notice = notice;
  return problemsOf(raw);
}

const thanksgiving = { date: "2026-11-26", closed: true, reason: "Thanksgiving", confirmed: true } as const;

describe("special hours: a bad entry fails with a message naming the file, the entry and the field", () => {
  it.each([["2026-02-30"], ["2026-13-01"], ["26/11/2026"], ["2026-11-26T00:00"], [""]])(
    "a date not on the calendar or not written YYYY-MM-DD: %s",
    (date) => {
      expectProblem(problemsWith([{ ...thanksgiving, date }]), FILE, date, "date", "YYYY-MM-DD");
    },
  );

  it("a bad last day of a range", () => {
    expectProblem(
      problemsWith([{ ...thanksgiving, through: "2026-11-31" }]),
      FILE,
      "2026-11-26",
      "through",
      "on the calendar",
    );
  });

  it("a range that ends before it starts", () => {
    expectProblem(
      problemsWith([{ ...thanksgiving, through: "2026-11-25" }]),
      FILE,
      "2026-11-26",
      "through",
      "must not be before date (2026-11-26)",
    );
  });

  it("opening after closing, and opening at closing time", () => {
    for (const [opens, closes] of [
      ["17:00", "09:00"],
      ["09:00", "09:00"],
    ]) {
      const entry = { date: "2026-12-24", opens, closes, confirmed: true };
      expectProblem(problemsWith([entry]), FILE, "2026-12-24", "closes", `must be after opens (${opens})`);
    }
  });

  it("hours that are neither closed nor complete", () => {
    const problems = problemsWith([{ date: "2026-12-24", opens: "09:00", confirmed: true }]);
    expectProblem(problems, FILE, "2026-12-24", "closes", "is needed unless closed is true");
  });

  it("hours given on a closed day", () => {
    const problems = problemsWith([{ ...thanksgiving, opens: "09:00" }]);
    expectProblem(problems, FILE, "2026-11-26", "opens", "must be left out when closed is true");
  });

  it("a time that is not a 24-hour time", () => {
    const problems = problemsWith([{ date: "2026-12-24", opens: "9am", closes: "12:00", confirmed: true }]);
    expectProblem(problems, FILE, "2026-12-24", "opens", "24-hour time");
  });

  it("a reason too long for the open-now line, and a missing confirmed flag", () => {
    const problems = problemsWith([
      { date: "2026-12-24", closed: true, reason: "Closed for the annual staff party" },
    ]);
    expectProblem(problems, FILE, "2026-12-24", "reason", "at most 16 characters");
    expectProblem(problems, FILE, "2026-12-24", "confirmed");
  });

  it("a reason that its tokens make too long names them, as every file's lengths do", () => {
    const problems = problemsWith([{ ...thanksgiving, reason: "{phone} {phone}" }]);
    expectProblem(
      problems,
      FILE,
      thanksgiving.date,
      "reason",
      "with {phone} filled in",
      "at most 16 characters",
    );
  });

  it("overlapping exceptions, whichever order they are written in", () => {
    const range = { date: "2026-12-24", through: "2026-12-27", closed: true, confirmed: true } as const;
    const christmas = { date: "2026-12-25", closed: true, reason: "Christmas Day", confirmed: true } as const;
    for (const entries of [
      [range, christmas],
      [christmas, range],
    ]) {
      expectProblem(
        problemsWith([...entries]),
        FILE,
        "2026-12-25",
        "date",
        'overlaps the entry "2026-12-24" (2026-12-24 through 2026-12-27)',
      );
    }
  });

  it("a day on the last day of a range overlaps it", () => {
    const problems = problemsWith([
      { date: "2026-12-24", through: "2026-12-27", closed: true, confirmed: true },
      { date: "2026-12-27", opens: "10:00", closes: "14:00", confirmed: true },
    ]);
    expectProblem(problems, FILE, "2026-12-27", "date", 'overlaps the entry "2026-12-24"');
  });

  it("an exception inside a long range overlaps it, though an entry between them does not", () => {
    const problems = problemsWith([
      { date: "2026-12-01", through: "2026-12-31", closed: true, confirmed: true },
      { date: "2026-12-10", closed: true, confirmed: true },
      { date: "2026-12-20", closed: true, confirmed: true },
    ]);
    expectProblem(problems, FILE, "2026-12-10", "date", 'overlaps the entry "2026-12-01"');
    expectProblem(problems, FILE, "2026-12-20", "date", 'overlaps the entry "2026-12-01"');
  });

  it("back-to-back exceptions do not overlap", () => {
    expect(() =>
      build(
        [
          { date: "2026-12-24", opens: "09:00", closes: "12:00", confirmed: true },
          { date: "2026-12-25", through: "2026-12-26", closed: true, confirmed: true },
        ],
        "2026-11-23T12:00:00Z",
      ),
    ).not.toThrow();
  });
});

describe("the notice: a bad one fails naming content/notice.yaml and the field", () => {
  const notice = { text: "Closed early Friday.", starts: "2026-12-07T09:00", ends: "2026-12-11T17:00" };

  it("ends before it starts", () => {
    const problems = problemsWith([], { ...notice, ends: "2026-12-07T08:00" });
    expectProblem(problems, "content/notice.yaml", "notice", "ends", "must be after starts");
  });

  it.each([["2026-12-07"], ["2026-12-07 09:00"], ["2026-12-32T09:00"], ["2026-12-07T24:00"]])(
    "a start that is not a date and time on the shop's clock: %s",
    (starts) => {
      const problems = problemsWith([], { ...notice, starts });
      expectProblem(problems, "content/notice.yaml", "notice", "starts", "such as 2026-12-24T17:00");
    },
  );

  it("empty text, and a link to a page that does not exist", () => {
    expectProblem(problemsWith([], { ...notice, text: " " }), "content/notice.yaml", "notice", "text");
    const raw = freshRaw();
    raw.notice = { ...notice, link: { label: "Call ahead", href: "/no-such-page" } };
    expectProblem(
      problemsOf(raw, { now: Date.parse("2026-12-01T12:00:00Z") }),
      "content/notice.yaml",
      "notice",
      "link.href",
      "not a page on this site",
    );
  });
});

describe("what a build shows of an exception, by when it is built", () => {
  it("a closure in the past shows nowhere: not in the lists, the open-now data or the structured data", () => {
    const business = build([thanksgiving], "2026-11-27T05:00:00Z"); // midnight after Thanksgiving in DeLand
    expect(business.specialHours).toEqual([]);
    expect(business.upcomingSpecialHours).toEqual([]);
    expect(business.schedule.special).toEqual([]);
    expect(specialOpeningHoursSpecification(business.specialHours)).toEqual([]);
  });

  it("a closure today shows everywhere: the lists, the open-now line and the structured data", () => {
    const business = build([thanksgiving], "2026-11-27T04:59:00Z"); // 23:59 on Thanksgiving in DeLand
    expect(business.upcomingSpecialHours.map((day) => [day.when, day.hours, day.reason])).toEqual([
      // No hours on a closed day: the lists say so in content/ui.yaml's words.
      ["Thursday, Nov 26", undefined, "Thanksgiving"],
    ]);
    expect(business.schedule.special).toEqual([
      [Date.UTC(2026, 10, 26) / 86_400_000, Date.UTC(2026, 10, 26) / 86_400_000, 0, 0, "Thanksgiving"],
    ]);
    expect(openStatus(business.schedule, Date.parse("2026-11-26T12:00:00-05:00"), words, "en")).toEqual(
      closed({ reason: "Thanksgiving", opens: [WEEKDAY.friday, "9:00 AM"] }),
    );
    expect(specialOpeningHoursSpecification(business.specialHours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });

  it("the lists show the next 60 days; the open-now line and the structured data know every day ahead", () => {
    const later = { date: "2027-07-05", closed: true, reason: "Independence Day", confirmed: true } as const;
    const business = build([thanksgiving, later], "2026-11-23T12:00:00Z");
    expect(business.upcomingSpecialHours.map((day) => day.date)).toEqual(["2026-11-26"]);
    expect(business.schedule.special.map(([first]) => first)).toEqual(
      ["2026-11-26", "2027-07-05"].map((date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000),
    );
    expect(specialOpeningHoursSpecification(business.specialHours).map((s) => s.validFrom)).toEqual([
      "2026-11-26",
      "2027-07-05",
    ]);
  });

  it("other hours and ranges in the structured data", () => {
    const business = build(
      [
        { date: "2026-12-24", opens: "09:00", closes: "12:00", reason: "Christmas Eve", confirmed: true },
        { date: "2026-12-31", through: "2027-01-02", closed: true, confirmed: true },
      ],
      "2026-11-23T12:00:00Z",
    );
    expect(specialOpeningHoursSpecification(business.specialHours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "09:00",
        closes: "12:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-31",
        validThrough: "2027-01-02",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
    expect(business.upcomingSpecialHours.map((day) => day.hours)).toEqual(["9:00 AM – 12:00 PM", undefined]);
    expect(business.upcomingSpecialHours[1]!.when).toMatch(
      /^Thursday, Dec 31, 2026\s–\sSaturday, Jan 2, 2027$/,
    );
  });

  it("an exception begins and ends at midnight in DeLand, across a change of the clocks", () => {
    // 31 October is on daylight saving time (UTC-4); 1 November 2026 at 2:00 the clocks go back (UTC-5).
    const business = build(
      [{ date: "2026-10-31", through: "2026-11-01", closed: true, confirmed: true }],
      "2026-10-01T12:00:00Z",
    );
    const [range] = business.specialHours;
    expect(new Date(range!.starts).toISOString()).toBe("2026-10-31T04:00:00.000Z");
    expect(new Date(range!.ends).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });
});

describe("the open-now line with special hours", () => {
  const shop = build(
    [
      thanksgiving,
      { date: "2026-12-24", opens: "09:00", closes: "12:00", reason: "Christmas Eve", confirmed: true },
      { date: "2026-12-25", closed: true, reason: "Christmas Day", confirmed: true },
      { date: "2026-12-31", through: "2027-01-02", closed: true, reason: "Inventory", confirmed: true },
      { date: "2027-01-18", through: "2027-01-28", closed: true, reason: "Vacation", confirmed: true },
      { date: "2026-11-01", opens: "10:00", closes: "14:00", reason: "Open house", confirmed: true },
    ],
    "2026-10-01T12:00:00Z",
  );
  const status = (iso: string) => openStatus(shop.schedule, Date.parse(iso), words, "en");

  it("on the holiday, all day: closed, with the reason and the next opening", () => {
    for (const time of ["00:00", "08:00", "12:00", "23:59"]) {
      expect(status(`2026-11-26T${time}:00-05:00`), time).toEqual(
        closed({ reason: "Thanksgiving", opens: [WEEKDAY.friday, "9:00 AM"] }),
      );
    }
  });

  it("the day before, the usual hours, and after closing it skips the holiday", () => {
    expect(status("2026-11-25T12:00:00-05:00")).toEqual(open("5:00 PM"));
    expect(status("2026-11-25T17:30:00-05:00")).toEqual(closed({ opens: [WEEKDAY.friday, "9:00 AM"] }));
  });

  it("the day after, the usual hours again", () => {
    expect(status("2026-11-27T08:00:00-05:00")).toEqual(closed({ opens: ["today", "9:00 AM"] }));
    expect(status("2026-11-27T12:00:00-05:00")).toEqual(open("5:00 PM"));
  });

  it("the holiday is a day in DeLand, whatever the UTC date", () => {
    // 03:30 UTC on 27 November is still Thanksgiving evening in DeLand; 04:30 UTC on the 26th is the eve before.
    expect(status("2026-11-27T03:30:00Z")).toEqual(
      closed({ reason: "Thanksgiving", opens: [WEEKDAY.friday, "9:00 AM"] }),
    );
    expect(status("2026-11-26T04:30:00Z")).toEqual(closed({ opens: [WEEKDAY.friday, "9:00 AM"] }));
  });

  it("other hours the day after a normal day: announced the evening before, kept on the day", () => {
    expect(status("2026-12-23T18:00:00-05:00")).toEqual(closed({ opens: [WEEKDAY.thursday, "9:00 AM"] }));
    expect(status("2026-12-24T11:59:00-05:00")).toEqual(open("12:00 PM", "Christmas Eve"));
    // Closed at noon; Christmas Day closed; Saturday's usual hours.
    expect(status("2026-12-24T12:00:00-05:00")).toEqual(closed({ opens: [WEEKDAY.saturday, "10:00 AM"] }));
  });

  it("a range across midnight and the year's end", () => {
    expect(status("2026-12-30T17:30:00-05:00")).toEqual(closed({ opens: [WEEKDAY.monday, "9:00 AM"] }));
    for (const iso of [
      "2026-12-31T23:59:00-05:00",
      "2027-01-01T00:00:00-05:00",
      "2027-01-02T12:00:00-05:00",
    ]) {
      expect(status(iso), iso).toEqual(closed({ reason: "Inventory", opens: [WEEKDAY.monday, "9:00 AM"] }));
    }
    expect(status("2027-01-04T09:00:00-05:00")!.open).toBe(true);
  });

  it("more than a week closed: no weekday name that would mislead, the list gives the date", () => {
    expect(status("2027-01-19T12:00:00-05:00")).toEqual(closed({ reason: "Vacation" }));
  });

  it("other hours on the day the clocks go back are read on the new clock", () => {
    // 14:30 UTC is 9:30 EST after the change (closed), but would be 10:30 on the summer clock.
    expect(status("2026-11-01T14:30:00Z")).toEqual(closed({ opens: ["today", "10:00 AM"] }));
    expect(status("2026-11-01T15:00:00Z")).toEqual(open("2:00 PM", "Open house"));
  });
});

describe("the notice, by when the site is built", () => {
  const notice = {
    text: "Closed early Friday for a staff training.",
    link: { label: "Call ahead", href: "/contact" },
    starts: "2026-12-07T09:00",
    ends: "2026-12-11T17:00",
  };

  it("carries its window as instants on the shop's clock", () => {
    const shown = build([], "2026-12-08T12:00:00Z", notice).notice!;
    expect(new Date(shown.starts).toISOString()).toBe("2026-12-07T14:00:00.000Z");
    expect(new Date(shown.ends).toISOString()).toBe("2026-12-11T22:00:00.000Z");
    expect(shown.startsAfterBuild).toBe(false);
  });

  it("before its start: built in, hidden until the start", () => {
    expect(build([], "2026-12-01T12:00:00Z", notice).notice!.startsAfterBuild).toBe(true);
  });

  it("after its end: dropped", () => {
    expect(build([], "2026-12-11T22:00:00Z", notice).notice).toBeNull();
    expect(build([], "2026-12-11T21:59:00Z", notice).notice).not.toBeNull();
  });

  it("none set: none shown", () => {
    expect(build([], "2026-12-08T12:00:00Z").notice).toBeNull();
  });
});
