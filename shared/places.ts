import type { Lang } from './langs';

/**
 * Belgian municipalities by name, and the road distance between two of them, for step 4 of the
 * simulator. Pure: the list itself (shared/data/places.json, made by build/places-data.mjs) reaches
 * the server by import and the browser as a hashed file fetched when step 4 needs it.
 */

/** A municipality: Statbel NIS code, official French and Dutch names, its main town's position. */
export type Place = { nis: string; fr: string; nl: string; lon: number; lat: number };

/** The places with their names made comparable, both languages. */
export type PlaceIndex = { places: readonly Place[]; byName: Record<Lang, Map<string, Place>> };

/** The two places a visitor typed (cleaned), before they are looked up. */
export type RouteText = { from: string; to: string };

/** What two typed places give: an estimate, the fields we could not match, or nothing yet. */
export type RouteEstimate =
  | { kind: 'known'; from: Place; to: Place; km: number; inBrussels: boolean }
  | { kind: 'unknown'; from: boolean; to: boolean };

/** Longest text kept from a place field (the longest name has 26 characters). */
export const maxPlaceLength = 60;

/**
 * The road factor: road distance ÷ straight-line distance, calibrated on the pairs of
 * tests/unit/places.test.ts (README, "Distance from two places").
 */
export const roadFactor = 1.16;

/** Mean radius of the Earth, km. */
const earthRadiusKm = 6371;

/** The NIS codes of the 19 Brussels communes start with 21. */
function isInBrusselsRegion(place: Place): boolean {
  return place.nis.startsWith('21');
}

/**
 * A place field as typed, made safe to keep: a string of the characters a Belgian municipality's
 * name can hold (letters, spaces, hyphens, apostrophes, dots, parentheses), spaces collapsed, cut.
 */
export function cleanPlaceText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .slice(0, maxPlaceLength * 4)
    .replace(/[^\p{L}\p{M} '’.()-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxPlaceLength)
    .trim();
}

/** A name reduced for comparison: no accents, lower case, hyphens, apostrophes and dots as spaces. */
function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐‑–—'’`´.,]+/g, ' ')
    .trim();
}

/** Indexes places by their names, in each language (a name shared by two places keeps the one it belongs to natively). */
export function indexPlaces(places: readonly Place[]): PlaceIndex {
  const byName: PlaceIndex['byName'] = { fr: new Map(), nl: new Map() };
  for (const lang of ['fr', 'nl'] as const) {
    for (const place of places) {
      const key = normalizeName(place[lang]);
      const other = byName[lang].get(key);
      // "Saint-Nicolas" is the French name of Sint-Niklaas and of a commune near Liège: the latter keeps it.
      if (!other || (other.fr !== other.nl && place.fr === place.nl)) byName[lang].set(key, place);
    }
  }
  return { places, byName };
}

/**
 * The place a visitor means, in the page's language first, then in the other one; "Name (Other)",
 * as the suggestions write a name shared by two places, is read by its part in brackets first.
 */
export function findPlace(index: PlaceIndex, text: string, lang: Lang): Place | null {
  const bracket = /^(.+?)\s*\((.+)\)$/.exec(text);
  const candidates = bracket ? [bracket[2]!, bracket[1]!] : [text];
  const langs: Lang[] = lang === 'fr' ? ['fr', 'nl'] : ['nl', 'fr'];
  for (const candidate of candidates) {
    const key = normalizeName(candidate);
    if (!key) continue;
    for (const l of langs) {
      const place = index.byName[l].get(key);
      if (place) return place;
    }
  }
  return null;
}

/** Straight-line (great-circle) distance between two places, km. */
export function straightKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road distance between two places, rounded to the km (at least 1 km between two places). */
export function roadKm(a: Place, b: Place): number {
  if (a.nis === b.nis) return 0;
  return Math.max(1, Math.round(straightKm(a, b) * roadFactor));
}

/**
 * The estimate for two typed places: the fields we cannot match as soon as one holds a name we do
 * not know, the road distance once both are known, null while a field is empty.
 */
export function estimateRoute(route: RouteText, index: PlaceIndex, lang: Lang): RouteEstimate | null {
  const from = route.from ? findPlace(index, route.from, lang) : null;
  const to = route.to ? findPlace(index, route.to, lang) : null;
  const unknownFrom = route.from !== '' && !from;
  const unknownTo = route.to !== '' && !to;
  if (unknownFrom || unknownTo) return { kind: 'unknown', from: unknownFrom, to: unknownTo };
  if (!from || !to) return null;
  return { kind: 'known', from, to, km: roadKm(from, to), inBrussels: isInBrusselsRegion(from) && isInBrusselsRegion(to) };
}

/** One suggestion of the list: the value the field takes, and the other language's name when it differs. */
export type PlaceOption = { value: string; label: string };

/** The suggestions in the page's language, sorted; a name two places share gets the other name in brackets. */
export function placeOptions(places: readonly Place[], lang: Lang): PlaceOption[] {
  const other: Lang = lang === 'fr' ? 'nl' : 'fr';
  const count = new Map<string, number>();
  for (const place of places) count.set(normalizeName(place[lang]), (count.get(normalizeName(place[lang])) ?? 0) + 1);
  const index = indexPlaces(places);
  const options = places.map((place) => {
    const shared = (count.get(normalizeName(place[lang])) ?? 0) > 1 && index.byName[lang].get(normalizeName(place[lang])) !== place;
    return {
      value: shared ? `${place[lang]} (${place[other]})` : place[lang],
      label: place[other] !== place[lang] && !shared ? place[other] : '',
    };
  });
  return options.sort((a, b) => a.value.localeCompare(b.value, lang));
}
