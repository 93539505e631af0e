import { normalizePlaceName } from '../../shared/places/names';
import type { Geography, Municipality } from './geography';

/** A name without accents, case, apostrophes or hyphens, for matching: the simulator's normaliser (shared/places/names.ts). */
export const normalName = normalizePlaceName;

/** Municipalities by normalized French and Dutch name; a name two municipalities share (Saint-Nicolas) is left out. */
export function nameIndex(geography: Geography): Map<string, Municipality> {
  const index = new Map<string, Municipality | null>();
  for (const municipality of geography.municipalities) {
    const names = new Set([normalName(municipality.properties.name_fr), normalName(municipality.properties.name_nl)]);
    for (const name of names) index.set(name, index.has(name) && index.get(name) !== municipality ? null : municipality);
  }
  return new Map([...index].filter((entry): entry is [string, Municipality] => entry[1] !== null));
}

/**
 * The municipalities a page's list of served zones names: each item is cut at "et"/"en", commas and
 * brackets ("Châtelain (Ixelles)", "Tervuren et Overijse"), and a part counts when it is a
 * municipality's name, with "-Centre"/"-Centrum"/"-Ville"/"-Stad" dropped. Districts that are not
 * municipalities (Berchem, Jumet, Sart-Tilman) are not on the map.
 */
export function zoneMunicipalities(items: string[], index: Map<string, Municipality>): Municipality[] {
  const found = new Map<string, Municipality>();
  for (const item of items) {
    for (const part of item.split(/\s+(?:et|en)\s+|,\s*|\s*[()]\s*|\s*:\s*/)) {
      const name = normalName(part)
        .replace(/ (?:centre|centrum|ville|stad)$/, '')
        .replace(/^(?:ville de|stad) /, '');
      const municipality = index.get(name);
      if (municipality) found.set(municipality.properties.nis, municipality);
    }
  }
  return [...found.values()];
}
