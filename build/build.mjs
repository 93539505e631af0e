// Builds the site into dist/: the server bundle, the client islands (content-hashed, split so that
// React sits in one shared chunk), the stylesheet (hashed) and a manifest the server reads.
// Usage: node build/build.mjs [--if-stale]
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildOptions, clientManifest } from './client-bundle.mjs';
import { contentDate } from './content-date.mjs';
import { readRegistry } from './islands.mjs';
import { bundleForNode } from './node-bundle.mjs';
import { writePlacesAsset } from './places-asset.mjs';
import { buildMaps } from './maps.mjs';
import { buildSocialImages } from './social-images.mjs';
import { buildIcons } from './icons.mjs';
import { buildContent } from './content.mjs';
import { precompressAssets } from './precompress.mjs';
import { isFresh, sourceFingerprint, stamp } from './staleness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, process.env.DIST_DIR ?? 'dist');
const publicOut = path.join(dist, 'public');
const assetsOut = path.join(publicOut, 'assets');

// --if-stale (npm start, the tests): build only when a source changed since the last build.
const fingerprint = sourceFingerprint(root);
if (process.argv.includes('--if-stale') && isFresh(dist, fingerprint)) process.exit(0);

rmSync(dist, { recursive: true, force: true });
mkdirSync(assetsOut, { recursive: true });
// First: the words are checked, then copied where the server and the steps below read them.
await buildContent(root, dist);

// The islands are the registry's: each gets a client entry derived from it (build/islands.mjs).
const registry = await readRegistry(root, undefined, dist);

const client = await esbuild.build(clientBuildOptions({ root, registry, outdir: assetsOut }));
const assets = {
  ...clientManifest(client.metafile, registry),
  places: writePlacesAsset(root, assetsOut),
  maps: await buildMaps({ root, assetsOut, dist }),
  contentDate: contentDate(root),
};
// Drawn last: the pages' titles are read from their views, on the manifest so far.
const manifest = { ...assets, ...(await buildSocialImages({ root, dist, assetsOut, assets })) };
writeFileSync(path.join(publicOut, 'manifest.json'), JSON.stringify(manifest, null, 2));
buildIcons({ root, publicOut });

await bundleForNode(root, 'server/index.ts', path.join(dist, 'server.mjs'));

// Keep last among the steps that write assets: brotli and gzip copies of every asset that compresses.
const precompressed = await precompressAssets(assetsOut);
stamp(dist, fingerprint);
console.log(
  `built ${path.relative(root, dist)}/: ${Object.keys(client.metafile.outputs).length} client files, ${precompressed} precompressed copies`,
);
