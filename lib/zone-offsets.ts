import { DAY, MINUTE, offsetAt, type ZoneOffsets } from "@/lib/hours";

/** Minutes `timeZone` is ahead of UTC at `instant` (a whole minute). */
function offsetMinutes(format: Intl.DateTimeFormat, instant: number): number {
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((wall - instant) / MINUTE);
}

/**
 * The offset table of `timeZone` from 1 January of `fromYear` for `years` years: a day-by-day scan, then a
 * binary search to the minute where the offset changes. Runs at build time, where Intl costs nothing that matters.
 */
export function zoneOffsets(timeZone: string, fromYear: number, years = 10): ZoneOffsets {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const from = Date.UTC(fromYear, 0, 1);
  const until = Date.UTC(fromYear + years, 0, 1);
  const changes: [number, number][] = [[from, offsetMinutes(format, from)]];
  for (let day = from + DAY; day <= until; day += DAY) {
    const offset = offsetMinutes(format, day);
    if (offset === changes.at(-1)![1]) continue;
    // The change happened in (low, high]; narrow it to the minute.
    let low = day - DAY;
    let high = day;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(format, middle) === offset) high = middle;
      else low = middle;
    }
    if (high < until) changes.push([high, offset]);
  }
  return { changes, until };
}

/**
 * The instant at which the zone's wall clock reads `wall` (a wall-clock time written as if it were UTC). A time
 * that the change to daylight saving time skips comes out an hour off; shop hours never fall there.
 */
export function instantOf(wall: number, zone: ZoneOffsets): number {
  const guess = wall - offsetAt(zone, wall) * MINUTE;
  return wall - offsetAt(zone, guess) * MINUTE;
}
