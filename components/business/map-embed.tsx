import clsx from "clsx";
import type { Business } from "@/lib/content/load";
import { MAP_ORIGIN } from "@/lib/security-headers";

function mapEmbedUrl(query: string): string {
  return `${MAP_ORIGIN}/maps?${new URLSearchParams({ q: query, z: "15", output: "embed" })}`;
}

/** The store on a map: loaded only when scrolled near, so it costs nothing on first paint. */
export function MapEmbed({
  business,
  className,
}: {
  business: Pick<Business, "name" | "fullAddress" | "mapQuery">;
  className?: string;
}) {
  return (
    <iframe
      title={`Map showing ${business.name} at ${business.fullAddress}`}
      src={mapEmbedUrl(business.mapQuery)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={clsx("h-80 w-full rounded-xl border border-slate-200 sm:h-96", className)}
    />
  );
}
