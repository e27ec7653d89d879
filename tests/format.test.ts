// The facts as each language writes them (lib/format.ts), checked as rules on the inputs' numbers rather than on
// today's content; and the open-now line's own words (lib/hours.ts) against them.
import { describe, expect, it } from "vitest";
import { loadContent, loadSite } from "@/lib/content/load";
import { rawContent, rawTranslation } from "@/lib/content/raw";
import {
  formatDate,
  formatDays,
  formatDuration,
  formatGuarantee,
  formatHours,
  formatPrice,
  formatRate,
  formatTime,
  formatWeek,
  formatWeekday,
  timeUnits,
  type WeekLine,
  type TimeUnit,
} from "@/lib/format";
import { clockTime, openStatus } from "@/lib/hours";
import { languageOf, languages, locales, type Language } from "@/lib/i18n";
import { expectProblem, freshRaw, problemsOf, rawWithTestWeek, setAt, contentIn } from "./content-helpers";

/** Thousands with a comma, as US English and US Spanish write figures. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

describe("languages", () => {
  it.each([
    ["en-US", "en"],
    ["en", "en"],
    ["es-US", "es"],
    ["es", "es"],
    ["ES-us", "es"],
    ["fr-CA", "en"],
    ["", "en"],
  ])("a document in %j is read as %s", (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });
});

describe("prices: US dollars, whole, in both languages", () => {
  it.each(languages)("%s: one price, and a range with the sign once", (language) => {
    for (const n of [5, 49, 899, 1299, 25000]) expect(formatPrice(n, language)).toBe(`$${grouped(n)}`);
    expect(formatPrice([129, 199], language)).toBe("$129–199");
    expect(formatPrice([999, 1499], language)).toBe("$999–1,499");
  });
});

describe("turnaround times", () => {
  /** Intl's name of a unit after the count n ("hours", "día"), in the language's locale. */
  const intlName = (n: number, unit: string, language: Language) =>
    new Intl.NumberFormat(locales[language], { style: "unit", unit, unitDisplay: "long" })
      .formatToParts(n)
      .find((part) => part.type === "unit")!.value;
  /** A business unit (Intl has none) is its calendar unit with a word added, the Spanish one agreeing in number. */
  const business: Record<Language, (name: string, singular: boolean) => string> = {
    en: (name) => `business ${name}`,
    es: (name, singular) => `${name} ${singular ? "hábil" : "hábiles"}`,
  };
  /** The name after n: Intl's for the calendar unit ("hours" is Intl's "hour"), with a business unit's word. */
  function unitName(n: number, unit: TimeUnit, language: Language): string {
    const calendarUnit = unit.replace(/^business-/, "").replace(/s$/, "");
    const name = intlName(n, calendarUnit, language);
    if (!unit.startsWith("business-")) return name;
    return business[language](name, name === intlName(1, calendarUnit, language));
  }

  it.each(languages)(
    "%s: an amount, singular for one, and a range with an en dash and no spaces",
    (language) => {
      for (const unit of timeUnits) {
        for (const n of [1, 2, 3, 24, 1000])
          expect(formatDuration({ amount: n, unit }, language)).toBe(
            `${grouped(n)} ${unitName(n, unit, language)}`,
          );
        for (const [from, to] of [
          [1, 2],
          [1, 3],
          [24, 48],
        ] as const)
          expect(formatDuration({ from, to, unit }, language)).toBe(
            `${from}–${to} ${unitName(to, unit, language)}`,
          );
      }
    },
  );

  it("reads as the copy has always read it in English, and as STYLE.es.md gives it in Spanish", () => {
    const cases: [Parameters<typeof formatDuration>[0], string, string][] = [
      [{ from: 24, to: 48, unit: "hours" }, "24–48 hours", "24–48 horas"],
      [{ from: 1, to: 3, unit: "business-days" }, "1–3 business days", "1–3 días hábiles"],
      [{ amount: 3, unit: "business-days" }, "3 business days", "3 días hábiles"],
      [{ amount: 24, unit: "hours" }, "24 hours", "24 horas"],
      [{ from: 2, to: 4, unit: "business-hours" }, "2–4 business hours", "2–4 horas hábiles"],
    ];
    for (const [duration, en, es] of cases) {
      expect(formatDuration(duration, "en")).toBe(en);
      expect(formatDuration(duration, "es")).toBe(es);
    }
  });
});

