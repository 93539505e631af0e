import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets';
import { pages } from '../../shared/routes';
import { http } from '../support/app';

describe('images other sites show', () => {
  it('are served with a cross-origin resource policy that lets preview fetchers load them; the rest stays same-origin', async () => {
    const assets = loadAssets();
    const images = [assets.socialImages['/fr/']!, assets.socialImages['/nl/']!, assets.logo.url, assets.maps.home.fr.src, '/favicon.svg'];
    for (const url of images) {
      const res = await http().get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    for (const url of ['/fr/', assets.boot, assets.styles, '/sitemap.xml', '/nope.png.html']) {
      expect((await http().get(url)).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});

describe('parents of pages', () => {
  it.each(['/fr/services/', '/nl/services/'])('%s sends the visitor to a page of its language, not a 404', async (path) => {
    const res = await http().get(path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(path.slice(0, 4));
    expect(pages.map((page) => page.path)).toContain(res.headers.location);
  });
});

describe('the sitemap', () => {
  it('gives every page the day its content last changed, the same on every server of one build', async () => {
    const res = await http().get('/sitemap.xml');
    const lastmods = [...res.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]);
    expect(lastmods).toHaveLength(pages.length);
    expect(new Set(lastmods)).toEqual(new Set([loadAssets().contentDate]));
    expect(Date.parse(lastmods[0]!)).toBeLessThanOrEqual(Date.now());
    expect((await http().get('/sitemap.xml')).text).toBe(res.text);
  });

  it('has one strong ETag per encoding, each answering If-None-Match with 304', async () => {
    const plain = await http().get('/sitemap.xml').set('Accept-Encoding', 'identity');
    // supertest unzips the body it reads.
    const gzip = await http().get('/sitemap.xml').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const tags = [plain.headers.etag, gzip.headers.etag];
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(2);
    const again = await http().get('/sitemap.xml').set('Accept-Encoding', 'gzip').set('If-None-Match', gzip.headers.etag!);
    expect(again.status).toBe(304);
  });
});
