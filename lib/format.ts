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

/**
 * The days a line of the weekly hours covers (0 = Sunday … 6 = Saturday), Monday first: "Monday–Friday", "Saturday",
 * "Saturday and Sunday", "Monday–Wednesday and Friday"; Spanish "lunes a viernes", "sábado", "sábado y domingo".
 * Three or more days in a row read as a range.
 */
export function formatDays(days: readonly number[], language: Language): string {
  const mondayFirst = (day: number) => (day + 6) % 7;
  const sorted = [...new Set(days)].sort((a, b) => mondayFirst(a) - mondayFirst(b));
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && mondayFirst(day) === mondayFirst(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => formatWeekday(day, language);
  const items = runs.flatMap((run) =>
    run.length >= 3
      ? [
          language === "es"
            ? `${name(run[0]!)} a ${name(run.at(-1)!)}`
            : range(name(run[0]!), name(run.at(-1)!)),
        ]
      : run.map(name),
  );
  return formatList(items, language);
}

/** ["a", "b", "c"] → "a, b, and c"; Spanish "a, b y c". */
export function formatList(items: readonly string[], language: Language): string {
  return lists(language).format(items);
}

/**
 * A day, or a range of days through its last, written YYYY-MM-DD: "Thursday, Nov 26", "Thursday, Dec 24 – Saturday,
 * Dec 26"; Spanish "jueves, 26 de noviembre".
 */
export function formatDate(date: string, through: string | undefined, language: Language): string {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return through === undefined || through === date
    ? dates(language).format(day(date))
    : dates(language).formatRange(day(date), day(through));
}