describe("guarantees", () => {
  it('read before the word in English ("a 30-day guarantee"), after "garantía de" in Spanish', () => {
    for (const n of [1, 30, 90]) {
      expect(formatGuarantee({ amount: n, unit: "days" }, "en")).toBe(`${n}-day`);
      expect(formatGuarantee({ amount: n, unit: "days" }, "es")).toBe(`${n} ${n === 1 ? "día" : "días"}`);
    }
    expect(formatGuarantee({ amount: 1, unit: "years" }, "en")).toBe("1-year");
    expect(formatGuarantee({ amount: 1, unit: "years" }, "es")).toBe("1 año");
    expect(formatGuarantee({ amount: 5, unit: "business-days" }, "en")).toBe("5-business-day");
    expect(formatGuarantee({ amount: 5, unit: "business-days" }, "es")).toBe("5 días hábiles");
  });
});

describe("rates", () => {
  it.each(languages)("%s: the figure and the sign, no space; a range with the sign once", (language) => {
    for (const n of [0, 7, 80, 100]) expect(formatRate(n, language)).toBe(`${n}%`);
    expect(formatRate([30, 50], language)).toBe("30–50%");
  });
});

describe("times of day", () => {
  it("every minute, as the hours lists have always written it in English and as STYLE.es.md writes it", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes++) {
      const hour = Math.floor(minutes / 60);
      const clock = `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")}`;
      expect(formatTime(hhmm(minutes), "en")).toBe(`${clock} ${hour < 12 ? "AM" : "PM"}`);
      expect(formatTime(hhmm(minutes), "es")).toBe(`${clock} ${hour < 12 ? "a. m." : "p. m."}`);
    }
    expect(formatTime("00:00", "en")).toBe("12:00 AM");
    expect(formatTime("12:00", "es")).toBe("12:00 p. m.");
  });

  it.each(languages)("%s: the open-now line's own clock writes every minute as Intl does", (language) => {
    for (let minutes = 0; minutes < 24 * 60; minutes++)
      expect(clockTime(minutes, language)).toBe(formatTime(hhmm(minutes), language));
  });

  it.each(languages)("%s: opening hours are two times with a spaced en dash", (language) => {
    expect(formatHours("09:00", "17:00", language)).toBe(
      `${formatTime("09:00", language)} – ${formatTime("17:00", language)}`,
    );
  });
});

describe("days of the week", () => {
  const en = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const es = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

  it("named by Intl, in lower case in Spanish", () => {
    for (let day = 0; day < 7; day++) {
      expect(formatWeekday(day, "en")).toBe(en[day]);
      expect(formatWeekday(day, "es")).toBe(es[day]);
    }
  });

  it.each([
    [[1, 2, 3, 4, 5], "Monday–Friday", "lunes a viernes"],
    [[6], "Saturday", "sábado"],
    [[0], "Sunday", "domingo"],
    [[2, 3, 4], "Tuesday–Thursday", "martes a jueves"],
    [[6, 0], "Saturday and Sunday", "sábado y domingo"],
    [[1, 3, 5], "Monday, Wednesday, and Friday", "lunes, miércoles y viernes"],
    [[1, 2, 3, 5], "Monday–Wednesday and Friday", "lunes a miércoles y viernes"],
    [[0, 1, 2, 3, 4, 5, 6], "Monday–Sunday", "lunes a domingo"],
    [[5, 4, 3, 2, 1, 1], "Monday–Friday", "lunes a viernes"],
  ])("%j: %s; %s", (days, english, spanish) => {
    expect(formatDays(days, "en")).toBe(english);
    expect(formatDays(days, "es")).toBe(spanish);
  });
});

