import { z } from "zod";
import { cardSchema, externalUrl, linkSchema, pageMetaSchema, plainSectionSchema } from "./schema";

const text = z.string().trim().min(1, "must not be empty");
const paragraphs = z.array(text).min(1);
const heading = z.strictObject({ heading: text, intro: text.optional() });
const linkedCard = cardSchema.required({ href: true });
/** The badge of a site in the home page's web-services portfolio; content/ui.yaml gives each its words. */
export const portfolioBadges = ["top-ranked", "featured", "new"] as const;

/**
 * A core page's `route` in content/pages/<key>.yaml: how breadcrumbs and social cards name it. Where it answers is
 * code (./core-paths.ts), not a field.
 */
const corePageListingSchema = z.strictObject(
  {
    /** Its name in breadcrumb trails. */
    breadcrumb: text,
    /** The short line above the heading on its social card. */
    kicker: text,
    /** Set on the page that lists every city or every service: their breadcrumb trails pass through it. */
    lists: z.enum(["cities", "services"]).optional(),
  },
  {
    // These files once had a path: say why it may not come back.
    error: (issue) =>
      issue.code === "unrecognized_keys" && issue.keys.includes("path")
        ? "has a path, which an English page cannot change (its address is fixed by the site's code): remove the path line"
        : undefined,
  },
);

/**
 * A translated core page's address, `route.path` in content/<language>/pages/<key>.yaml: the one fact a translation
 * of a core page gives, since one catch-all route (app/<language>/[[...path]]) serves its pages wherever they are.
 * Lower-case words joined by hyphens, as slugs are: a dot would make it a file name (or an old .asp address).
 */
export const translatedPagePath = z
  .string()
  .regex(
    /^\/[a-z]+(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
    "must be a site path in lower-case words joined by hyphens, such as /es/nosotros",
  );

export const homePageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: z.strictObject({ eyebrow: text, heading: text, text }),
  stats: z.strictObject({ satisfaction: text }),
  services: heading.extend({
    items: z.array(linkedCard).length(4, "the home page shows exactly 4 services"),
  }),
  about: z.strictObject({ heading: text, paragraphs, link: linkSchema }),
  webServices: z.strictObject({
    heading: text,
    paragraphs,
    portfolio: z
      .array(
        z.strictObject({
          name: text,
          url: externalUrl,
          description: text,
          badge: z.enum(portfolioBadges),
          placeholder: z.boolean(),
        }),
      )
      .min(3),
  }),
  cities: heading.extend({ slugs: z.array(text).length(4, "the home page shows exactly 4 cities") }),
  whyChooseUs: heading.extend({ items: z.array(cardSchema).min(3) }),
  cta: z.strictObject({ heading: text, text }),
  route: corePageListingSchema,
});

export const aboutPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: text,
  intro: text,
  sections: z.array(plainSectionSchema).min(2),
  serviceLists: z.array(z.strictObject({ heading: text, items: z.array(text).min(3) })).min(2),
  location: plainSectionSchema,
  whyChooseUs: heading.extend({ items: z.array(cardSchema).min(3) }),
  cta: z.strictObject({ heading: text, text }),
  route: corePageListingSchema,
});

export const servicesPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: text,
  intro: text,
  cards: heading.extend({
    items: z.array(linkedCard).length(9, "the services page shows nine service cards"),
  }),
  process: heading.extend({
    steps: z
      .array(z.strictObject({ title: text, description: text }))
      .length(5, "the repair process has five steps"),
  }),
  cta: z.strictObject({ heading: text, text }),
  route: corePageListingSchema,
});

export const citiesPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: text,
  intro: text,
  outro: plainSectionSchema,
  route: corePageListingSchema,
});

export const contactPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: text,
  intro: text,
  phoneNote: text,
  emailNote: text,
  directions: plainSectionSchema,
  parking: text,
  territory: heading.extend({
    counties: z.array(z.strictObject({ county: text, citySlugs: z.array(text).min(1) })).min(2),
  }),
  route: corePageListingSchema,
});

export const navigationSchema = z.strictObject({
  /** The language's name in itself ("English", "Español"): the language switch on the other language's pages. */
  languageName: text,
  main: z.array(linkSchema).min(3),
  footerCitySlugs: z.array(text).min(1),
  footerServices: z.array(linkSchema).min(1),
  /** The closing call to action on city pages and /cities. */
  closingCta: z.strictObject({ heading: text, text }),
});

export const notFoundSchema = z.strictObject({ title: text, heading: text, message: text });

/** The pages with an address of their own, each with the schema of its file (content/pages/<key>.yaml). */
export const corePageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  services: servicesPageSchema,
  cities: citiesPageSchema,
  contact: contactPageSchema,
};

export const corePageKeys = Object.keys(corePageSchemas) as CorePageKey[];

export type HomePage = z.infer<typeof homePageSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type ServicesPage = z.infer<typeof servicesPageSchema>;
export type CitiesPage = z.infer<typeof citiesPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type NotFoundPage = z.infer<typeof notFoundSchema>;
export type CorePageKey = keyof typeof corePageSchemas;
/** Every page in content/pages/: the core pages and the copy of the 404 page. */
export type PageKey = CorePageKey | "not-found";
export type CorePageCopy<K extends CorePageKey = CorePageKey> = z.infer<(typeof corePageSchemas)[K]>;
export type CorePageListing = z.infer<typeof corePageListingSchema>;
