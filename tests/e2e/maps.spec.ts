import { expect, test } from '@playwright/test';
import { pages } from '../../shared/routes';

// Issue 12: in a real browser, under the site's CSP, every home and city page's map loads and is named.
for (const page of pages.filter((p) => p.route.kind === 'home' || p.route.kind === 'city')) {
  test(`map of ${page.path} loads from this origin`, async ({ page: browser, baseURL }) => {
    const blocked: string[] = [];
    browser.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    await browser.goto(page.path);
    const map = browser.locator('img.map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('alt', page.lang === 'fr' ? /^Carte/ : /kaart/i);
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(new URL(await map.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(new URL(baseURL!).origin);
    expect(blocked).toEqual([]);
  });
}