describe("the weekly hours in a sentence: the {hours} token", () => {
  const name = (day: number) => formatWeekday(day, "es");
  /** Each day's plural, Sunday first, as Spanish grammar makes it: -s added, unless the name ends in -s. */
  const spanishPlurals = ["domingos", "lunes", "martes", "miércoles", "jueves", "viernes", "sábados"];
  const every = (day: number) => `los ${spanishPlurals[day]}`;
  const closedWord = { en: "closed", es: "cerrado" };

  it("the plurals are Intl's day names", () => {
    for (let day = 0; day < 7; day++) expect(spanishPlurals[day]!.startsWith(name(day))).toBe(true);
  });

  /** Lines of a week's hours, each with how a Spanish sentence names its days. */
  const lines: [WeekLine, string][] = [
    [{ days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00" }, `de ${name(1)} a ${name(5)}`],
    [{ days: [6], opens: "10:00", closes: "14:00" }, every(6)],
    [{ days: [0], closed: true }, every(0)],
    [{ days: [6, 0], closed: true }, `${every(6)} y ${every(0)}`],
    [{ days: [1, 3, 5], opens: "13:30", closes: "20:00" }, `${every(1)}, ${every(3)} y ${every(5)}`],
    [{ days: [5, 1, 2, 3], opens: "08:00", closes: "12:00" }, `de ${name(1)} a ${name(3)} y ${every(5)}`],
    [{ days: [2, 3, 4], closed: true }, `de ${name(2)} a ${name(4)}`],
  ];
  /** Weeks of one, two and three of those lines. */
  const weeks = lines.flatMap((first, i) => [
    [first],
    ...lines.slice(i + 1).map((second) => [first, second]),
    ...lines.slice(i + 1, -1).map((second, j) => [first, second, lines[i + j + 2]!]),
  ]);

  it("Spanish: each line's days (de … a … for a run, los … for a day), a comma, then de <opens> a <closes> or the closed word; a semicolon between lines", () => {
    expect(weeks, "test setup: the weeks").toHaveLength(7 + 21 + 15);
    for (const week of weeks) {
      const expected = week
        .map(([line, days]) => {
          const hours =
            "closed" in line
              ? closedWord.es
              : `de ${formatTime(line.opens, "es")} a ${formatTime(line.closes, "es")}`;
          return `${days}, ${hours}`;
        })
        .join("; ");
      expect(
        formatWeek(
          week.map(([line]) => line),
          closedWord.es,
          "es",
        ),
      ).toBe(expected);
    }
  });

  it("English: each line's days as the hours lists name them, then its times with an en dash and no spaces, or the closed word; a comma between lines", () => {
    for (const week of weeks) {
      const expected = week
        .map(([line]) => {
          const hours =
            "closed" in line
              ? closedWord.en
              : `${formatTime(line.opens, "en")}–${formatTime(line.closes, "en")}`;
          return `${formatDays(line.days, "en")} ${hours}`;
        })
        .join(", ");
      expect(
        formatWeek(
          week.map(([line]) => line),
          closedWord.en,
          "en",
        ),
      ).toBe(expected);
    }
  });
});

describe("dates of special hours", () => {
  it("a day: weekday, month and day; the month spelt out in Spanish, with no comma after the weekday", () => {
    expect(formatDate("2026-11-26", undefined, "en")).toBe("Thursday, Nov 26");
    expect(formatDate("2026-11-26", undefined, "es")).toBe("jueves 26 de noviembre");
    expect(formatDate("2027-07-05", "2027-07-05", "es")).toBe("lunes 5 de julio");
  });

  it("a range: its first and last day", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatDate("2026-12-24", "2026-12-26", "en"))).toBe("Thursday, Dec 24 – Saturday, Dec 26");
    expect(plain(formatDate("2026-12-24", "2026-12-26", "es"))).toBe(
      "jueves 24 de diciembre – sábado 26 de diciembre",
    );
  });
});

