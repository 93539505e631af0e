import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { langs } from '../shared/langs';
import { cityIds } from '../shared/routes';
import { islands } from '../views/islands/registry';
import type { AssetUrls } from '../views/site-context';

/** Where the build puts the client files and its manifest, relative to the working directory. */
export const publicDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'public');

const url = z.string().startsWith('/assets/');
const byIsland = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(Object.keys(islands).map((name) => [name, value])) as Record<keyof typeof islands, T>);
const byLang = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(langs.map((lang) => [lang, value])) as Record<(typeof langs)[number], T>);
const map = z.object({ src: url, width: z.number().positive(), height: z.number().positive() });

/** What the build must have written: every island of the registry, the maps of every page, the images. */
const manifestSchema = z.object({
  boot: url,
  styles: url,
  islands: byIsland(url),
  islandChunks: byIsland(z.array(url)),
  places: url,
  maps: z.object({
    home: byLang(map),
    cities: z.object(
      Object.fromEntries(cityIds.map((city) => [city, byLang(map.extend({ kind: z.enum(['city', 'commune', 'region']), zones: z.array(z.string()) }))])),
    ),
  }),
  logo: z.object({ url, size: z.number().positive() }),
  socialImages: z.record(z.string(), url),
});

/** A manifest that does not match what the server needs: names each missing or wrong entry. */
export class ManifestError extends Error {}

/** Checks a parsed manifest against the registry and the route table; throws a ManifestError naming each problem. */
export function checkManifest(value: unknown, file = 'manifest.json'): AssetUrls {
  const result = manifestSchema.safeParse(value);
  if (result.success) return result.data as AssetUrls;
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
