import { buildTime } from "./build-time";
import { loadSite } from "./load";
import { rawContent, rawTranslation } from "./raw";

export { buildTime };

/** The site's validated content in each language. Importing this fails the build on any content mistake. */
export const site = loadSite(rawContent, rawTranslation, { now: buildTime });
/** The English site's content. */
export const content = site.en;
export const business = content.business;
