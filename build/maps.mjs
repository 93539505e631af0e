// Build step: draws the maps of the home and city pages as SVG (build/map/), writes them into the
// assets with a content hash in their names, and returns their part of the manifest
// (views/site-context.ts, AssetUrls.maps). The map code is TypeScript that reads the pages' copy:
// esbuild bundles it for Node, then it runs once.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importProjectModule } from './node-bundle.mjs';
import { gzipSync } from 'node:zlib';

/** Draws every map into `assetsOut`; returns { home: {lang: map}, cities: {id: {lang: map}} }. */
export async function buildMaps({ root, assetsOut, dist }) {
  const maps = (await importProjectModule(root, 'build/map/render-maps.ts', dist)).renderMaps(root);
  const manifest = { home: {}, cities: {} };
  let largest = 0;
  for (const { page, lang, svg, width, height, ...shows } of maps) {
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
    const name = `map-${page}-${lang}-${hash}.svg`;
    writeFileSync(path.join(assetsOut, name), svg);
    largest = Math.max(largest, gzipSync(svg, { level: 9 }).length);
    const entry = { src: `/assets/${name}`, width, height, ...shows };
    if (page === 'home') manifest.home[lang] = entry;
    else (manifest.cities[page] ??= {})[lang] = entry;
  }
  console.log(`maps: ${maps.length} SVG files, largest ${(largest / 1024).toFixed(1)} KB gzipped`);
  return manifest;
}
