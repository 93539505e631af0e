// Writes the simulator's list of places (shared/data/places.json, made by build/places-data.mjs) into
// the built assets as one minified, content-hashed JSON file, and returns its URL for the manifest.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Copies the places into `assetsOut` as places-<hash>.json; returns its URL under /assets/. */
export function writePlacesAsset(root, assetsOut) {
  const places = JSON.parse(readFileSync(path.join(root, 'shared/data/places.json'), 'utf8'));
  const body = JSON.stringify(places);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = `places-${hash}.json`;
  writeFileSync(path.join(assetsOut, name), body);
  return `/assets/${name}`;
}
