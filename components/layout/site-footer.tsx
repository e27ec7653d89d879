import { Star } from "lucide";
import { Fragment, type ReactNode } from "react";
import { HoursList } from "@/components/business/hours-list";
import { StoreAddress } from "@/components/business/store-address";
import { SvgIcon } from "@/components/ui/icon";
import { NewTabLink } from "@/components/ui/new-tab-link";
import type { Business, CityLink, Link, Ui } from "@/lib/content/types";
import { fillSlots, slotParts } from "@/lib/slots";

function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const linkClass = "text-brand-100 hover:text-white hover:underline";

export function SiteFooter({
  business,
  ui,
  services,
  cities,
  year,
}: {
  business: Business;
  ui: Pick<Ui, "footer" | "hours" | "paths" | "buttons">;
  services: Link[];
  cities: CityLink[];
  /** The year of the build's clock. */
  year: number;
}) {
  return (
    <footer className="on-dark bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <FooterColumn id="footer-shop" heading={business.name}>
          <StoreAddress business={business} tone="dark" withEmail />
          <HoursList business={business} labels={ui.hours} className="mt-4 text-sm" />
        </FooterColumn>
        <FooterColumn id="footer-services" heading={ui.footer.services}>
          <ul className="space-y-2">
            {services.map((link) => (
              <li key={link.href}>
                <a href={link.href} hrefLang={link.hreflang} className={linkClass}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-cities" heading={ui.footer.cities}>
          <ul className="space-y-2">
            {cities.map(({ city, path, hreflang }) => (
              <li key={city.slug}>
                <a href={path} hrefLang={hreflang} className={linkClass}>
                  {city.name}
                </a>
              </li>
            ))}
            <li>
              <a href={ui.paths.cities} className={linkClass}>
                {ui.footer.allCities}
              </a>
            </li>
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-connect" heading={ui.footer.connect}>
          <ul className="space-y-2">
            <li>
              <NewTabLink
                href={business.links.reviews.url}
                hint={ui.buttons.newTab}
                className={`inline-flex gap-2 ${linkClass}`}
              >
                <SvgIcon icon={Star} className="size-5" />
                {fillSlots(ui.footer.reviews, { reviews: business.links.reviews.label })}
              </NewTabLink>
            </li>
            {business.social.map((profile) => (
              <li key={profile.network}>
                <NewTabLink href={profile.url} hint={ui.buttons.newTab} rel="me" className={linkClass}>
                  {profile.network}
                </NewTabLink>
              </li>
            ))}
            <li>
              <NewTabLink href={business.links.mainSite.url} hint={ui.buttons.newTab} className={linkClass}>
                {business.links.mainSite.label}
              </NewTabLink>
            </li>
          </ul>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm sm:px-6">
          {slotParts(ui.footer.copyright, {
            // The build year; islands/site.ts shows the visitor's current year.
            year: (
              <span data-testid="footer-year" data-current-year="">
                {year}
              </span>
            ),
          }).map((part, i) => (
            <Fragment key={i}>{part}</Fragment>
          ))}
        </p>
      </div>
    </footer>
  );
}
