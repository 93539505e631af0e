/**
 * SPEC's names for the simulator's state (`brussels_center`, `nearby_cities`, `truck`, `urgency=standard`…)
 * appear only at the URL's edge, shared/offer/url-params.ts; the code says what a dispatcher says
 * (shared/offer/tariff.ts). dependency-cruiser keeps the imports of that module to the files that read or write
 * the URL; this scan keeps SPEC's values from being typed anywhere else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speedParam, vehicleParam, zoneParam } from '../../shared/offer/url-params';

const root = path.resolve(import.meta.dirname, '../..');
const edge = 'shared/offer/url-params.ts';

/** Every source file the site runs or builds with. */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** SPEC's values that are not also a word the code uses for something else (`van`, `urgent`, `night`…). */
const specOnly = [...Object.values(zoneParam), ...Object.values(vehicleParam), ...Object.values(speedParam)].filter(
  (value) => !['van', 'urgent', 'night', 'weekend', 'national', 'standard'].includes(value),
);

describe("SPEC's names stay at the URL's edge", () => {
  const files = ['shared', 'views', 'client', 'server', 'build'].flatMap(sources).filter((file) => file !== edge);

  it.each(specOnly)('%s is typed as a value nowhere but the edge', (value) => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        // An icon's name is not the simulator's state.
        .filter(({ line }) => new RegExp(`['"\`]${value}['"\`]`).test(line) && !/icon|Icon|^\s*\|/.test(line)),
    );
    expect(found.map((f) => f.where)).toEqual([]);
  });

  it('the field `urgency` is read and written only at the edge', () => {
    const found = files.filter((file) => /\burgency\s*[:=]|\.urgency\b|'urgency'/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
