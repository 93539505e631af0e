import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/langs';
import { langs, otherLang } from '../../shared/langs';
import { findPage, pages, routes } from '../../shared/routes';
import { pageHtml } from '../support/app';
import { pageCopy } from '../support/copy';

/** The site paths a page's links lead to (fragment and query dropped), leaving out its link to its twin. */
async function linksOf(path: string): Promise<string[]> {
  const page = findPage(path)!;
  const twin = page.route.paths[otherLang(page.lang)];
  return parse(await pageHtml(path))
    .querySelectorAll('a[href]')
    .map((a) => a.getAttribute('href')!)
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => new URL(href, 'https://site.invalid').pathname)
    .filter((target) => target !== twin);
}

/** Every page reachable by following links from a start page. */
async function crawl(start: string): Promise<Set<string>> {
  const reached = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const target of await linksOf(queue.shift()!)) {
      if (reached.has(target) || !findPage(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}

describe('no orphan pages', () => {
  it.each(langs)('a crawl from /%s/ reaches every page of its language without the language toggle', async (lang: Lang) => {
    const reached = await crawl(`/${lang}/`);
    const expected = pages.filter((page) => page.lang === lang).map((page) => page.path);
    expect([...reached].sort()).toEqual([...expected].sort());
  });

  it.each(langs)('the footer of every %s page links every city and commune page of its language', async (lang: Lang) => {
    const cityPaths = routes.filter((route) => route.kind === 'city').map((route) => route.paths[lang]);
    for (const page of pages.filter((p) => p.lang === lang)) {
      const footer = parse(await pageHtml(page.path)).querySelector('footer')!;
      const hrefs = footer.querySelectorAll('a[href]').map((a) => a.getAttribute('href'));
      expect(hrefs, page.path).toEqual(expect.arrayContaining(cityPaths));
    }
  });

  it('the zones a city page serves link the pages of those places, in the same language', async () => {
    let linked = 0;
    for (const page of pages.filter((p) => p.route.kind === 'city')) {
      const zones = parse(await pageHtml(page.path)).querySelector('[data-block="zones"]');
      if (!zones) continue;
      for (const item of zones.querySelectorAll('li')) {
        const name = item.text.trim();
        const place = routes.find((route) => route.kind === 'city' && pageCopy(page.lang, `cities/${route.id}`).name === name);
        const href = item.querySelector('a')?.getAttribute('href');
        if (place && place !== page.route) {
          expect(href, `${page.path}: ${name}`).toBe(place.paths[page.lang]);
          linked++;
        } else {
          expect(href, `${page.path}: ${name}`).toBeUndefined();
        }
      }
    }
    // The Brussels pages alone name the eleven communes that have a page, in each language.
    expect(linked).toBeGreaterThanOrEqual(22);
  });
});

/** The ids of a page's elements, read once per page. */
const idsOf = new Map<string, Promise<Set<string>>>();
function pageIds(path: string): Promise<Set<string>> {
  let ids = idsOf.get(path);
  if (!ids) {
    ids = pageHtml(path).then(
      (html) =>
        new Set(
          parse(html)
            .querySelectorAll('[id]')
            .map((el) => el.id),
        ),
    );
    idsOf.set(path, ids);
  }
  return ids;
}

describe('links to a part of a page', () => {
  // Issue 37: a promise links to its clause of the terms (#assurance); a renamed anchor must not leave a dead link.
  it.each(pages.map((page) => [page.path] as const))('%s: every #fragment it links to exists on its target page', async (path) => {
    const missing: string[] = [];
    for (const a of parse(await pageHtml(path)).querySelectorAll('a[href*="#"]')) {
      const url = new URL(a.getAttribute('href')!, `https://site.invalid${path}`);
      if (url.origin !== 'https://site.invalid' || !findPage(url.pathname) || !url.hash) continue;
      const id = decodeURIComponent(url.hash.slice(1));
      if (!(await pageIds(url.pathname)).has(id)) missing.push(`${url.pathname}${url.hash}`);
    }
    expect(missing).toEqual([]);
  });
});
