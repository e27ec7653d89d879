import { AboutPage } from "@/components/about/about-page";
import { CitiesIndexPage } from "@/components/city/cities-index-page";
import { ContactPage } from "@/components/contact/contact-page";
import { EntryTemplate } from "@/components/entry-template";
import { HomePage } from "@/components/home/home-page";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteFrame } from "@/components/layout/site-frame";
import { StructuredData } from "@/components/seo/structured-data";
import { ServicesIndexPage } from "@/components/services/services-index-page";
import type { Content, SiteContent } from "@/lib/content/load";
import type { SitePage } from "@/lib/content/types";
import type { Language } from "@/lib/i18n";
import { buildJsonLd } from "@/lib/json-ld";
import { citiesByDistance, cityPages, corePage, frameProps, territoryByCounty } from "@/lib/routes";

/** The template of a page, with what it needs from content. */
function PageContent({ content, page }: { content: Content; page: SitePage }) {
  const { business, routes, navigation, ui } = content;
  if (page.kind !== "core")
    return <EntryTemplate page={page} business={business} ui={ui} closingCta={navigation.closingCta} />;
  switch (page.template) {
    case "home":
      return (
        <HomePage
          page={page.copy}
          business={business}
          ui={ui}
          cities={cityPages(routes, page.copy.cities.slugs)}
        />
      );
    case "about":
      return <AboutPage page={page.copy} business={business} ui={ui} />;
    case "services":
      return <ServicesIndexPage page={page.copy} business={business} ui={ui} />;
    case "cities":
      return (
        <CitiesIndexPage
          page={page.copy}
          business={business}
          ui={ui}
          cities={citiesByDistance(routes)}
          closingCta={navigation.closingCta}
        />
      );
    case "contact":
      return (
        <ContactPage
          page={page.copy}
          business={business}
          ui={ui}
          counties={territoryByCounty(routes, page.copy.territory.counties)}
        />
      );
  }
}

/** Any page of the route table in its frame, with its structured data: what every page route renders. */
export function PageView({
  site,
  language,
  page,
}: {
  site: SiteContent;
  language: Language;
  page: SitePage;
}) {
  const content = site[language]!;
  return (
    <SiteFrame {...frameProps(site, language, page)}>
      <StructuredData data={buildJsonLd(content, page)} />
      <PageContent content={content} page={page} />
    </SiteFrame>
  );
}

/** The not-found page of a language, in its frame. */
export function NotFoundView({ site, language }: { site: SiteContent; language: Language }) {
  const { pages, routes, ui } = site[language]!;
  return (
    <SiteFrame {...frameProps(site, language)}>
      <NotFoundMessage
        page={pages.notFound}
        labels={ui.notFound}
        home={corePage(routes, "home").path}
        contact={corePage(routes, "contact").path}
      />
    </SiteFrame>
  );
}
