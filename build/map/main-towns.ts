import towns from '../../data/main-towns.json';
import type { CityId } from '../../shared/routes';

/** A point as longitude, latitude (degrees). */
export type LonLat = [number, number];

/**
 * Where a city's marker goes: its main square or town hall, not the middle of the municipality's
 * territory (Antwerp's runs up to the Dutch border). Keyed by the municipality's NIS code; the
 * build checks that each point lies inside its municipality. One table with the simulator's places.
 */
export const mainTowns: Record<string, LonLat> = Object.fromEntries(
  Object.entries(towns).map(([nis, { at }]): [string, LonLat] => [nis, [at[0]!, at[1]!]]),
);

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
