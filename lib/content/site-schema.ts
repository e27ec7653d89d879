import { z } from "zod";
import { externalUrl } from "./schema";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 09:00");
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}
const placeholderUrl = z.object({ label: z.string().min(1), url: externalUrl, placeholder: z.boolean() });

export const siteSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  /** The name under a home-screen icon: short, or it is cut off. */
  shortName: z.string().min(1).max(15),
  established: z.number().int().min(1900).max(2100),
  serviceRadiusMiles: z.number().positive(),
  phone: z.object({
    display: z.string().min(7),
    e164: z.string().regex(/^\+1\d{10}$/, "must be +1 and ten digits, e.g. +13865550142"),
    placeholder: z.boolean(),
  }),
  emailMailbox: z.string().regex(/^[a-z0-9._-]+$/, "must be the part before the @, e.g. info"),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.string().length(2),
  }),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as America/New_York"),
  hours: z
    .array(
      z.union([
        z.object({
          label: z.string().min(1),
          days: z.array(z.number().int().min(0).max(6)).min(1),
          opens: time,
          closes: time,
        }),
        z.object({
          label: z.string().min(1),
          days: z.array(z.number().int().min(0).max(6)).min(1),
          closed: z.literal(true),
        }),
      ]),
    )
    .min(1),
  priceRange: z.string().min(1),
  mapQuery: z.string().min(1),
  links: z.object({
    mainSite: placeholderUrl,
    shop: placeholderUrl,
    reviews: placeholderUrl,
    directions: placeholderUrl,
  }),
  social: z
    .array(
      placeholderUrl.omit({ label: true }).extend({ network: z.enum(["Facebook", "Instagram", "LinkedIn"]) }),
    )
    .length(3),
});

export type SiteInput = z.input<typeof siteSchema>;
export type Site = z.infer<typeof siteSchema>;
export type OpeningHours = Site["hours"][number];
