import type { OpeningHours } from "@/lib/content/site-schema";

// Runs in the browser (open-now line): keep it free of imports that would pull the content loader or zod along.

/** "09:00" → "9:00 AM". */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 || 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/**
 * A time zone's offsets from UTC over a span of years, worked out at build time: `changes` lists
 * [instant in ms, offset in minutes from that instant on], oldest first, and holds until `until`.
 * With it the browser reads the shop's wall clock by arithmetic; the first Intl.DateTimeFormat a page creates
 * costs 30-80 ms of ICU start-up on a fast machine, which would be most of the page's main-thread work.
 */
export interface ZoneOffsets {
  changes: [number, number][];
  until: number;
}

/** A time zone by name, with its offset table when one was built. */
export interface ShopZone {
  timeZone: string;
  offsets?: ZoneOffsets;
}

function offsetAt(offsets: ZoneOffsets | undefined, instant: number): number | undefined {
  if (!offsets?.changes.length || instant < offsets.changes[0]![0] || instant >= offsets.until)
    return undefined;
  let offset = offsets.changes[0]![1];
  for (const [from, minutes] of offsets.changes) {
    if (from > instant) break;
    offset = minutes;
  }
  return offset;
}

/** Weekday (0 = Sunday) and minutes since midnight of an instant, on the shop's wall clock. */
export function shopClock(date: Date, zone: ShopZone): { day: number; minute: number } {
  const offset = offsetAt(zone.offsets, date.getTime());
  if (offset !== undefined) {
    const wall = new Date(date.getTime() + offset * 60_000);
    return { day: wall.getUTCDay(), minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }
  // Outside the table (a build more than its span old): ask Intl.
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone.timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

/** "Open now · closes 5:00 PM" or "Closed · opens Monday 9:00 AM", for the shop's time zone. */
export function openStatus(
  hours: OpeningHours[],
  date: Date,
  zone: ShopZone,
): { open: boolean; text: string } {
  const { day, minute } = shopClock(date, zone);
  const hoursOn = (d: number) =>
    hours.find((h) => h.days.includes(d) && !("closed" in h)) as
      Extract<OpeningHours, { opens: string }> | undefined;
  const today = hoursOn(day);
  if (today && minute >= minutes(today.opens) && minute < minutes(today.closes)) {
    return { open: true, text: `Open now · closes ${formatTime(today.closes)}` };
  }
  for (let ahead = 0; ahead < 7; ahead++) {
    const d = (day + ahead) % 7;
    const next = hoursOn(d);
    if (!next || (ahead === 0 && minute >= minutes(next.opens))) continue;
    const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : DAY_NAMES[d];
    return { open: false, text: `Closed now · opens ${when} ${formatTime(next.opens)}` };
  }
  return { open: false, text: "Closed now" };
}
