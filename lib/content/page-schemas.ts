import { z } from "zod";
import { cardSchema, externalUrl, linkSchema, pageMetaSchema, plainSectionSchema } from "./schema";

const text = z.string().trim().min(1, "must not be empty");
const paragraphs = z.array(text).min(1);
/** A section's heading and introduction. A section `.extend()`s it, then takes its title: extend drops a title. */
const heading = z.strictObject({
  heading: text.meta({ title: "Heading" }),
  intro: text.meta({ title: "Introduction", description: "A sentence or two under the heading." }).optional(),
});
/** The band that closes a page, beside the call button. */
const closingBand = z.strictObject({
  heading: text.meta({ title: "Heading" }),
  text: text.meta({ title: "Text" }),
});
const linkedCard = cardSchema.required({ href: true });
/** The badge of a site in the home page's web-services portfolio; content/ui.yaml gives each its words. */
export const portfolioBadges = ["top-ranked", "featured", "new"] as const;

/**
 * A core page's `route` in content/pages/<key>.yaml: how breadcrumbs and social cards name it. Where it answers is
 * code (./core-paths.ts), not a field.
 */
const corePageListingSchema = z
  .strictObject(
    {
      breadcrumb: text.meta({
        title: "Name in breadcrumbs",
        description: "The page's name in the trail of links at the top of pages, such as Home › Services.",
      }),
      kicker: text.meta({
        title: "Line on shared links",
        description: "The short line above the page's title on its preview when it is shared.",
      }),
      lists: z
        .enum(["cities", "services"])
        .meta({
          title: "Lists every",
          description:
            "Set on the page that lists every city or every service: their breadcrumb trails pass through it.",
        })
        .optional(),
    },
    {
      // These files once had a path: say why it may not come back.
      error: (issue) =>
        issue.code === "unrecognized_keys" && issue.keys.includes("path")
          ? "has a path, which an English page cannot change (its address is fixed by the site's code): remove the path line"
          : undefined,
    },
  )
  .meta({ title: "Breadcrumbs and sharing" });

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
  )
  .meta({
    title: "Address in Spanish",
    description:
      "The Spanish page's address, such as /es/nosotros: lower-case words joined by hyphens. Leave it empty in English.",
  });

const mainHeading = text.meta({ title: "Main heading", description: "The heading at the top of the page." });
const pageIntro = text.meta({ title: "Introduction", description: "The paragraph under the main heading." });
const closingBandOfPage = closingBand.meta({
  title: "Closing banner",
  description: "The band at the bottom of the page, with the call button.",
});
const whyChooseUs = heading
  .extend({
    items: z.array(cardSchema).min(3).meta({ title: "Reasons", description: "At least three cards." }),
  })
  .meta({ title: "Why choose us" });
const cityAddresses = "Each by its address, such as orange-city.";

export const homePageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: z
    .strictObject({
      eyebrow: text.meta({ title: "Line above the heading" }),
      heading: text.meta({ title: "Main heading" }),
      text: text.meta({ title: "Text", description: "The paragraph under the heading." }),
    })
    .meta({ title: "Top of the page", description: "The banner with the call button." }),
  stats: z
    .strictObject({
      satisfaction: text.meta({
        title: "Satisfaction",
        description: "The last of the three figures, such as {rate.satisfaction}.",
      }),
    })
    .meta({
      title: "Figures",
      description:
        "The row of three figures under the top of the page; the years and miles come from Facts and hours.",
    }),
  services: heading
    .extend({
      items: z
        .array(linkedCard)
        .length(4, "the home page shows exactly 4 services")
        .meta({ title: "Service cards", description: "Exactly four, each leading to a service's page." }),
    })
    .meta({ title: "Services" }),
  about: z
    .strictObject({
      heading: text.meta({ title: "Heading" }),
      paragraphs: paragraphs.meta({ title: "Paragraphs" }),
      link: linkSchema.meta({ title: "Button", description: "The button under the paragraphs." }),
    })
    .meta({ title: "About the shop" }),
  webServices: z
    .strictObject({
      heading: text.meta({ title: "Heading" }),
      paragraphs: paragraphs.meta({ title: "Paragraphs" }),
      portfolio: z
        .array(
          z.strictObject({
            name: text.meta({ title: "Site name" }),
            url: externalUrl.meta({
              title: "Address",
              description: "The site's full address, starting with https://.",
            }),
            description: text.meta({ title: "Text" }),
            badge: z.enum(portfolioBadges).meta({
              title: "Badge",
              description: "The label on the site's card: top-ranked, featured or new.",
            }),
            placeholder: z.boolean().meta({
              title: "Placeholder",
              description:
                "On while this is a stand-in; npm run check:launch lists it until you replace it and turn this off.",
            }),
          }),
        )
        .min(3)
        .meta({ title: "Websites made by the shop", description: "At least three." }),
    })
    .meta({ title: "Web services" }),
  cities: heading
    .extend({
      slugs: z
        .array(text)
        .length(4, "the home page shows exactly 4 cities")
        .meta({ title: "Cities shown", description: `Exactly four. ${cityAddresses}` }),
    })
    .meta({ title: "Cities" }),
  whyChooseUs,
  cta: closingBandOfPage,
  route: corePageListingSchema,
});

