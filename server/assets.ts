import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AssetUrls } from '../shared/manifest';
import { manifestSchema } from '../shared/manifest';
import { islandNames } from '../views/render';

/** Where the build puts the client files and its manifest, relative to the working directory. */
export const publicDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'public');

const manifestSchemaOfThisCode = manifestSchema(islandNames);

/** A manifest that does not match what the server needs: names each missing or wrong entry. */
export class ManifestError extends Error {}

/** Checks a parsed manifest against the island registry and the route table; throws a ManifestError naming each problem. */
export function checkManifest(value: unknown, file = 'manifest.json'): AssetUrls {
  const result = manifestSchemaOfThisCode.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ManifestError(`${file} does not match this code (run "npm run build"):\n  ${problems.join('\n  ')}`);
}

const manifestFile = () => path.join(publicDir, 'manifest.json');

/** Reads and checks the hashed asset URLs the build wrote (build/build.mjs). */
export function loadAssets(): AssetUrls {
  const file = manifestFile();
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ManifestError(`Cannot read ${file}: run "npm run build" first (${(error as Error).message})`);
  }
  return checkManifest(raw, file);
}

/**
 * Development only (`npm run dev` rebuilds the client files as they are edited): a function that
 * gives the manifest as it is on disk, read again only when the file changed.
 */
export function liveAssets(): () => AssetUrls {
  let seen = -1;
  let assets = loadAssets();
  return () => {
    const changed = statSync(manifestFile(), { throwIfNoEntry: false })?.mtimeMs ?? seen;
    if (changed !== seen) {
      seen = changed;
      assets = loadAssets();
    }
    return assets;
  };
}
