// Whether dist/ was built from the sources as they are now: a fingerprint of every source file's
// path, size and modification time, taken when a build starts and stamped into dist/ when it ends.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Everything in the project is a source of the build, except what these names hold.
const notSources = new Set([
  'node_modules',
  'dist',
  '.git',
  'tests',
  'bench',
  'docs',
  'test-results',
  'playwright-report',
  '.cache',
  '.ci',
]);
const stampName = '.build-stamp';

/** A fingerprint of the sources under `root`: changes when a file is edited, added, removed or replaced. */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (notSources.has(entry.name) || entry.name.startsWith('.') || entry.name.endsWith('.md')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        const { size, mtimeMs } = statSync(file);
        hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  walk(root);
  return hash.digest('hex');
}

/** True when `dist` holds a complete build of exactly these sources. */
export function isFresh(dist, fingerprint) {
  const stamp = path.join(dist, stampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint;
}

/** Marks `dist` as built from the sources of `fingerprint` (the build's last step). */
export function stamp(dist, fingerprint) {
  writeFileSync(path.join(dist, stampName), fingerprint);
}
