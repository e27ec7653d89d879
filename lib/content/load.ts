import { z } from "zod";
import { resolveSiteUrl } from "@/lib/site-url";
import {
  corePageKeys,
  corePageSchemas,
  navigationSchema,
  notFoundSchema,
  translatedPagePath,
  type CorePageCopy,
  type CorePageKey,
  type PageKey,
} from "./page-schemas";
import { englishCorePaths } from "./core-paths";
import { buildRouteTable } from "./route-table";
import { citySchema, serviceSchema } from "./schema";
import {
  claimsSchema,
  pricesSchema,
  siteSchema,
  SPANISH_SPOKEN,
  type Claims,
  type Prices,
  type Site,
} from "./site-schema";
import {
  formatDays,
  formatDuration,
  formatGuarantee,
  formatHours,
  formatNumber,
  formatPrice,
  formatRate,
  formatWeek,
  formatYears,
} from "@/lib/format";
import { locales, type Language } from "@/lib/i18n";
import { zoneOffsets } from "@/lib/zone-offsets";
import { shopCalendar } from "./special-hours";
import { cityPageRules } from "./city-rules";
import { compassBearingRule } from "./compass-rule";
import { factsOnceRule } from "./facts-rule";
import { markdownLinks } from "./markdown";
import { fillTokens, nearestTokens, type Tokens } from "./tokens";
import { sentenceOnceRule } from "./sentence-rule";
import { translate, type Translation } from "./translate";
import { uiSchema } from "./ui-schema";
import type { Business, EntrySitePage, LinkOrigin, RawContent, WeeklyHours } from "./types";
import { ProblemList, parseEntry, type FillAndParse } from "./validate";
import { pageFile } from "./page-files";

/** A line of the weekly hours with its days named, and its hours written, in `language`. */
function weeklyHours(h: Site["hours"][number], language: Language): WeeklyHours {
  const label = formatDays(h.days, language);
  return "closed" in h ? { ...h, label } : { ...h, label, times: formatHours(h.opens, h.closes, language) };
}

/**
 * The facts derived from content/site.yaml alone, written in `language`: what tokens in the rest of content are
 * filled from.
 */
function deriveFacts(site: Site, siteUrl: string, now: number, language: Language, closedWord: string) {
  const domain = new URL(siteUrl).hostname.replace(/^www\./, "");
  const { street, city, region, postalCode } = site.address;
  const hours = site.hours.map((h) => weeklyHours(h, language));
  return {
    ...site,
    hours,
    url: siteUrl,
    email: `${site.emailMailbox}@${domain}`,
    telHref: `tel:${site.phone.e164}`,
    yearsLabel: formatYears(site.established, new Date(now).getUTCFullYear(), language),
    fullAddress: `${street}, ${city}, ${region} ${postalCode}`,
    hoursLine: formatWeek(site.hours, closedWord, language),
  };
}

/** A translated core page's address, checked as the field of its file it is. */
const translatedRouteSchema = z.strictObject({ route: z.strictObject({ path: translatedPagePath }) });

/** The files of a collection, each with the name problems give its entry: its slug, else its file name. */
function collectionEntries(base: string, dir: "cities" | "services", files: Record<string, unknown>) {
  return Object.entries(files).map(([key, data]) => {
    const slug = (data as { slug?: unknown } | undefined)?.slug;
    return { file: pageFile(base, dir, key), entry: typeof slug === "string" ? slug : key, data };
  });
}

function parseCollection<S extends z.ZodType>(
  schema: S,
  [base, dir]: [string, "cities" | "services"],
  files: Record<string, unknown>,
  parse: FillAndParse,
  problems: ProblemList,
): { file: string; entry: z.infer<S> }[] {
  const parsed: { file: string; entry: z.infer<S> }[] = [];
  for (const { file, entry, data } of collectionEntries(base, dir, files))
    problems.run(() => parsed.push({ file, entry: parse(schema, file, entry, data) }));
  return parsed;
}

/**
 * Every internal link in a value: any `href` field, and any Markdown link in its text (`markdown`), that starts
 * with "/".
 */
