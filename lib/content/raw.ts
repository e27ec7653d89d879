import cities from "@/content/cities";
import navigation from "@/content/navigation";
import about from "@/content/pages/about";
import citiesPage from "@/content/pages/cities";
import contact from "@/content/pages/contact";
import home from "@/content/pages/home";
import notFound from "@/content/pages/not-found";
import servicesPage from "@/content/pages/services";
import services from "@/content/services";
import site from "@/content/site";
import type { RawContent } from "./load";

/** The content modules as written, before validation. */
export const rawContent: RawContent = {
  site,
  navigation,
  pages: { home, about, services: servicesPage, cities: citiesPage, contact, "not-found": notFound },
  cities,
  services,
};
