import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFresh, sourceFingerprint, stamp } from '../../build/staleness.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const project = mkdtempSync(path.join(tmpdir(), 'staleness-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

// npm start (and the built test tier) build only when a source changed since the last build: these
// are the changes that must count, and those that must not.
describe('the build stamp', () => {
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
    writeFileSync(path.join(project, name), text);
  };
  const dist = path.join(project, 'dist');

  it('says dist/ is stale after an edit, an added or a removed source, and fresh once stamped', () => {
    file('shared/i18n/fr.ts', "export const fr = { hello: 'Bonjour' };\n");
    file('views/page.tsx', 'export const page = 1;\n');
    mkdirSync(dist, { recursive: true });
    const first = sourceFingerprint(project);
    expect(isFresh(dist, first)).toBe(false);
    stamp(dist, first);
    expect(isFresh(dist, sourceFingerprint(project))).toBe(true);

    // A sentence edited in the dictionary (same length, a later time): stale.
    file('shared/i18n/fr.ts', "export const fr = { hello: 'Bonsoir' };\n");
    utimesSync(path.join(project, 'shared/i18n/fr.ts'), new Date(), new Date(Date.now() + 5000));
    const edited = sourceFingerprint(project);
    expect(edited).not.toBe(first);
    expect(isFresh(dist, edited)).toBe(false);
    stamp(dist, edited);

    file('views/new-section.tsx', 'export const section = 2;\n');
    const added = sourceFingerprint(project);
    expect(added).not.toBe(edited);
    rmSync(path.join(project, 'views/new-section.tsx'));
    expect(sourceFingerprint(project)).toBe(edited);
  });

  it('ignores what is not a source: the build itself, tests, docs, dot folders', () => {
    const before = sourceFingerprint(project);
    file('dist/server.mjs', 'built\n');
    file('tests/unit/x.test.ts', 'test\n');
    file('docs/notes.md', 'notes\n');
    file('.cache/social.png', 'png\n');
    expect(sourceFingerprint(project)).toBe(before);
  });

  it('is what npm start and the browser tests check before they serve', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toMatch(/^node build\/build\.mjs --if-stale && node dist\/server\.mjs$/);
    expect(readFileSync(path.join(root, 'playwright.config.ts'), 'utf8')).toContain(
      'node build/build.mjs --if-stale && node dist/server.mjs',
    );
  });
});
