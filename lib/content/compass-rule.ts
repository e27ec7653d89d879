// The rule "compass bearing": where copy says a city lies from the shop or from another city ("47 miles south-east",
// "just south of DeLand"), the direction agrees with the bearing between their coordinates. Directions of travel
// ("head north on US 17-92") are not positions, and the rule does not read them.
import { sentences, strings } from "./copy-text";
import type { Language } from "@/lib/i18n";
import { escapeRegExp } from "./text-similarity";

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** The shop: a place, and the town copy also calls it by. */
export interface Shop extends Place {
  town: string;
}

const points = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];
/** How far past the edge of a compass point's sector a bearing may be and still be called by that point. */
const TOLERANCE = 10;

const direction = String.raw`(north|south)?[- ]?(east|west)?`;
// "north-east", "northeast", "north east", "south", "west": a point of the 8-point compass.
const compassWord = String.raw`\b((?:north|south)(?:[- ]?(?:east|west))?|east|west)\b`;

/** The compass point a word names, as its bearing in degrees; undefined for anything else. */
function pointBearing(word: string): number | undefined {
  const match = new RegExp(`^${direction}$`).exec(word.toLowerCase());
  if (!match || (!match[1] && !match[2])) return undefined;
  const name = [match[1], match[2]].filter(Boolean).join("-");
  const index = points.indexOf(name);
  return index < 0 ? undefined : index * 45;
}

// The Spanish points, each with the bearing it names ("nordeste", "sudeste", "sudoeste" are other spellings).
const puntos: Record<string, number> = {
  norte: 0,
  noreste: 45,
  nordeste: 45,
  este: 90,
  sureste: 135,
  sudeste: 135,
  sur: 180,
  suroeste: 225,
  sudoeste: 225,
  oeste: 270,
  noroeste: 315,
};
/** The Spanish name of each point of `points`, in its order. */
const puntosEnOrden = ["norte", "noreste", "este", "sureste", "sur", "suroeste", "oeste", "noroeste"];
const palabraDeRumbo = String.raw`\b(${Object.keys(puntos)
  .sort((a, b) => b.length - a.length)
  .join("|")})\b`;
// "del taller", "del centro de DeLand", "de nuestro taller", "de nosotros": the place a Spanish position is from.
const desde = String.raw`(?:del|de|desde)\s+(?:(?:el\s+)?centro\s+de\s+)?`;

/**
 * How each language says where a place lies. `position` matches a position with the point in group 1 or 3 and the
 * place it is from, when named, in group 2 or 4; `mention` matches a place named in a sentence, in group 1.
 */
const compassIn: Record<
  Language,
  {
    anyPoint: RegExp;
    bearingOf: (word: string) => number | undefined;
    shopWords: string[];
    mention: (places: string) => RegExp;
    position: (places: string) => RegExp;
    /** A point as the message names it: the word copy used, and the point it is. */
    said: (word: string) => string;
    point: (bearing: number) => string;
  }
> = {
  en: {
    anyPoint: /north|south|east|west/i,
    bearingOf: pointBearing,
    shopWords: ["the shop", "our shop", "the store", "our store", "our counter", "us", "we"],
    // "US 17-92" is a road, not us.
    mention: (places) => new RegExp(String.raw`\b(?:downtown )?(${places})\b(?![\s-]*\d)`, "gi"),
    position: (places) =>
      new RegExp(
        String.raw`(?:${compassWord}\s+(?:of|from)\s+(?:downtown\s+)?(${places})\b|\bmiles?\s+(?:due\s+)?${compassWord}(?:\s+of\s+(?:downtown\s+)?(${places})\b)?)`,
        "gi",
      ),
    said: (word) => word.toLowerCase(),
    point: (bearing) => compassPoint(bearing),
  },
  // A position is "al sur de DeLand", "justo al sur del taller", "a 47 millas al sureste (del taller)"; a direction
  // of travel says "hacia" ("maneje hacia el norte por la US 17-92") and is not read.
  es: {
    anyPoint: new RegExp(palabraDeRumbo, "i"),
    bearingOf: (word) => puntos[word.toLowerCase()],
    shopWords: ["nuestro taller", "taller", "nuestro mostrador", "mostrador", "nosotros", "estamos"],
    mention: (places) =>
      new RegExp(String.raw`\b(?:(?:el\s+)?centro\s+de\s+)?(${places})\b(?![\s-]*\d)`, "gi"),
    position: (places) =>
      new RegExp(
        String.raw`(?:\bal\s+${palabraDeRumbo}\s+${desde}(${places})\b|\bmillas?\s+(?:justo\s+|directamente\s+)?al\s+${palabraDeRumbo}(?:\s+${desde}(${places})\b)?)`,
        "gi",
      ),
    said: (word) => {
      const bearing = puntos[word.toLowerCase()];
      return `${word.toLowerCase()} (${bearing === undefined ? "?" : points[bearing / 45]!})`;
    },
    point: (bearing) => `${compassPoint(bearing)} (${puntosEnOrden[Math.round(bearing / 45) % 8]!})`,
  },
};

