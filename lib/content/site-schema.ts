import { z } from "zod";
import { timeUnits, type Duration } from "@/lib/format";
import { externalUrl, linkTarget } from "./schema";

const TIME_MESSAGE = "must be a 24-hour time such as 09:00";
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)
  .meta({ patternMessage: TIME_MESSAGE });
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}
const placeholderUrl = z.strictObject({
  label: z.string().min(1),
  url: externalUrl,
  placeholder: z.boolean(),
});

/** The days a line of the weekly hours covers, 0 = Sunday … 6 = Saturday; pages name them in their language. */
const weekdays = z.array(z.number().int().min(0).max(6)).min(1);

/** Words that read inside a sentence of copy. */
const phrase = z.string().trim().min(1, "must not be empty");

export const siteSchema = z.strictObject({
  name: z.string().min(1),
  tagline: z.string().min(1),
  /** The name under a home-screen icon: short, or it is cut off. */
  shortName: z.string().min(1).max(15),
  established: z.number().int().min(1900).max(2100),
  serviceRadiusMiles: z.number().positive(),
  floorAreaSquareFeet: z.number().int().positive(),
  phone: z.strictObject({
    display: z.string().min(7),
    e164: z.string().regex(/^\+1\d{10}$/, "must be +1 and ten digits, e.g. +13865550142"),
    placeholder: z.boolean(),
  }),
  emailMailbox: z.string().regex(/^[a-z0-9._-]+$/, "must be the part before the @, e.g. info"),
  address: z.strictObject({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.string().length(2),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as America/New_York"),
  hours: z
    .array(
      z.union([
        z.strictObject({ days: weekdays, opens: time, closes: time }),
        z.strictObject({ days: weekdays, closed: z.literal(true) }),
      ]),
    )
    .min(1),
  priceRange: z.string().min(1),
  mapQuery: z.string().min(1),
  links: z.strictObject({
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
  /** What the shop promises a customer, each written once and shown wherever copy uses its token. */
  promises: z.strictObject({
    /** How to bring a computer in: {walk-in}. There is no online booking, and the shop sends no confirmation. */
    walkIn: phrase,
    /** How an onsite visit is arranged: {onsite-booking}. */
    onsiteBooking: phrase,
    /** Where technicians make onsite visits: {onsite-area}. */
    onsiteArea: phrase,
    /** The days onsite visits run: {onsite-days}. */
    onsiteDays: phrase,
    /** The jobs usually finished the same day, when the part is in stock: {same-day}. */
    sameDay: phrase,
    /** What stands behind every repair: {warranty}. */
    warranty: phrase,
    /** What a data recovery costs when no file comes back: {data-recovery-promise}. */
    dataRecovery: phrase,
  }),
  /** Whether the site has its Spanish pages under /es/ (their text is in content/es/). */
  spanish: z.boolean(),
});

/** A claim the owner has or has not confirmed: copy uses it as {claim.<key>}; unconfirmed ones block the launch. */
export const claimSchema = z.strictObject({
  text: phrase.meta({
    title: "What the copy says",
    description: "The words every page shows where its copy uses this claim.",
  }),
  note: phrase.optional().meta({
    title: "Why it needs your word",
    description: "Where the copy says it, and what the shop's own facts do not settle.",
  }),
  confirmed: z.boolean().meta({
    title: "True for the shop",
    description:
      "On once you have checked that it is true of the shop. If it is not, the claim and the sentences that use it must be taken out.",
  }),
});
/** Every claim, by the name its token uses. */
export const claimsSchema = z
  .record(
    z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    claimSchema,
  )
  .describe(
    "Statements the copy makes that only you can vouch for: turn on each one that is true before launch.",
  );
export type Claims = z.infer<typeof claimsSchema>;
/** The claim that the shop answers in Spanish: once confirmed, the structured data and the Spanish call buttons say so. */
export const SPANISH_SPOKEN = "spanish-spoken";

/** A day on the calendar, written 2026-12-25: checked against the calendar, so 2026-02-30 fails. */
const calendarDate = z
  .string()
  .refine(isCalendarDate, "must be a date written YYYY-MM-DD, such as 2026-12-25, that is on the calendar")
  .meta({ format: "date" });
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}
/** A moment on the shop's clock, written 2026-12-24T17:00. */
const shopDateTime = z
  .string()
  .refine(
    (value) =>
      value[10] === "T" && isCalendarDate(value.slice(0, 10)) && time.safeParse(value.slice(11)).success,
    "must be a date and 24-hour time on the shop's clock, such as 2026-12-24T17:00",
  );

/** What a special day is, in a few words that fit the open-now line ("Closed today for …"). */
const dayName = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(16, "must be at most 16 characters, to fit the open-now line")
  .optional();

/** One dated exception to the weekly hours: a day, or a range of days, closed or with other hours. */
export const specialHoursSchema = z
  .strictObject({
    date: calendarDate.meta({ title: "Day", description: "The day, or the first day of several in a row." }),
    through: calendarDate.optional().meta({
      title: "Last day",
      description: "For several days in a row: the last one. Empty for one day.",
    }),
    closed: z.boolean().optional().meta({ title: "Closed", description: "On for a day the shop is closed." }),
    opens: time
      .optional()
      .meta({ title: "Opens", description: "When open other hours: 24-hour time, such as 09:00." }),
    closes: time.optional().meta({ title: "Closes", description: "24-hour time, such as 12:00." }),
    reason: dayName.meta({
      title: "Why (English)",
      description: 'A few words, shown as "Closed today for …", such as Christmas Day.',
    }),
    reasonSpanish: dayName.meta({
      title: "Why (Spanish)",
      description: 'The same in Spanish, shown as "Hoy cerrado por …", such as Navidad.',
    }),
    confirmed: z.boolean().meta({
      title: "Checked",
      description: "On once you have checked the day; npm run check:launch lists the rest.",
    }),
  })
  .superRefine((entry, context) => {
    const problem = (field: string, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    if (entry.through !== undefined && entry.through < entry.date)
      problem("through", `must not be before date (${entry.date}): a range ends on or after its first day`);
    if (entry.closed) {
      for (const field of ["opens", "closes"] as const)
        if (entry[field] !== undefined) problem(field, "must be left out when closed is true");
      return;
    }
    if (entry.opens === undefined) problem("opens", "is needed unless closed is true");
    if (entry.closes === undefined) problem("closes", "is needed unless closed is true");
    if (entry.opens !== undefined && entry.closes !== undefined && entry.closes <= entry.opens)
      problem("closes", `must be after opens (${entry.opens}); hours past midnight are not supported`);
  });

const SHOP_DATE_TIME = "shop-date-time";

/**
 * A line at the bottom of every page from `starts` until `ends`, both on the shop's clock, while it is switched on. A
 * file without one (comments alone) is no notice.
 */
export const noticeSchema = z
  .strictObject({
    shown: z.boolean().default(true).meta({
      title: "Show the notice",
      description: "On to show it from its start to its end; off to keep its words for another time.",
    }),
    text: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(160, "must be at most 160 characters")
      .optional()
      .meta({ title: "Text", description: "One or two sentences. Tokens such as {phone} work here." }),
    link: z
      .strictObject({
        label: z.string().trim().min(1, "must not be empty").meta({ title: "Link text" }),
        href: linkTarget.meta({ title: "Link to", description: "A page of the site, such as /contact." }),
      })
      .optional()
      .meta({ title: "Link", description: "Optional: a link after the text." }),
    starts: shopDateTime
      .optional()
      .meta({ title: "From", description: "When it appears, on the shop's clock.", format: SHOP_DATE_TIME }),
    ends: shopDateTime.optional().meta({
      title: "Until",
      description: "When it goes away; the next build drops it for good.",
      format: SHOP_DATE_TIME,
    }),
  })
  .superRefine((notice, context) => {
    if (!notice.shown) return;
    for (const field of ["text", "starts", "ends"] as const)
      if (notice[field] === undefined)
        context.addIssue({ code: "custom", path: [field], message: "is needed while the notice is shown" });
    if (notice.starts && notice.ends && notice.ends <= notice.starts)
      context.addIssue({ code: "custom", path: ["ends"], message: "must be after starts" });
  })
  .transform(({ shown, text, link, starts, ends }) =>
    shown ? { text: text!, starts: starts!, ends: ends!, ...(link && { link }) } : null,
  )
  .nullable();

export type SpecialHoursInput = z.input<typeof specialHoursSchema>;
export type SpecialHoursEntry = z.infer<typeof specialHoursSchema>;
export type NoticeInput = z.input<typeof noticeSchema>;
export type Notice = NonNullable<z.infer<typeof noticeSchema>>;
export type Site = z.infer<typeof siteSchema>;
export type OpeningHours = Site["hours"][number];

const FACT_KEY_MESSAGE = "must be lower-case words joined by hyphens";
const factKey = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, FACT_KEY_MESSAGE)
  .meta({
    patternMessage: FACT_KEY_MESSAGE,
    title: "Name",
    description:
      "What the copy calls this figure: {price.diagnostics} shows the entry named diagnostics. Renaming it breaks the copy that uses the old name.",
  });
const about = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .meta({ title: "What it is", description: "What this figure is for, and where the copy uses it." });
const dollars = z
  .number({ error: "must be a number of dollars, such as 49" })
  .int("must be whole dollars")
  .positive();
/** A whole number of units, such as the 24 of "24 hours". */
const count = z.number({ error: "must be a number, such as 24" }).int("must be a whole number").positive();
const unit = z
  .enum(timeUnits, { error: `must be one of ${timeUnits.join(", ")}` })
  .meta({
    title: "Unit",
    description: "Hours, business hours, days, business days, weeks, months or years.",
  });
/** A percentage as a bare number: 80 for 80%. */
const percent = z
  .number({ error: "must be a percentage written as a number, such as 80 for 80%" })
  .int("must be a whole percentage")
  .min(0)
  .max(100);
/**
 * One kind of figure as the file lists it (a list of named entries, the editor's list) and as the copy reads it (by
 * name). Two entries with one name would leave the copy's token pointing at either.
 */
function figures<E extends z.ZodType<{ name: string }>, V>(
  entry: E,
  value: (entry: z.output<E>) => V,
  meta: { title: string; description: string },
) {
  return z
    .array(entry)
    .superRefine((list, context) =>
      list.forEach(({ name }, i) => {
        if (list.findIndex((other) => other.name === name) !== i)
          context.addIssue({
            code: "custom",
            path: [i, "name"],
            message: `is used twice: name each figure once`,
          });
      }),
    )
    .transform(
      (list) => Object.fromEntries(list.map((item) => [item.name, value(item)])) as Record<string, V>,
    )
    .meta(meta);
}

/**
 * A named figure that may be a range: its low end in the field `low`, its high end, where there is one, in `upTo`;
 * `unitField`, the unit, where the kind has several.
 */
function rangeEntry<K extends string, U extends z.ZodRawShape>(
  low: K,
  figure: z.ZodNumber,
  meta: { title: string; description: string },
  unitField: U,
) {
  return z
    .strictObject({
      name: factKey,
      about,
      ...({ [low]: figure.meta(meta) } as Record<K, z.ZodNumber>),
      upTo: figure.optional().meta({
        title: "Up to",
        description: "For a range, its high end (shown 129–199); empty for one figure.",
      }),
      ...unitField,
    })
    .superRefine((entry, context) => {
      const { upTo } = entry as { upTo?: number };
      const from = (entry as Record<K, number>)[low];
      if (upTo !== undefined && upTo <= from)
        context.addIssue({ code: "custom", path: ["upTo"], message: `must be above ${low} (${from})` });
    });
}

const priceEntry = rangeEntry("dollars", dollars, { title: "Dollars", description: "Whole dollars: 49 is shown $49." }, {});
const timeEntry = rangeEntry("amount", count, { title: "How many", description: "3, for 3 business days." }, { unit });
const guaranteeEntry = z.strictObject({
  name: factKey,
  about,
  amount: count.meta({ title: "How many", description: "30, for a 30-day guarantee." }),
  unit,
});
const rateEntry = rangeEntry("percent", percent, { title: "Percent", description: "A whole percentage: 80 is shown 80%." }, {});

/** A figure, or a range as [low, high]. */
const figureOf = (low: number, high: number | undefined): number | [number, number] =>
  high === undefined ? low : [low, high];

/**
 * Every price, turnaround, guarantee and rate the copy states, once; copy refers to an entry by its name:
 * {price.diagnostics}, {time.most-repairs}, {guarantee.virus-removal}, {rate.water-damage-success}. Each is numbers,
 * which every language writes its own way (lib/format.ts).
 */
export const pricesSchema = z.strictObject({
  price: figures(priceEntry, (entry) => figureOf(entry.dollars, entry.upTo), {
    title: "Prices",
    description:
      'In whole dollars. A range also gives the copy its ends: {price.water-damage-cleaning.low} for "from $150".',
  }),
  time: figures(
    timeEntry,
    ({ amount, upTo, unit }): Duration =>
      upTo === undefined ? { amount, unit } : { from: amount, to: upTo, unit },
    {
      title: "Times",
      description:
        'How long things take, as the copy says them after "in", "within" or "up to": 24–48 hours.',
    },
  ),
  guarantee: figures(guaranteeEntry, ({ amount, unit }) => ({ amount, unit }), {
    title: "Guarantees",
    description: 'How long the shop stands behind a job: 30 days reads "30-day guarantee" in English.',
  }),
  rate: figures(rateEntry, (entry) => figureOf(entry.percent, entry.upTo), {
    title: "Rates",
    description: 'Success rates and savings: the copy says "over", "above" or "less than" around them.',
  }),
});

export type Prices = z.infer<typeof pricesSchema>;
export type PricesInput = z.input<typeof pricesSchema>;
