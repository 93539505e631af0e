import { expect, test } from './fixtures';
import { paintedContrastFaults } from './painted-contrast';

// Every page, at phone and desktop width, is read in every-page.spec.ts; here, the states a page load does not show.
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
