import { MapPin } from "lucide";
import { SvgIcon } from "@/components/ui/icon";
import type { City, CityLink, Ui } from "@/lib/content/types";
import { fillSlots } from "@/lib/slots";

function distanceLabel(city: Pick<City, "distanceFromDeland">, labels: Ui["cityCards"]): string {
  return city.distanceFromDeland === 0
    ? labels.homeTown
    : fillSlots(labels.distance, { miles: city.distanceFromDeland });
}

/** City cards linking to each city's page, in the order given. */
export function CityCards({ cities, labels }: { cities: CityLink[]; labels: Ui["cityCards"] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="city-cards">
      {cities.map(({ city, path, hreflang, lang }) => (
        <li
          key={city.slug}
          className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md"
        >
          <h3 className="text-lg font-semibold text-brand-900">
            <a
              href={path}
              hrefLang={hreflang}
              className="after:absolute after:inset-0 after:rounded-xl hover:underline"
            >
              {city.name}
            </a>
          </h3>
          <p
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700"
            data-testid="city-distance"
          >
            <SvgIcon icon={MapPin} className="size-4" />
            {distanceLabel(city, labels)}
          </p>
          {/* An untranslated card keeps its English description; the rest of the card is in the page's words. */}
          <p lang={lang} className="mt-3 text-slate-600">
            {city.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
