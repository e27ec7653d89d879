// The dated side of the hours, worked out at build time: exceptions to the weekly hours and the site-wide notice,
// checked, turned into instants on the shop's clock, and filtered by the build's own time.
import { formatDate, formatHours } from "@/lib/format";
import { DAY, minutesOf, type DayHours, type ZoneOffsets } from "@/lib/hours";
import type { Language } from "@/lib/i18n";
import { instantOf } from "@/lib/zone-offsets";
import { noticeSchema, specialHoursSchema, type Site, type SpecialHoursEntry } from "./site-schema";
import type { Business, RawContent, ShopNotice, SpecialHours } from "./types";
import type { FillAndParse, ProblemList } from "./validate";

/** How far ahead the hours lists show exceptions. */
const UPCOMING_DAYS = 60;

/** How the calendar's files are checked, and their paths in the language being built. */
interface CalendarCheck {
  parse: FillAndParse;
  problems: ProblemList;
  files: { specialHours: string; notice: string };
}

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY;

function deriveSpecialHours(entry: SpecialHoursEntry, zone: ZoneOffsets, language: Language): SpecialHours {
  const first = dayNumber(entry.date);
  const last = dayNumber(entry.through ?? entry.date);
  return {
    ...entry,
    days: [first, last],
    starts: instantOf(first * DAY, zone),
    ends: instantOf((last + 1) * DAY, zone),
    when: formatDate(entry.date, entry.through, language),
    hours: entry.closed ? undefined : formatHours(entry.opens!, entry.closes!, language),
  };
}

/** Reports exceptions that share a day: a day has one set of hours. */
function checkOverlaps(specialHours: SpecialHours[], { problems, files }: CalendarCheck) {
  let latest: SpecialHours | undefined;
  for (const entry of specialHours) {
    if (latest && entry.days[0] <= latest.days[1]) {
      const range = latest.through ? `${latest.date} through ${latest.through}` : latest.date;
      problems.add(
        files.specialHours,
        entry.date,
        "date",
        `overlaps the entry "${latest.date}" (${range}); a day has one set of hours`,
      );
    }
    if (!latest || entry.days[1] > latest.days[1]) latest = entry;
  }
}

function weekHours(hours: Site["hours"]): DayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const open = hours.find((h) => h.days.includes(day) && !("closed" in h));
    return open && "opens" in open ? [minutesOf(open.opens), minutesOf(open.closes)] : [0, 0];
  });
}

function parseSpecialHours(
  raw: unknown,
  zone: ZoneOffsets,
  language: Language,
  check: CalendarCheck,
): SpecialHours[] {
  const { parse, problems, files } = check;
  const entries = Array.isArray(raw) ? raw : [];
  if (!Array.isArray(raw))
    problems.add(files.specialHours, "special hours", "(whole file)", "must be a list of dated entries");
  const parsed: SpecialHours[] = [];
  entries.forEach((data, i) => {
    const date = (data as { date?: unknown } | undefined)?.date;
    const name = typeof date === "string" ? date : `[${i}]`;
    problems.run(() =>
      parsed.push(
        deriveSpecialHours(parse(specialHoursSchema, files.specialHours, name, data), zone, language),
      ),
    );
  });
  parsed.sort((a, b) => a.days[0] - b.days[0]);
  checkOverlaps(parsed, check);
  return parsed;
}

function parseNotice(
  raw: unknown,
  zone: ZoneOffsets,
  now: number,
  { parse, files }: CalendarCheck,
): ShopNotice | null {
  const notice = parse(noticeSchema, files.notice, "notice", raw);
  if (!notice) return null;
  const instant = (dateTime: string) => instantOf(Date.parse(`${dateTime}:00Z`), zone);
  const [starts, ends] = [instant(notice.starts), instant(notice.ends)];
  return ends > now ? { ...notice, starts, ends, startsAfterBuild: starts > now } : null;
}

/**
 * Everything dated a build at `now` needs: exceptions not over yet (past ones are ignored everywhere), those the
 * hours lists show (their days and hours written in `language`), the open-now line's schedule, and the notice unless
 * it has ended.
 */
export function shopCalendar(
  hours: Site["hours"],
  raw: Pick<RawContent, "specialHours" | "notice">,
  zone: ZoneOffsets,
  now: number,
  language: Language,
  check: CalendarCheck,
): Pick<Business, "specialHours" | "upcomingSpecialHours" | "schedule" | "notice"> {
  const specialHours = parseSpecialHours(raw.specialHours, zone, language, check).filter(
    (entry) => entry.ends > now,
  );
  let notice: ShopNotice | null = null;
  check.problems.run(() => (notice = parseNotice(raw.notice, zone, now, check)));
  return {
    specialHours,
    upcomingSpecialHours: specialHours.filter((entry) => entry.starts < now + UPCOMING_DAYS * DAY),
    schedule: {
      week: weekHours(hours),
      special: specialHours.map((entry) => [
        ...entry.days,
        entry.closed ? 0 : minutesOf(entry.opens!),
        entry.closed ? 0 : minutesOf(entry.closes!),
        entry.reason ?? "",
      ]),
      zone,
    },
    notice,
  };
}
