import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pages } from '../../shared/routes';
import { pageHtml } from '../support/app';
import { pageCopy } from '../support/copy';

describe('links that open a new tab', () => {
  it('say so in their text, in the page language, and give the new tab no access to the page', async () => {
    let found = 0;
    for (const page of pages) {
      for (const link of parse(await pageHtml(page.path)).querySelectorAll('a[target="_blank"]')) {
        found++;
        expect(link.text, `${page.path} ${link.getAttribute('href')}`).toContain(`(${pageCopy(page.lang, 'interface').newTab})`);
        expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      }
    }
    // The home pages' map link, at least: the check has something to check.
    expect(found).toBeGreaterThanOrEqual(2);
  });
});
