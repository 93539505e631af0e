// The islands' client entries, derived from the one registry (views/islands/registry.ts): the build
// reads the registry (each island's name, module and component), then gives esbuild one virtual entry
// per island that imports that component from its module and hydrates it. Adding an island is one
// registry entry.
import path from 'node:path';
import { importProjectModule } from './node-bundle.mjs';

/** The registry every island is listed in. */
const registryFile = 'views/islands/registry.ts';

const namespace = 'island-entry';

/**
 * The islands of a registry module (its `islands` export), read by bundling it for Node: for each,
 * its name, the file of its module and the name its component is exported under.
 */
export async function readRegistry(root, registry = registryFile, scratchDir = path.join(root, 'dist')) {
  const { islands } = await importProjectModule(root, registry, scratchDir);
  return Object.entries(islands).map(([name, island]) => ({
    name,
    file: path.resolve(root, island.module),
    component: island.Component.name,
  }));
}

/** esbuild entry points, `island-<name>` for each island, each a virtual module the plugin below provides. */
export function islandEntryPoints(islands) {
  return Object.fromEntries(islands.map(({ name }) => [`island-${name}`, `${namespace}:${name}`]));
}

/** The esbuild plugin that writes each island's entry: its component, hydrated by client/hydrate.tsx. */
export function islandEntries(root, islands) {
  const byName = new Map(islands.map((island) => [island.name, island]));
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({ path: args.path.slice(namespace.length + 1), namespace }));
      build.onLoad({ filter: /.*/, namespace }, (args) => {
        const island = byName.get(args.path);
        if (!island) return { errors: [{ text: `no island named ${args.path} in the registry` }] };
        return {
          contents: [
            `import { ${island.component} as Component } from ${JSON.stringify(island.file)};`,
            `import { islandHydrator } from ${JSON.stringify(path.resolve(root, 'client/hydrate.tsx'))};`,
            `export const hydrate = islandHydrator(${JSON.stringify(island.name)}, Component);`,
          ].join('\n'),
          resolveDir: root,
          loader: 'js',
        };
      });
    },
  };
}
