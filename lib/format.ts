// Every fact the site states, as each language writes it: prices, turnaround times, guarantees, rates, years, opening
// hours and dates. The facts are data (content/prices.yaml, content/site.yaml, content/special-hours.yaml); each
// function here takes one and a Language, and writes it with Intl in that language's locale (lib/i18n.ts), following
// content/STYLE.md and content/STYLE.es.md where they differ from what Intl gives. Words around a fact ("Closed",
// "Open now") are copy, not formatting, and are not written here. Runs at build time: the browser's open-now line has
// its own small copy of the clock's words (lib/hours.ts), checked against these in tests/format.test.ts.
import { minutesOf } from "@/lib/hours";
import { locales, type Language } from "@/lib/i18n";

/** The units a turnaround time or a guarantee is counted in. */
export const timeUnits = [
  "hours",
  "business-hours",
  "days",
  "business-days",
  "weeks",
  "months",
  "years",
] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** A length of time: an amount, or a range from one figure to another, in one unit. */
export type Duration = { amount: number; unit: TimeUnit } | { from: number; to: number; unit: TimeUnit };

/** A price in whole dollars, or a range [low, high]. */
export type Price = number | readonly [number, number];
/** A percentage (80 is 80%), or a range [low, high]. */
export type Rate = number | readonly [number, number];

/** Each unit's name after one and after any other count (Intl has no business hours or business days). */
const unitNames: Record<Language, Record<TimeUnit, [one: string, other: string]>> = {
  en: {
    hours: ["hour", "hours"],
    "business-hours": ["business hour", "business hours"],
    days: ["day", "days"],
    "business-days": ["business day", "business days"],
    weeks: ["week", "weeks"],
    months: ["month", "months"],
    years: ["year", "years"],
  },
  es: {
    hours: ["hora", "horas"],
    "business-hours": ["hora hábil", "horas hábiles"],
    days: ["día", "días"],
    "business-days": ["día hábil", "días hábiles"],
    weeks: ["semana", "semanas"],
    months: ["mes", "meses"],
    years: ["año", "años"],
  },
};

/** One Intl formatter per language and options, made when first asked for. */
function memo<T>(make: (locale: string, language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(locales[language], language));
    return made.get(language)!;
  };
}

const numbers = memo((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const dollars = memo(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
);
const percents = memo(
  (locale) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }),
);
const plurals = memo((locale) => new Intl.PluralRules(locale));
const clocks = memo(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }),
);
const weekdays = memo((locale) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long" }));
const lists = memo((locale) => new Intl.ListFormat(locale, { type: "conjunction", style: "long" }));
const dates = memo(
  (locale, language) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      weekday: "long",
      // CLDR's short Spanish months drop the abbreviation's period ("26 de nov"); STYLE.es.md spells the month out.
      month: language === "es" ? "long" : "short",
      day: "numeric",
    }),
);

/** 1,200 → "1,200". */
export function formatNumber(value: number, language: Language): string {
  return numbers(language).format(value);
}

/**
 * Two figures as a range: en dash, no spaces ("24–48"), as both style guides write ranges. (Intl's formatRange
 * writes "24–48" in en-US but "24-48" in es-US.)
 */
function range(low: string, high: string): string {
  return `${low}–${high}`;
}

/** "$49", or a range as "$129–199". */
export function formatPrice(price: Price, language: Language): string {
  if (typeof price === "number") return dollars(language).format(price);
  return range(dollars(language).format(price[0]), formatNumber(price[1], language));
}

/** "24–48 hours", "3 business days", "1 hour"; Spanish "24–48 horas", "3 días hábiles", "1 hora". */
export function formatDuration(duration: Duration, language: Language): string {
  const count =
    "amount" in duration
      ? formatNumber(duration.amount, language)
      : range(formatNumber(duration.from, language), formatNumber(duration.to, language));
  // A range takes its end's plural form, as CLDR's plural ranges have it for English and Spanish ("1–2 hours").
  const plural = plurals(language).select("amount" in duration ? duration.amount : duration.to);
  const [one, other] = unitNames[language][duration.unit];
  return `${count} ${plural === "one" ? one : other}`;
}

