import { MapPin } from "lucide";
import { DirectionsButton } from "@/components/business/directions-button";
import { buttonClass } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business, Ui } from "@/lib/content/types";
import { MAP_ORIGIN } from "@/lib/security-headers";

/** The embedded map: a search for the store's address (business.mapQuery), shown at street level. */
function mapEmbedUrl(query: string): string {
  return `${MAP_ORIGIN}/maps?${new URLSearchParams({ q: query, z: "15", output: "embed" })}`;
}

/**
 * The store on a map, behind a facade: the page asks nothing of Google (no scripts, no cookies) until the visitor
 * presses its show-map button, which puts the embed in the same box (islands/site.ts). The address and the directions link
 * work with scripts off; the button shows only where scripts run.
 */
export function MapFacade({
  business,
  ui,
}: {
  business: Pick<Business, "name" | "fullAddress" | "mapQuery" | "links">;
  ui: Pick<Ui, "map" | "buttons">;
}) {
  const { name, fullAddress: address } = business;
  return (
    <div
      data-map
      className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 bg-brand-50 sm:h-96"
    >
      <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
        <SvgIcon icon={MapPin} className="size-9 text-brand-700" />
        <p className="text-lg font-semibold text-brand-900">
          {name}
          <br />
          <span className="font-normal text-slate-700">{address}</span>
        </p>
        <button type="button" data-map-show className={buttonClass("secondary", "noscript:hidden")}>
          <SvgIcon icon={MapPin} className="size-5" />
          {ui.map.show}
        </button>
        <DirectionsButton business={business} labels={ui.buttons} variant="outline" />
      </div>
      <template>
        <iframe
          title={ui.map.title}
          src={mapEmbedUrl(business.mapQuery)}
          referrerPolicy="no-referrer-when-downgrade"
          className="size-full"
        />
      </template>
    </div>
  );
}
