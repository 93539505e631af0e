import { defineConfig } from 'vitest/config';

// Unit and HTTP tests (Playwright runs tests/e2e on its own). HTTP tests read the built assets.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/http/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/build-once.ts'],
    setupFiles: ['tests/support/quiet-logs.ts'],
    testTimeout: 20_000,
  },
});
