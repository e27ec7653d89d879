// The shapes of content, before and after loading, in one module that imports nothing at runtime: components and
// the rest of lib/ take their types from here, never from the loader. The zod schemas' own types are defined beside
// their schemas and passed on here.
import type { Schedule } from "@/lib/hours";
import type { Language } from "@/lib/i18n";
import type { CorePageCopy, CorePageKey, PageKey } from "./page-schemas";
import type { City, Faq, PageMeta, Service } from "./schema";
import type { Notice, OpeningHours, Site, SpecialHoursEntry } from "./site-schema";

export type { Ui } from "./ui-schema";

export type {
  AboutPage,
  CitiesPage,
  ContactPage,
  CorePageKey,
  HomePage,
  Navigation,
  NotFoundPage,
  ServicesPage,
} from "./page-schemas";
export type {
  Block,
  Card,
  City,
  Faq,
  FeaturedCity,
  IconName,
  Link,
  PageMeta,
  Section,
  Service,
  StandardCity,
  Testimonial,
  Testimonials,
} from "./schema";

/** Where a field of a content entry was written: "content/cities/deltona.yaml:12" or its Markdown file's line. */
export type Locate = (file: string, field: string) => string | undefined;

/** Everything in content/, as read from its files (lib/content/read.ts), before validation. */
export interface RawContent {
  site: unknown;
  /** content/prices.yaml: every price, turnaround, guarantee and rate the copy states. */
  prices: unknown;
  /** content/claims.yaml: statements the owner must confirm before launch, used in copy as {claim.…}. */
  claims: unknown;
  specialHours: unknown;
  notice: unknown;
  navigation: unknown;
  /** content/ui.yaml: the words around the copy (buttons, labels, what screen readers hear). */
  ui: unknown;
  /** Each file in content/pages/, whole: a core page's `route` and copy, the 404 page's copy. */
  pages: Record<PageKey, unknown>;
  cities: Record<string, unknown>;
  services: Record<string, unknown>;
  /** Where a field was written, "file:line", when the content was read from files. */
  locate?: Locate;
}

/** A dated exception with what pages show of it, and the instants (ms) it begins and ends on the shop's clock. */
export type SpecialHours = SpecialHoursEntry & {
  /** First and last day, counted from 1 January 1970 on the shop's calendar. */
  days: [first: number, last: number];
  starts: number;
  ends: number;
  /** "Thursday, Nov 26", or "Thursday, Dec 24 – Saturday, Dec 26" for a range, in the content's language. */
  when: string;
  /** "9:00 AM – 12:00 PM"; none on a day the shop is closed (the hours lists say so in content/ui.yaml's words). */
  hours?: string;
};

/**
 * A line of the weekly hours, with its days named ("Monday–Friday") and, unless closed, its hours written
 * ("9:00 AM – 5:00 PM"), in the content's language.
 */
export type WeeklyHours =
  | (Extract<OpeningHours, { opens: string }> & { label: string; times: string })
  | (Extract<OpeningHours, { closed: true }> & { label: string });

export type ShopNotice = Omit<Notice, "starts" | "ends"> & {
  starts: number;
  ends: number;
  /** Starts after the build: the page carries it hidden, and the browser shows it at its start. */
  startsAfterBuild: boolean;
};

export type Business = Omit<Site, "hours"> & {
  hours: WeeklyHours[];
  url: string;
  email: string;
  telHref: string;
  /** "20+" ("más de 20" in Spanish), derived from the year established so it never goes stale in copy. */
  yearsLabel: string;
  fullAddress: string;
  /** The {hours} token: "Monday–Friday 9:00 AM–5:00 PM, Saturday 10:00 AM–2:00 PM, Sunday closed". */
  hoursLine: string;
  /** The dated exceptions to the weekly hours not over at build time, earliest first; past ones are ignored. */
  specialHours: SpecialHours[];
  /** Those that begin within UPCOMING_DAYS (lib/content/special-hours.ts): the hours lists show these. */
  upcomingSpecialHours: SpecialHours[];
  /** What the open-now line needs in the browser: the week, the exceptions not over at build time, the offsets. */
  schedule: Schedule;
  /** The site-wide notice, unless none is set or it ended before the build. */
  notice: ShopNotice | null;
};

export interface Breadcrumb {
  name: string;
  path: string;
}

interface PageRoute {
  /** The language of the page's text: its document's lang. */
  language: Language;
  /** The canonical path: the one address links, the sitemap and search engines use. */
  path: string;
  /** The page's path in each language it is written in, its own included: its hreflang alternates. */
  alternates: Partial<Record<Language, string>>;
  /** Other paths that serve the same page. */
  aliases: string[];
  /** The content file and entry the page's copy comes from, for content error messages. */
  source: { file: string; entry: string };
  meta: PageMeta;
  /** The page's h1, also the heading of its social card. */
  heading: string;
  /** The short line above the heading on its social card. */
  kicker: string;
  /** From the home page to this one. */
  breadcrumbs: Breadcrumb[];
  /** The questions and answers on the page, for FAQPage structured data. */
  faqs?: Faq[];
}

/**
 * A page of content/pages/ with an address, carrying its copy, whose shape `template` tells. (`service?: undefined`
 * lets structured data ask any page for its service.)
 */
export type CoreSitePage<K extends CorePageKey = CorePageKey> = {
  [T in K]: PageRoute & { kind: "core"; template: T; copy: CorePageCopy<T>; service?: undefined };
}[K];
export type CitySitePage = PageRoute & {
  kind: "city";
  template: City["template"];
  city: City;
  service?: undefined;
};
export type ServiceSitePage = PageRoute & { kind: "service"; template: "service"; service: Service };
/** A page rendered by a [slug] route from one content file in content/cities/ or content/services/. */
export type EntrySitePage = CitySitePage | ServiceSitePage;
export type SitePage = CoreSitePage | EntrySitePage;

/** Every page the site serves, worked out once from content. */
export interface RouteTable {
  /** Each page once, under its canonical path: core pages, then cities, then services, in content order. */
  pages: SitePage[];
  /** Every path the site serves from content, canonical or alias, to its page. */
  byPath: ReadonlyMap<string, SitePage>;
  /** Every city, in content order, as lists in this language link to it. */
  cityLinks: CityLink[];
  /** The content field each path comes from: a slug, an alias, a translated core page's `route.path`. */
  origins: LinkOrigin[];
}

/**
 * Where an internal URL on the built pages comes from in content: the file and field that made it. The build writes
 * every one (scripts/prepare-build.tsx), and its link check names them for a link that leads nowhere.
 */
export interface LinkOrigin {
  /** The URL as pages carry it: a path, with any #fragment. */
  href: string;
  /** The content file, with its line where known: "content/navigation.yaml", "content/cities/deland.md:7". */
  file: string;
  field: string;
}

/**
 * A city and the canonical path of its page: what a list of cities needs to link to them. A translation lists a
 * city whose page is not translated yet with its English page (`hreflang`), and with its English card (`lang`)
 * where that is not translated either.
 */
export type CityLink = Pick<CitySitePage, "city" | "path"> & { hreflang?: Language; lang?: Language };