/** The initial great-circle bearing from one place to another, in degrees clockwise from north. */
function initialBearing(from: Place, to: Place): number {
  const rad = Math.PI / 180;
  const [φ1, φ2] = [from.latitude * rad, to.latitude * rad];
  const Δλ = (to.longitude - from.longitude) * rad;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (Math.atan2(y, x) / rad + 360) % 360;
}

/** The nearest point of the 8-point compass to a bearing: "south-east". */
function compassPoint(bearing: number): string {
  return points[Math.round(bearing / 45) % 8]!;
}

const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * Checks every sentence of every entry. `places` are the cities; `shop` is where "the shop", "us" and its town
 * are. A position is read from "<point> of <place>" and "<N> miles <point>"; its subject is the nearest place named
 * before it in the sentence (the shop for "we", "our shop"), else the entry's own city when the sentence is about it.
 */
export function compassBearingRule(
  entries: { file: string; entry: string; data: unknown; city?: string }[],
  places: Place[],
  shop: Shop,
  report: (file: string, entry: string, field: string, message: string) => void,
  language: Language = "en",
) {
  // Longest first, so "Orange City" wins over a shorter name inside it; "Daytona" stands for Daytona Beach.
  const names = new Map<string, Place>();
  for (const place of places) {
    names.set(place.name.toLowerCase(), place);
    const short = /^(.+) Beach$/.exec(place.name)?.[1];
    if (short) names.set(short.toLowerCase(), place);
  }
  const { anyPoint, bearingOf, shopWords, said, point } = compassIn[language];
  for (const word of [shop.town.toLowerCase(), ...shopWords]) names.set(word, shop);
  const placePattern = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
  const mention = compassIn[language].mention(placePattern);
  const position = compassIn[language].position(placePattern);

  for (const { file, entry, data, city } of entries) {
    const own = city ? names.get(city.toLowerCase()) : undefined;
    for (const { field, text } of strings(data).filter(({ text }) => anyPoint.test(text)))
      for (const sentence of sentences(text, language))
        for (const match of sentence.matchAll(position)) {
          const word = (match[1] ?? match[3])!;
          const stated = bearingOf(word);
          const named = match[2] ?? match[4];
          const explicit = named === undefined ? undefined : names.get(named.toLowerCase());
          // Without a place named before it, a position is the page's city's only when the sentence is about
          // that city: it names the city, or gives its distance ("15 miles north").
          const aboutOwn =
            own && (named === undefined || new RegExp(`\\b${escapeRegExp(own.name)}\\b`, "i").test(sentence));
          const subject =
            [...sentence.slice(0, match.index).matchAll(mention)]
              .map((m) => names.get(m[1]!.toLowerCase())!)
              .filter((place) => place !== explicit)
              .at(-1) ?? (aboutOwn ? own : undefined);
          // "The shop is 15 miles north" is seen from the page's city; "Sanford is 19 miles south", from the shop.
          const reference = explicit ?? (subject === shop ? own : shop);
          if (stated === undefined || !subject || !reference || subject === reference) continue;
          const bearing = initialBearing(reference, subject);
          if (angleBetween(bearing, stated) <= 22.5 + TOLERANCE) continue;
          report(
            file,
            entry,
            field,
            `rule "compass bearing": "${sentence}" puts ${subject.name} ${said(word)} of ${reference === shop ? "the shop" : reference.name}, but from their coordinates it lies ${point(bearing)} (bearing ${Math.round(bearing)}°)`,
          );
        }
  }
}
