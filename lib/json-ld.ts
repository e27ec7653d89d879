import type { Content } from "@/lib/content/load";
import type { SitePage, SpecialHours } from "@/lib/content/types";
import { markdownText } from "@/lib/content/markdown";
import { SPANISH_SPOKEN } from "@/lib/content/site-schema";
import { ogImagePath } from "@/lib/routes";
import { locales } from "@/lib/i18n";
import { absoluteUrl } from "@/lib/site-url";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Dated exceptions as schema.org has them: a closed day opens and closes at 00:00. */
export function specialOpeningHoursSpecification(specialHours: SpecialHours[]) {
  return specialHours.map((day) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: day.date,
    validThrough: day.through ?? day.date,
    opens: day.closed ? "00:00" : day.opens,
    closes: day.closed ? "00:00" : day.closes,
  }));
}

/**
 * The one builder of structured data: the store, the page, its breadcrumbs, and its service and FAQ where it has
 * them. No Review or AggregateRating about the shop: Google ignores self-serving reviews and ours are placeholders.
 */
export function buildJsonLd(
  { business, routes, claims }: Pick<Content, "business" | "routes" | "claims">,
  page: SitePage,
) {
  const url = absoluteUrl(page.path);
  const storeId = `${absoluteUrl("/")}#store`;
  const { address, geo } = business;
  const store = {
    "@type": "ComputerStore",
    "@id": storeId,
    name: business.name,
    url: absoluteUrl("/"),
    image: absoluteUrl(ogImagePath("/")),
    telephone: business.phone.e164,
    email: business.email,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: business.phone.e164,
      email: business.email,
      availableLanguage: claims[SPANISH_SPOKEN]?.confirmed ? ["English", "Spanish"] : ["English"],
    },
    foundingDate: String(business.established),
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: business.hours.flatMap((h) =>
      "closed" in h
        ? []
        : [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: h.days.map((d) => DAYS[d]),
              opens: h.opens,
              closes: h.closes,
            },
          ],
    ),
    ...(business.specialHours.length && {
      specialOpeningHoursSpecification: specialOpeningHoursSpecification(business.specialHours),
    }),
    areaServed: routes.cityLinks.map(({ city }) => ({
      "@type": "City",
      name: `${city.name}, ${address.region}`,
    })),
    sameAs: business.social.map((profile) => profile.url),
  };
  const webPage = {
    "@type": page.faqs?.length ? ["WebPage", "FAQPage"] : "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.meta.title,
    description: page.meta.description,
    inLanguage: locales[page.language],
    about: { "@id": storeId },
    ...(page.breadcrumbs.length > 1 && { breadcrumb: { "@id": `${url}#breadcrumb` } }),
    ...(page.faqs?.length && {
      mainEntity: page.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer.map(markdownText).join("\n\n") },
      })),
    }),
  };
  const breadcrumbs = page.breadcrumbs.length > 1 && {
    "@type": "BreadcrumbList",
    "@id": `${url}#breadcrumb`,
    itemListElement: page.breadcrumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
  const service = page.service && {
    "@type": "Service",
    "@id": `${url}#service`,
    name: page.service.h1,
    serviceType: page.service.card.title,
    description: page.service.meta.description,
    url,
    provider: { "@id": storeId },
    areaServed: { "@type": "Place", name: page.service.location },
  };
  return {
    "@context": "https://schema.org",
    "@graph": [store, webPage, breadcrumbs, service].filter(Boolean),
  };
}
