import clsx from "clsx";
import { business } from "@/lib/content";
import { formatTime } from "@/lib/hours";

/** The weekly opening hours as a definition list, from content/site.ts. */
export function HoursList({ className }: { className?: string }) {
  return (
    <dl className={clsx("grid grid-cols-[auto_1fr] gap-x-4 gap-y-1", className)}>
      {business.hours.map((h) => (
        <div key={h.label} className="contents">
          <dt className="font-medium">{h.label}</dt>
          <dd className="whitespace-nowrap">
            {"closed" in h ? "Closed" : `${formatTime(h.opens)} – ${formatTime(h.closes)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
