import { expect, test } from './fixtures';
import { paintedContrastFaults } from './painted-contrast';

// Every page, at phone and desktop width, is read in every-page.spec.ts; here, the states a page load does not show.
test.describe('states', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
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

test('the measure catches a link drawn in its band’s own blue, as the service pages had it (canary)', async ({ page, navigate }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await navigate('/fr/services/livraison-urgente/');
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.cta-band a:not(.btn)').forEach((link) => {
      link.style.setProperty('color', '#0b3d91', 'important');
    }),
  );
  const faults = await paintedContrastFaults(page, { within: '.cta-band' });
  expect(faults.length).toBeGreaterThan(0);
  expect(faults.every((fault) => fault.color === '#0b3d91' && fault.behind === '#0b3d91')).toBe(true);
});
