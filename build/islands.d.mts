// Types of build/islands.mjs, for the test that builds an island added by one registry entry.
import type { Plugin } from 'esbuild';

/** One island as the build reads it from the registry. */
export type RegistryIsland = { name: string; file: string; component: string };
/** The islands of a registry module, read by bundling it for Node into `scratchDir` (inside the project). */
export function readRegistry(root: string, registry?: string, scratchDir?: string): Promise<RegistryIsland[]>;
/** esbuild entry points, `island-<name>` for each island. */
export function islandEntryPoints(islands: RegistryIsland[]): Record<string, string>;
/** The esbuild plugin that writes each island's entry. */
export function islandEntries(root: string, islands: RegistryIsland[]): Plugin;
