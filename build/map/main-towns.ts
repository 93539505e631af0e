import type { CityId } from '../../shared/routes';

/** A point as longitude, latitude (degrees). */
export type LonLat = [number, number];

/**
 * Where a city's marker goes: its main square or town hall, not the middle of the municipality's
 * territory (Antwerp's runs up to the Dutch border). Keyed by the municipality's NIS code; the
 * build checks that each point lies inside its municipality.
 */
export const mainTowns: Record<string, LonLat> = {
  '21004': [4.3524, 50.8467], // Bruxelles, Grand-Place
  '11002': [4.3997, 51.2213], // Antwerpen, Grote Markt
  '44021': [3.7248, 51.0536], // Gent, Korenmarkt
  '62063': [5.5733, 50.6454], // Liège, place Saint-Lambert
  '52011': [4.444, 50.4113], // Charleroi, place Charles II
  '31005': [3.2246, 51.2089], // Brugge, Markt
  '92094': [4.8676, 50.462], // Namur, place d'Armes
  '24062': [4.701, 50.8788], // Leuven, Grote Markt
  '53053': [3.9519, 50.4542], // Mons, Grand-Place
  '41002': [4.038, 50.938], // Aalst, Grote Markt
  '12025': [4.4794, 51.028], // Mechelen, Grote Markt
  '57081': [3.3887, 50.6067], // Tournai, Grand-Place
  '71022': [5.3384, 50.9307], // Hasselt, Grote Markt
  '34022': [3.265, 50.8282], // Kortrijk, Grote Markt
  '35013': [2.9188, 51.23], // Oostende, Wapenplein
  '25112': [4.6066, 50.717], // Wavre, Grand-Place
  '81001': [5.815, 49.6835], // Arlon, place Léopold
};

/** Covered places that are a locality of a municipality rather than one: their municipality and where they are. */
export const localities: Record<string, { nis: string; at: LonLat }> = {
  'Louvain-la-Neuve': { nis: '25121', at: [4.6113, 50.6695] }, // Ottignies-Louvain-la-Neuve, Grand-Place
};

/** The municipality (NIS code) of each place that has a page. */
export const cityMunicipality: Record<CityId, string> = {
  brussels: '21004',
  liege: '62063',
  antwerp: '11002',
  ghent: '44021',
  charleroi: '52011',
  anderlecht: '21001',
  ixelles: '21009',
  schaerbeek: '21015',
  'saint-gilles': '21013',
  uccle: '21016',
  forest: '21007',
  etterbeek: '21005',
  auderghem: '21002',
  'woluwe-saint-lambert': '21018',
  'woluwe-saint-pierre': '21019',
  'saint-josse': '21014',
};

/** NIS code of the Brussels-Capital Region, as the municipalities carry it in `reg_nis`. */
export const brusselsRegion = '04000';
