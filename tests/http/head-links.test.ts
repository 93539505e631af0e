import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pages } from '../../shared/routes';
import { pageHtml } from '../support/app';

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path) => {
  it('links the ICO, SVG and Apple touch icons from its head', async () => {
    const links = parse(await pageHtml(path)).querySelectorAll('head link[rel~="icon"], head link[rel="apple-touch-icon"]');
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['icon', '/favicon.ico'],
      ['icon', '/favicon.svg'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
    ]);
  });

  it('names its language switch with the label it shows (WCAG 2.5.3, label in name)', async () => {
    const links = parse(await pageHtml(path)).querySelectorAll('.lang-switch a');
    expect(links.length).toBe(1);
    for (const link of links) {
      const visible = link.textContent.trim();
      expect(visible).toMatch(/^(FR|NL)$/);
      expect(link.getAttribute('aria-label') ?? visible).toContain(visible);
    }
  });
});
