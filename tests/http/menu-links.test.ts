import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pages, routeOf } from '../../shared/routes';
import { pageHtml } from '../support/app';

/** Issue 37: the general terms and the legal notice are reachable from the menu, not only from the footer. */
describe('the menu', () => {
  it.each(pages.map((page) => [page.path, page.lang] as const))('%s links the terms and the legal notice', async (path, lang) => {
    const nav = parse(await pageHtml(path)).querySelector('#site-nav');
    const hrefs = nav?.querySelectorAll('a').map((a) => a.getAttribute('href')) ?? [];
    expect(hrefs).toContain(routeOf('legal', 'terms').paths[lang]);
    expect(hrefs).toContain(routeOf('legal', 'notice').paths[lang]);
  });
});
