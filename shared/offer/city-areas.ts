/**
 * Where each of the five cities' same-day promise holds: Brussels is its Region and the municipalities
 * that border it (the periphery zone, priced by the Brussels zones); Antwerp, Ghent, Liège and Charleroi are their own
 * municipality, every municipality that borders it (in data/belgium-municipalities.topo.json, as the
 * Brussels periphery is derived), and the further ones their pages name (Liège's airport and Flémalle). A trip with both ends in one
 * area gets Express's "city" cell (same day), a trip from one area to another its "betweenCities"
 * cell (./promises.ts). Municipalities are given by their NIS code in shared/data/places.json, the
 * codes from before the 2025 mergers: a municipality merged in 2025 lists every code it joined, so
 * that its former municipalities and sections are found as well. The city pages' coverage and zone
 * lists name no municipality outside their area (tests/unit/city-areas.test.ts).
 */
import { brusselsBorderMunicipalities } from '../places/places';

/** One of the five cities. */
export type FiveCityId = 'brussels' | 'antwerp' | 'ghent' | 'liege' | 'charleroi';

/** A municipality of a served area: its NIS code, and its name in the place data, to read the list by. */
export type ServedMunicipality = { nis: string; name: string };

/**
 * A city's served area: a region by the start of its NIS codes and the municipalities that border it,
 * by their codes (Brussels), or a list of municipalities.
 */
export type CityArea = {
  city: FiveCityId;
  region?: string;
  bordering?: readonly string[];
  municipalities: readonly ServedMunicipality[];
};

/** The served area of each of the five cities, the city's own municipality first. */
export const cityAreas: readonly CityArea[] = [
  // The Region, and the 16 municipalities that border it (the periphery zone, shared/places/places.ts).
  { city: 'brussels', region: '21', bordering: brusselsBorderMunicipalities, municipalities: [] },
  {
    city: 'antwerp',
    municipalities: [
      // Antwerpen as merged in 2025, with Borsbeek.
      { nis: '11002', name: 'Antwerpen' },
      { nis: '11007', name: 'Borsbeek' },
      { nis: '11029', name: 'Mortsel' },
      { nis: '11013', name: 'Edegem' },
      { nis: '11040', name: 'Schoten' },
      // The port's left bank: Beveren-Kruibeke-Zwijndrecht, merged in 2025.
      { nis: '46003', name: 'Beveren' },
      { nis: '46013', name: 'Kruibeke' },
      { nis: '11056', name: 'Zwijndrecht' },
      // The other municipalities that border Antwerpen (Borsbeek included).
      { nis: '11004', name: 'Boechout' },
      { nis: '11001', name: 'Aartselaar' },
      { nis: '11008', name: 'Brasschaat' },
      { nis: '11018', name: 'Hemiksem' },
      { nis: '11023', name: 'Kapellen' },
      { nis: '11044', name: 'Stabroek' },
      { nis: '11050', name: 'Wijnegem' },
      { nis: '11052', name: 'Wommelgem' },
    ],
  },
  {
    city: 'ghent',
    municipalities: [
      { nis: '44021', name: 'Gent' },
      // The canal zone of the port, up to the Dutch border.
      { nis: '44019', name: 'Evergem' },
      { nis: '43018', name: 'Zelzate' },
      // The other municipalities that border Gent.
      { nis: '44012', name: 'De Pinte' },
      // Nazareth-De Pinte, merged in 2025: taken whole.
      { nis: '44048', name: 'Nazareth' },
      { nis: '44083', name: 'Deinze' },
      { nis: '44013', name: 'Destelbergen' },
      { nis: '44034', name: 'Lochristi' },
      { nis: '44085', name: 'Lievegem' },
      { nis: '44040', name: 'Melle' },
      { nis: '44043', name: 'Merelbeke' },
      { nis: '44064', name: 'Sint-Martens-Latem' },
      { nis: '44073', name: 'Wachtebeke' },
    ],
  },
  {
    city: 'liege',
    municipalities: [
      { nis: '62063', name: 'Liège' },
      { nis: '62051', name: 'Herstal' },
      { nis: '62096', name: 'Seraing' },
      { nis: '62003', name: 'Ans' },
      { nis: '62093', name: 'Saint-Nicolas' },
      { nis: '62120', name: 'Flémalle' },
      // The airport, at Bierset.
      { nis: '62118', name: 'Grâce-Hollogne' },
      // The Trilogiport, at Hermalle-sous-Argenteau.
      { nis: '62079', name: 'Oupeye' },
      // The other municipalities that border Liège.
      { nis: '62015', name: 'Beyne-Heusay' },
      { nis: '62119', name: 'Blégny' },
      { nis: '62022', name: 'Chaudfontaine' },
      { nis: '62032', name: 'Esneux' },
      { nis: '62060', name: 'Juprelle' },
      { nis: '62108', name: 'Visé' },
    ],
  },
  {
    city: 'charleroi',
    municipalities: [
      { nis: '52011', name: 'Charleroi' },
      { nis: '52021', name: 'Fleurus' },
      { nis: '52012', name: 'Châtelet' },
      { nis: '52022', name: "Fontaine-l'Évêque" },
      { nis: '52015', name: 'Courcelles' },
      // The other municipalities that border Charleroi.
      { nis: '52025', name: 'Gerpinnes' },
      { nis: '52075', name: 'Les Bons Villers' },
      { nis: '52048', name: 'Montigny-le-Tilleul' },
      { nis: '52055', name: 'Pont-à-Celles' },
      { nis: '56086', name: 'Ham-sur-Heure-Nalinnes' },
    ],
  },
];

/** Whether a municipality (by its NIS code in the place data) lies in a city's served area. */
export function inCityArea(area: CityArea, nis: string): boolean {
  return (
    (area.region !== undefined && nis.startsWith(area.region)) ||
    (area.bordering?.includes(nis) ?? false) ||
    area.municipalities.some((m) => m.nis === nis)
  );
}
