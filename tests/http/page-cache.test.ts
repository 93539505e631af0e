import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadAssets } from '../../server/assets';
import { pickCoding } from '../../server/content-coding';
import { PageCache } from '../../server/page-cache';
import { createRenderer } from '../../views/render';
import { findPage } from '../../shared/routes';
import { testConfig } from '../support/app';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let base = '';
const server = createApp({ config: testConfig, assets: loadAssets() }).listen(0, '127.0.0.1');
beforeAll(async () => {
  if (!server.listening) await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request whose body comes back as sent on the wire (no client-side decompression). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages served from memory', () => {
  it('sends brotli, gzip or plain HTML by Accept-Encoding, each with its own strong ETag', async () => {
    const br = await raw('/fr/', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await raw('/fr/', { 'Accept-Encoding': 'gzip' });
    const plain = await raw('/fr/', { 'Accept-Encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(html.length / 3);
    const tags = [br, gz, plain].map((res) => res.headers.etag as string);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers If-None-Match with 304 and no body, per encoding', async () => {
    const first = await raw('/nl/expresslevering-gent/', { 'Accept-Encoding': 'br' });
    const again = await raw('/nl/expresslevering-gent/', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherCoding = await raw('/nl/expresslevering-gent/', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': first.headers.etag as string,
    });
    expect(otherCoding.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await raw('/fr/services/petites-palettes/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('renders the same bytes on every request, and simulator states on demand', async () => {
    const a = await raw('/fr/?utm_source=newsletter', { 'Accept-Encoding': 'identity' });
    const b = await raw('/fr/', { 'Accept-Encoding': 'identity' });
    expect(a.headers.etag).toBe(b.headers.etag);
    const state = await raw('/fr/?zone=national&distance=150&step=result', { 'Accept-Encoding': 'identity' });
    expect(state.headers.etag).not.toBe(b.headers.etag);
    expect(state.body.toString()).toContain('<output name="total">');
  });
});

describe('what is made per request: the compression middleware', () => {
  const state = '/nl/?zone=national&distance=150&step=result';

  it('compresses a simulator state with brotli when asked, else gzip, with a weak ETag that answers 304', async () => {
    const plain = await raw(state, { 'Accept-Encoding': 'identity' });
    const br = await raw(state, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await raw(state, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers.etag).toMatch(/^W\//);
    const again = await raw(state, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('compresses the 404 page, in the language of the path', async () => {
    const res = await raw('/nl/bestaat-niet/', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('lang="nl-BE"');
  });

  it('leaves what was compressed ahead as it is: a page asked in deflate only comes as is, with its strong ETag', async () => {
    const page = await raw('/fr/', { 'Accept-Encoding': 'deflate' });
    const plain = await raw('/fr/', { 'Accept-Encoding': 'identity' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.etag).toBe(plain.headers.etag);
    expect(page.headers.etag).toMatch(/^"/);
    expect(page.body.equals(plain.body)).toBe(true);
  });
});

describe('PageCache', () => {
  let year = 2026;
  const clock = () => new Date(Date.UTC(year, 5, 1));
  const renderer = createRenderer(testConfig, loadAssets(), clock);
  let renders = 0;
  const counting = { ...renderer, page: (...args: Parameters<typeof renderer.page>) => (renders++, renderer.page(...args)) };
  const home = findPage('/fr/')!;
  const city = findPage('/fr/livraison-express-gand/')!;

  it('renders a plain page once, and again when the year changes', () => {
    const cache = new PageCache(counting, () => clock().getFullYear(), 3);
    renders = 0;
    cache.get(city, {});
    cache.get(city, { anything: 'x' });
    expect(renders).toBe(1);
    year = 2027;
    const again = cache.get(city, {});
    expect(typeof again === 'string' ? again : again.identity.body.toString()).toContain('© 2027');
    expect(renders).toBe(2);
  });

  it('keeps the 404 page of both languages, so alternating French and Dutch misses render nothing', () => {
    let notFoundRenders = 0;
    const counted = { ...renderer, notFound: (lang: 'fr' | 'nl') => (notFoundRenders++, renderer.notFound(lang)) };
    const cache = new PageCache(counted, () => 2026, 3);
    for (let i = 0; i < 10; i++) {
      expect(cache.notFound('fr')).toContain('lang="fr-BE"');
      expect(cache.notFound('nl')).toContain('lang="nl-BE"');
    }
    expect(notFoundRenders).toBe(2);
  });

  it('evicts the least recently used simulator state, not the oldest one', () => {
    const cache = new PageCache(counting, () => 2026, 3);
    const state = (km: number) => ({ zone: 'national', distance: String(km), step: 'result' });
    cache.get(home, state(201));
    cache.get(home, state(202));
    cache.get(home, state(203));
    cache.get(home, state(201)); // 201 is now the most recently used; 202 the least
    cache.get(home, state(204)); // evicts 202 (a FIFO would evict 201)
    renders = 0;
    cache.get(home, state(201));
    expect(renders).toBe(0);
    cache.get(home, state(202));
    expect(renders).toBe(1);
  });

  it('keeps at most its bound of simulator states, whatever the queries', () => {
    const cache = new PageCache(counting, () => 2026, 3);
    // Twice the bound of distinct states is as many as it takes: each one rendered costs a full home page.
    for (let km = 0; km < 6; km++) cache.get(home, { zone: 'national', distance: String(200 + km), step: 'result' });
    expect(cache.stateCount).toBe(3);
    renders = 0;
    cache.get(home, { zone: 'national', distance: '205', step: 'result' });
    expect(renders).toBe(0);
    // Hostile spellings of one state share its entry.
    cache.get(home, { zone: 'national', distance: '205', step: 'result', junk: '<script>' });
    cache.get(home, { zone: ['national', 'x'], distance: '205', step: 'result' });
    expect(cache.stateCount).toBe(3);
  });
});

describe('pickCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['x'.repeat(10_000), 'identity'],
  ] as const)('%j -> %s', (header, coding) => {
    expect(pickCoding(header)).toBe(coding);
  });
});
