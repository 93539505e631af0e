// npm run dev: the site from source, for editing. The client files and the stylesheet are rebuilt by
// esbuild in watch mode into .dev/ (not minified, no compressed copies), with a new manifest after
// each rebuild, which the server reads at the next request. The server runs from source under
// `tsx watch`, which restarts it when a file it imports changes (shared/, views/, server/). The
// build-only steps run once at start: the maps, the places list, the social images (from their cache).
// Usage: npm run dev (PORT, SITE_URL and the other variables as for npm start).
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildOptions, clientManifest } from './client-bundle.mjs';
import { contentDate } from './content-date.mjs';
import { readRegistry } from './islands.mjs';
import { buildMaps } from './maps.mjs';
import { writePlacesAsset } from './places-asset.mjs';
import { buildSocialImages } from './social-images.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = path.join(root, '.dev');
const publicOut = path.join(dev, 'public');
const assetsOut = path.join(publicOut, 'assets');

rmSync(dev, { recursive: true, force: true });
mkdirSync(assetsOut, { recursive: true });

const registry = await readRegistry(root, undefined, dev);
const buildOnly = {
  places: writePlacesAsset(root, assetsOut),
  maps: await buildMaps({ root, assetsOut, dist: dev }),
  contentDate: contentDate(root),
};

// The manifest after every rebuild of the client files: written aside, then renamed, so that the
// server never reads half of it.
let firstBuilt;
const firstBuild = new Promise((resolve) => (firstBuilt = resolve));
let latestClient;
const writeManifest = () => {
  const file = path.join(publicOut, 'manifest.json');
  writeFileSync(file + '.tmp', JSON.stringify({ ...latestClient, ...buildOnly }, null, 2));
  renameSync(file + '.tmp', file);
};
const manifestOnRebuild = {
  name: 'dev-manifest',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0) return;
      latestClient = clientManifest(result.metafile, registry);
      // Until the social images are drawn (once, at start), the manifest is not complete.
      if ('socialImages' in buildOnly) writeManifest();
      console.log(`dev: client files rebuilt (${new Date().toLocaleTimeString()})`);
      firstBuilt();
    });
  },
};
const options = clientBuildOptions({ root, registry, outdir: assetsOut, development: true });
const context = await esbuild.context({ ...options, plugins: [...options.plugins, manifestOnRebuild] });
await context.watch();
await firstBuild;
// The social images need the pages' views, so the client files' names: drawn once they are built (from the cache).
Object.assign(buildOnly, await buildSocialImages({ root, dist: dev, assetsOut, assets: { ...latestClient, ...buildOnly } }));
writeManifest();

// The files of public/ served as they are: copied now and whenever they change.
const copyPublic = () => copyFileSync(path.join(root, 'public/favicon.svg'), path.join(publicOut, 'favicon.svg'));
copyPublic();
const publicWatcher = watch(path.join(root, 'public'), (_event, name) => name === 'favicon.svg' && copyPublic());

const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/dev.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: '.dev' },
  },
);

const stop = async () => {
  publicWatcher.close();
  await context.dispose();
  server.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
