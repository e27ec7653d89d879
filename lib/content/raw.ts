import cities from "@/content/cities";
import navigation from "@/content/navigation";
import { corePages, pageFiles } from "@/content/pages";
import services from "@/content/services";
import notice from "@/content/notice";
import site from "@/content/site";
import specialHours from "@/content/special-hours";
import type { RawContent } from "./load";

/** The content modules as written, before validation. */
export const rawContent: RawContent = {
  site,
  specialHours,
  notice,
  navigation,
  corePages,
  pages: pageFiles,
  cities,
  services,
};
