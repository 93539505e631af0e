// How build steps run the project's own TypeScript (the server, the registry, the maps, the page
// titles): esbuild bundles it for Node, packages left to node_modules.
import * as esbuild from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bundles a TypeScript module of the project into one ES module file for Node. */
export async function bundleForNode(root, entry, outfile) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

/** Bundles a module of the project into a scratch file inside it (where its packages resolve), imports it, removes the file. */
export async function importProjectModule(root, entry, scratchDir) {
  const outfile = path.join(scratchDir, `.${path.basename(entry).replace(/\.\w+$/, '')}-${process.pid}.mjs`);
  await bundleForNode(root, entry, outfile);
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
