// The pages that are not a city or a service. Add a core page: write content/pages/<key>.ts, list it in both
// objects below and give it a route file under app/ at its path. Its copy is checked by the schema named after it
// in corePageSchemas (lib/content/page-schemas.ts), which a page with a layout of its own adds there.
import type { CorePageKey, CorePageListingInput, PageKey } from "@/lib/content/page-schemas";
import about from "./about";
import cities from "./cities";
import contact from "./contact";
import home from "./home";
import notFound from "./not-found";
import services from "./services";

/** Each page's copy, keyed by file name (content/pages/<key>.ts) so content errors can name the file. */
export const pageFiles: Record<PageKey, unknown> = {
  home,
  about,
  services,
  cities,
  contact,
  "not-found": notFound,
};

/** Where each core page answers, its name in breadcrumbs and the line above its heading on its social card. */
export const corePages: Record<CorePageKey, CorePageListingInput> = {
  home: { path: "/", breadcrumb: "Home", kicker: "Downtown DeLand repair shop since {established}" },
  about: { path: "/about", breadcrumb: "About", kicker: "About the shop" },
  services: { path: "/services", breadcrumb: "Services", kicker: "Services", lists: "services" },
  cities: { path: "/cities", breadcrumb: "Cities", kicker: "Locations", lists: "cities" },
  contact: { path: "/contact", breadcrumb: "Contact", kicker: "Contact" },
};
