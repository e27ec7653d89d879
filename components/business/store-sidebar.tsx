import { CalendarCheck } from "lucide";
import { HoursList } from "@/components/business/hours-list";
import { OpenStatus } from "@/components/business/open-status";
import { StoreAddress } from "@/components/business/store-address";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import type { Business, Link, Ui } from "@/lib/content/types";

/** The aside on city and service pages: where the store is, when it is open, and what to read next. */
export function StoreSidebar({
  business,
  ui,
  relatedLinks,
  scheduleLabel = ui.sidebar.schedule,
}: {
  business: Business;
  ui: Pick<Ui, "sidebar" | "hours" | "openStatus" | "paths">;
  relatedLinks?: Link[];
  /** The button to the contact page, when not the sidebar's own words. */
  scheduleLabel?: string;
}) {
  return (
    <aside aria-label={ui.sidebar.heading} className="space-y-6 lg:sticky lg:top-24">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-bold text-brand-900">{ui.sidebar.heading}</h2>
        <StoreAddress business={business} tone="light" className="mt-4" />
        <h3 className="mt-6 font-semibold text-brand-900">{ui.sidebar.hours}</h3>
        <OpenStatus business={business} words={ui.openStatus} />
        <HoursList business={business} labels={ui.hours} className="mt-2 text-sm text-slate-700" />
        <ButtonLink href={ui.paths.contact} variant="secondary" className="mt-6 w-full">
          <SvgIcon icon={CalendarCheck} className="size-5" />
          {scheduleLabel}
        </ButtonLink>
      </div>
      {relatedLinks && relatedLinks.length > 0 && (
        <nav
          aria-labelledby="related-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="related-heading" className="text-lg font-bold text-brand-900">
            {ui.sidebar.related}
          </h2>
          <ul className="mt-3 space-y-2">
            {relatedLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} hrefLang={link.hreflang} className="text-brand-700 hover:underline">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  );
}
