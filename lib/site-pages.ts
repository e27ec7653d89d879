import { content } from "@/lib/content";
import type { Faq, PageMeta, Service } from "@/lib/content/schema";
import { entryPages } from "@/lib/routes";

/** One indexable page: what search engines, social cards and structured data say about it. */
export interface CanonicalPage {
  path: string;
  meta: PageMeta;
  heading: string;
  /** The short line above the heading on its social card. */
  kicker: string;
  breadcrumbs: { name: string; path: string }[];
  service?: Service;
  faqs?: Faq[];
}

const home = { name: "Home", path: "/" };
const { pages } = content;

function buildCanonicalPages(): CanonicalPage[] {
  const core: CanonicalPage[] = [
    {
      path: "/",
      meta: pages.home.meta,
      heading: pages.home.hero.heading,
      kicker: pages.home.hero.eyebrow,
      breadcrumbs: [home],
    },
    {
      path: "/about",
      meta: pages.about.meta,
      heading: pages.about.h1,
      kicker: "About the shop",
      breadcrumbs: [home, { name: "About", path: "/about" }],
    },
    {
      path: "/services",
      meta: pages.services.meta,
      heading: pages.services.h1,
      kicker: "Services",
      breadcrumbs: [home, { name: "Services", path: "/services" }],
    },
    {
      path: "/cities",
      meta: pages.cities.meta,
      heading: pages.cities.h1,
      kicker: "Locations",
      breadcrumbs: [home, { name: "Cities", path: "/cities" }],
    },
    {
      path: "/contact",
      meta: pages.contact.meta,
      heading: pages.contact.h1,
      kicker: "Contact",
      breadcrumbs: [home, { name: "Contact", path: "/contact" }],
    },
  ];
  const seen = new Set<string>();
  const entries: CanonicalPage[] = [];
  for (const page of entryPages.values()) {
    if (seen.has(page.canonicalPath)) continue;
    seen.add(page.canonicalPath);
    if (page.kind === "city") {
      const { city } = page;
      entries.push({
        path: page.canonicalPath,
        meta: city.meta,
        heading: city.h1,
        kicker:
          city.distanceFromDeland === 0
            ? `${city.name}, ${city.county} County`
            : `${city.name} · ${city.distanceFromDeland} miles from the shop`,
        breadcrumbs: [
          home,
          { name: "Cities", path: "/cities" },
          { name: city.name, path: page.canonicalPath },
        ],
        faqs: city.template === "featured" ? city.faqs : undefined,
      });
    } else {
      const { service } = page;
      entries.push({
        path: page.canonicalPath,
        meta: service.meta,
        heading: service.h1,
        kicker: `${service.card.title} · ${service.location}`,
        breadcrumbs: [
          home,
          { name: "Services", path: "/services" },
          { name: service.card.title, path: page.canonicalPath },
        ],
        service,
        faqs: service.faqs,
      });
    }
  }
  return [...core, ...entries];
}

export const canonicalPages = buildCanonicalPages();

export function canonicalPage(path: string): CanonicalPage {
  const page = canonicalPages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not a canonical page`);
  return page;
}

/** File name of a page's social card image under /og/. */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1).replace(/\//g, "--")}.png`;
}
