import { Paragraph, Paragraphs } from "@/components/ui/paragraph";
import { ExternalLink } from "lucide";
import { CallButton } from "@/components/business/call-button";
import { CityCards } from "@/components/city/city-cards";
import { VisitCard } from "@/components/home/visit-card";
import { ButtonLink } from "@/components/ui/button-link";
import { CardGrid } from "@/components/ui/card-grid";
import { CtaBand } from "@/components/ui/cta-band";
import { SvgIcon } from "@/components/ui/icon";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { Business, CityLink, HomePage as HomeContent, Ui } from "@/lib/content/types";

const badgeStyles = {
  "top-ranked": "bg-amber-100 text-amber-900",
  featured: "bg-brand-100 text-brand-900",
  new: "bg-green-100 text-green-900",
} as const;

export function HomePage({
  page,
  business,
  ui,
  cities,
}: {
  page: HomeContent;
  business: Business;
  ui: Ui;
  /** The cities the page lists (page.cities.slugs). */
  cities: CityLink[];
}) {
  const stats = [
    { value: business.yearsLabel, label: ui.home.years },
    { value: `${business.serviceRadiusMiles}+`, label: ui.home.radius },
    { value: page.stats.satisfaction, label: ui.home.satisfaction },
  ];
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        lead={<Paragraph text={page.hero.text} />}
        aside={<VisitCard business={business} ui={ui} />}
      >
        <CallButton business={business} labels={ui} />
        <ButtonLink href={ui.paths.services} variant="outline-light">
          {ui.home.services}
        </ButtonLink>
      </PageHero>

      <section aria-label={ui.home.numbers} className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-slate-200 px-4 py-8 text-center sm:px-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 px-2" data-testid="stat">
              <dt className="text-sm text-slate-600 sm:text-base">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="services" heading={page.services.heading} intro={page.services.intro}>
        <CardGrid items={page.services.items} labels={ui.cards} columns={4} />
        <p className="mt-8">
          <ButtonLink href={ui.paths.services} variant="outline">
            {ui.home.allServices}
          </ButtonLink>
        </p>
      </Section>

      <Section id="about" heading={page.about.heading} tone="tint">
        <Paragraphs texts={page.about.paragraphs} className="max-w-3xl text-slate-700" />
        <p className="mt-6">
          <ButtonLink href={page.about.link.href} hrefLang={page.about.link.hreflang} variant="outline">
            {page.about.link.title}
          </ButtonLink>
        </p>
      </Section>

      <Section id="web-services" heading={page.webServices.heading}>
        <Paragraphs texts={page.webServices.paragraphs} className="max-w-3xl text-slate-700" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.webServices.portfolio.map((site) => (
            <li key={site.url} className="relative rounded-xl border border-slate-200 p-5 shadow-sm">
              <span
                className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${badgeStyles[site.badge]}`}
              >
                {ui.home.badges[site.badge]}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-brand-900">
                <NewTabLink
                  href={site.url}
                  hint={ui.buttons.newTab}
                  className="inline-flex items-center gap-1 after:absolute after:inset-0 hover:underline"
                >
                  {site.name}
                  <SvgIcon icon={ExternalLink} className="size-4" />
                </NewTabLink>
              </h3>
              <p className="mt-2 text-slate-600">{site.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="cities" heading={page.cities.heading} intro={page.cities.intro} tone="tint">
        <CityCards cities={cities} labels={ui.cityCards} />
        <p className="mt-8">
          <ButtonLink href={ui.paths.cities} variant="outline">
            {ui.home.allCities}
          </ButtonLink>
        </p>
      </Section>

      <Section id="why-us" heading={page.whyChooseUs.heading} intro={page.whyChooseUs.intro}>
        <CardGrid items={page.whyChooseUs.items} labels={ui.cards} />
      </Section>

      <CtaBand business={business} ui={ui} heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
