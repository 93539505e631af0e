import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadAssets, publicDir } from '../../server/assets';
import { http } from '../support/app';

// The list of places step 4 fetches, as the build writes it (hashed name, size): in the built tier.
// How the pages name it and keep it out of their first load is tests/http/simulator-places.test.ts.

describe('the list of places in the browser', () => {
  const assets = loadAssets();
  const agent = http();

  it('is one hashed same-origin file of names and coordinates, cached for a year, under 25 KB gzipped', async () => {
    expect(assets.places).toMatch(/^\/assets\/places-[0-9a-f]{12}\.json$/);
    const res = await agent.get(assets.places);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toContain('immutable');
    const body = readFileSync(path.join(publicDir, assets.places));
    const list = JSON.parse(body.toString()) as Record<string, unknown>[];
    expect(list).toHaveLength(581);
    expect(Object.keys(list[0]!).sort()).toEqual(['fr', 'lat', 'lon', 'nis', 'nl']);
    expect(gzipSync(body, { level: 6 }).length).toBeLessThan(25 * 1024);
  });
});
