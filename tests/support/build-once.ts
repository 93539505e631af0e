import { execFileSync } from 'node:child_process';

/** Vitest global setup: builds dist/ once if it is missing, so HTTP tests can read the asset manifest. */
export default function setup(): void {
  execFileSync(process.execPath, ['build/build.mjs', '--if-missing'], { stdio: 'inherit' });
}
