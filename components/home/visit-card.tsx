import { DirectionsButton } from "@/components/business/directions-button";
import { HoursList } from "@/components/business/hours-list";
import { OpenStatus } from "@/components/business/open-status";
import { StoreAddress } from "@/components/business/store-address";
import type { Business, Ui } from "@/lib/content/types";

/** Today's status, the address, the hours and the ways to the door, where visitors look first. */
export function VisitCard({
  business,
  ui,
}: {
  business: Business;
  ui: Pick<Ui, "home" | "openStatus" | "hours" | "buttons">;
}) {
  return (
    <section
      aria-labelledby="visit-heading"
      className="on-light rounded-xl bg-white p-6 text-slate-800 shadow-lg"
      data-testid="visit-card"
    >
      <h2 id="visit-heading" className="text-xl font-bold text-brand-900">
        {ui.home.visit}
      </h2>
      <OpenStatus business={business} words={ui.openStatus} />
      <StoreAddress business={business} tone="light" className="mt-2" />
      <HoursList business={business} labels={ui.hours} className="mt-4 text-sm text-slate-700" />
      <p className="mt-5">
        <DirectionsButton business={business} labels={ui.buttons} className="w-full" />
      </p>
    </section>
  );
}
