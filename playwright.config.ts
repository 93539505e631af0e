import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A port the system hands out and releases at once, so that parallel runs never collide on a fixed one. */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', probe]).toString();
}

// Chosen once, in the main process; the workers it starts inherit it.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Chromium to drive: CHROMIUM_PATH, else Debian's headless shell (the lighter build Playwright itself
 * runs headless: a third less time than the full browser here), else Debian's full browser, else
 * Playwright's own download (on a laptop).
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

const launchOptions = {
  executablePath: chromiumPath(),
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
};

// Browser tests run against the built server, started the way production starts it.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to fix.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL, trace: 'off', launchOptions, reducedMotion: 'reduce' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node build/build.mjs --if-stale && node dist/server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), SITE_URL: baseURL, NODE_ENV: 'production' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