function collectLinks(value: unknown, path = ""): { field: string; href: string; markdown?: true }[] {
  if (typeof value === "string")
    return value.includes("](")
      ? markdownLinks(value)
          .filter((href) => href.startsWith("/"))
          .map((href) => ({ field: path, href, markdown: true }))
      : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => collectLinks(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const field = path ? `${path}.${key}` : key;
      return key === "href" && typeof item === "string" && item.startsWith("/")
        ? [{ field, href: item }]
        : collectLinks(item, field);
    });
  }
  return [];
}

/**
 * {price.diagnostics}, {time.most-repairs} and so on, from content/prices.yaml, written in `language`; a price range
 * also gives its ends, {price.water-damage-cleaning.low} and {price.water-damage-cleaning.high}, for copy such as
 * "cleaning from $150".
 */
function priceTokens(prices: Prices, language: Language): Tokens {
  const entries = <T>(kind: keyof Prices, values: Record<string, T>, format: (value: T) => string) =>
    Object.entries(values).map(([key, value]) => [`${kind}.${key}`, format(value)]);
  return Object.fromEntries([
    ...entries("price", prices.price, (price) => formatPrice(price, language)),
    ...Object.entries(prices.price).flatMap(([key, price]) =>
      Array.isArray(price)
        ? [
            [`price.${key}.low`, formatPrice(price[0], language)],
            [`price.${key}.high`, formatPrice(price[1], language)],
          ]
        : [],
    ),
    ...entries("time", prices.time, (time) => formatDuration(time, language)),
    ...entries("guarantee", prices.guarantee, (guarantee) => formatGuarantee(guarantee, language)),
    ...entries("rate", prices.rate, (rate) => formatRate(rate, language)),
  ]);
}

function businessTokens(business: ReturnType<typeof deriveFacts>, language: Language): Tokens {
  return {
    name: business.name,
    phone: business.phone.display,
    email: business.email,
    street: business.address.street,
    town: business.address.city,
    tagline: business.tagline,
    address: business.fullAddress,
    established: String(business.established),
    years: business.yearsLabel,
    radius: formatNumber(business.serviceRadiusMiles, language),
    "floor-area": formatNumber(business.floorAreaSquareFeet, language),
    hours: business.hoursLine,
    "walk-in": business.promises.walkIn,
    "onsite-booking": business.promises.onsiteBooking,
    "onsite-area": business.promises.onsiteArea,
    "onsite-days": business.promises.onsiteDays,
    "same-day": business.promises.sameDay,
    warranty: business.promises.warranty,
    "data-recovery-promise": business.promises.dataRecovery,
  };
}

/**
 * Fills tokens from the business facts, validates the result and builds the route table. Throws a ContentError listing every problem
 * as "file › entry › field: message", so a bad edit fails the build with a clear answer.
 */
