import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetUrls } from '../views/site-context';

/** Where the build puts the client files and its manifest, relative to the working directory. */
export const publicDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'public');

/** Reads the hashed asset URLs the build wrote (build/build.mjs). */
export function loadAssets(): AssetUrls {
  const file = path.join(publicDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetUrls;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run "npm run build" first (${(error as Error).message})`);
  }
}
