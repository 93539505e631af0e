import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { geoContains } from 'd3-geo';
import { feature, merge, mesh } from 'topojson-client';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import type { LonLat } from './main-towns';
import { localities, mainTowns } from './main-towns';

/** What the maps know of a municipality. */
export type MunicipalityProps = {
  nis: string;
  name_fr: string;
  name_nl: string;
  reg_nis: string;
  prov_nis?: string;
  population: number;
};
const propsOf = (geometry: unknown) => (geometry as { properties: MunicipalityProps }).properties;
/** A municipality as a GeoJSON feature. */
export type Municipality = Feature<Polygon | MultiPolygon, MunicipalityProps>;

/** The neighbouring countries, by ISO 3166 numeric code as world-atlas names them, in the order of the home page's list. */
export const neighbourIds = ['250', '528', '276', '442'] as const;

/** Belgium's municipalities and the neighbouring countries, read once at build time. */
export type Geography = {
  municipalities: Municipality[];
  byNis: Map<string, Municipality>;
  /** Polygons of a group of municipalities merged into one (a province, the Brussels Region, Belgium). */
  merged: (keep: (props: MunicipalityProps) => boolean) => MultiPolygon;
  /** Borders between municipalities for which `between` holds (a === b: the country's outline). */
  borders: (between: (a: MunicipalityProps, b: MunicipalityProps) => boolean) => MultiLineString;
  /** The four neighbouring countries, and the borders between them. */
  neighbours: Feature<Polygon | MultiPolygon>[];
  neighbourBorders: MultiLineString;
};

/** Reads the derived TopoJSON (data/) and world-atlas' 1:10m countries. */
export function loadGeography(root: string): Geography {
  const topology = JSON.parse(readFileSync(path.join(root, 'data/belgium-municipalities.topo.json'), 'utf8')) as Topology<{
    municipalities: GeometryCollection<MunicipalityProps>;
  }>;
  const object = topology.objects.municipalities;
  const municipalities = (feature(topology, object) as FeatureCollection<Polygon | MultiPolygon, MunicipalityProps>).features;
  const byNis = new Map(municipalities.map((m) => [m.properties.nis, m]));

  const require = createRequire(path.join(root, 'package.json'));
  const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = world.objects.countries;
  const isNeighbour = (g: GeometryObject) => (neighbourIds as readonly string[]).includes(String(g.id));
  const neighbours = neighbourIds.map((id) => {
    const geometry = countries.geometries.find((g) => String(g.id) === id);
    if (!geometry) throw new Error(`world-atlas has no country ${id}`);
    return feature(world, geometry) as Feature<Polygon | MultiPolygon>;
  });

  const geography: Geography = {
    municipalities,
    byNis,
    merged: (keep) => merge(topology, object.geometries.filter((g) => keep(propsOf(g))) as never),
    borders: (between) => mesh(topology, object, (a, b) => between(propsOf(a), propsOf(b))),
    neighbours,
    neighbourBorders: mesh(world, countries, (a, b) => a !== b && isNeighbour(a) && isNeighbour(b)),
  };
  checkTowns(geography);
  return geography;
}

/** Fails the build if a main town's point lies outside its municipality (a typo in main-towns.ts). */
function checkTowns({ byNis }: Geography): void {
  const points: [string, LonLat][] = [
    ...Object.entries(mainTowns),
    ...Object.values(localities).map((l): [string, LonLat] => [l.nis, l.at]),
  ];
  for (const [nis, at] of points) {
    const municipality = byNis.get(nis);
    if (!municipality) throw new Error(`main-towns.ts: no municipality ${nis}`);
    if (!geoContains(municipality, at)) throw new Error(`main-towns.ts: ${at.join(',')} is outside ${municipality.properties.name_fr}`);
  }
}
