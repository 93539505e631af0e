import type { Lang } from '../langs';
import type { Merger } from './names';
import { localities, mergers2025, normalizePlaceName } from './names';
import { brusselsPostcodes, splitPostcode } from './postcodes';
import { findPlaceAbroad, type PlaceAbroad } from './abroad';

/**
 * Belgian places by name, and the road distance between two of them, for the simulator. Pure: the
 * list itself (shared/data/places.json, made by build/places-data.mjs) reaches the server by import
 * and the browser as a hashed file fetched when a place field needs it; the names people use besides
 * the official ones (the 2025 mergers, sections, short names) come from ./place-names.
 */

/**
 * A place a visitor can name: a municipality of the list (Statbel NIS code, official French and
 * Dutch names, its main town's position), a municipality merged in 2025, or a former municipality or
 * a section with `of`, the names of the municipality it belongs to today.
 */
export type Place = { nis: string; fr: string; nl: string; lon: number; lat: number; of?: { fr: string; nl: string } };

/** The places with their names made comparable, both languages. */
export type PlaceIndex = { places: readonly Place[]; byName: Record<Lang, Map<string, Place>> };

/** The two places a visitor typed (cleaned), before they are looked up. */
export type RouteText = { from: string; to: string };

/**
 * Where a route lies around Brussels: both ends among the central communes (`centre`), both in the
 * Region or a municipality that borders it (`area`: Uccle → Drogenbos, Dilbeek → Zaventem across the
 * Region), or elsewhere (null). The offer's zones are drawn from it (shared/offer/trip-zone.ts).
 */
export type BrusselsPart = 'centre' | 'area' | null;

/**
 * What two typed places give: an estimate with its zone, or the fields we could not match with a
 * suggestion each, and the postcode a field holds when it holds one alone (refused, never priced).
 */
export type RouteEstimate =
  | { kind: 'known'; from: Place; to: Place; km: number; inBrussels: boolean; brussels: BrusselsPart }
  | {
      kind: 'unknown';
      from: boolean;
      to: boolean;
      suggest?: { from?: string; to?: string };
      postcode?: { from?: string; to?: string };
      /** A field that names a place abroad (./abroad.ts): answered as such, never priced. */
      abroad?: { from?: PlaceAbroad; to?: PlaceAbroad };
    };

/** Longest text kept from a place field (the longest name has 28 characters). */
export const maxPlaceLength = 60;

/**
 * The road factor: road distance ÷ straight-line distance, calibrated on the pairs of
 * tests/unit/places.test.ts (docs/simulator.md, "Estimate").
 */
export const roadFactor = 1.16;

/** Mean radius of the Earth, km. */
const earthRadiusKm = 6371;

/** The NIS codes of the 19 Brussels communes start with 21. */
function isInBrusselsRegion(place: Place): boolean {
  return place.nis.startsWith('21');
}

/**
 * The communes of the "Brussels centre" zone (SPEC §9: the Pentagon and the central districts): the
 * City of Brussels (not its northern sections Laeken, Neder-Over-Heembeek, Haren) and the five
 * communes whose territory borders the Pentagon's ring. A trip with both ends among them is priced in
 * the centre zone, any other trip inside the Region in the periphery.
 */
export const brusselsCentreCommunes: readonly string[] = ['21004', '21014', '21013', '21009', '21012', '21001'];

/**
 * The 16 municipalities that border the Brussels Region (they share a stretch of border with one of its
 * 19 communes in data/belgium-municipalities.topo.json): Asse, Beersel, Dilbeek, Grimbergen, Hoeilaart,
 * Machelen, Overijse, Sint-Pieters-Leeuw, Vilvoorde, Zaventem, Drogenbos, Kraainem, Linkebeek,
 * Sint-Genesius-Rode, Wemmel, Tervuren. With the Region they make the periphery zone as its card says
 * ("the communes that border it"). `brusselsBorderFromTopology` (build/places-data.mjs) derives the
 * list; tests/unit/places.test.ts checks it is the same. None merged in 2025.
 */
export const brusselsBorderMunicipalities: readonly string[] = [
  '23002',
  '23003',
  '23016',
  '23025',
  '23033',
  '23047',
  '23062',
  '23077',
  '23088',
  '23094',
  '23098',
  '23099',
  '23100',
  '23101',
  '23102',
  '24104',
];

/** Whether a place is in the Brussels zones: in the Region or in a municipality (or one of its sections) that borders it. */
function isInBrusselsZones(place: Place): boolean {
  return isInBrusselsRegion(place) || brusselsBorderMunicipalities.includes(place.nis);
}

/**
 * A place field as typed, made safe to keep: a string of the characters a Belgian municipality's
 * name can hold (letters, spaces, hyphens, apostrophes, dots, parentheses) and digits (a postcode, to
 * be answered, not dropped), spaces collapsed, cut.
 */
