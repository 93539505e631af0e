import { describe, expect, it } from 'vitest';
import { pages } from '../../shared/routes';
import { http } from '../support/app';

/** The directives of a Cache-Control header, as name -> value (true when it has none). */
function directives(header: string | undefined): Record<string, string | true> {
  return Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const [name = '', value] = part.trim().split('=');
      return [name.toLowerCase(), value ?? true];
    }),
  );
}

/**
 * What a CDN needs to keep a page: public, a shared lifetime of hours, stale copies allowed while it
 * refetches, said to CDNs only (CDN-Cache-Control and Surrogate-Control); the browser gets minutes and no stale copy.
 */
function expectCdnCacheable(headers: Record<string, string | undefined>, label: string): void {
  const browser = directives(headers['cache-control']);
  expect(browser.public, label).toBe(true);
  expect(browser.private ?? browser['no-cache'] ?? browser['no-store'], label).toBeUndefined();
  expect(Number(browser['max-age']), label).toBeGreaterThanOrEqual(60);
  expect(Number(browser['max-age']), label).toBeLessThanOrEqual(600);
  expect(Number(browser['s-maxage']), label).toBeGreaterThanOrEqual(3600);
  expect(browser['stale-while-revalidate'], label).toBeUndefined();
  expect(browser['stale-if-error'], label).toBeUndefined();
  for (const name of ['cdn-cache-control', 'surrogate-control']) {
    const cdn = directives(headers[name]);
    expect(Number(cdn['max-age']), `${label} ${name}`).toBeGreaterThanOrEqual(3600);
    expect(Number(cdn['stale-while-revalidate']), `${label} ${name}`).toBeGreaterThan(0);
    expect(Number(cdn['stale-if-error']), `${label} ${name}`).toBeGreaterThan(0);
  }
}

describe('caching by a CDN', () => {
  it('lets a CDN keep every page of the route table, revalidated by ETag, varying only on the encoding', async () => {
    const app = http();
    for (const page of pages) {
      const res = await app.get(page.path);
      expect(res.status, page.path).toBe(200);
      expectCdnCacheable(res.headers, page.path);
      expect(res.headers.vary, page.path).toBe('Accept-Encoding');
      expect(res.headers['set-cookie'], page.path).toBeUndefined();
    }
  });

  it('lets a CDN keep simulator states too: the same URL always gives the same page', async () => {
    const url = '/nl/?zone=national&vehicle=van&urgency=night&distance=150&step=result';
    const [first, second] = [await http().get(url), await http().get(url)];
    expectCdnCacheable(first.headers, url);
    expect(first.headers.etag).toBe(second.headers.etag);
  });

  it('keeps a 404 a few minutes, not more', async () => {
    for (const path of ['/fr/nulle-part/', '/nope']) {
      const res = await http().get(path);
      expect(res.status).toBe(404);
      const d = directives(res.headers['cache-control']);
      expect(d.public, path).toBe(true);
      expect(Number(d['max-age']), path).toBeGreaterThanOrEqual(60);
      expect(Number(d['max-age']), path).toBeLessThanOrEqual(600);
      expect(d['s-maxage'], path).toBeUndefined();
    }
  });

  it("keeps / private: its answer depends on the visitor's language and cookie", async () => {
    const res = await http().get('/');
    expect(directives(res.headers['cache-control']).private).toBe(true);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
  });
});
