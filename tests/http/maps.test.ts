import { Resvg } from '@resvg/resvg-js';
import { parse } from 'node-html-parser';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ContentId } from '../../shared/content/catalogue';
import type { Lang } from '../../shared/langs';
import { otherLang } from '../../shared/langs';
import type { CityId } from '../../shared/routes';
import { pages } from '../../shared/routes';
import { decodeEntities, http, pageHtml } from '../support/app';
import { pageCopy } from '../support/copy';

/*
 * Issue 12, items 2 to 4: every home and city page shows a map drawn at build time, as an SVG image
 * from the site's own origin, named in the page's language, light enough, with its labels in that language.
 */

const mapped = pages.filter((page) => page.route.kind === 'home' || page.route.kind === 'city');

/** What a page's map must name: the covered cities on a home page, the place on a city page. */
function expectedNames(page: (typeof mapped)[number], lang: Lang): string[] {
  if (page.route.kind === 'home') return pageCopy(lang, 'home').coverage.belgium;
  return [pageCopy(lang, `cities/${page.route.id as CityId}` as ContentId & `cities/${string}`).name];
}

/** The map image of a page: its attributes. */
async function mapOf(path: string) {
  const images = parse(await pageHtml(path)).querySelectorAll('img.map');
  expect(images, `${path}: one map`).toHaveLength(1);
  const img = images[0]!;
  return {
    src: img.getAttribute('src') ?? '',
    alt: decodeEntities(img.getAttribute('alt') ?? ''),
    width: Number(img.getAttribute('width')),
    height: Number(img.getAttribute('height')),
    loading: img.getAttribute('loading'),
  };
}

/** An SVG asset as the server sends it: status, content type and text. */
async function fetchSvg(src: string) {
  const res = await http()
    .get(src)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  return { status: res.status, type: String(res.headers['content-type']), svg: res.body as string };
}

/** The text of each label of an SVG (a name split over two lines comes back whole). */
function labelsOf(svg: string): string[] {
  return parse(svg)
    .querySelectorAll('text')
    .map((text) => decodeEntities(text.textContent));
}

describe.each(mapped.map((page) => [page.path, page] as const))('map of %s', (path, page) => {
  it('is an image from this origin, sized, lazy, with an alt in the page’s language naming the place', async () => {
    const map = await mapOf(path);
    expect(map.src).toMatch(/^\/assets\/[\w-]+\.svg$/);
    expect(map.width).toBeGreaterThan(200);
    expect(map.height).toBeGreaterThan(200);
    expect(map.loading).toBe('lazy');
    if (page.route.kind === 'home') {
      expect(map.alt).toMatch(page.lang === 'fr' ? /^Carte de la Belgique/ : /^Kaart van België/);
    } else {
      expect(map.alt).toMatch(page.lang === 'fr' ? /^Carte/ : /kaart/i);
      expect(map.alt).toContain(expectedNames(page, page.lang)[0]);
    }
  });

  it('is served as image/svg+xml, parses, weighs under 40 KB gzipped and is titled like its alt', async () => {
    const map = await mapOf(path);
    const { status, type, svg } = await fetchSvg(map.src);
    expect(status).toBe(200);
    expect(type).toMatch(/^image\/svg\+xml/);
    // resvg's XML parser rejects a malformed file; the drawing has the size the page reserves.
    const drawing = new Resvg(svg);
    expect([drawing.width, drawing.height]).toEqual([map.width, map.height]);
    expect(gzipSync(svg).length).toBeLessThan(40 * 1024);
    // Nothing from another origin, no script, no style the CSP would block.
    expect(svg).not.toMatch(/href=|url\(|<script|<style|style=/i);
    expect(decodeEntities(parse(svg).querySelector('title')?.textContent ?? '')).toBe(map.alt);
  });

  it('labels its places in the page’s language, never in the other one', async () => {
    const map = await mapOf(path);
    const labels = labelsOf((await fetchSvg(map.src)).svg);
    const own = expectedNames(page, page.lang);
    const other = expectedNames(page, otherLang(page.lang));
    for (const name of own) expect(labels, name).toContain(name);
    for (const [i, name] of other.entries()) if (name !== own[i]) expect(labels, name).not.toContain(name);
    if (page.route.kind === 'home') {
      const countries = pageCopy(page.lang, 'home').coverage.countries;
      for (const country of countries) expect(labels, country).toContain(country);
    }
  });
});