export const aboutPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: mainHeading,
  intro: pageIntro,
  sections: z
    .array(plainSectionSchema)
    .min(2)
    .meta({ title: "Sections", description: "The page's text, each part under its own heading." }),
  serviceLists: z
    .array(
      z.strictObject({
        heading: text.meta({ title: "Heading" }),
        items: z.array(text).min(3).meta({ title: "Items", description: "At least three, one line each." }),
      }),
    )
    .min(2)
    .meta({ title: "What the shop does", description: "At least two lists, each with its heading." }),
  location: plainSectionSchema.meta({ title: "Visiting the shop" }),
  whyChooseUs,
  cta: closingBandOfPage,
  route: corePageListingSchema,
});

export const servicesPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: mainHeading,
  intro: pageIntro,
  cards: heading
    .extend({
      items: z
        .array(linkedCard)
        .length(9, "the services page shows nine service cards")
        .meta({ title: "Cards", description: "Exactly nine, each leading to a service's page." }),
    })
    .meta({ title: "Service cards" }),
  process: heading
    .extend({
      steps: z
        .array(
          z.strictObject({ title: text.meta({ title: "Step" }), description: text.meta({ title: "Text" }) }),
        )
        .length(5, "the repair process has five steps")
        .meta({ title: "Steps", description: "Exactly five, in order." }),
    })
    .meta({ title: "Repair process" }),
  cta: closingBandOfPage,
  route: corePageListingSchema,
});

export const citiesPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: mainHeading,
  intro: pageIntro,
  outro: plainSectionSchema.meta({
    title: "Closing section",
    description: "The section under the list of cities.",
  }),
  route: corePageListingSchema,
});

export const contactPageSchema = z.strictObject({
  meta: pageMetaSchema,
  h1: mainHeading,
  intro: pageIntro,
  phoneNote: text.meta({ title: "Under the phone number" }),
  emailNote: text.meta({ title: "Under the e-mail address" }),
  directions: plainSectionSchema.meta({ title: "Driving directions", description: "Shown beside the map." }),
  parking: text.meta({ title: "Parking", description: "Under the shop's address." }),
  territory: heading
    .extend({
      counties: z
        .array(
          z.strictObject({
            county: text.meta({ title: "County" }),
            citySlugs: z.array(text).min(1).meta({ title: "Cities", description: cityAddresses }),
          }),
        )
        .min(2)
        .meta({ title: "Counties", description: "At least two, each with its cities." }),
    })
    .meta({ title: "Service area" }),
  route: corePageListingSchema,
});

export const navigationSchema = z.strictObject({
  languageName: text.meta({
    title: "Language name",
    description: "The name of this language in itself: the pages in the other language link here by it.",
  }),
  main: z
    .array(linkSchema)
    .min(3)
    .meta({ title: "Menu", description: "The links at the top of every page, at least three." }),
  footerCitySlugs: z.array(text).min(1).meta({ title: "Cities in the footer", description: cityAddresses }),
  footerServices: z.array(linkSchema).min(1).meta({ title: "Services in the footer" }),
  closingCta: closingBand.meta({
    title: "Closing banner",
    description: "The band at the bottom of every city page and of the list of cities.",
  }),
});

export const notFoundSchema = z.strictObject({
  title: text.meta({ title: "Browser tab title", description: "The page's title on its browser tab." }),
  heading: text.meta({ title: "Heading" }),
  message: text.meta({ title: "Message", description: "The sentences under the heading." }),
});

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
