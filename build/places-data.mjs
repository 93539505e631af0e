// Makes shared/data/places.json, the simulator's list of Belgian municipalities (NIS code, French and
// Dutch names, a point for each), from the CC0 TopoJSON of bmesuere/belgium-topojson (Statbel).
// Each place sits at its territory's centroid, or at its main town where the two are far apart.
// Usage: node build/places-data.mjs [path/to/belgium-municipalities.topo.json]
// Without a path the TopoJSON is looked for in shared/data/, in the repository or a folder above it.
import { geoCentroid, geoDistance } from 'd3-geo';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the committed list lives, relative to the repository. */
export const placesFile = 'shared/data/places.json';

/** Name of the source TopoJSON (see ../shared/data/README.md). */
export const topologyName = 'belgium-municipalities.topo.json';

/**
 * Main towns placed by hand, [longitude, latitude], where the centroid of the municipality's
 * territory lies more than 1.5 km from the town centre (measured for the 48 largest or most
 * spread-out municipalities; Namur, Leuven, Charleroi, Tournai and the others stay at their
 * centroid). Source: the coordinates of each town's centre (main square or town hall) given by
 * its Wikipedia article (Wikidata property P625), rounded to three decimals.
 */
export const townCentres = {
  11002: [4.401, 51.221], // Antwerpen, Grote Markt (the territory runs up to the Dutch border)
  44021: [3.725, 51.054], // Gent, Korenmarkt (the port runs north to Zelzate)
  31005: [3.225, 51.209], // Brugge, Markt (the territory includes Zeebrugge)
  62063: [5.573, 50.645], // Liège, place Saint-Lambert
  53053: [3.952, 50.454], // Mons, Grand-Place
  71022: [5.338, 50.930], // Hasselt, Grote Markt
  12025: [4.480, 51.028], // Mechelen, Grote Markt
  34022: [3.265, 50.828], // Kortrijk, Grote Markt
  35013: [2.920, 51.230], // Oostende, Wapenplein
  81001: [5.817, 49.683], // Arlon, centre
  82003: [5.716, 50.001], // Bastogne, place McAuliffe
  21004: [4.352, 50.847], // Bruxelles, Grand-Place (the city runs north to Laeken and Neder-Over-Heembeek)
  41002: [4.039, 50.938], // Aalst, Grote Markt
  46021: [4.143, 51.166], // Sint-Niklaas, Grote Markt
  91034: [4.912, 50.261], // Dinant, centre on the Meuse
  58001: [4.188, 50.478], // La Louvière, centre
  13040: [4.945, 51.323], // Turnhout, Grote Markt
  63023: [6.032, 50.628], // Eupen, centre (the territory runs into the Hertogenwald)
  63072: [5.867, 50.492], // Spa, centre
  57096: [3.214, 50.744], // Mouscron, Grand-Place
  31043: [3.286, 51.346], // Knokke-Heist, Knokke centre
  84077: [5.379, 49.921], // Libramont-Chevigny, Libramont
  71004: [5.226, 51.049], // Beringen, centre
  13025: [5.117, 51.183], // Mol, centre
};

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

/** The committed file's text: one place a line, so that a change reads well in a diff. */
export function placesJson(places) {
  return `[\n${places.map((place) => JSON.stringify(place)).join(',\n')}\n]\n`;
}

/** The source TopoJSON: the path given, or the first shared/data/ holding it, from the repository upwards. */
export function findTopology(given) {
  if (given) return path.resolve(given);
  for (let dir = root; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'data', topologyName);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = findTopology(process.argv[2]);
  if (!source) throw new Error(`${topologyName} not found: pass its path`);
  const { places, far } = placesFromTopology(JSON.parse(readFileSync(source, 'utf8')));
  writeFileSync(path.join(root, placesFile), placesJson(places));
  console.log(`wrote ${placesFile}: ${places.length} places from ${source}`);
  console.log('hand-placed towns, km from their territory centroid:', far);
}
