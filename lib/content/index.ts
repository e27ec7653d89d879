import { loadContent } from "./load";
import { rawContent } from "./raw";

/** The site's validated content. Importing this fails the build on any content mistake. */
export const content = loadContent(rawContent);
export const business = content.business;