/**
 * A guarantee's length as it reads beside the word: "30-day" before "guarantee" in English (a compound adjective,
 * its unit singular), "30 días" after "garantía de" in Spanish.
 */
export function formatGuarantee(duration: { amount: number; unit: TimeUnit }, language: Language): string {
  if (language !== "en") return formatDuration(duration, language);
  return `${formatNumber(duration.amount, language)}-${unitNames.en[duration.unit][0].replaceAll(" ", "-")}`;
}

/** "80%", or a range as "30–50%": the sign once (Intl's formatRange writes "30% – 50%", and "30% - 50%" in es-US). */
export function formatRate(rate: Rate, language: Language): string {
  if (typeof rate === "number") return percents(language).format(rate / 100);
  return range(formatNumber(rate[0], language), percents(language).format(rate[1] / 100));
}

/** Years in business at `year`, in round tens from ten on: "20+", Spanish "más de 20"; under ten, the count. */
export function formatYears(established: number, year: number, language: Language): string {
  const years = year - established;
  if (years < 10) return formatNumber(years, language);
  const tens = formatNumber(Math.floor(years / 10) * 10, language);
  return language === "es" ? `más de ${tens}` : `${tens}+`;
}

/**
 * "09:00" → "9:00 AM"; Spanish "9:00 a. m.". Every space is a plain one: newer ICU data puts a narrow no-break space
 * before AM and PM, which the site has never written.
 */
export function formatTime(hhmm: string, language: Language): string {
  return clocks(language)
    .formatToParts(minutesOf(hhmm) * 60_000)
    .map(({ type, value }) =>
      // STYLE.es.md writes "a. m." and "p. m." with a space, as the RAE does; CLDR 48's es-US has "a.m.".
      type === "dayPeriod" && language === "es" ? value.replace(/^([ap])\.\s*m\.$/, "$1. m.") : value,
    )
    .join("")
    .replace(/\s/g, " ");
}

/** "9:00 AM – 5:00 PM": opening hours as the hours lists show them. */
export function formatHours(opens: string, closes: string, language: Language): string {
  return `${formatTime(opens, language)} – ${formatTime(closes, language)}`;
}

/** 0 (Sunday) … 6 (Saturday) → "Monday"; Spanish "lunes". */
export function formatWeekday(weekday: number, language: Language): string {
  // 4 January 1970 was a Sunday.
  return weekdays(language).format(Date.UTC(1970, 0, 4 + weekday));
}