describe("loadContent writes every fact in the language asked for", () => {
  const now = Date.UTC(2026, 10, 20, 15);

  it("the real content in both languages: {hours} is the weekly hours of site.yaml in a sentence", () => {
    for (const language of languages) {
      const { business, ui } = contentIn(rawContent, { language, now });
      expect(business.hours, "test setup: the opening hours").not.toHaveLength(0);
      const closed = ui.hours.closed.toLocaleLowerCase(locales[language]);
      expect(business.hoursLine, language).toBe(formatWeek(business.hours, closed, language));
    }
    const { business } = contentIn(rawContent, { language: "es", now });
    const named = business.hours.flatMap((h) => h.days).map((day) => formatWeekday(day, "es"));
    expect(named.some((name) => business.hoursLine.includes(name))).toBe(true);
    expect(business.hoursLine).not.toMatch(/Monday|Saturday|Sunday|AM|PM/);
  });

  it("an hours change flows to both languages: the token, the hours lists and the open-now line's schedule", () => {
    const raw = rawWithTestWeek();
    setAt(raw.site, "hours[0].opens", "08:30");
    setAt(raw.site, "hours[1].days", [6, 0]);
    setAt(raw.site, "hours[2].days", [3]);
    setAt(raw.site, "hours[0].days", [1, 2, 4, 5]);
    for (const language of languages) {
      const { business, ui } = contentIn(raw, { language, now });
      const [weekdays, weekend, closed] = business.hours;
      expect(weekdays!.label).toBe(formatDays([1, 2, 4, 5], language));
      expect(weekdays).toMatchObject({ times: formatHours("08:30", "17:00", language) });
      expect(weekend!.label).toBe(formatDays([6, 0], language));
      expect(closed!.label).toBe(formatWeekday(3, language));
      expect(business.hoursLine).toContain(formatTime("08:30", language));
      expect(business.hoursLine).toBe(
        formatWeek(business.hours, ui.hours.closed.toLocaleLowerCase(locales[language]), language),
      );
      expect(business.schedule.week[1]).toEqual([8 * 60 + 30, 17 * 60]);
    }
  });

  it("a price, a time, a guarantee and a rate changed in prices.yaml reach the tokens of both languages", () => {
    const raw = freshRaw();
    const prices = raw.prices as Record<string, Record<string, unknown>[]>;
    /** Each kind's first entry, with a new figure in its own fields. */
    const set = (kind: string, figure: Record<string, unknown>) => {
      expect(prices[kind], `test setup: a ${kind} entry`).not.toHaveLength(0);
      delete prices[kind]![0]!.upTo;
      Object.assign(prices[kind]![0]!, figure);
    };
    set("price", { dollars: 1234 });
    set("time", { amount: 1, unit: "business-days" });
    set("guarantee", { amount: 90, unit: "days" });
    set("rate", { percent: 85 });
    for (const language of languages) {
      const text = JSON.stringify(contentIn(raw, { language, now }).services);
      expect(text, language).toContain(formatPrice(1234, language));
      expect(text, language).toContain(formatDuration({ amount: 1, unit: "business-days" }, language));
      expect(text, language).toContain(formatRate(85, language));
    }
    // No translated page states a guarantee yet: the English pages show it, and the Spanish token reads in Spanish.
    expect(JSON.stringify(contentIn(raw, { now }).services)).toContain(
      formatGuarantee({ amount: 90, unit: "days" }, "en"),
    );
  });

  it("special hours in Spanish: the day and the hours", () => {
    const raw = rawWithTestWeek();
    raw.specialHours = [
      {
        date: "2026-12-24",
        opens: "09:00",
        closes: "12:00",
        reason: "Christmas Eve",
        reasonSpanish: "Nochebuena",
        confirmed: true,
      },
    ];
    const [day] = contentIn(raw, { language: "es", now }).business.upcomingSpecialHours;
    expect(day).toMatchObject({
      when: formatDate("2026-12-24", undefined, "es"),
      hours: formatHours("09:00", "12:00", "es"),
    });
  });

  it("the open-now line writes the next opening's weekday and time in the page's language", () => {
    const site = loadSite(rawWithTestWeek(), rawTranslation, { now: Date.UTC(2026, 0, 1) });
    // Saturday 10 January 2026, 15:00 in DeLand: closed until Monday 9:00.
    const instant = Date.parse("2026-01-10T15:00:00-05:00");
    for (const language of languages) {
      const { business, ui } = site[language]!;
      const text = openStatus(business.schedule, instant, ui.openStatus, language)!.text;
      expect(text, language).toContain(ui.openStatus.weekdays[1]);
      expect(text, language).toContain(formatTime("09:00", language));
    }
  });

  it("the open-now line says a time in the one o'clock hour with the words' at.one, any other with at.other", () => {
    const site = loadSite(rawWithTestWeek(), rawTranslation, { now: Date.UTC(2026, 0, 1) });
    // Saturday 10 January 2026, 12:00 in DeLand, on a week that closes at 1:00 PM and opens at 2:00 PM.
    const instant = Date.parse("2026-01-10T12:00:00-05:00");
    const week = (opens: number, closes: number) => ({
      ...site.en.business.schedule,
      week: Array.from({ length: 7 }, (): [number, number] => [opens, closes]),
    });
    for (const language of languages) {
      const { at, ...lines } = site[language]!.ui.openStatus;
      const line = (opens: number, closes: number) =>
        openStatus(week(opens, closes), instant, { ...lines, at }, language)!.text;
      expect(line(9 * 60, 13 * 60), language).toContain(
        at.one.replace("<time>", formatTime("13:00", language)),
      );
      expect(line(13 * 60 + 30, 17 * 60), language).toContain(
        at.one.replace("<time>", formatTime("13:30", language)),
      );
      expect(line(14 * 60, 17 * 60), language).toContain(
        at.other.replace("<time>", formatTime("14:00", language)),
      );
    }
    expect(site.es!.ui.openStatus.at.one).not.toBe(site.es!.ui.openStatus.at.other);
  });

  it("{years} follows the language", () => {
    const en = loadContent(rawContent, { now }).business;
    const es = contentIn(rawContent, { language: "es", now }).business;
    expect(es.yearsLabel).toBe(en.yearsLabel.replace(/^(\d+)\+$/, "más de $1"));
  });
});

