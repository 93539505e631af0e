// The client files, as the build and `npm run dev` both make them: boot.js, the stylesheet and one
// entry per island of the registry, split so that React sits in one shared chunk, content-hashed.
import path from 'node:path';
import { islandEntries, islandEntryPoints } from './islands.mjs';

/** esbuild's options for the client files of `registry` into `outdir` (minified unless `development`). */
export function clientBuildOptions({ root, registry, outdir, development = false }) {
  return {
    absWorkingDir: root,
    entryPoints: {
      boot: 'client/boot.ts',
      site: 'public/styles.css',
      ...islandEntryPoints(registry),
    },
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
    minify: !development,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': development ? '"development"' : '"production"' },
    metafile: true,
    // Maps beside the files (the server names them in a SourceMap header); licences in .LEGAL.txt files.
    sourcemap: 'external',
    legalComments: 'linked',
    plugins: [islandEntries(root, registry)],
    logLevel: 'warning',
  };
}

/** The manifest's part about the client files: each entry's hashed URL, and the chunks each island imports. */
export function clientManifest(metafile, registry) {
  const outputs = metafile.outputs;
  const outputOf = (entry) => {
    const found = Object.entries(outputs).find(([, output]) => output.entryPoint === entry);
    if (!found) throw new Error(`no output for ${entry}`);
    return found[0];
  };
  const urlOf = (file) => '/assets/' + path.basename(file);
  // The chunks an island imports (React, shared code), so that the page can fetch them alongside it.
  const chunksOf = (entry) => {
    const seen = new Set();
    const visit = (file) =>
      outputs[file].imports.filter((i) => i.kind === 'import-statement' && !seen.has(i.path)).forEach((i) => (seen.add(i.path), visit(i.path)));
    visit(outputOf(entry));
    return [...seen].map(urlOf);
  };
  const names = registry.map((island) => island.name);
  return {
    boot: urlOf(outputOf('client/boot.ts')),
    styles: urlOf(outputOf('public/styles.css')),
    islands: Object.fromEntries(names.map((name) => [name, urlOf(outputOf(`island-entry:${name}`))])),
    islandChunks: Object.fromEntries(names.map((name) => [name, chunksOf(`island-entry:${name}`)])),
  };
}
