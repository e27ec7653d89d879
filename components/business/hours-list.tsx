import type { Business, Ui } from "@/lib/content/types";

/**
 * The weekly opening hours from content/site.yaml, then the dated exceptions from content/special-hours.yaml that
 * fall within UPCOMING_DAYS (lib/content/special-hours.ts), their days and hours written in the content's language
 * when it was loaded (lib/format.ts). An exception carries the instant it is over:
 * islands/site.ts marks it then and it turns invisible, keeping its space so that nothing below it moves, so a page
 * built before a holiday does not list it after; the next build drops it.
 */
export function HoursList({
  business,
  labels,
  className,
}: {
  business: Pick<Business, "hours" | "upcomingSpecialHours">;
  labels: Ui["hours"];
  className?: string;
}) {
  const special = business.upcomingSpecialHours;
  return (
    <div className={className} data-testid="hours">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {business.hours.map((h) => (
          <div key={h.label} className="contents">
            {/* A label starts with a capital, though Spanish writes days in lower case inside a sentence. */}
            <dt className="font-medium first-letter:uppercase">{h.label}</dt>
            <dd className="whitespace-nowrap">{"closed" in h ? labels.closed : h.times}</dd>
          </div>
        ))}
      </dl>
      {special.length > 0 && (
        <div
          className="mt-3 data-over:invisible"
          data-testid="special-hours"
          data-over-at={special.at(-1)!.ends}
        >
          <p className="font-semibold">{labels.special}</p>
          <dl className="mt-1 space-y-1">
            {special.map((day) => (
              <div key={day.date} className="data-over:invisible" data-over-at={day.ends}>
                <dt className="font-medium first-letter:uppercase">{day.when}</dt>
                <dd>
                  {day.hours ?? labels.closed}
                  {day.reason && ` (${day.reason})`}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
