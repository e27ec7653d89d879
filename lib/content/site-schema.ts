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
const placeholder = z.boolean().meta({
  title: "Placeholder",
  description: "On while this is a stand-in; npm run check:launch lists it until you replace it and turn this off.",
});
const placeholderUrl = z.strictObject({
  label: z.string().min(1).meta({ title: "Link text" }),
  url: externalUrl.meta({ title: "Address" }),
  placeholder,
});

/** The days a line of the weekly hours covers, 0 = Sunday … 6 = Saturday; pages name them in their language. */
const weekdays = z
  .array(z.number().int().min(0).max(6))
  .min(1)
  .meta({ title: "Days", description: "The days these hours hold.", format: "weekdays" });

/** Closed, or open from `opens` to `closes` the same day: a line of the weekly hours, or a special day. */
function openOrClosed(
  entry: { closed?: boolean; opens?: string; closes?: string },
  problem: (field: string, message: string) => void,
) {
  if (entry.closed) {
    for (const field of ["opens", "closes"] as const)
      if (entry[field] !== undefined) problem(field, "must be left out when closed is true");
    return;
  }
  if (entry.opens === undefined) problem("opens", "is needed unless closed is true");
  if (entry.closes === undefined) problem("closes", "is needed unless closed is true");
  if (entry.opens !== undefined && entry.closes !== undefined && entry.closes <= entry.opens)
    problem("closes", `must be after opens (${entry.opens}); hours past midnight are not supported`);
}

/** A line of the weekly hours: some days, closed or open from one time to another. */
const weeklyHours = z
  .strictObject({
    days: weekdays,
    closed: z.boolean().optional().meta({ title: "Closed", description: "On for days the shop is closed." }),
    opens: time.optional().meta({ title: "Opens", description: "24-hour time, such as 09:00." }),
    closes: time.optional().meta({ title: "Closes", description: "24-hour time, such as 17:00." }),
  })
  .superRefine((line, context) =>
    openOrClosed(line, (field, message) => context.addIssue({ code: "custom", path: [field], message })),
  )
  .transform(
    ({ days, closed, opens, closes }): { days: number[]; closed: true } | { days: number[]; opens: string; closes: string } =>
      closed ? { days, closed: true } : { days, opens: opens!, closes: closes! },
  );

/** Words that read inside a sentence of copy. */
const phrase = z.string().trim().min(1, "must not be empty");

const E164_MESSAGE = "must be +1 and ten digits, e.g. +13865550142";
const MAILBOX_MESSAGE = "must be the part before the @, e.g. info";

export const siteSchema = z.strictObject({
  name: z.string().min(1).meta({ title: "The shop's name", description: "{name} in the copy." }),
  tagline: z.string().min(1).meta({
    title: "Tagline",
    description: "{tagline}: shown in the top bar, before the year the shop opened.",
  }),
  shortName: z
    .string()
    .min(1)
    .max(15)
    .meta({ title: "Short name", description: "The name under a home-screen icon: short, or it is cut off." }),
  established: z.number().int().min(1900).max(2100).meta({ title: "Year opened", description: "{established}." }),
  serviceRadiusMiles: z.number().positive().meta({ title: "Miles served", description: "{radius}." }),
  floorAreaSquareFeet: z
    .number()
    .int()
    .positive()
    .meta({ title: "Square feet", description: 'The shop\'s floor area: "over {floor-area} square feet".' }),
  phone: z
    .strictObject({
      display: z.string().min(7).meta({ title: "As shown", description: "{phone}: (386) 555-0142." }),
      e164: z
        .string()
        .regex(/^\+1\d{10}$/, E164_MESSAGE)
        .meta({ title: "As dialled", description: "+1 and ten digits, for the call buttons.", patternMessage: E164_MESSAGE }),
      placeholder,
    })
    .meta({ title: "Phone" }),
  emailMailbox: z
    .string()
    .regex(/^[a-z0-9._-]+$/, MAILBOX_MESSAGE)
    .meta({
      title: "E-mail mailbox",
      description: "The part before the @; the rest is the site's domain.",
      patternMessage: MAILBOX_MESSAGE,
    }),
  address: z
    .strictObject({
      street: z.string().min(1).meta({ title: "Street" }),
      city: z.string().min(1).meta({ title: "Town" }),
      region: z.string().length(2).meta({ title: "State" }),
      postalCode: z.string().regex(/^\d{5}$/).meta({ title: "ZIP code" }),
      country: z.string().length(2).meta({ title: "Country" }),
    })
    .meta({ title: "Address" }),
  geo: z
    .strictObject({
      latitude: z.number().min(-90).max(90).meta({ title: "Latitude" }),
      longitude: z.number().min(-180).max(180).meta({ title: "Longitude" }),
    })
    .meta({ title: "The shop on the map", description: "Its door, in degrees." }),
  timeZone: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as America/New_York")
    .meta({ title: "Time zone", description: "The shop's clock, such as America/New_York." }),
  hours: z
    .array(weeklyHours)
    .min(1)
    .meta({
      title: "Weekly hours",
      description: "A line for each set of days with the same hours. Holidays go in Special hours.",
    }),
  priceRange: z.string().min(1).meta({ title: "Price range", description: "For search engines: $ to $$$$." }),
  mapQuery: z.string().min(1).meta({ title: "Map search", description: "What the map looks up to show the shop." }),
  links: z
    .strictObject({
      mainSite: placeholderUrl.meta({ title: "Main business site" }),
      shop: placeholderUrl.meta({ title: "Online parts shop" }),
      reviews: placeholderUrl.meta({ title: "Reviews" }),
      directions: placeholderUrl.meta({ title: "Driving directions" }),
    })
    .meta({ title: "Links" }),
  social: z
    .array(
      placeholderUrl
        .omit({ label: true })
        .extend({ network: z.enum(["Facebook", "Instagram", "LinkedIn"]).meta({ title: "Network" }) }),
    )
    .length(3)
    .meta({ title: "Social profiles" }),
  promises: z
    .strictObject({
      walkIn: phrase.meta({
        title: "Walking in",
        description: "{walk-in}: how to bring a computer in. There is no online booking, and no confirmation.",
      }),
      onsiteBooking: phrase.meta({ title: "Booking a visit", description: "{onsite-booking}: how it is arranged." }),
      onsiteArea: phrase.meta({
        title: "Where visits go",
        description: "{onsite-area}. Elsewhere, customers bring the computer in.",
      }),
      onsiteDays: phrase.meta({ title: "Visit days", description: "{onsite-days}: the days onsite visits run." }),
      sameDay: phrase.meta({
        title: "Same day",
        description: "{same-day}: the jobs usually done the same day, when the part is in stock.",
      }),
      warranty: phrase.meta({ title: "Warranty", description: "{warranty}: what stands behind every repair." }),
      dataRecovery: phrase.meta({
        title: "Data recovery",
        description: "{data-recovery-promise}: what it costs when no file comes back.",
      }),
    })
    .meta({
      title: "Promises",
      description: "What the shop promises, each written once; the copy shows it wherever it uses the token.",
    }),
  spanish: z.boolean().meta({
    title: "Spanish pages",
    description: "On to build the Spanish pages under /es/; off for the English site alone.",
  }),
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
    openOrClosed(entry, problem);
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
