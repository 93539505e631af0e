import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr } from '../../shared/i18n/fr';

/** The source files that read the dictionaries: everything but the dictionaries and the copy records. */
function readerSources(): string {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join('shared', 'i18n') && path !== join('shared', 'content')) walk(path);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name)) files.push(path);
    }
  };
  for (const dir of ['views', 'client', 'server', 'shared', 'build']) walk(dir);
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** Every leaf of a dictionary, as its path of keys. */
function leafPaths(messages: object, path: string[] = []): string[][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...path, key]] : leafPaths(value as object, [...path, key]),
  );
}

describe('the dictionaries', () => {
  const source = readerSources();

  // A key is read as a property (`labels.reach`), by its name as a lookup code (`errors['nameRequired']`,
  // a map kind 'commune') or in a destructuring: a key whose name appears in none of these ways is dead.
  it.each(leafPaths(fr).map((path) => [path.join('.'), path.at(-1)!]))('%s is read somewhere', (_, key) => {
    const read = new RegExp(`\\.${key}\\b|['"]${key}['"]|\\{[^}=]*\\b${key}\\b[^}=]*\\}\\s*=`);
    expect(read.test(source), `no reader of ${key}`).toBe(true);
  });
});
