"use client";

import { useSyncExternalStore } from "react";
import type { OpeningHours } from "@/lib/content/site-schema";
import { openStatus, type ShopZone } from "@/lib/hours";

// Re-check every minute so a page left open flips to "Closed" at closing time.
const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};

/**
 * "Open now / Closed" on the shop's clock (America/New_York), whatever the visitor's time zone.
 * Computed in the browser, since the prerendered HTML cannot know the time of the visit;
 * the line keeps a two-line height before and after, so nothing shifts.
 */
export function OpenStatus({ hours, zone }: { hours: OpeningHours[]; zone: ShopZone }) {
  // The current minute is the snapshot: stable between ticks, and unknown (null) in the prerendered HTML.
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 60_000),
    () => null,
  );
  const status = minute === null ? null : openStatus(hours, new Date(minute * 60_000), zone);
  return (
    <p className="flex h-10 items-center gap-2 text-sm leading-5 font-semibold" data-testid="open-status">
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${!status ? "bg-slate-300" : status.open ? "bg-green-600" : "bg-red-600"}`}
      />
      <span className={status ? undefined : "text-slate-500"}>
        {status ? status.text : "Checking today’s hours…"}
      </span>
    </p>
  );
}