describe("content/prices.yaml: a figure written as text, or in a unit there is none of, fails clearly", () => {
  const FILE = "content/prices.yaml";

  it.each([
    ["time", { amount: "24–48 hours" }, "amount", "must be a number, such as 24"],
    ["time", { unit: "fortnights" }, "unit", "hours, business-hours, days, business-days"],
    ["time", { amount: 48, upTo: 24 }, "upTo", "must be above amount (48)"],
    ["guarantee", { amount: "30-day" }, "amount", "must be a number, such as 24"],
    [
      "guarantee",
      { unit: "day" },
      "unit",
      'must be one of hours, business-hours, days, business-days, weeks, months, years (it is "day")',
    ],
    ["rate", { percent: "80%" }, "percent", "must be a percentage written as a number, such as 80 for 80%"],
    ["rate", { percent: 50, upTo: 30 }, "upTo", "must be above percent (50)"],
  ])("%s: %j", (kind, change, field, message) => {
    const raw = freshRaw();
    const [entry] = (raw.prices as Record<string, Record<string, unknown>[]>)[kind]!;
    expect(entry, `test setup: a ${kind} entry`).toBeDefined();
    Object.assign(entry!, change);
    expectProblem(problemsOf(raw), FILE, "prices", `${kind}[0].${field}`, message);
  });
});
