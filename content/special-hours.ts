import type { SpecialHoursInput } from "@/lib/content/site-schema";

/**
 * Days the weekly hours in content/site.ts do not hold: closed, or open other hours. They win everywhere hours
 * appear: the open-now line, the hours lists (which show the next 60 days of them) and the structured data.
 * `confirmed: false` marks a day the owner has not checked yet; `npm run check:launch` lists those.
 *
 *   { date: "2026-12-24", opens: "09:00", closes: "12:00", reason: "Christmas Eve", confirmed: true },
 *   { date: "2026-12-28", through: "2026-12-31", closed: true, reason: "Inventory", confirmed: true },
 */
const specialHours: SpecialHoursInput[] = [
  { date: "2026-11-26", closed: true, reason: "Thanksgiving", confirmed: false },
  { date: "2026-12-25", closed: true, reason: "Christmas Day", confirmed: false },
  { date: "2027-01-01", closed: true, reason: "New Year’s Day", confirmed: false },
  // 4 July 2027 is a Sunday, when the shop is closed anyway; the holiday is observed on Monday 5 July.
  { date: "2027-07-05", closed: true, reason: "Independence Day", confirmed: false },
];

export default specialHours;
