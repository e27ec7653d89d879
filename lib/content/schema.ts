import { z } from "zod";

/** Icon names content may use; components/ui/icon.tsx maps each to a lucide icon. */
const iconNames = [
  "laptop",
  "monitor",
  "apple",
  "shield",
  "database",
  "cpu",
  "wifi",
  "hard-drive",
  "wrench",
  "gamepad",
  "battery",
  "plug",
  "droplets",
  "search",
  "clock",
  "badge-check",
  "graduation-cap",
  "building",
  "map-pin",
  "thumbs-up",
  "dollar",
  "users",
  "home",
  "zap",
  "star",
  "shopping-bag",
  "globe",
] as const;

const text = z.string().trim().min(1, "must not be empty");
const paragraphs = z.array(text).min(1, "needs at least one paragraph");
const SLUG_MESSAGE = "must be lower-case words joined by hyphens, e.g. orange-city";
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE)
  .meta({
    title: "Address",
    description:
      "A page's address after the site's name, in lower-case words joined by hyphens, such as orange-city.",
    patternMessage: SLUG_MESSAGE,
  });
export const internalPath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:[-.][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-.][a-z0-9]+)*)*)?$/,
    "must be a site path such as /contact",
  );
export const externalUrl = z.url({ protocol: /^https?$/, error: "must be a full http(s) URL" });
/** Where a button or the notice's link leads: a page of this site or another site. */
export const linkTarget = z.union([internalPath, externalUrl], {
  error: "must be a site path such as /contact, or a full http(s) URL",
});
const icon = z.enum(iconNames);

/** Search snippet limits: Google truncates longer titles and descriptions. */
export const pageMetaSchema = z
  .strictObject({
    title: text
      .max(60, "must be at most 60 characters (search results cut longer titles)")
      .meta({ title: "Title", description: "The page's title in search results and on its browser tab." }),
    description: text
      .min(70, "must be at least 70 characters")
      .max(160, "must be at most 160 characters (search results cut longer descriptions)")
      .meta({ title: "Description", description: "The text under the title in search results." }),
  })
  .meta({ title: "In search results" });

/**
 * Set by the build, never written: on a translated page, a link to a page that has no translation yet leads to the
 * English page, and says so (hreflang="en").
 */
const crossLanguage = z.literal("en").optional();

export const linkSchema = z.strictObject({
  title: text.meta({ title: "Link text" }),
  href: internalPath.meta({ title: "Page", description: "The page it leads to, such as /laptop-repair." }),
  hreflang: crossLanguage,
});
/** A button that leads somewhere: a hero's extra action, or the action a text block ends with. */
const actionLinkSchema = z.strictObject({
  label: text.meta({ title: "Button text" }),
  href: linkTarget.meta({
    title: "Leads to",
    description:
      "A page of this site, such as /contact, or another site's full address, starting with https://.",
  }),
  hreflang: crossLanguage,
});
const faqSchema = z.strictObject({
  question: text.meta({ title: "Question" }),
  answer: paragraphs.meta({ title: "Answer", description: "One or more paragraphs." }),
});

const testimonialSchema = z.strictObject({
  name: text.meta({ title: "Customer's name" }),
  business: text
    .meta({ title: "Customer's business", description: "Shown under the name, if given." })
    .optional(),
  url: externalUrl
    .meta({ title: "Where it was posted", description: "The review's address online, if it has one." })
    .optional(),
  rating: z
    .number()
    .int("must be a whole number")
    .min(1, "must be 1 to 5")
    .max(5, "must be 1 to 5")
    .meta({ title: "Stars", description: "1 to 5." }),
  text: text.meta({ title: "Review", description: "The customer's words." }),
  placeholder: z.boolean().meta({
    title: "Example review",
    description:
      "On while this is an example, not a real customer's review: its card says so, and npm run check:launch lists it. Replace it with a review the customer agreed to share, then turn this off.",
  }),
  /** Set by the build, never written: a review quoted on a page in another language (Spanish) is marked lang="en". */
  lang: crossLanguage,
});

export const cardSchema = z.strictObject({
  title: text.meta({ title: "Title" }),
  description: text.meta({ title: "Text" }),
  icon: icon.meta({ title: "Icon", description: "The small picture at the top of the card." }),
  // Before .optional(): a card that must link (page-schemas.ts) makes it required and keeps its title.
  href: internalPath
    .meta({ title: "Links to", description: "The page the card leads to, such as /laptop-repair." })
    .optional(),
  hreflang: crossLanguage,
});

/** A titled part of a page's prose: a `## ` section of its Markdown, with at most one bulleted list. */
const sectionSchema = z.strictObject({
  heading: text.meta({ title: "Heading" }),
  paragraphs: paragraphs.meta({ title: "Paragraphs" }),
  bullets: z
    .array(text)
    .min(2)
    .meta({ title: "Bulleted list", description: "At least two points, shown after the paragraphs." })
    .optional(),
});
/** A section whose place on the page has no room for a list. */
export const plainSectionSchema = z.strictObject(
  { heading: text.meta({ title: "Heading" }), paragraphs: paragraphs.meta({ title: "Paragraphs" }) },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" && issue.keys.includes("bullets")
        ? "a list is not shown in this section; write it as paragraphs"
        : undefined,
  },
);

