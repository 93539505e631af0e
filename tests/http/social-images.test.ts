import { createHash } from 'node:crypto';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pages } from '../../shared/routes';
import { http, pageHtml, testSiteUrl } from '../support/app';

/** The og: and twitter: meta tags of a page, by property or name. */
async function socialMeta(path: string): Promise<Record<string, string>> {
  const root = parse(await pageHtml(path));
  return Object.fromEntries(
    root
      .querySelectorAll('meta')
      .map((meta): [string, string] => [
        meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
        meta.getAttribute('content') ?? '',
      ])
      .filter(([key]) => /^(og|twitter):/.test(key)),
  );
}

describe('social previews', () => {
  const digests = new Map<string, string>();

  it.each(pages.map((page) => page.path))('%s has its own 1200 x 630 PNG, announced with its size and text', async (path) => {
    const meta = await socialMeta(path);
    const title = parse(await pageHtml(path)).querySelector('title')!.text;
    expect(meta['og:image']).toMatch(new RegExp(`^${testSiteUrl}/assets/social-[\\w-]+\\.png$`));
    expect(meta['og:image:type']).toBe('image/png');
    expect([meta['og:image:width'], meta['og:image:height']]).toEqual(['1200', '630']);
    expect(meta['og:image:alt']).toBe(title);
    expect(meta['twitter:card']).toBe('summary_large_image');

    const res = await http().get(meta['og:image']!.slice(testSiteUrl.length)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    const png = res.body as Buffer;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const digest = createHash('sha256').update(png).digest('hex');
    expect(digests.get(digest), `same image as ${digests.get(digest)}`).toBeUndefined();
    digests.set(digest, path);
  });

  it('the 404 page, outside the route table, announces no preview of its own', async () => {
    const res = await http().get('/fr/nulle-part/');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('og:image');
    expect(res.text).not.toContain('twitter:card');
  });
});
