import type { Page } from '@playwright/test';
import { pages } from '../../shared/routes';
import { axeViolations, expect, test } from './fixtures';
import { gridProblems } from './grid-check';
import { paintedContrastFaults } from './painted-contrast';

// Every page of the route table, at desktop and phone width, opened once and checked for all that a
// page must be in a real browser: it loads and hydrates with no console error, failed request or CSP
// violation; axe finds nothing; its map (home and city pages) loads from this origin and is named; its
// grids fill their rows; nothing overflows sideways on a phone; and every text stands out from the
// pixels actually painted behind it (tests/e2e/painted-contrast.ts), every FAQ answer open.

/** Pages that axe also reads at phone width: home pages, a city, a commune, a service, the legal pages, the tariffs. */
const axeAtPhoneWidth = new Set(['/fr/', '/nl/', '/fr/livraison-express-liege/', '/nl/expresslevering-elsene/', '/fr/services/petites-palettes/', '/nl/services/spoedlevering/', '/nl/wettelijke-vermeldingen/', '/fr/tarifs/', '/nl/algemene-voorwaarden/']);

/** The map of a home or city page: there, loaded, named in the page's language, from this origin. */
async function mapProblems(page: Page, lang: 'fr' | 'nl', origin: string): Promise<string[]> {
  const map = page.locator('img.map');
  const count = await map.count();
  if (count !== 1) return [`${count} maps`];
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const { alt, src } = await map.evaluate((img: HTMLImageElement) => ({ alt: img.alt, src: img.currentSrc }));
  const problems: string[] = [];
  if (!(lang === 'fr' ? /^Carte/ : /kaart/i).test(alt)) problems.push(`map named "${alt}"`);
  if (new URL(src).origin !== origin) problems.push(`map from ${src}`);
  return problems;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    for (const { path, lang, route } of pages) {
      const withAxe = width === 1280 || axeAtPhoneWidth.has(path);
      test(`${path}: loads cleanly, ${withAxe ? 'passes axe, ' : ''}lays out its grids and has readable text everywhere`, async ({ page, navigate, problems, baseURL }) => {
        // A whole page in one screenshot, and axe at desktop width: more than a plain test's time.
        test.slow();
        await navigate(path);
        // The islands on screen hydrated: what axe reads is the page a visitor uses.
        await page.waitForFunction(() => !document.querySelector('[data-hydrating]:not([data-hydrated])'));
        // Contrast is measured below, on the painted pixels, which axe's own rule cannot see.
        if (withAxe) expect(await axeViolations(page, { except: ['color-contrast'] })).toEqual([]);
        expect(await gridProblems(page, width)).toEqual([]);
        if (width === 390) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        }
        if (route.kind === 'home' || route.kind === 'city') expect(await mapProblems(page, lang, new URL(baseURL!).origin)).toEqual([]);
        // Every answer open at once (native exclusive accordions let only one open, so their name goes).
        await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.removeAttribute('name'), (details.open = true))));
        expect(await paintedContrastFaults(page)).toEqual([]);
        expect(problems).toEqual({ console: [], failed: [], csp: [] });
      });
    }
  });
}

test('axe, as the audit runs it, reports what it finds and leaves out only the rules named (canary)', async ({ page, navigate }) => {
  await navigate('/fr/');
  await page.evaluate(() => document.querySelector('img.map')?.removeAttribute('alt'));
  expect((await axeViolations(page, { except: ['color-contrast'] })).map((line) => line.split(':')[0])).toEqual(['image-alt']);
  expect(await axeViolations(page, { except: ['color-contrast', 'image-alt'] })).toEqual([]);
});
