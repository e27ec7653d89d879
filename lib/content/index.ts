import { buildTime } from "./build-time";
import { loadContent } from "./load";
import { rawContent } from "./raw";

export { buildTime };

/** The site's validated content. Importing this fails the build on any content mistake. */
export const content = loadContent(rawContent, { now: buildTime });
export const business = content.business;
