import type { SiteInput } from "@/lib/content/site-schema";

/**
 * Every business fact, once. Pages, the footer and the structured data read from here.
 * Values marked `placeholder: true` must be replaced before launch (`npm run check:launch` lists them).
 */
const site: SiteInput = {
  name: "DeLand Computer Repair",
  /** Shown as "<tagline> since <established>". */
  tagline: "Computer repair and parts in downtown DeLand",
  shortName: "DeLand Repair",
  established: 2003,
  serviceRadiusMiles: 50,
  phone: { display: "(386) 555-0142", e164: "+13865550142", placeholder: true },
  /** The address is info@ plus the domain of SITE_URL. */
  emailMailbox: "info",
  address: {
    street: "106 North Woodland Boulevard",
    city: "DeLand",
    region: "FL",
    postalCode: "32720",
    country: "US",
  },
  geo: { latitude: 29.0283, longitude: -81.3031 },
  timeZone: "America/New_York",
  hours: [
    { label: "Monday – Friday", days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00" },
    { label: "Saturday", days: [6], opens: "10:00", closes: "14:00" },
    { label: "Sunday", days: [0], closed: true },
  ],
  priceRange: "$$",
  mapQuery: "106 North Woodland Boulevard, DeLand, FL 32720",
  links: {
    mainSite: { label: "Main business site", url: "https://main-site.example.com/", placeholder: true },
    shop: { label: "Online parts shop", url: "https://shop.example.com/", placeholder: true },
    reviews: {
      label: "Google reviews",
      url: "https://www.google.com/maps/search/?api=1&query=DeLand+Computer+Repair",
      placeholder: true,
    },
    directions: {
      label: "Driving directions",
      url: "https://www.google.com/maps/dir/?api=1&destination=106+North+Woodland+Boulevard%2C+DeLand%2C+FL+32720",
      placeholder: false,
    },
  },
  social: [
    {
      network: "Facebook",
      url: "https://www.facebook.com/example-deland-computer-repair",
      placeholder: true,
    },
    {
      network: "Instagram",
      url: "https://www.instagram.com/example-deland-computer-repair",
      placeholder: true,
    },
    {
      network: "LinkedIn",
      url: "https://www.linkedin.com/company/example-deland-computer-repair",
      placeholder: true,
    },
  ],
};

export default site;
