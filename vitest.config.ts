import { createHash } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The fast tier's stand-in for dist/ (tests/support/fixture-dist.ts), one per checkout. Outside the
// project: files under a dot folder (.cache) are not served.
const fixtureDist = path.join(
  tmpdir(),
  `belgo-test-dist-${createHash('sha256')
    .update(import.meta.dirname)
    .digest('hex')
    .slice(0, 12)}`,
);

/**
 * Tests that read what the build really makes (files, sizes, the server bundle) or run an outside tool;
 * every other test runs in the fast tier. A file with a part that needs the build and a part that does
 * not is split (icon-files / head-links, places-file / simulator-places).
 */
const needTheBuild = [
  'tests/http/assets.test.ts',
  'tests/http/islands.test.ts',
  'tests/http/maps.test.ts',
  'tests/http/map-labels.test.ts',
  'tests/http/icon-files.test.ts',
  'tests/http/media-queries.test.ts',
  'tests/http/social-images.test.ts',
  'tests/http/places-file.test.ts',
  'tests/http/process.test.ts',
  'tests/http/production-start.test.ts',
  'tests/http/html-validity.test.ts',
];

// Two tiers (Playwright runs tests/e2e on its own):
// - fast (npm run test:fast): unit and HTTP tests on a stand-in for dist/ written in a blink, no build;
// - built (npm run test:e2e, after the build): the tests above, on dist/.
export default defineConfig({
  test: {
    setupFiles: ['tests/support/quiet-logs.ts'],
    testTimeout: 20_000,
    // Vitest keeps one core for itself by default: on two cores that is one worker, and the fast tier
    // took 41 s; two workers, 32 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          // Test files share one module graph per worker: importing the app once, not forty times,
          // is what keeps this tier under a minute. A file that swaps modules (vi.doMock) resets them after.
          isolate: false,
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/http/**/*.test.{ts,tsx}'],
          exclude: needTheBuild,
          globalSetup: ['tests/support/fixture-dist.ts'],
          env: { DIST_DIR: fixtureDist },
        },
      },
      {
        extends: true,
        test: { name: 'built', include: needTheBuild, globalSetup: ['tests/support/build-once.ts'], isolate: false },
      },
    ],
  },
});
