// Types of build/derive-map-data.mjs, for the test that compares its output with the committed file.

/** The derived file the maps and the places read. */
export const mapDataFile: string;
/** The shared source above the repository, or null. */
export function findSharedTopology(): string | null;
/** The derived topology (as the JSON text to write) from the shared one, and its points before and after. */
export function deriveMapData(topology: unknown): { json: string; before: number; after: number };