export function cleanPlaceText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .slice(0, maxPlaceLength * 4)
    .replace(/[^\p{L}\p{M}0-9 '’.()-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxPlaceLength)
    .trim();
}

/** The municipality of the list a merger's former name means (the topology's French or Dutch name). */
function formerOf(byOfficial: Map<string, Place>, name: string): Place {
  const place = byOfficial.get(normalizePlaceName(name));
  if (!place) throw new Error(`places: no municipality called ${name}`);
  return place;
}

/**
 * The place of a merged municipality: at its former municipality of the same name (Antwerpen,
 * Hasselt), else at the one its name starts with (Beveren-Kruibeke-Zwijndrecht at Beveren), else at
 * the mean of the former ones (Pajottegem).
 */
function mergedPlace(merger: Merger, formers: Place[]): Place {
  const name = normalizePlaceName(merger.name_nl);
  const same = formers.find((p) => normalizePlaceName(p.nl) === name || normalizePlaceName(p.fr) === normalizePlaceName(merger.name_fr));
  const first = formers.find((p) => name.startsWith(`${normalizePlaceName(p.nl)} `));
  const at = same ?? first;
  const mean = (key: 'lon' | 'lat') => Math.round((formers.reduce((sum, p) => sum + p[key], 0) / formers.length) * 1000) / 1000;
  return {
    nis: (at ?? formers[0]!).nis,
    fr: merger.name_fr,
    nl: merger.name_nl,
    lon: at ? at.lon : mean('lon'),
    lat: at ? at.lat : mean('lat'),
  };
}

/**
 * Indexes the municipalities of the list by their names in each language, with the municipalities as
 * merged in 2025 (their former names still found, each saying which one it joined), the sections and
 * the short names. An official name shared by two places keeps the one it belongs to natively; other
 * names never take an official one's place.
 */
export function indexPlaces(list: readonly Place[]): PlaceIndex {
  const byName: PlaceIndex['byName'] = { fr: new Map(), nl: new Map() };
  const byOfficial = new Map<string, Place>();
  for (const place of list) for (const name of [place.fr, place.nl]) byOfficial.set(normalizePlaceName(name), place);
  // The list's municipalities as they are today: merged ones replaced, former ones pointing to their merger.
  const now = new Map<string, Place>(list.map((place) => [place.nis, place]));
  const extra: [Place, string[]][] = [];
  for (const merger of mergers2025) {
    const formers = merger.formerly.map((name) => formerOf(byOfficial, name));
    const merged = mergedPlace(merger, formers);
    for (const former of formers)
      now.set(
        former.nis,
        former.nis === merged.nis && (former.nl === merged.nl || former.fr === merged.fr)
          ? merged
          : { ...former, of: { fr: merged.fr, nl: merged.nl } },
      );
    extra.push([merged, [merger.name_fr, merger.name_nl, ...(merger.also ?? [])]]);
  }
  const places: Place[] = [...now.values()];
  for (const merged of extra) if (!places.includes(merged[0])) places.push(merged[0]);
  for (const locality of localities) {
    const home = now.get(formerOf(byOfficial, locality.in).nis)!;
    const names = [locality.fr, locality.nl ?? locality.fr, ...(locality.also ?? [])];
    if (!locality.at) {
      extra.push([home, names]);
      continue;
    }
    const municipality = home.of ?? { fr: home.fr, nl: home.nl };
    const section: Place = {
      nis: home.nis,
      fr: locality.fr,
      nl: locality.nl ?? locality.fr,
      lon: locality.at[0],
      lat: locality.at[1],
      of: municipality,
    };
    places.push(section);
    extra.push([section, names]);
  }
  for (const lang of ['fr', 'nl'] as const) {
    for (const place of places) {
      const key = normalizePlaceName(place[lang]);
      const other = byName[lang].get(key);
      // "Saint-Nicolas" is the French name of Sint-Niklaas and of a commune near Liège: the latter keeps it.
      if (!other || (other.fr !== other.nl && place.fr === place.nl)) byName[lang].set(key, place);
    }
    for (const [place, names] of extra) {
      for (const name of names) if (!byName[lang].has(normalizePlaceName(name))) byName[lang].set(normalizePlaceName(name), place);
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
    const key = normalizePlaceName(candidate);
    if (!key) continue;
    for (const l of langs) {
      const place = index.byName[l].get(key);
      if (place) return place;
    }
  }
  return null;
}

/** Edit distance between two short strings (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The name of the page's language closest to one we do not know ("Louvin la Neuve" → Louvain-la-Neuve,
 * "Ottignie" → Ottignies): a name it starts, or one a few letters away; null when none is near.
 */
export function suggestPlace(index: PlaceIndex, text: string, lang: Lang): string | null {
  const key = normalizePlaceName(text);
  if (key.length < 3) return null;
  let best: { name: string; score: number } | null = null;
  for (const l of lang === 'fr' ? (['fr', 'nl'] as const) : (['nl', 'fr'] as const)) {
    for (const [name, place] of index.byName[l]) {
      const score = name.startsWith(key) ? (name.length - key.length > 12 ? 3 : 0.5) : editDistance(key, name);
      if (!best || score < best.score) best = { name: place[lang], score };
    }
  }
  return best && best.score <= Math.max(2, Math.floor(key.length / 4)) ? best.name : null;
}

/** A place as the page names it: "Louvain-la-Neuve (Ottignies-Louvain-la-Neuve)" for a section or a former municipality. */
export function placeName(place: Place, lang: Lang): string {
  return place.of && place.of[lang] !== place[lang] ? `${place[lang]} (${place.of[lang]})` : place[lang];
}

/** Straight-line (great-circle) distance between two places, km. */
export function straightKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road distance between two places, rounded to the km (0 for one place, at least 1 km between two). */
export function roadKm(a: Place, b: Place): number {
  if (a.lon === b.lon && a.lat === b.lat) return 0;
  return Math.max(1, Math.round(straightKm(a, b) * roadFactor));
}

/** Where the route between two places lies around Brussels. */
export function brusselsPartOf(from: Place, to: Place): BrusselsPart {
  if (!isInBrusselsZones(from) || !isInBrusselsZones(to)) return null;
  const central = (place: Place) => brusselsCentreCommunes.includes(place.nis) && !place.of;
  return central(from) && central(to) ? 'centre' : 'area';
}

/**
 * The estimate for two typed places: the fields we cannot match (with a near name to suggest) as
 * soon as one holds a name we do not know, the road distance and where it lies around Brussels once both are known, null while
 * a field is empty.
 */
export function estimateRoute(route: RouteText, index: PlaceIndex, lang: Lang): RouteEstimate | null {
  const from = route.from ? lookUpPlace(index, route.from, lang) : null;
  const to = route.to ? lookUpPlace(index, route.to, lang) : null;
  if ((from && !('place' in from)) || (to && !('place' in to))) {
    const unknown: Extract<RouteEstimate, { kind: 'unknown' }> = { kind: 'unknown', from: false, to: false, suggest: {} };
    for (const [field, found] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!found || 'place' in found) continue;
      unknown[field] = true;
      if (found.suggest) unknown.suggest![field] = found.suggest;
      if (found.postcode) unknown.postcode = { ...unknown.postcode, [field]: found.postcode };
      if (found.abroad) unknown.abroad = { ...unknown.abroad, [field]: found.abroad };
    }
    return unknown;
  }
  if (!from || !to) return null;
  return knownRoute(from.place, to.place);
}

/** The estimate of two known places. */
function knownRoute(from: Place, to: Place): RouteEstimate {
  const km = roadKm(from, to);
  return {
    kind: 'known',
    from,
    to,
    km,
    inBrussels: isInBrusselsRegion(from) && isInBrusselsRegion(to),
    brussels: brusselsPartOf(from, to),
  };
}

/**
 * One typed place: the place its name means ("1050 Ixelles" is read by its name); else a place abroad
 * it names; else a name near it to suggest; a postcode alone is not a place: it comes back as such, with the name of the Brussels
 * commune that owns it as the suggestion when it is one of the Region's.
 */
function lookUpPlace(
  index: PlaceIndex,
  text: string,
  lang: Lang,
): { place: Place } | { suggest?: string; postcode?: string; abroad?: PlaceAbroad } {
  const postcode = splitPostcode(text);
  const name = postcode ? postcode.name : text;
  if (postcode && !name) {
    const owner = brusselsPostcodes[postcode.postcode];
    const place = owner ? findPlace(index, owner, 'fr') : null;
    return place ? { postcode: postcode.postcode, suggest: place[lang] } : { postcode: postcode.postcode };
  }
  const place = findPlace(index, name, lang);
  if (place) return { place };
  // A city abroad ("Parijs", "Rijsel") is not the Belgian name nearest in spelling.
  const abroad = findPlaceAbroad(name);
  if (abroad) return { abroad };
  const near = suggestPlace(index, name, lang);
  return near ? { suggest: near } : {};
}

/** One suggestion of the list: the value the field takes, and the other language's name (or the municipality) when it differs. */
export type PlaceOption = { value: string; label: string };

/** The suggestions in the page's language, sorted; a name two places share gets the other name in brackets. */
export function placeOptions(places: readonly Place[], lang: Lang): PlaceOption[] {
  const other: Lang = lang === 'fr' ? 'nl' : 'fr';
  const count = new Map<string, number>();
  for (const place of places) count.set(normalizePlaceName(place[lang]), (count.get(normalizePlaceName(place[lang])) ?? 0) + 1);
  const native = new Map<string, Place>();
  for (const place of places) {
    const key = normalizePlaceName(place[lang]);
    const first = native.get(key);
    if (!first || (first.fr !== first.nl && place.fr === place.nl)) native.set(key, place);
  }
  const options = places.map((place) => {
    const shared = (count.get(normalizePlaceName(place[lang])) ?? 0) > 1 && native.get(normalizePlaceName(place[lang])) !== place;
    const label = place.of ? place.of[lang] : place[other];
    return {
      value: shared ? `${place[lang]} (${place[other]})` : place[lang],
      label: label !== place[lang] && !shared ? label : '',
    };
  });
  return options.sort((a, b) => a.value.localeCompare(b.value, lang));
}
