// The client files, as the build and `npm run dev` both make them: boot.js, the stylesheet and one
// entry per island of the registry, split so that React sits in one shared chunk, content-hashed.
import { readFile } from 'node:fs/promises';
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
    plugins: [islandEntries(root, registry), namedMediaQueries(root)],
    logLevel: 'warning',
  };
}

/**
 * The stylesheet's named media queries (`@media (--menu-collapsed)`, the syntax of CSS Custom Media),
 * replaced by their query from shared/media-queries.json, which the TypeScript side reads too: one
 * source for a breakpoint both CSS and the island loader use. An unknown name stops the build.
 */
function namedMediaQueries(root) {
  const file = path.join(root, 'shared/media-queries.json');
  return {
    name: 'named-media-queries',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const [css, queries] = await Promise.all([readFile(args.path, 'utf8'), readFile(file, 'utf8').then(JSON.parse)]);
        const contents = css.replace(/@media\s*\(--([a-z-]+)\)/g, (_, name) => {
          if (!(name in queries)) throw new Error(`${args.path}: no media query named --${name} in shared/media-queries.json`);
          return `@media ${queries[name]}`;
        });
        return { contents, loader: 'css', watchFiles: [file] };
      });
    },
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
      outputs[file].imports
        .filter((i) => i.kind === 'import-statement' && !seen.has(i.path))
        .forEach((i) => {
          seen.add(i.path);
          visit(i.path);
        });
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
