import { pages } from '../../shared/routes';
import { expect, test } from './fixtures';
import { paintedContrastFaults } from './painted-contrast';

// Every text of every page, at phone and desktop width, against the pixels actually painted behind it
// (tests/e2e/painted-contrast.ts): what axe cannot always tell, e.g. a link drawn in its band's own colour.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    for (const { path } of pages) {
      test(`${path} has readable text everywhere, every FAQ answer open`, async ({ page, navigate }) => {
        // A whole page in one screenshot: up to 19 000 px tall at phone width.
        test.slow();
        await navigate(path);
        await page.waitForLoadState('networkidle');
        // Every answer open at once (native exclusive accordions let only one open, so their name goes).
        await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.removeAttribute('name'), (details.open = true))));
        expect(await paintedContrastFaults(page)).toEqual([]);
      });
    }
  });
}

test.describe('states', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  for (const path of ['/fr/', '/nl/']) {
    test(`${path}: the open mobile menu and the focused skip link are readable`, async ({ page, navigate }) => {
      await navigate(path);
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip-link')).toBeFocused();
      expect(await paintedContrastFaults(page, { fullPage: false, within: '.skip-link' })).toEqual([]);
      await page.evaluate(() => (location.hash = 'site-nav'));
      await expect(page.locator('#site-nav')).toBeVisible();
      expect(await paintedContrastFaults(page, { fullPage: false, within: '#site-nav' })).toEqual([]);
    });
  }
});
