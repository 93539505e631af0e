import { execFileSync } from 'node:child_process';

/** Vitest global setup: builds dist/ when a source is newer than it, so HTTP tests can read the asset manifest. */
export default function setup(): void {
  execFileSync(process.execPath, ['build/build.mjs', '--if-stale'], { stdio: 'inherit' });
}
