// The words: checks the content files (shared/content/check.ts) and copies content/ beside the server bundle, where
// the server reads it (shared/content/load.ts). A problem stops the build, each named by its file and entry.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { importProjectModule } from './node-bundle.mjs';

/** Checks content/ and copies it into `dist`/content; throws with every problem found. */
export async function buildContent(root, dist) {
  const { contentProblems } = await importProjectModule(root, 'build/content-check.ts', path.join(root, 'build'));
  const problems = contentProblems(path.join(root, 'content'));
  if (problems) throw new Error(`The content files have problems:\n${problems}`);
  cpSync(path.join(root, 'content'), path.join(dist, 'content'), { recursive: true });
}
