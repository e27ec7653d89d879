import { Paragraph, Paragraphs } from "@/components/ui/paragraph";
import { Mail, MapPin, Phone } from "lucide";
import { CallButton } from "@/components/business/call-button";
import { DirectionsButton } from "@/components/business/directions-button";
import { HoursList } from "@/components/business/hours-list";
import { MapFacade } from "@/components/business/map-facade";
import { OpenStatus } from "@/components/business/open-status";
import { AddressLines } from "@/components/business/store-address";
import { ButtonLink } from "@/components/ui/button-link";
import { SvgIcon } from "@/components/ui/icon";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { Business, CityLink, ContactPage as ContactContent, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

export function ContactPage({
  page,
  business,
  ui,
  counties,
}: {
  page: ContactContent;
  business: Business;
  ui: Ui;
  /** The service territory by county (page.territory.counties), each with its cities' pages. */
  counties: { county: string; cities: CityLink[] }[];
}) {
  return (
    <>
      <PageHero heading={page.h1} lead={<Paragraph text={page.intro} />}>
        <CallButton business={business} labels={ui} />
        <ButtonLink href={`mailto:${business.email}`} variant="outline-light">
          <SvgIcon icon={Mail} className="size-5" />
          {ui.buttons.email}
        </ButtonLink>
        <DirectionsButton business={business} labels={ui.buttons} variant="outline-light" />
      </PageHero>
      <Section id="reach-us" heading={ui.contact.reachUs}>
        <div className="grid gap-6 md:grid-cols-3">
          <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <SvgIcon icon={Phone} className="size-5 text-brand-700" /> {ui.contact.phone}
            </h3>
            <p className="mt-3">
              <a href={business.telHref} className="text-xl font-bold text-brand-700 hover:underline">
                {business.phone.display}
              </a>
            </p>
            <p className="mt-2 text-slate-600">{page.phoneNote}</p>
          </div>
          <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <SvgIcon icon={Mail} className="size-5 text-brand-700" /> {ui.contact.email}
            </h3>
            <p className="mt-3">
              <a
                href={`mailto:${business.email}`}
                className="text-lg font-bold break-all text-brand-700 hover:underline"
              >
                {business.email}
              </a>
            </p>
            <p className="mt-2 text-slate-600">{page.emailNote}</p>
          </div>
          <div className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <SvgIcon icon={MapPin} className="size-5 text-brand-700" /> {ui.contact.store}
            </h3>
            <address className="mt-3 text-lg not-italic">
              <AddressLines address={business.address} />
            </address>
            <p className="mt-2 text-slate-600">{page.parking}</p>
          </div>
        </div>
      </Section>
      <Section id="hours" heading={ui.contact.hours} tone="tint">
        <div className="max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <OpenStatus business={business} words={ui.openStatus} />
          <HoursList business={business} labels={ui.hours} className="mt-3 text-lg" />
        </div>
      </Section>
      <Section id="directions" heading={page.directions.heading}>
        <div className="grid gap-8 lg:grid-cols-2">
          <Paragraphs texts={page.directions.paragraphs} className="text-slate-700" />
          <MapFacade business={business} ui={ui} />
        </div>
      </Section>
      <Section id="territory" heading={page.territory.heading} intro={page.territory.intro} tone="tint">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {counties.map((county) => (
            <div key={county.county} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">
                {fillSlots(ui.contact.county, { county: county.county })}
              </h3>
              <ul className="mt-3 space-y-1.5">
                {county.cities.map(({ city, path, hreflang }) => (
                  <li key={city.slug}>
                    <a href={path} hrefLang={hreflang} className="text-brand-700 hover:underline">
                      {city.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