/** Days (0 = Sunday … 6 = Saturday) as runs of days in a row, Monday first: [1, 2, 3, 5] → [[1, 2, 3], [5]]. */
function dayRuns(days: readonly number[]): number[][] {
  const mondayFirst = (day: number) => (day + 6) % 7;
  const sorted = [...new Set(days)].sort((a, b) => mondayFirst(a) - mondayFirst(b));
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && mondayFirst(day) === mondayFirst(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * How each language names days and hours where Intl has no pattern for them, in the hours lists and in a sentence
 * (the {hours} token). Spanish says a schedule in a sentence with "de … a …", and a day that recurs in the plural
 * with its article ("los sábados"); English says the same words in both places.
 */
const weekWords: Record<
  Language,
  {
    /** Three or more days in a row, in the hours lists. */
    run: (first: string, last: string) => string;
    /** Three or more days in a row, in a sentence. */
    sentenceRun: (first: string, last: string) => string;
    /** One day, in a sentence: every such day of the week. */
    sentenceDay: (day: string) => string;
    /** The hours of a day that opens, in a sentence. */
    sentenceHours: (opens: string, closes: string) => string;
    /** A line of the week in a sentence: its days, then its hours or the word for closed. */
    sentenceLine: (days: string, hours: string) => string;
    /** Between the lines of the week in a sentence. */
    sentenceSeparator: string;
  }
> = {
  en: {
    run: range,
    sentenceRun: range,
    sentenceDay: (day) => day,
    sentenceHours: range,
    sentenceLine: (days, hours) => `${days} ${hours}`,
    sentenceSeparator: ", ",
  },
  es: {
    run: (first, last) => `${first} a ${last}`,
    sentenceRun: (first, last) => `de ${first} a ${last}`,
    // A Spanish weekday's plural adds -s, unless it ends in -s already ("los sábados", "los lunes").
    sentenceDay: (day) => `los ${day.endsWith("s") ? day : `${day}s`}`,
    sentenceHours: (opens, closes) => `de ${opens} a ${closes}`,
    sentenceLine: (days, hours) => `${days}, ${hours}`,
    // Each line has a comma of its own.
    sentenceSeparator: "; ",
  },
};

/** The days of a line of the weekly hours, as the hours lists or (`inSentence`) a sentence name them. */
function namedDays(days: readonly number[], language: Language, inSentence: boolean): string {
  const words = weekWords[language];
  const name = (day: number) => formatWeekday(day, language);
  const items = dayRuns(days).flatMap((run) =>
    run.length >= 3
      ? [(inSentence ? words.sentenceRun : words.run)(name(run[0]!), name(run.at(-1)!))]
      : run.map((day) => (inSentence ? words.sentenceDay(name(day)) : name(day))),
  );
  return formatList(items, language);
}

/**
 * The days a line of the weekly hours covers (0 = Sunday … 6 = Saturday), Monday first, as the hours lists name
 * them: "Monday–Friday", "Saturday", "Saturday and Sunday", "Monday–Wednesday and Friday"; Spanish "lunes a
 * viernes", "sábado", "sábado y domingo". Three or more days in a row read as a range.
 */
export function formatDays(days: readonly number[], language: Language): string {
  return namedDays(days, language, false);
}

/** A line of the weekly hours, as content/site.yaml gives it. */
export type WeekLine = { days: readonly number[] } & ({ opens: string; closes: string } | { closed: true });

/**
 * The weekly hours as a sentence says them (the {hours} token), a closed day in `closedWord`: "Monday–Friday 9:00
 * AM–5:00 PM, Saturday 10:00 AM–2:00 PM, Sunday closed"; Spanish "de lunes a viernes, de 9:00 a. m. a 5:00 p. m.;
 * los sábados, de 10:00 a. m. a 2:00 p. m.; los domingos, cerrado".
 */
export function formatWeek(lines: readonly WeekLine[], closedWord: string, language: Language): string {
  const words = weekWords[language];
  return lines
    .map((line) =>
      words.sentenceLine(
        namedDays(line.days, language, true),
        "closed" in line
          ? closedWord
          : words.sentenceHours(formatTime(line.opens, language), formatTime(line.closes, language)),
      ),
    )
    .join(words.sentenceSeparator);
}

/** ["a", "b", "c"] → "a, b, and c"; Spanish "a, b y c". */
export function formatList(items: readonly string[], language: Language): string {
  return lists(language).format(items);
}

/**
 * A day, or a range of days through its last, written YYYY-MM-DD: "Thursday, Nov 26", "Thursday, Dec 24 – Saturday,
 * Dec 26"; Spanish "jueves 26 de noviembre".
 */
export function formatDate(date: string, through: string | undefined, language: Language): string {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  const parts =
    through === undefined || through === date
      ? dates(language).formatToParts(day(date))
      : dates(language).formatRangeToParts(day(date), day(through));
  return parts
    .map(({ type, value }, i) =>
      // STYLE.es.md writes no comma after the weekday ("el jueves 26 de noviembre"), as US Spanish media do; CLDR's
      // es-US puts one there.
      type === "literal" && language === "es" && parts[i - 1]?.type === "weekday"
        ? value.replace(",", "")
        : value,
    )
    .join("");
}
