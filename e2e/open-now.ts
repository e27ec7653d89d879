// The open-now line a visitor should read at a given moment, worked out from the weekly hours in content/site.yaml
// (and a test's own closures) and put in content/ui.yaml's words, so the browser tests hold whatever hours and
// words the owner sets. The instants are found and the times written with Intl, not with the site's own offset
// table or lib/hours.
import { business, content } from "@/lib/content";
import { openNowLines } from "../tests/open-now-lines";

const { open, closed } = openNowLines(content.ui.openStatus);

/** A closure a test adds to the content it serves. */
interface Closure {
  date: string;
  reason: string;
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The date `days` after a YYYY-MM-DD date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The weekly hours content gives a date, or undefined when the shop is closed that weekday. */
function weeklyHours(date: string): { opens: string; closes: string } | undefined {
  const entry = business.hours.find((h) => h.days.includes(weekdayOf(date)));
  return entry && "opens" in entry ? entry : undefined;
}

/** The first of the seven dates from `from` that content keeps open (or closed), if any. */
export function firstDate(from: string, open: boolean): string | undefined {
  return [...Array(7).keys()].map((i) => addDays(from, i)).find((date) => !!weeklyHours(date) === open);
}

/** The zone's offset from UTC at an instant, as Intl names it: "GMT-04:00", or "GMT" itself. */
const zoneName = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  timeZoneName: "longOffset",
});

/** Milliseconds the shop's clock is ahead of UTC at `instant`. */
function aheadOfUtc(instant: number): number {
  const name = zoneName.formatToParts(instant).find((p) => p.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name)!;
  return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
}

/** The instant it is `hhmm` on `date` on the shop's clock. */
function shopInstant(date: string, hhmm: string): Date {
  const wall = Date.parse(`${date}T${hhmm}:00Z`);
  return new Date(wall - aheadOfUtc(wall - aheadOfUtc(wall)));
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

const twelveHourClock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});
/** "09:00" → "9:00 AM". Newer ICU data puts a narrow no-break space before AM/PM; the site writes a plain one. */
const clockTime = (time: string) =>
  twelveHourClock.format(Date.parse(`1970-01-01T${time}:00Z`)).replace(/\s/g, " ");

/** The next opening from `date`, a week ahead at most: today or a weekday (0 = Sunday), and its time. */
function nextOpening(
  date: string,
  includeToday: boolean,
  closures: Closure[],
): [day: number | "today", time: string] | undefined {
  for (let ahead = includeToday ? 0 : 1; ahead < 7; ahead++) {
    const day = addDays(date, ahead);
    const hours = closures.some((c) => c.date === day) ? undefined : weeklyHours(day);
    if (hours) return [ahead ? weekdayOf(day) : "today", clockTime(hours.opens)];
  }
  return undefined;
}

/**
 * A moment on `date` and the line it should show: half an hour before opening, midway through the opening hours
 * or half an hour after closing; noon on a day the shop is closed all day (by the week or by a closure).
 */
export function openNowAt(
  date: string,
  when: "before" | "during" | "after",
  closures: Closure[] = [],
): [instant: Date, line: string] {
  const closure = closures.find((c) => c.date === date);
  const hours = closure ? undefined : weeklyHours(date);
  if (!hours) {
    const line = closed({ today: true, reason: closure?.reason, opens: nextOpening(date, false, closures) });
    return [shopInstant(date, "12:00"), line.text];
  }
  const [opens, closes] = [minutesOf(hours.opens), minutesOf(hours.closes)];
  if (when === "during")
    return [shopInstant(date, hhmm(Math.floor((opens + closes) / 2))), open(clockTime(hours.closes)).text];
  const minute = when === "before" ? opens - 30 : closes + 30;
  if (minute < 0 || minute >= 24 * 60)
    throw new Error(`test setup: no half hour ${when} the hours of ${date} on the same day`);
  return [
    shopInstant(date, hhmm(minute)),
    closed({ opens: nextOpening(date, when === "before", closures) }).text,
  ];
}
