// Makes shared/data/places.json, the simulator's list of Belgian municipalities (NIS code, French and
// Dutch names, a point for each), from the CC0 TopoJSON of bmesuere/belgium-topojson (Statbel).
// Each place sits at its territory's centroid, or at its main town where the two are far apart.
// Usage: node build/places-data.mjs [path/to/belgium-municipalities.topo.json]
// Without a path it reads the repository's copy, data/belgium-municipalities.topo.json.
import { geoCentroid, geoDistance } from 'd3-geo';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, neighbors } from 'topojson-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the committed list lives, relative to the repository. */
export const placesFile = 'shared/data/places.json';

/** Name of the source TopoJSON (see ../shared/data/README.md). */
const topologyName = 'belgium-municipalities.topo.json';

/**
 * Main towns placed by hand, [longitude, latitude] by NIS code, where the centroid of the
 * municipality's territory lies far from the town centre (Antwerp's territory runs up to the Dutch
 * border): data/main-towns.json, the one table the maps read too. Source: the coordinates of each
 * town's centre (main square or town hall) in its Wikipedia article (Wikidata property P625).
 */
export const townCentres = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(root, 'data/main-towns.json'), 'utf8'))).map(([nis, town]) => [nis, town.at]),
);

/** Rounds to three decimals (about 100 m): enough for a road estimate, small to send. */
const round3 = (value) => Math.round(value * 1000) / 1000;

/**
 * The places of a TopoJSON topology: one per municipality, sorted by NIS code. `far` lists, for the
 * record, how far each hand-placed town lies from its territory's centroid (km).
 */
export function placesFromTopology(topology) {
  const municipalities = feature(topology, topology.objects.municipalities).features;
  const far = {};
  const places = municipalities.map((municipality) => {
    const { nis, name_fr: fr, name_nl: nl } = municipality.properties;
    const centroid = geoCentroid(municipality);
    const town = townCentres[nis];
    if (town) far[nis] = round3(geoDistance(centroid, town) * 6371);
    const [lon, lat] = town ?? centroid;
    return { nis: String(nis), fr, nl, lon: round3(lon), lat: round3(lat) };
  });
  places.sort((a, b) => a.nis.localeCompare(b.nis));
  return { places, far };
}

/** NIS codes of the Brussels-Capital Region's communes start with 21. */
const inBrusselsRegion = (nis) => String(nis).startsWith('21');

/**
 * The municipalities that border the Brussels-Capital Region: those outside it that share an arc (a
 * stretch of border) with one of its 19 communes, by NIS code, sorted. shared/places/places.ts holds the list
 * (`brusselsBorderMunicipalities`), and tests/unit/places.test.ts checks it is this function's output.
 */
export function brusselsBorderFromTopology(topology) {
  const geometries = topology.objects.municipalities.geometries;
  const around = neighbors(geometries);
  const border = new Set();
  geometries.forEach((geometry, i) => {
    if (!inBrusselsRegion(geometry.properties.nis)) return;
    for (const j of around[i]) if (!inBrusselsRegion(geometries[j].properties.nis)) border.add(String(geometries[j].properties.nis));
  });
  return [...border].sort();
}

/** The committed file's text: one place a line, so that a change reads well in a diff. */
export function placesJson(places) {
  return `[\n${places.map((place) => JSON.stringify(place)).join(',\n')}\n]\n`;
}

/** The source TopoJSON: the path given, or the repository's copy (data/, derived from ../shared/data/). */
export function findTopology(given) {
  return given ? path.resolve(given) : path.join(root, 'data', topologyName);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = findTopology(process.argv[2]);
  const topology = JSON.parse(readFileSync(source, 'utf8'));
  const { places, far } = placesFromTopology(topology);
  writeFileSync(path.join(root, placesFile), placesJson(places));
  console.log(`wrote ${placesFile}: ${places.length} places from ${source}`);
  console.log('hand-placed towns, km from their territory centroid:', far);
  console.log(
    'municipalities bordering the Brussels Region (shared/places/places.ts, brusselsBorderMunicipalities):',
    brusselsBorderFromTopology(topology),
  );
}