const blockIntro = text
  .meta({ title: "Introduction", description: "A sentence or two under the heading, if wanted." })
  .optional();

/** Optional blocks a page can add between its main sections; one component renders each type. */
const blockSchema = z.discriminatedUnion("type", [
  z
    .strictObject({
      type: z.literal("cards"),
      heading: text.meta({ title: "Heading" }),
      intro: blockIntro,
      items: z.array(cardSchema).min(1).meta({ title: "Cards" }),
    })
    .meta({ title: "Cards" }),
  z
    .strictObject({
      type: z.literal("steps"),
      heading: text.meta({ title: "Heading" }),
      intro: blockIntro,
      items: z
        .array(
          z.strictObject({ title: text.meta({ title: "Step" }), description: text.meta({ title: "Text" }) }),
        )
        .min(2)
        .meta({ title: "Steps", description: "At least two, in order; the page numbers them." }),
    })
    .meta({ title: "Numbered steps" }),
  z
    .strictObject({
      type: z.literal("list"),
      heading: text.meta({ title: "Heading" }),
      intro: blockIntro,
      items: z
        .array(text)
        .min(2)
        .meta({ title: "Points", description: "At least two, each shown with a check mark." }),
    })
    .meta({ title: "Checklist" }),
  z
    .strictObject({
      type: z.literal("prices"),
      heading: text.meta({ title: "Heading" }),
      intro: blockIntro,
      items: z
        .array(
          z.strictObject({
            service: text.meta({ title: "Service" }),
            price: text.meta({ title: "Price", description: "Such as From {price.battery-standard}." }),
            time: text.meta({ title: "Time", description: "How long it usually takes." }),
          }),
        )
        .min(1)
        .meta({ title: "Rows", description: "A service, its price and its time each." }),
    })
    .meta({ title: "Price table" }),
  z
    .strictObject({
      type: z.literal("banner"),
      heading: text.meta({ title: "Heading" }),
      text: text.meta({ title: "Text" }),
      tone: z.enum(["info", "urgent"]).meta({
        title: "Look",
        description: "info: blue, for something good to know; urgent: red, for something to act on quickly.",
      }),
    })
    .meta({
      title: "Banner",
      description: "A notice at the top of the page's text, whatever its place in the list.",
    }),
  z
    .strictObject({
      type: z.literal("text"),
      heading: text.meta({ title: "Heading" }),
      paragraphs: paragraphs.meta({ title: "Paragraphs" }),
      link: actionLinkSchema
        .meta({ title: "Button", description: "A button under the paragraphs, if wanted." })
        .optional(),
    })
    .meta({ title: "Text" }),
  z
    .strictObject({
      type: z.literal("site-link"),
      heading: text.meta({ title: "Heading" }),
      text: text.meta({ title: "Text" }),
      label: text.meta({ title: "Button text" }),
      target: z.enum(["mainSite", "shop"]).meta({
        title: "Which site",
        description:
          "mainSite: the main business site; shop: the online parts shop. Their addresses are in Facts and hours.",
      }),
    })
    .meta({
      title: "Link to one of the shop's sites",
      description: "The main business site or the online parts shop.",
    }),
]);

const testimonialsSchema = z.strictObject({
  heading: text.meta({ title: "Heading" }),
  layout: z.enum(["grid", "carousel"]).meta({
    title: "Layout",
    description: "grid: every review at once; carousel: one review at a time, with buttons to go on.",
  }),
  loop: z
    .boolean()
    .meta({
      title: "Loop the carousel",
      description: "On: after the last review the carousel starts again at the first.",
    })
    .default(false),
  items: z.array(testimonialSchema).min(1).meta({ title: "Reviews" }),
});

const cityBase = z.strictObject({
  slug,
  name: text.meta({ title: "City" }),
  county: z.enum(["Volusia", "Seminole", "Orange", "Brevard", "Lake", "Flagler"]).meta({ title: "County" }),
  distanceFromDeland: z
    .number({ error: "must be a number of miles" })
    .min(0)
    .max(50)
    .meta({ title: "Miles from the shop", description: "By road; the list of cities is sorted by it." }),
  driveMinutes: z
    .number({ error: "must be a number of minutes" })
    .int()
    .min(0)
    .max(120)
    .meta({ title: "Minutes by car", description: "A typical drive from the shop." }),
  coordinates: z
    .strictObject({
      latitude: z
        .number({ error: "must be degrees north, such as 28.90" })
        .min(24)
        .max(32)
        .meta({ title: "Latitude", description: "Degrees north, such as 28.90." }),
      longitude: z
        .number({ error: "must be degrees east, negative in Florida, such as -81.26" })
        .min(-88)
        .max(-79)
        .meta({ title: "Longitude", description: "Degrees east, negative in Florida, such as -81.26." }),
    })
    .meta({
      title: "City centre",
      description:
        'To the hundredth of a degree: the build checks that the copy\'s directions ("north of DeLand") agree.',
    }),
  description: text.max(220, "must be at most 220 characters (it is a card)").meta({
    title: "Card text",
    description: "One or two sentences for the city's card on the list of cities and the home page.",
  }),
  meta: pageMetaSchema,
  h1: text.meta({ title: "Main heading", description: "The heading at the top of the page." }),
});