export function loadContent(
  raw: RawContent,
  options: {
    siteUrl?: string;
    now?: number;
    language?: Language;
    /** The English site, when loading a translation: its pages are where links to untranslated pages lead. */
    english?: Content;
    /**
     * A translation's city cards, by city: those of cities whose page stays English are shown in this language's
     * lists, so the copy rules read them with the rest of its copy.
     */
    cityCards?: Map<string, string>;
    /** A translation's core page addresses, each as its `route.path` gives it (lib/content/translate.ts). */
    corePaths?: Translation["corePaths"];
  } = {},
) {
  const problems = new ProblemList(raw.locate);
  const language = options.language ?? "en";
  const { english } = options;
  // Where this language's files are: content/ for English, content/es/ for Spanish.
  const base = language === "en" ? "content" : `content/${language}`;
  const siteUrl = resolveSiteUrl(options.siteUrl);
  const now = options.now ?? Date.now();
  // The business facts come first: every token in the rest of content is filled from them.
  const site = parseEntry(siteSchema, `${base}/site.yaml`, "site", raw.site, raw.locate);
  // {hours} says a closed day in the hours lists' word (ui.yaml's hours.closed), lower case inside the sentence. It
  // is read before ui.yaml is parsed, since ui.yaml's own text takes tokens; a missing word is reported with it.
  const closedWord = (raw.ui as { hours?: { closed?: unknown } } | undefined)?.hours?.closed;
  const facts = deriveFacts(
    site,
    siteUrl,
    now,
    language,
    typeof closedWord === "string" ? closedWord.toLocaleLowerCase(locales[language]) : "",
  );
  let prices: Prices = { price: {}, time: {}, guarantee: {}, rate: {} };
  problems.run(
    () => (prices = parseEntry(pricesSchema, "content/prices.yaml", "prices", raw.prices, raw.locate)),
  );
  let claims: Claims = {};
  problems.run(
    () => (claims = parseEntry(claimsSchema, "content/claims.yaml", "claims", raw.claims, raw.locate)),
  );
  // Every token comes from these files: until they are right, the rest of content would only repeat their errors.
  problems.throwIfAny();
  const claimTokens = Object.fromEntries(
    Object.entries(claims).map(([key, { text }]) => [`claim.${key}`, text]),
  );
  const tokens = { ...businessTokens(facts, language), ...priceTokens(prices, language), ...claimTokens };
  const fill = <T>(file: string, entry: string, data: T): T =>
    fillTokens(data, tokens, (field, token) =>
      problems.add(
        file,
        entry,
        field,
        `uses ${token}, which is not a known token; did you mean ${nearestTokens(token.slice(1, -1), tokens).join(", ")}? (Write {{ and }} for a brace.)`,
      ),
    );
  const parse: FillAndParse = (schema, file, entry, data) =>
    parseEntry(schema, file, entry, fill(file, entry, data), raw.locate, data);

  const zone = zoneOffsets(site.timeZone, new Date(now).getUTCFullYear());
  const calendar = shopCalendar(site.hours, raw, zone, now, language, {
    parse,
    problems,
    // Each special day is named in every language in the English file.
    files: { specialHours: "content/special-hours.yaml", notice: `${base}/notice.yaml` },
  });
  const business: Business = { ...facts, ...calendar };
  const single = <S extends z.ZodType>(schema: S, file: string, entry: string, data: unknown) => {
    let result: z.infer<S> | undefined;
    problems.run(() => (result = parse(schema, file, entry, data)));
    return { file, name: entry, data: result as z.infer<S> };
  };

  // A translation's cards of cities whose page stays English, their tokens filled like the rest of the copy.
  const cityCards = new Map(
    [...(options.cityCards ?? [])].map(([key, description]) => [
      key,
      fill(pageFile(base, "cities", key), key, { description }).description,
    ]),
  );
  const navigation = single(navigationSchema, `${base}/navigation.yaml`, "navigation", raw.navigation);
  // The words the templates put around the copy (content/ui.yaml).
  const ui = single(uiSchema, `${base}/ui.yaml`, "ui", raw.ui);
  const core = corePageKeys.map((key) => {
    const file = pageFile(base, "pages", key);
    const schema: z.ZodType<CorePageCopy> = corePageSchemas[key];
    // An English core page answers where its route file is; a translation's where its `route.path` says.
    const path =
      language === "en"
        ? englishCorePaths[key]
        : single(translatedRouteSchema, file, key, { route: { path: options.corePaths?.[key] } }).data?.route
            .path;
    return { key, file, copy: single(schema, file, key, raw.pages[key]).data, path: path ?? "" };
  });
  const notFound = single(
    notFoundSchema,
    `${base}/pages/not-found.yaml`,
    "not-found",
    raw.pages["not-found"],
  );
  const cities = parseCollection(citySchema, [base, "cities"], raw.cities, parse, problems);
  const services = parseCollection(serviceSchema, [base, "services"], raw.services, parse, problems);
  // The copy of every page as the owner wrote it (shared components aside): what the copy rules read.
  const pageCopy = [
    { file: navigation.file, entry: navigation.name, data: raw.navigation },
    { file: ui.file, entry: ui.name, data: raw.ui },
    ...(Object.keys(raw.pages) as PageKey[]).map((key) => ({
      file: pageFile(base, "pages", key),
      entry: key,
      data: raw.pages[key],
    })),
    ...collectionEntries(base, "cities", raw.cities),
    ...collectionEntries(base, "services", raw.services),
    ...[...(options.cityCards ?? [])]
      .filter(([key]) => !(key in raw.cities))
      .map(([key, description]) => ({
        file: pageFile(base, "cities", key),
        entry: key,
        data: { description },
      })),
  ];
  const report = (file: string, entry: string, field: string, message: string) =>
    problems.add(file, entry, field, message);
  // Checked before tokens are filled: once filled, the copy shows every figure, rightly.
  factsOnceRule(pageCopy, report, language);
  problems.throwIfAny();

  const routes = buildRouteTable({ core, cities, services, kickers: ui.data.kickers }, problems, language);

  // A translation lists every English city: one whose page is not translated yet is linked in English.
  const citySlugs = new Set((english?.cities ?? cities.map((c) => c.entry)).map((city) => city.slug));
  // Where each internal link of content comes from, for the build's link check. A translation's links (`href`) and
  // city slugs are facts of the English file (./overlay.ts); its Markdown links are its own.
  const linkOrigins: LinkOrigin[] = [];
  const origin = (file: string, field: string) => ({ file: raw.locate?.(file, field) ?? file, field });
  const factOrigin = (file: string, field: string) =>
    language === "en" ? origin(file, field) : { file: file.replace(base, "content"), field };
  const checkLinks = (file: string, entry: string, value: unknown) => {
    for (const { field, href, markdown } of collectLinks(value)) {
      linkOrigins.push({ href, ...(markdown ? origin(file, field) : factOrigin(file, field)) });
      const path = href.split("#")[0]!;
      const page = routes.byPath.get(path) ?? english?.routes.byPath.get(path);
      if (!page) problems.add(file, entry, field, `links to ${href}, which is not a page on this site`);
      else if (page.path !== path)
        problems.add(
          file,
          entry,
          field,
          `links to ${href}, an alias; link to the canonical ${page.path} instead`,
        );
    }
  };
  // A translation links a city whose page is not translated to its English page.
  const cityPaths = new Map(
    [...(english?.routes.cityLinks ?? []), ...routes.cityLinks].map(({ city, path }) => [city.slug, path]),
  );
  const checkCitySlugs = (file: string, entry: string, field: string, slugs: string[]) =>
    slugs.forEach((slug, i) => {
      const path = cityPaths.get(slug);
      if (path) linkOrigins.push({ href: path, ...factOrigin(file, `${field}[${i}]`) });
      if (!citySlugs.has(slug))
        problems.add(file, entry, `${field}[${i}]`, `"${slug}" is not a city in content/cities`);
    });

  checkLinks(navigation.file, navigation.name, navigation.data);
  checkLinks(`${base}/notice.yaml`, "notice", business.notice);
  for (const { file, key, copy } of core) checkLinks(file, key, copy);
  checkLinks(notFound.file, notFound.name, notFound.data);
  checkCitySlugs(navigation.file, navigation.name, "footerCitySlugs", navigation.data.footerCitySlugs);
  const pages = Object.fromEntries(core.map(({ key, copy }) => [key, copy])) as {
    [K in CorePageKey]: CorePageCopy<K>;
  };
  checkCitySlugs(`${base}/pages/home.yaml`, "home", "cities.slugs", pages.home.cities.slugs);
  pages.contact.territory.counties.forEach((county, i) =>
    checkCitySlugs(
      `${base}/pages/contact.yaml`,
      "contact",
      `territory.counties[${i}].citySlugs`,
      county.citySlugs,
    ),
  );
  for (const { file, entry } of [...cities, ...services]) checkLinks(file, entry.slug, entry);

  cityPageRules(cities, problems, language);
  sentenceOnceRule(pageCopy, raw.locate, report, language);
  // A translation's places are every English city, its page translated or only its card.
  const places = english?.cities ?? cities.map(({ entry }) => entry);
  const cityNames = new Map([
    ...(english?.cities ?? []).map((city) => [pageFile(base, "cities", city.slug), city.name] as const),
    ...cities.map(({ file, entry }) => [file, entry.name] as const),
  ]);
  compassBearingRule(
    pageCopy.map((entry) => ({ ...entry, city: cityNames.get(entry.file) })),
    places.map((city) => ({ name: city.name, ...city.coordinates })),
    { name: site.name, town: site.address.city, ...site.geo },
    report,
    language,
  );

  // Titles and descriptions must be unique: search engines treat repeats as duplicate pages.
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const { source, meta } of routes.pages) {
    for (const key of ["title", "description"] as const) {
      const other = seen[key].get(meta[key]);
      if (other)
        problems.add(
          source.file,
          source.entry,
          `meta.${key}`,
          `is the same as in ${other}; every page needs its own`,
        );
      else seen[key].set(meta[key], source.file);
    }
  }
  problems.throwIfAny();

  return {
    language,
    cityCards,
    business,
    claims,
    navigation: navigation.data,
    ui: {
      ...ui.data,
      paths: Object.fromEntries(core.map(({ key, path }) => [key, path])) as Record<CorePageKey, string>,
      ...(language === "es" &&
        claims[SPANISH_SPOKEN]?.confirmed && { callNote: ui.data.buttons.spanishSpoken }),
    },
    pages: { ...pages, notFound: notFound.data },
    cities: cities.map((c) => c.entry),
    services: services.map((s) => s.entry),
    routes,
    /** Where each internal link on this language's pages comes from in content. */
    linkOrigins: [
      ...linkOrigins,
      ...routes.origins.map(({ href, file, field }) => ({ href, ...origin(file, field) })),
    ],
  };
}

