import cities from "@/content/cities";
import navigation from "@/content/navigation";
import { corePages, pageFiles } from "@/content/pages";
import services from "@/content/services";
import site from "@/content/site";
import type { RawContent } from "./load";

/** The content modules as written, before validation. */
export const rawContent: RawContent = { site, navigation, corePages, pages: pageFiles, cities, services };
