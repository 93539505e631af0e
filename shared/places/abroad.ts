/**
 * Places abroad a Belgian visitor may type in the simulator ("Parijs", "Rijsel", "Aken"): the simulator prices
 * trips inside Belgium only, so such a name is answered as abroad (with the urgent drive the product line
 * promises there, when it has one) rather than as the Belgian name nearest in spelling ("Rijsel" is not Nijvel).
 */
import { normalizePlaceName } from './names';

/** The neighbouring countries, as the answer names them. */
export type Country = 'FR' | 'NL' | 'DE' | 'LU';

/** A place abroad: its names in both languages (and others people type), its country, and the urgent cell of the product line that serves it, if any. */
export type PlaceAbroad = { fr: string; nl: string; also?: string[]; country: Country; urgent?: 'paris' | 'amsterdam' | 'luxembourg' };

/** The cities of the neighbouring countries a Belgian sender ships to most, by the names used in Belgium. */
export const placesAbroad: readonly PlaceAbroad[] = [
  { fr: 'Paris', nl: 'Parijs', country: 'FR', urgent: 'paris' },
  // Lille alone is Belgian too (Lille, province of Antwerp): a Belgian name wins, so the French city is named with its country.
  { fr: 'Lille (France)', nl: 'Rijsel', country: 'FR' },
  { fr: 'Roubaix', nl: 'Robaais', country: 'FR' },
  { fr: 'Tourcoing', nl: 'Toerkonje', country: 'FR' },
  { fr: 'Dunkerque', nl: 'Duinkerke', country: 'FR' },
  { fr: 'Valenciennes', nl: 'Valencijn', country: 'FR' },
  { fr: 'Reims', nl: 'Reims', country: 'FR' },
  { fr: 'Amsterdam', nl: 'Amsterdam', country: 'NL', urgent: 'amsterdam' },
  { fr: 'Rotterdam', nl: 'Rotterdam', country: 'NL' },
  { fr: 'La Haye', nl: 'Den Haag', also: ["'s-Gravenhage"], country: 'NL' },
  { fr: 'Utrecht', nl: 'Utrecht', country: 'NL' },
  { fr: 'Eindhoven', nl: 'Eindhoven', country: 'NL' },
  { fr: 'Maastricht', nl: 'Maastricht', country: 'NL' },
  { fr: 'Breda', nl: 'Breda', country: 'NL' },
  { fr: 'Bois-le-Duc', nl: "'s-Hertogenbosch", also: ['Den Bosch'], country: 'NL' },
  { fr: 'Flessingue', nl: 'Vlissingen', country: 'NL' },
  { fr: 'Aix-la-Chapelle', nl: 'Aken', also: ['Aachen'], country: 'DE' },
  { fr: 'Cologne', nl: 'Keulen', also: ['Köln'], country: 'DE' },
  { fr: 'Düsseldorf', nl: 'Düsseldorf', country: 'DE' },
  { fr: 'Luxembourg', nl: 'Luxemburg', also: ['Luxembourg-Ville', 'Luxemburg-Stad'], country: 'LU', urgent: 'luxembourg' },
  { fr: 'Esch-sur-Alzette', nl: 'Esch-sur-Alzette', country: 'LU' },
];

const byName = new Map(
  placesAbroad.flatMap((place) => [place.fr, place.nl, ...(place.also ?? [])].map((name) => [normalizePlaceName(name), place])),
);

/** The place abroad a typed name means, if it means one. */
export function findPlaceAbroad(text: string): PlaceAbroad | null {
  return byName.get(normalizePlaceName(text)) ?? null;
}