export type Content = ReturnType<typeof loadContent>;

/** The site in every language it is built in: English, and Spanish where site.yaml turns it on. */
export interface SiteContent {
  en: Content;
  es: Content | null;
  /** How the Spanish site stands against the English: pages built in English only, outdated translations. */
  translation: Translation | null;
}

/**
 * Loads the English content, then, where site.yaml turns Spanish on, the Spanish content laid over it
 * (lib/content/translate.ts), and pairs each page with its translation.
 */
export function loadSite(
  raw: RawContent,
  spanish: RawContent | null,
  options: { siteUrl?: string; now?: number } = {},
): SiteContent {
  const en = loadContent(raw, options);
  if (!en.business.spanish) return { en, es: null, translation: null };
  const problems = new ProblemList(spanish?.locate);
  if (!spanish) {
    problems.add("content/es", "Spanish", "(folder)", "is missing; site.yaml has spanish: true");
    problems.throwIfAny();
  }
  const translation = translate(raw, spanish!, "es", problems);
  problems.throwIfAny();
  const es = loadContent(translation.raw, {
    ...options,
    language: "es",
    english: en,
    cityCards: translation.cityCards,
    corePaths: translation.corePaths,
  });
  pairTranslations(en, es);
  return { en, es, translation };
}

/** Marks each link of a translation that leads to an English page, for lack of a translated one. */
function markEnglishLinks(value: unknown): void {
  if (Array.isArray(value)) value.forEach(markEnglishLinks);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const { href } = record;
    if (typeof href === "string" && href.startsWith("/") && !/^\/es(\/|$|#)/.test(href))
      record.hreflang = "en";
    Object.values(record).forEach(markEnglishLinks);
  }
}

/** The reviews of a city or service page, where it has them. */
function reviewsOf(page: EntrySitePage) {
  const entry = page.kind === "city" ? page.city : page.service;
  return "testimonials" in entry ? entry.testimonials : undefined;
}

/** Gives each page its translation's path, and lists every city in Spanish: in English while its page is. */
function pairTranslations(en: Content, es: Content) {
  markEnglishLinks([es.navigation, es.pages, es.cities, es.services, es.business.notice]);
  const esPages = new Map(
    es.routes.pages.map((page) => [page.source.file.replace("content/es/", "content/"), page]),
  );
  // Reviews are quoted as the customers wrote them (lib/content/overlay.ts): in English, on a Spanish page, with
  // any token in them as the English page fills it ("the 30-day guarantee", not "the 30 días guarantee").
  for (const page of en.routes.pages) {
    const other = esPages.get(page.source.file);
    if (page.kind === "core" || other?.kind !== page.kind) continue;
    const english = reviewsOf(page);
    const spanish = reviewsOf(other as EntrySitePage);
    if (english && spanish) spanish.items.forEach((review, i) => Object.assign(review, english.items[i]));
  }
  for (const entry of [...es.cities, ...es.services])
    if ("testimonials" in entry && entry.testimonials)
      for (const review of entry.testimonials.items) review.lang = "en";
  for (const page of en.routes.pages) {
    const other = esPages.get(page.source.file);
    if (!other) continue;
    page.alternates.es = other.path;
    other.alternates.en = page.path;
  }
  es.routes.cityLinks = en.routes.cityLinks.map(({ city, path }) => {
    const translated = es.routes.cityLinks.find((link) => link.city.slug === city.slug);
    if (translated) return translated;
    const card = es.cityCards.get(city.slug);
    return card === undefined
      ? { city, path, hreflang: "en" as const, lang: "en" as const }
      : { city: { ...city, description: card }, path, hreflang: "en" as const };
  });
}
