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
    });
}
const text = slotted();

/**
 * A text of ui.yaml with its label and hint in the editor: `hint` says where it shows, and `slots` what fills each of
 * its slots, by name ({ city: "the city's name" }), which the hint lists after it.
 */
function words(title: string, hint?: string, slots: Record<string, string> = {}) {
  const names = Object.keys(slots);
  const fills = names.map((slot) => `<${slot}>: ${slots[slot]}`).join("; ");
  const description = [hint, names.length && `Slots: ${fills}.`].filter(Boolean).join(" ");
  return (names.length ? slotted(...names) : text).meta({ title, ...(description && { description }) });
}
/** A group of texts, by where they show. */
const group = <Shape extends z.ZodRawShape>(title: string, description: string | undefined, shape: Shape) =>
  z.strictObject(shape).meta({ title, ...(description && { description }) });

const SCREEN_READERS = "Heard by screen readers only";
const closes = "today's closing time";
const reason = "that day's reason, from special-hours.yaml";
const status = "one of the three “Closed” lines above";
const opens = "the opening time";
const miles = "the city's “Miles from the shop”";
const slide = { n: "the review's number", total: "how many reviews the row has" };
const redirectMeta = "for browsers and search engines (which are told not to list the page)";

export const uiSchema = z
  .strictObject({
    skipLink: words(
      "Skip link",
      "The first link on every page, shown when a keyboard user presses Tab: it jumps past the menu.",
    ),
    topBar: group("Top bar", "The dark bar at the very top of every page.", {
      tagline: words("Tagline", "Also the site's description when it is saved to a phone's home screen."),
      shop: words("Shop link", "The link to the online parts shop."),
      shopHint: words("Shop link (screen readers)", `${SCREEN_READERS}, after the shop link.`),
    }),
    header: group("Header", "The main menu and, on phones, its Menu button.", {
      nav: words("Menu name (screen readers)", "The menu's name for screen readers."),
      menu: words("Menu button", "The button that opens the menu on phones, and the title of the open menu."),
      close: words(
        "Close button",
        "The button that closes the menu; screen readers hear it followed by the next text: “Close menu”.",
      ),
      closeHint: words("Close (screen readers)", `${SCREEN_READERS}, after the Close button: “Close menu”.`),
    }),
    footer: group("Footer", "The footer of every page.", {
      services: words("Services heading"),
      cities: words("Cities heading"),
      allCities: words("All cities link"),
      connect: words("Reviews and social heading"),
      reviews: words("Reviews link", undefined, {
        reviews: "the review site's label in site.yaml (links.reviews.label)",
      }),
      copyright: words("Copyright line", undefined, { year: "the current year" }),
    }),
    buttons: group("Buttons", "Buttons many pages show.", {
      call: words("Call button"),
      spanishSpoken: words(
        "Spanish spoken note",
        "Beside every call button of the Spanish pages, once claims.yaml confirms spanish-spoken; English pages never show it.",
      ),
      email: words("E-mail button"),
      visit: words("Visit button", "The closing band's button to the contact page."),
      directions: words("Directions button", "Opens Google Maps with the route to the shop."),
      directionsHint: words("Directions (screen readers)", `${SCREEN_READERS}, after the directions button.`),
      newTab: words("New tab (screen readers)", `${SCREEN_READERS}, after a link to another website.`),
    }),
    openStatus: group(
      "Open now line",
      "The line that says whether the shop is open right now, on the shop's clock.",
      {
        checking: words("Checking", "Shown for a moment while the page works out the time."),
        open: words("Open now", undefined, { closes }),
        openFor: words("Open now, special day", "On a day of special-hours.yaml with a reason.", {
          closes,
          reason,
        }),
        closedNow: words("Closed now", "Outside today's hours."),
        closedToday: words("Closed today", "On a day the shop does not open at all."),
        closedTodayFor: words("Closed today, special day", "On a day of special-hours.yaml with a reason.", {
          reason,
        }),
        opensToday: words("Opens later today", "When it opens next, if that is today.", { status, opens }),
        opensOn: words("Opens another day", "When it opens next, if that is another day.", {
          status,
          day: "a day of the week below",
          opens,
        }),
        weekdays: z
          .array(text.meta({ title: "Day" }))
          .length(7, "must name the seven days, Sunday first")
          .meta({ title: "Days of the week", description: "Sunday first." }),
        at: group(
          "Time wording",
          "How <closes> and <opens> read, around the time: “one” for a time in the one o'clock hour, “other” for any other (Spanish says “a la 1:00” but “a las 2:00”).",
          {
            one: words("In the one o'clock hour", undefined, { time: "the time" }),
            other: words("At any other time", undefined, { time: "the time" }),
          },
        ),
      },
    ),
    hours: group(
      "Opening hours lists",
      "The lists of opening hours (footer, sidebars, contact page, the home page's visit card).",
      {
        closed: words(
          "Closed day",
          "A day the shop does not open; the {hours} token says it too, in lower case.",
        ),
        special: words(
          "Special hours heading",
          "The heading of the holidays and other days of special-hours.yaml.",
        ),
      },
    ),
    sidebar: group("Sidebar", "The box beside the text of city and service pages.", {
      heading: words("Heading"),
      hours: words("Hours heading"),
      schedule: words(
        "Schedule button",
        "Its button to the contact page (featured city pages use the City pages' Schedule button).",
      ),
      related: words(
        "Related services heading",
        "The heading of the service pages' links to related services.",
      ),
    }),
    map: group("Map", "The map on the contact page and the smaller city pages.", {
      show: words(
        "Show map button",
        "The button that loads the map (nothing is asked of Google before it is pressed).",
      ),
      title: words("Map name (screen readers)", "The map's name for screen readers."),
    }),
    home: group("Home page", undefined, {
      services: words("Services button", "The second button of the banner at the top, to /services."),
      numbers: words(
        "Figures name (screen readers)",
        "The row of three figures under the top banner: its name for screen readers.",
      ),
      years: words("Years label", "The label under the years figure, in the row of three figures."),
      radius: words(
        "Radius label",
        "The label under the service radius figure, in the row of three figures.",
      ),
      satisfaction: words(
        "Satisfaction label",
        "The label under the satisfaction figure, in the row of three figures.",
      ),
      allServices: words("All services button"),
      allCities: words("All cities button"),
      visit: words(
        "Visit card heading",
        "The heading of the card with today's hours, the address and directions.",
      ),
      badges: z
        .strictObject(
          Object.fromEntries(
            portfolioBadges.map((badge) => [
              badge,
              text.meta({ title: badge[0]!.toUpperCase() + badge.slice(1).replace(/-/g, " ") }),
            ]),
          ) as { [B in (typeof portfolioBadges)[number]]: typeof text },
        )
        .meta({
          title: "Portfolio badges",
          description:
            "The badge on each site of the web-services portfolio, by the badge home.yaml gives it.",
        }),
    }),
    about: group("About page", "The about page's buttons and its list of services.", {
      services: words("Services button"),
      whatWeDo: words("What we do heading"),
      allServices: words("All services button"),
      contact: words("Contact button"),
    }),
    servicesIndex: group("Services page", "The services page's second button in the banner at the top.", {
      contact: words("Contact button"),
    }),
    citiesIndex: group("Cities page", undefined, {
      heading: words("Heading", undefined, { count: "how many cities it lists" }),
    }),
    cityCards: group("City cards", "The city cards on the home page and the cities page.", {
      homeTown: words("Home town label", "On the card of the shop's own town."),
      distance: words("Distance", undefined, { miles }),
    }),
    cityPage: group("City pages", undefined, {
      eyebrow: words("Line above the heading", undefined, { city: "the city's name", county: "its county" }),
      distance: words("Distance line", "Under the heading of the smaller city pages.", {
        miles,
        minutes: "its “Minutes by car”",
      }),
      schedule: words("Schedule button", "The featured city pages' button to the contact page."),
      services: words("Services heading", "The heading of the list of services.", {
        city: "the city's name",
      }),
      store: words("Store heading", "The heading of the section with the map."),
      storeLine: words("Store line"),
    }),
    kickers: group(
      "Social card lines",
      "The line above the heading on each city's social card (the image shown when a page is shared).",
      {
        homeTown: words("Home town", "The shop's own town.", {
          city: "the city's name, as on the page",
          county: "its county",
        }),
        distance: words("Other cities", "Every other city.", { city: "the city's name", miles }),
      },
    ),
    contact: group("Contact page", undefined, {
      reachUs: words("Reach us heading"),
      phone: words("Phone label"),
      email: words("E-mail label"),
      store: words("Store label"),
      hours: words("Hours heading"),
      county: words("County heading", "The heading of each county of the service area.", {
        county: "the county's name",
      }),
    }),
    servicePage: group("Service pages", undefined, {
      getStarted: words("Closing heading", "The heading of the closing section."),
      contact: words("Contact button", "The closing section's button to the contact page."),
    }),
    prices: group("Price tables", "The price tables of service pages.", {
      table: words("Table name (screen readers)", "The table's name for screen readers.", {
        heading: "the heading above it",
      }),
      service: words("Service column"),
      price: words("Price column"),
      time: words("Time column"),
      note: words("Note", "Under every price table."),
    }),
    cards: group("Cards", "Cards that link to a page.", { learnMore: words("Learn more link") }),
    faq: group(
      "Questions and answers",
      "The questions and answers of city and service pages, and what follows each answer.",
      {
        heading: words("Heading"),
        follow: words("Follow us label"),
        share: words("Share link", undefined, { network: "Facebook, LinkedIn or X" }),
        copyLink: words("Copy link button"),
        copied: words("Link copied"),
        copyFailed: words("Copy failed"),
      },
    ),
    testimonials: group("Customer reviews", "The sliding row of customer reviews.", {
      carousel: words("Row name (screen readers)", "The sliding row's name for screen readers."),
      carouselRole: words(
        "Row kind (screen readers)",
        "What screen readers call the row, in place of “region”.",
      ),
      slide: words("Review name (screen readers)", "Each review's name for screen readers.", slide),
      slideRole: words(
        "Review kind (screen readers)",
        "What screen readers call each review in the row, in place of “group”.",
      ),
      previous: words("Previous button (screen readers)", "The row's button name for screen readers."),
      next: words("Next button (screen readers)", "The row's button name for screen readers."),
      position: words("Position line", "Under the row.", slide),
      rating: words("Rating (screen readers)", "The stars' meaning for screen readers.", {
        rating: "the review's rating",
      }),
      example: words("Sample review label", "On a sample review."),
    }),
    notFound: group(
      "Page not found",
      "The buttons of the page-not-found page (its text is in pages/not-found.yaml).",
      { home: words("Home button"), contact: words("Contact button") },
    ),
    redirect: group(
      "Redirect page",
      "The page an old address of the former website shows while it sends the visitor on, where the host cannot.",
      {
        title: text
          .max(60, "must be at most 60 characters (search results cut longer titles)")
          .meta({ title: "Page title", description: `Its title ${redirectMeta}.` }),
        description: words("Page description", `Its description ${redirectMeta}.`),
        heading: words("Heading"),
        message: words("Message"),
        link: words("Link"),
      },
    ),
  })
  .meta({
    title: "Words on every page",
    description:
      "The words around the copy: buttons, labels, the headings that repeat on every page of a kind, and what screen readers hear, grouped by where they show. Tokens work as everywhere: {phone}, {name}, {address}, {hours}, {established}, {street}, {town}, {tagline}, {claim.…} and the rest (docs/editing.md, “Facts are tokens”). A word in angle brackets, such as <city> or <miles>, is a slot: the page fills it in for each place the text shows (a city's name, a distance, a count, a slide's number). Keep every slot a text has, spelt as it is; you may move it within the text. A text may use only its own slots, named in its hint (the build says so if one is missing or unknown). Texts marked “(screen readers)” are heard by screen readers only.",
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
