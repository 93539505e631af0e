// The folder rules of docs/architecture.md, enforced: npm run deps (dependency-cruiser).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ is what every side knows: it imports nothing from the other folders.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|views|client|build|tests|bench)/' },
    },
    {
      name: 'views-import-only-shared',
      comment: 'views/ imports from shared/ only.',
      severity: 'error',
      from: { path: '^views/' },
      to: { path: '^(server|client|build|tests|bench)/' },
    },
    {
      name: 'client-imports-shared-and-views',
      comment: 'client/ imports from shared/ and the islands of views/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(server|build|tests|bench)/' },
    },
    {
      name: 'server-imports-only-render-from-views',
      comment: 'server/ imports from shared/, and from views/ only views/render.tsx.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(views/(?!render\\.tsx$)|client/|build/|tests/|bench/)' },
    },
    {
      name: 'nothing-imports-build-at-run-time',
      comment: 'build/ runs at build time: nothing the site runs imports from it.',
      severity: 'error',
      from: { path: '^(shared|views|client|server)/' },
      to: { path: '^build/' },
    },
    {
      name: 'spec-names-only-at-the-url-edge',
      comment:
        "SPEC's state names (brussels_center, truck, urgency=standard) are mapped in shared/offer/url-params.ts, read only where the URL is read or written: the simulator's state, its form fields and the quick quote.",
      severity: 'error',
      from: {
        pathNot:
          '^(shared/offer/(simulator-state|url-params)\\.ts|views/islands/simulator/(hidden-fields|choice-steps)\\.tsx|views/sections/quick-quote\\.tsx|tests/)',
      },
      to: { path: '^shared/offer/url-params\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.dev|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
