// Builds the site into dist/: the server bundle, the client islands (content-hashed, split so that
// React sits in one shared chunk), the stylesheet (hashed) and a manifest the server reads.
// Usage: node build/build.mjs [--if-stale]
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { islandEntries, islandEntryPoints, readRegistry } from './islands.mjs';
import { bundleForNode } from './node-bundle.mjs';
import { writePlacesAsset } from './places-asset.mjs';
import { buildMaps } from './maps.mjs';
import { buildSocialImages } from './social-images.mjs';
import { buildIcons } from './icons.mjs';
import { precompressAssets } from './precompress.mjs';
import { isFresh, sourceFingerprint, stamp } from './staleness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, process.env.DIST_DIR ?? 'dist');
const publicOut = path.join(dist, 'public');
const assetsOut = path.join(publicOut, 'assets');

// --if-stale (npm start, the tests): build only when a source changed since the last build.
const fingerprint = sourceFingerprint(root);
if ((process.argv.includes('--if-stale') || process.argv.includes('--if-missing')) && isFresh(dist, fingerprint)) process.exit(0);

rmSync(dist, { recursive: true, force: true });
mkdirSync(assetsOut, { recursive: true });

// The islands are the registry's: each gets a client entry derived from it (build/islands.mjs).
const registry = await readRegistry(root, undefined, dist);
const islands = registry.map((island) => island.name);

const client = await esbuild.build({
  absWorkingDir: root,
  entryPoints: {
    boot: 'client/boot.ts',
    site: 'public/styles.css',
    ...islandEntryPoints(registry),
  },
  outdir: assetsOut,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  // Maps beside the files (the server names them in a SourceMap header); licences in .LEGAL.txt files.
  sourcemap: 'external',
  legalComments: 'linked',
  plugins: [islandEntries(root, registry)],
  logLevel: 'warning',
});

const urlOf = (entry) => {
  const [file] = Object.entries(client.metafile.outputs).find(([, output]) => output.entryPoint === entry) ?? [];
  if (!file) throw new Error(`no output for ${entry}`);
  return '/assets/' + path.basename(file);
};
// The chunks an island imports (React, shared code), so that the page can fetch them alongside it.
const chunksOf = (entry) => {
  const outputs = client.metafile.outputs;
  const [start] = Object.entries(outputs).find(([, output]) => output.entryPoint === entry);
  const seen = new Set();
  const visit = (file) =>
    outputs[file].imports.filter((i) => i.kind === 'import-statement' && !seen.has(i.path)).forEach((i) => (seen.add(i.path), visit(i.path)));
  visit(start);
  return [...seen].map((file) => '/assets/' + path.basename(file));
};
const manifest = {
  boot: urlOf('client/boot.ts'),
  styles: urlOf('public/styles.css'),
  islands: Object.fromEntries(islands.map((name) => [name, urlOf(`island-entry:${name}`)])),
  places: writePlacesAsset(root, assetsOut),
  maps: await buildMaps({ root, assetsOut, dist }),
  ...(await buildSocialImages({ root, dist, assetsOut })),
  islandChunks: Object.fromEntries(islands.map((name) => [name, chunksOf(`island-entry:${name}`)])),
};
writeFileSync(path.join(publicOut, 'manifest.json'), JSON.stringify(manifest, null, 2));
buildIcons({ root, publicOut });

await bundleForNode(root, 'server/index.ts', path.join(dist, 'server.mjs'));

// Keep last among the steps that write assets: brotli and gzip copies of every asset that compresses.
const precompressed = await precompressAssets(assetsOut);
stamp(dist, fingerprint);
console.log(`built ${path.relative(root, dist)}/: ${Object.keys(client.metafile.outputs).length} client files, ${precompressed} precompressed copies`);
