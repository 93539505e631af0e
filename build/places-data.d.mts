// Types of build/places-data.mjs, for the test that compares its output with the committed file.
import type { Topology } from 'topojson-specification';
import type { Place } from '../shared/places/places';

/** Where the committed list lives, relative to the repository. */
export const placesFile: string;
/** Main towns placed by hand, by NIS code: [longitude, latitude]. */
export const townCentres: Record<string, [number, number]>;
/** The places of the topology, sorted by NIS code, and how far each hand-placed town lies from its centroid (km). */
export function placesFromTopology(topology: Topology): { places: Place[]; far: Record<string, number> };
/** The committed file's text. */
export function placesJson(places: Place[]): string;
/** The source TopoJSON: the path given, or the repository's copy in data/. */
export function findTopology(given?: string): string;
/** NIS codes of the municipalities outside the Brussels Region that share a border with one of its communes, sorted. */
export function brusselsBorderFromTopology(topology: Topology): string[];
