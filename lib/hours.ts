// Runs in the browser (open-now line): keep it free of imports that would pull the content loader or zod along,
// and small: every page loads it.
import type { Language } from "@/lib/i18n";
import { fillSlots } from "@/lib/slots";

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * The day periods the open-now line writes, in each language: the words lib/format.ts has from Intl at build time
 * (tests/format.test.ts checks they agree, to the character). The browser writes them without Intl: the first Intl
 * formatter a page creates pays for ICU's start-up. (Weekday names are words: content/ui.yaml.)
 */
const DAY_PERIODS: Record<Language, [am: string, pm: string]> = {
  en: ["AM", "PM"],
  es: ["a. m.", "p. m."],
};

/** 540 → "9:00 AM"; Spanish "9:00 a. m.": as lib/format.ts's formatTime writes it. */
export function clockTime(minutes: number, language: Language): string {
  const hour = Math.floor(minutes / 60);
  const period = DAY_PERIODS[language][hour < 12 ? 0 : 1];
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${period}`;
}

/** "09:00" → 540. */
export function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The weekday (0 = Sunday) of a day counted from 1 January 1970, a Thursday. */
export function weekdayOf(day: number): number {
  return (day + 4) % 7;
}

/**
 * A time zone's offsets from UTC over a span of years, worked out at build time: `changes` lists
 * [instant in ms, offset in minutes from that instant on], oldest first, and holds until `until`.
 * With it the browser reads the shop's wall clock by arithmetic; the first Intl.DateTimeFormat a page creates
 * pays for ICU's start-up, which would be most of the page's main-thread work.
 */
export interface ZoneOffsets {
  changes: [number, number][];
  until: number;
}

/** Opening and closing minute of a day on the shop's clock; equal when the shop is closed all day. */
export type DayHours = [opens: number, closes: number];

/** A dated exception: its first and last day (counted from 1 January 1970 on the shop's calendar) and hours. */
type SpecialDays = [first: number, last: number, opens: number, closes: number, reason: string];

/** What the browser needs to tell whether the shop is open, prepared at build time from content/. */
export interface Schedule {
  /** Sunday first. */
  week: DayHours[];
  special: SpecialDays[];
  /** The shop's time zone: its UTC offsets for the years after the build (lib/zone-offsets.ts). */
  zone: ZoneOffsets;
}

/** Minutes the zone is ahead of UTC at `instant`, by its table (the first offset before the table starts). */
export function offsetAt(zone: ZoneOffsets, instant: number): number {
  let offset = zone.changes[0]![1];
  for (const [from, minutes] of zone.changes) if (from <= instant) offset = minutes;
  return offset;
}

/**
 * An instant on the shop's wall clock: the day, counted from 1 January 1970, and minutes since midnight.
 * Undefined outside the offset table (a build older than its span): then the page claims nothing.
 */
export function shopClock(instant: number, zone: ZoneOffsets): { day: number; minute: number } | undefined {
  const { changes, until } = zone;
  if (instant < changes[0]![0] || instant >= until) return undefined;
  const wall = instant + offsetAt(zone, instant) * MINUTE;
  return { day: Math.floor(wall / DAY), minute: Math.floor((wall % DAY) / MINUTE) };
}

/** A day's hours and the reason they differ from the week's, if a dated exception covers it. */
function hoursOn(schedule: Schedule, day: number): [opens: number, closes: number, reason?: string] {
  const special = schedule.special.find(([first, last]) => first <= day && day <= last);
  return special ? [special[2], special[3], special[4]] : schedule.week[weekdayOf(day)]!;
}

/** The words of the open-now line, from content/ui.yaml (`openStatus`), with their <slots>. */
export interface OpenStatusWords {
  open: string;
  openFor: string;
  closedNow: string;
  closedToday: string;
  closedTodayFor: string;
  opensToday: string;
  opensOn: string;
  /** Sunday first. */
  weekdays: string[];
  /** How a time reads in the lines: `one` in the one o'clock hour ("a la 1:00 p. m."), `other` at any other. */
  at: { one: string; other: string };
}

/** The time as the lines say it: 780 → "1:00 PM", in Spanish "a la 1:00 p. m.". */
function timeInWords(minutes: number, words: OpenStatusWords, language: Language): string {
  const oneOClock = (Math.floor(minutes / 60) % 12 || 12) === 1;
  return fillSlots(oneOClock ? words.at.one : words.at.other, { time: clockTime(minutes, language) });
}

/**
 * "Open now · closes 5:00 PM", "Closed now · opens Monday 9:00 AM" or
 * "Closed today for Thanksgiving · opens Friday 9:00 AM", on the shop's clock, in the words given; times in `language`.
 */
export function openStatus(
  schedule: Schedule,
  instant: number,
  words: OpenStatusWords,
  language: Language,
): { open: boolean; text: string } | undefined {
  const clock = shopClock(instant, schedule.zone);
  if (!clock) return undefined;
  const { day, minute } = clock;
  const [opens, closes, reason] = hoursOn(schedule, day);
  if (opens <= minute && minute < closes) {
    const closesAt = timeInWords(closes, words, language);
    return {
      open: true,
      text: reason
        ? fillSlots(words.openFor, { closes: closesAt, reason })
        : fillSlots(words.open, { closes: closesAt }),
    };
  }
  const status =
    opens < closes
      ? words.closedNow
      : reason
        ? fillSlots(words.closedTodayFor, { reason })
        : words.closedToday;
  // A week ahead at most: further on a weekday name would be ambiguous, and the dated list says when.
  for (let ahead = 0; ahead < 7; ahead++) {
    const [nextOpens, nextCloses] = hoursOn(schedule, day + ahead);
    if (nextOpens < nextCloses && (ahead > 0 || minute < nextOpens)) {
      const time = timeInWords(nextOpens, words, language);
      return {
        open: false,
        text: ahead
          ? fillSlots(words.opensOn, { status, day: words.weekdays[weekdayOf(day + ahead)]!, opens: time })
          : fillSlots(words.opensToday, { status, opens: time }),
      };
    }
  }
  return { open: false, text: status };
}
