// content/ui.yaml: the words the templates put around the copy (buttons, labels, the headings every page of a kind
// repeats, what screen readers hear), grouped by where they show. Tokens are filled as everywhere; a <slot> is filled
// where the text shows, from lib/slots.ts.
import { z } from "zod";
import type { CorePageKey } from "./page-schemas";
import { slotNames } from "@/lib/slots";
import { portfolioBadges } from "./page-schemas";

const list = (slots: readonly string[]) => slots.map((slot) => `<${slot}>`).join(", ");

/**
 * Words that show as they are written, apart from their slots: `slotted("city", "miles")` must use <city> and
 * <miles>, and no other slot. Every text of ui.yaml is one, most with no slot.
 */
function slotted(...slots: string[]) {
  return z
    .string()
    .trim()
    .min(1, "must not be empty")
    .superRefine((value, context) => {
      const used = slotNames(value);
      const unknown = used.filter((slot) => !slots.includes(slot));
      if (unknown.length)
        context.addIssue({
          code: "custom",
          input: value,
          message: `uses ${list(unknown)}, which ${slots.length ? `is not one of its slots (${list(slots)})` : "this text has no slot for"}`,
        });
      const missing = slots.filter((slot) => !used.includes(slot));
      if (missing.length)
        context.addIssue({ code: "custom", input: value, message: `must use ${list(missing)}` });
    })
    .describe(slots.length ? `Slots: ${list(slots)}.` : "No slots.");
}
const text = slotted();

export const uiSchema = z.strictObject({
  skipLink: text,
  topBar: z.strictObject({ tagline: text, shop: text, shopHint: text }),
  header: z.strictObject({ nav: text, menu: text, close: text, closeHint: text }),
  footer: z.strictObject({
    services: text,
    cities: text,
    allCities: text,
    connect: text,
    reviews: slotted("reviews"),
    copyright: slotted("year"),
  }),
  buttons: z.strictObject({
    call: text,
    spanishSpoken: text,
    email: text,
    visit: text,
    directions: text,
    directionsHint: text,
    newTab: text,
  }),
  openStatus: z.strictObject({
    checking: text,
    open: slotted("closes"),
    openFor: slotted("closes", "reason"),
    closedNow: text,
    closedToday: text,
    closedTodayFor: slotted("reason"),
    opensToday: slotted("status", "opens"),
    opensOn: slotted("status", "day", "opens"),
    weekdays: z.array(text).length(7, "must name the seven days, Sunday first"),
    at: z.strictObject({ one: slotted("time"), other: slotted("time") }),
  }),
  hours: z.strictObject({ closed: text, special: text }),
  sidebar: z.strictObject({ heading: text, hours: text, schedule: text, related: text }),
  map: z.strictObject({ show: text, title: text }),
  home: z.strictObject({
    services: text,
    numbers: text,
    years: text,
    radius: text,
    satisfaction: text,
    allServices: text,
    allCities: text,
    visit: text,
    badges: z.strictObject(
      Object.fromEntries(portfolioBadges.map((badge) => [badge, text])) as {
        [B in (typeof portfolioBadges)[number]]: typeof text;
      },
    ),
  }),
  about: z.strictObject({ services: text, whatWeDo: text, allServices: text, contact: text }),
  servicesIndex: z.strictObject({ contact: text }),
  citiesIndex: z.strictObject({ heading: slotted("count") }),
  cityCards: z.strictObject({ homeTown: text, distance: slotted("miles") }),
  cityPage: z.strictObject({
    eyebrow: slotted("city", "county"),
    distance: slotted("miles", "minutes"),
    schedule: text,
    services: slotted("city"),
    store: text,
    storeLine: text,
  }),
  kickers: z.strictObject({ homeTown: slotted("city", "county"), distance: slotted("city", "miles") }),
  contact: z.strictObject({
    reachUs: text,
    phone: text,
    email: text,
    store: text,
    hours: text,
    county: slotted("county"),
  }),
  servicePage: z.strictObject({ getStarted: text, contact: text }),
  prices: z.strictObject({ table: slotted("heading"), service: text, price: text, time: text, note: text }),
  cards: z.strictObject({ learnMore: text }),
  faq: z.strictObject({
    heading: text,
    follow: text,
    share: slotted("network"),
    copyLink: text,
    copied: text,
    copyFailed: text,
  }),
  testimonials: z.strictObject({
    carousel: text,
    carouselRole: text,
    slide: slotted("n", "total"),
    slideRole: text,
    previous: text,
    next: text,
    position: slotted("n", "total"),
    rating: slotted("rating"),
    example: text,
  }),
  notFound: z.strictObject({ home: text, contact: text }),
  redirect: z.strictObject({
    title: text.max(60, "must be at most 60 characters (search results cut longer titles)"),
    description: text,
    heading: text,
    message: text,
    link: text,
  }),
});

/**
 * The words of content/ui.yaml, and where the templates' own buttons lead ("See our services", "Contact us"): the
 * core pages' paths in the content's language, from its route table.
 */
export type Ui = z.infer<typeof uiSchema> & {
  paths: Record<CorePageKey, string>;
  /**
   * The words beside every call button, where the page's reader needs them: buttons.spanishSpoken on the Spanish
   * pages once claims.yaml confirms spanish-spoken; none on English pages, which need not say so.
   */
  callNote?: string;
};