export const standardCitySchema = cityBase.extend({
  template: z.literal("standard"),
  /** Sub-heading under the h1, e.g. how the trip from the city works. */
  intro: text,
  sections: z.array(sectionSchema).min(3, "needs at least three sections of body copy"),
  servicesChecklist: z
    .array(text)
    .min(6)
    .meta({ title: "Services list", description: "What the shop does for the city, one line each." }),
});

export const featuredCitySchema = cityBase.extend({
  template: z.literal("featured"),
  intro: paragraphs.meta({ title: "Introduction", description: "The paragraphs under the main heading." }),
  benefits: z
    .strictObject({
      heading: text.meta({ title: "Heading" }),
      style: z.enum(["cards", "badges"]).meta({
        title: "Look",
        description: "cards: large cards, three to a row; badges: smaller, four to a row.",
      }),
      items: z.array(cardSchema).min(4).meta({ title: "Cards", description: "At least four." }),
    })
    .meta({ title: "Reasons to come in", description: "The cards under the top of the page." }),
  services: z
    .strictObject({
      heading: text.meta({ title: "Heading" }),
      items: z.array(cardSchema).min(4).meta({ title: "Cards", description: "At least four." }),
    })
    .meta({ title: "Services", description: "Service cards, first in the page's main column." }),
  sections: z
    .array(sectionSchema)
    .min(1)
    .meta({ title: "Sections", description: "The page's text, each part under its own heading." }),
  testimonials: testimonialsSchema.meta({ title: "Reviews" }),
  faqs: z.array(faqSchema).min(6).meta({ title: "Questions and answers", description: "At least six." }),
  shareLinks: z
    .boolean()
    .meta({ title: "Share buttons", description: "Facebook, LinkedIn and X share links under each answer." }),
});

export const citySchema = z.discriminatedUnion("template", [standardCitySchema, featuredCitySchema]);

export const serviceSchema = z.strictObject({
  slug: slug.meta({
    title: "Address",
    description:
      "The page's address after the site's name, such as laptop-repair, unless Main address says otherwise. It is also its file's name: to move a page, see the guide (docs/editing.md). The Spanish page has its own, in Spanish words, after /es/.",
  }),
  aliases: z.array(slug).meta({
    title: "Other addresses",
    description:
      "More addresses that show this page, such as laptop-repair-deland; each works with /services/ in front too.",
  }),
  canonicalPath: internalPath
    .meta({
      title: "Main address",
      description:
        "Only where the address search engines are given is not the one above: another of the page's addresses, such as /services/custom-built-computers-volusia-county.",
    })
    .optional(),
  meta: pageMetaSchema,
  h1: text.meta({ title: "Main heading", description: "The heading at the top of the page." }),
  location: text.meta({
    title: "Area served",
    description:
      "Such as DeLand, FL: shown after the service's name above the heading, and given to search engines.",
  }),
  card: z
    .strictObject({
      title: text.meta({
        title: "Service name",
        description: "Shown above the page's heading, in its breadcrumbs and on its shared links.",
      }),
      description: text.meta({ title: "Summary", description: "A sentence or two on what the service is." }),
      icon: icon.meta({ title: "Icon" }),
    })
    .meta({ title: "Name and summary" }),
  intro: text,
  informationalContent: sectionSchema,
  commercialContent: sectionSchema,
  transactionalContent: plainSectionSchema,
  blocks: z
    .array(blockSchema)
    .meta({
      title: "Extra sections",
      description: "A banner shows at the top of the page's text; the others after its second section.",
    })
    .default([]),
  testimonials: testimonialsSchema
    .meta({ title: "Reviews", description: "Customer reviews, if any." })
    .optional(),
  faqs: z.array(faqSchema).meta({ title: "Questions and answers" }).optional(),
  relatedServices: z
    .array(linkSchema)
    .min(2)
    .meta({ title: "Related services", description: "At least two links, shown beside the page's text." }),
  heroLinks: z
    .array(actionLinkSchema)
    .meta({
      title: "Extra buttons",
      description: "Buttons beside the call button at the top of the page, such as Get a free quote.",
    })
    .default([]),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Card = z.infer<typeof cardSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Block = z.infer<typeof blockSchema>;
export type Testimonials = z.infer<typeof testimonialsSchema>;
export type City = z.infer<typeof citySchema>;
export type StandardCity = z.infer<typeof standardCitySchema>;
export type FeaturedCity = z.infer<typeof featuredCitySchema>;
export type Service = z.infer<typeof serviceSchema>;
export type IconName = (typeof iconNames)[number];
