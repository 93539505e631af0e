import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deriveMapData, findSharedTopology, mapDataFile } from '../../build/derive-map-data.mjs';
import { loadGeography } from '../../build/map/geography';
import type { LabelRequest } from '../../build/map/label-placer';
import { labelBox, placeLabels } from '../../build/map/label-placer';
import { nameIndex, zoneMunicipalities } from '../../build/map/zone-places';
import type { CityId } from '../../shared/routes';
import { pageCopy } from '../support/copy';

/* Issue 12: how the build matches a page's served zones to municipalities, and places map labels. */

const geography = loadGeography(path.resolve('.'));
const index = nameIndex(geography);
const zonesOf = (id: CityId, lang: 'fr' | 'nl') =>
  zoneMunicipalities(pageCopy(lang, `cities/${id}`).zones?.items ?? [], index)
    .map((m) => m.properties.name_fr)
    .sort();

describe('the map data', () => {
  // The source sits beside the project in the workplace (../shared/data); a clone elsewhere has only the derived copy.
  const source = findSharedTopology();
  it.skipIf(source === null)(
    'is what build/derive-map-data.mjs makes from the shared TopoJSON, byte for byte (its corrected names included)',
    () => {
      expect(readFileSync(mapDataFile, 'utf8')).toBe(deriveMapData(JSON.parse(readFileSync(source!, 'utf8'))).json);
    },
  );
});

describe('served zones on the map', () => {
  it('finds the municipalities among Liège’s zones, in both languages, and not its districts', () => {
    // "Liège-Centre" / "Luik-Centrum" is the place itself, which the map draws apart.
    const expected = ['Ans', 'Grâce-Hollogne', 'Herstal', 'Liège', 'Oupeye', 'Seraing'];
    expect(zonesOf('liege', 'fr')).toEqual(expected);
    expect(zonesOf('liege', 'nl')).toEqual(expected);
  });

  it('reads a commune named in brackets or after "et" / "en"', () => {
    expect(zonesOf('saint-gilles', 'nl')).toEqual(['Anderlecht', 'Bruxelles', 'Forest', 'Ixelles']);
    expect(zonesOf('auderghem', 'fr')).toEqual(['Overijse', 'Tervuren', 'Watermael-Boitsfort', 'Woluwe-Saint-Pierre']);
  });

  it('finds all 19 communes on the Brussels page, and only Antwerp itself among its districts', () => {
    expect(zonesOf('brussels', 'fr')).toHaveLength(19);
    expect(zonesOf('brussels', 'nl')).toHaveLength(19);
    expect(zonesOf('antwerp', 'nl')).toEqual(['Anvers']);
  });

  it('matches names without accents or case, and leaves out a name two municipalities share', () => {
    expect(zoneMunicipalities(['GRACE-HOLLOGNE', 'sint-genesius-rode', 'Saint-Nicolas'], index).map((m) => m.properties.nis)).toEqual([
      '62118',
      '23101',
    ]);
  });
});

describe('map labels', () => {
  it('keeps crowded required labels apart, off the markers and inside the frame', () => {
    const names = ['Bruxelles', 'Louvain', 'Wavre', 'Louvain-la-Neuve', 'Malines', 'Alost'];
    const requests: LabelRequest[] = names.map((name, i) => ({
      lines: [name],
      x: 200 + (i % 3) * 12,
      y: 150 + Math.floor(i / 3) * 10,
      marker: 4,
      size: 14,
      bold: true,
      required: true,
    }));
    const placed = placeLabels(requests, 400, 300);
    expect(placed).toHaveLength(names.length);
    const boxes = placed.map(labelBox);
    for (const [i, a] of boxes.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.right).toBeLessThanOrEqual(400);
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${placed[i]!.request.lines[0]} and another`).toBe(true);
      }
      for (const r of requests) {
        const clear = a.right <= r.x - r.marker || a.left >= r.x + r.marker || a.bottom <= r.y - r.marker || a.top >= r.y + r.marker;
        expect(clear).toBe(true);
      }
    }
  });

  it('drops an optional label rather than let it cover a required one', () => {
    const placed = placeLabels(
      [
        { lines: ['Liège'], x: 100, y: 50, marker: 0, size: 16, bold: true, required: true },
        { lines: ['Saint-Nicolas'], x: 102, y: 50, marker: 0, size: 11, required: false },
      ],
      200,
      100,
    );
    expect(placed.map((p) => p.request.lines[0])).toContain('Liège');
    const [first, second] = placed.map(labelBox);
    if (second)
      expect(first!.right <= second.left || second.right <= first!.left || first!.bottom <= second.top || second.bottom <= first!.top).toBe(
        true,
      );
  });
});
