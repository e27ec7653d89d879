import type { Content } from "./load";
import { pageFile } from "./page-files";

export interface Placeholder {
  file: string;
  field: string;
  value: string;
}

/** Everything still standing in for real business data: what the owner must replace before launch. */
export function findPlaceholders(content: Content): Placeholder[] {
  const { business, pages } = content;
  const found: Placeholder[] = [];
  const site = (field: string, value: string) => found.push({ file: "content/site.yaml", field, value });

  if (business.phone.placeholder) site("phone", business.phone.display);
  if (/\.(example|test|invalid|localhost)$/.test(new URL(business.url).hostname)) {
    found.push({
      file: "SITE_URL (environment)",
      field: "site URL and e-mail domain",
      value: business.email,
    });
  }
  for (const [key, link] of Object.entries(business.links)) {
    if (link.placeholder) site(`links.${key}`, link.url);
  }
  business.social.forEach((profile, i) => {
    if (profile.placeholder) site(`social[${i}] (${profile.network})`, profile.url);
  });
  for (const day of business.specialHours) {
    if (!day.confirmed) {
      found.push({
        file: "content/special-hours.yaml",
        field: `${day.date} (confirmed: false)`,
        value: `${day.when}: ${day.hours ?? content.ui.hours.closed}${day.reason ? ` (${day.reason})` : ""}`,
      });
    }
  }
  for (const [key, claim] of Object.entries(content.claims)) {
    if (!claim.confirmed)
      found.push({ file: "content/claims.yaml", field: `${key} (confirmed: false)`, value: claim.text });
  }
  pages.home.webServices.portfolio.forEach((entry, i) => {
    if (entry.placeholder) {
      found.push({
        file: "content/pages/home.yaml",
        field: `webServices.portfolio[${i}]`,
        value: `${entry.name} ${entry.url}`,
      });
    }
  });
  const testimonialFiles = [
    ...content.cities.map((city) => ({
      file: pageFile("content", "cities", city.slug),
      items: city.template === "featured" ? city.testimonials.items : [],
    })),
    ...content.services.map((service) => ({
      file: pageFile("content", "services", service.slug),
      items: service.testimonials?.items ?? [],
    })),
  ];
  for (const { file, items } of testimonialFiles) {
    items.forEach((item, i) => {
      if (item.placeholder) found.push({ file, field: `testimonials.items[${i}]`, value: item.name });
    });
  }
  return found;
}
