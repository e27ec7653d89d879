// Where each English core page answers: the folder of its route file under app/(en)/. A folder is code, so the path
// is too: were it a content field, an edit would move the menu, the sitemap and every link to the page, and not the
// page. tests/route-table.test.ts holds this table and the folders together. (A translation's core pages are served
// by one catch-all route, app/<language>/[[...path]], so their paths are the translation's own `route.path`.)
import type { CorePageKey } from "./page-schemas";

export const englishCorePaths = {
  home: "/",
  about: "/about",
  services: "/services",
  cities: "/cities",
  contact: "/contact",
} as const satisfies Record<CorePageKey, string>;
