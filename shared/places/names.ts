/**
 * How the site reads a Belgian place name, and the names people use besides the official ones: the
 * one normaliser of the project (the simulator on server and browser, and the build's maps), the
 * municipalities merged on 1 January 2025, and the sections and localities people name.
 */
import mergerFile from '../data/belgium-mergers-2025.json';

/**
 * A name reduced for comparison: no accents, no case, any run of other characters (hyphens,
 * apostrophes, dots, brackets) as one space, and "Saint", "Sainte", "Sint", "St" and "Ste" as one
 * word, so that "St-Josse" finds Saint-Josse-ten-Noode.
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\b(?:saint|sainte|sint|st|ste)\b/g, 'st');
}

/** A merger of 1 January 2025: the new municipality's names and the names (topology's) of the ones it joined. */
export type Merger = { name_nl: string; name_fr: string; formerly: string[]; also?: string[] };

/** The 14 mergers of 2025, from shared/data/belgium-mergers-2025.json (a copy of the shared data; README). */
export const mergers2025: readonly Merger[] = mergerFile.mergers;

/**
 * A section or locality people name as if it were a municipality, in the municipality (its French
 * name in shared/data/places.json) it belongs to; `at` [longitude, latitude] when it lies away from
 * that municipality's point (tests/unit/place-names.test.ts checks it lies inside its territory),
 * otherwise it is another name for the municipality itself.
 */
export type Locality = { fr: string; nl?: string; also?: string[]; in: string; at?: [number, number] };

/**
 * Sections, localities and short names: university towns (Louvain-la-Neuve, Heverlee, Wilrijk,
 * Sart-Tilman), ports (Zeebrugge, Doel, Lillo), Brussels communes and districts by their common
 * names. Positions: each place's centre as its Wikipedia article gives it, to three decimals.
 */
export const localities: readonly Locality[] = [
  { fr: 'Louvain-la-Neuve', also: ['LLN'], in: 'Ottignies-Louvain-la-Neuve', at: [4.612, 50.669] },
  { fr: 'Ottignies', in: 'Ottignies-Louvain-la-Neuve', at: [4.569, 50.666] },
  { fr: 'Zeebrugge', in: 'Bruges', at: [3.203, 51.33] },
  { fr: 'Heverlee', in: 'Louvain', at: [4.695, 50.864] },
  { fr: 'Kessel-Lo', in: 'Louvain', at: [4.723, 50.889] },
  { fr: 'Wilrijk', in: 'Anvers', at: [4.395, 51.168] },
  { fr: 'Merksem', in: 'Anvers', at: [4.446, 51.246] },
  { fr: 'Hoboken', in: 'Anvers', at: [4.349, 51.176] },
  { fr: 'Borgerhout', in: 'Anvers', at: [4.44, 51.212] },
  { fr: 'Deurne', in: 'Anvers', at: [4.465, 51.219] },
  { fr: 'Lillo', in: 'Anvers', at: [4.289, 51.303] },
  { fr: 'Doel', in: 'Beveren', at: [4.259, 51.311] },
  { fr: 'Sart-Tilman', in: 'Liège', at: [5.568, 50.584] },
  { fr: 'Gosselies', in: 'Charleroi', at: [4.433, 50.468] },
  { fr: 'Jumet', in: 'Charleroi', at: [4.427, 50.44] },
  { fr: 'Marcinelle', in: 'Charleroi', at: [4.44, 50.39] },
  { fr: 'Laeken', nl: 'Laken', in: 'Bruxelles', at: [4.353, 50.881] },
  { fr: 'Neder-Over-Heembeek', in: 'Bruxelles', at: [4.39, 50.898] },
  // Districts and sections the city pages name, read as their city (its point: a trip inside the city stays ≈ 0 km).
  { fr: 'Gentbrugge', in: 'Gand' },
  { fr: 'Ledeberg', in: 'Gand' },
  { fr: 'Sint-Amandsberg', in: 'Gand' },
  { fr: 'Oostakker', in: 'Gand' },
  { fr: 'Wondelgem', in: 'Gand' },
  { fr: 'Mariakerke', in: 'Gand' },
  { fr: 'Drongen', in: 'Gand' },
  { fr: 'Sint-Denijs-Westrem', in: 'Gand' },
  { fr: 'Zwijnaarde', in: 'Gand' },
  { fr: 'Berchem', in: 'Anvers' },
  { fr: 'Ekeren', in: 'Anvers' },
  { fr: 'Berendrecht', in: 'Anvers' },
  { fr: 'Angleur', in: 'Liège' },
  { fr: 'Jupille', in: 'Liège' },
  { fr: 'Bressoux', in: 'Liège' },
  { fr: 'Chênée', in: 'Liège' },
  { fr: 'Grivegnée', in: 'Liège' },
  { fr: 'Gilly', in: 'Charleroi' },
  { fr: 'Couillet', in: 'Charleroi' },
  { fr: 'Ransart', in: 'Charleroi' },
  { fr: 'Monceau-sur-Sambre', in: 'Charleroi' },
  { fr: 'Marchienne-au-Pont', in: 'Charleroi' },
  { fr: 'Montignies-sur-Sambre', in: 'Charleroi' },
  // Gembloux's Dutch name, which the home page's list uses.
  { fr: 'Gembloux', nl: 'Gembloers', in: 'Gembloux' },
  { fr: 'Haren', in: 'Bruxelles', at: [4.419, 50.889] },
  { fr: 'Bruxelles-Ville', nl: 'Brussel-Stad', in: 'Bruxelles' },
  { fr: 'Molenbeek', in: 'Molenbeek-Saint-Jean' },
  { fr: 'Saint-Josse', nl: 'Sint-Joost', in: 'Saint-Josse-ten-Noode' },
  { fr: 'Boitsfort', nl: 'Bosvoorde', also: ['Watermael', 'Watermaal'], in: 'Watermael-Boitsfort' },
  { fr: 'Knokke', in: 'Knokke-Heist' },
  { fr: 'Marche', in: 'Marche-en-Famenne' },
];
