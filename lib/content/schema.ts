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
    description: "The page's address after the site's name, such as orange-city. Changing it moves the page.",
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

export const linkSchema = z.strictObject({ title: text, href: internalPath, hreflang: crossLanguage });
/** A button that leads somewhere: a hero's extra action, or the action a text block ends with. */
const actionLinkSchema = z.strictObject({
  label: text,
  href: linkTarget,
  hreflang: crossLanguage,
});
const faqSchema = z.strictObject({ question: text, answer: paragraphs });

const testimonialSchema = z.strictObject({
  name: text,
  business: text.optional(),
  url: externalUrl.optional(),
  rating: z.number().int("must be a whole number").min(1, "must be 1 to 5").max(5, "must be 1 to 5"),
  text: text,
  /** true until the owner replaces it with a real, consented customer review. */
  placeholder: z.boolean(),
  /** Set by the build, never written: a review quoted on a page in another language (Spanish) is marked lang="en". */
  lang: crossLanguage,
});

export const cardSchema = z.strictObject({
  title: text,
  description: text,
  icon,
  href: internalPath.optional(),
  hreflang: crossLanguage,
});

/** A titled part of a page's prose: a `## ` section of its Markdown, with at most one bulleted list. */
const sectionSchema = z.strictObject({
  heading: text,
  paragraphs,
  bullets: z.array(text).min(2).optional(),
});
/** A section whose place on the page has no room for a list. */
export const plainSectionSchema = z.strictObject(
  { heading: text, paragraphs },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" && issue.keys.includes("bullets")
        ? "a list is not shown in this section; write it as paragraphs"
        : undefined,
  },
);

/** Optional blocks a page can add between its main sections; one component renders each type. */
const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("cards"),
    heading: text,
    intro: text.optional(),
    items: z.array(cardSchema).min(1),
  }),
  z.strictObject({
    type: z.literal("steps"),
    heading: text,
    intro: text.optional(),
    items: z.array(z.strictObject({ title: text, description: text })).min(2),
  }),
  z.strictObject({
    type: z.literal("list"),
    heading: text,
    intro: text.optional(),
    items: z.array(text).min(2),
  }),
  z.strictObject({
    type: z.literal("prices"),
    heading: text,
    intro: text.optional(),
    items: z.array(z.strictObject({ service: text, price: text, time: text })).min(1),
  }),
  z.strictObject({ type: z.literal("banner"), heading: text, text: text, tone: z.enum(["info", "urgent"]) }),
  z.strictObject({ type: z.literal("text"), heading: text, paragraphs, link: actionLinkSchema.optional() }),
  /** A pointer to one of the shop's own external sites (URLs live in content/site.yaml). */
  z.strictObject({
    type: z.literal("site-link"),
    heading: text,
    text: text,
    label: text,
    target: z.enum(["mainSite", "shop"]),
  }),
]);

const testimonialsSchema = z.strictObject({
  heading: text,
  layout: z.enum(["grid", "carousel"]),
  /** Carousels loop on the pages the spec names; off elsewhere. */
  loop: z.boolean().default(false),
  items: z.array(testimonialSchema).min(1),
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
  intro: paragraphs,
  benefits: z.strictObject({
    heading: text,
    style: z.enum(["cards", "badges"]),
    items: z.array(cardSchema).min(4),
  }),
  services: z.strictObject({ heading: text, items: z.array(cardSchema).min(4) }),
  sections: z.array(sectionSchema).min(1),
  testimonials: testimonialsSchema,
  faqs: z.array(faqSchema).min(6),
  /** Facebook, LinkedIn and X share links under each FAQ answer. */
  shareLinks: z.boolean(),
});

export const citySchema = z.discriminatedUnion("template", [standardCitySchema, featuredCitySchema]);

export const serviceSchema = z.strictObject({
  /** Short slug: the canonical path is /{slug} unless canonicalPath says otherwise. */
  slug,
  /** Other slugs this page answers at, with and without the /services/ prefix (e.g. a long local slug). */
  aliases: z.array(slug),
  /** Only where the canonical URL is not /{slug}. */
  canonicalPath: internalPath.optional(),
  meta: pageMetaSchema,
  h1: text,
  location: text,
  /** The card on /services and in related links. */
  card: z.strictObject({ title: text, description: text, icon }),
  intro: text,
  informationalContent: sectionSchema,
  commercialContent: sectionSchema,
  transactionalContent: plainSectionSchema,
  blocks: z.array(blockSchema).default([]),
  testimonials: testimonialsSchema.optional(),
  faqs: z.array(faqSchema).optional(),
  relatedServices: z.array(linkSchema).min(2),
  /** Extra call-to-action links (e.g. a free quote) shown in the hero. */
  heroLinks: z.array(actionLinkSchema).default([]),
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
