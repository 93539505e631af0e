import type { Page } from '@playwright/test';
import { pages } from '../../shared/routes';
import { axeViolations, expect, test } from './fixtures';
import { endCoveredBy, walkFocus } from './focus-cover';
import { fieldRowProblems, gridLayouts, gridProblems } from './grid-check';
import { drawnMapProblems, drawnMaps } from './map-labels-drawn';
import { priceCellProblems, sidewaysTables, stickyCellProblems } from './table-check';
import { paintedContrastFaults } from './painted-contrast';

// Every page of the route table, opened once at phone width and checked there, at the tablet widths and
// at desktop width for all that a page must be in a real browser: it loads and hydrates with no console
// error, failed request or CSP violation; axe finds nothing; its map (home and city pages) loads from
// this origin and is named; its grids fill their rows; nothing overflows sideways on a phone; and every
// text stands out from the pixels actually painted behind it (tests/e2e/painted-contrast.ts), every
// FAQ answer open, at 390 and 1280 px. On the 390 × 844 phone first: tabbing through the whole page,
// menu closed, then through the open menu and past it, nothing fixed or sticky hides what has the
// focus (tests/e2e/focus-cover.ts); the page's end shows above the call bar; its map's labels, drawn
// at the width the page gives the map, are 11 px or more and clear of each other (tests/e2e/map-labels-drawn.ts);
// the tariffs' prices show without scrolling sideways; and at every width no sticky table cell is drawn
// over another cell's text, and fields side by side line up their inputs (tests/e2e/table-check.ts, grid-check.ts).

/** Pages that axe also reads at phone width: home pages, a city, a commune, a service, the legal pages, the tariffs. */
const axeAtPhoneWidth = new Set([
  '/fr/',
  '/nl/',
  '/fr/livraison-express-liege/',
  '/nl/expresslevering-elsene/',
  '/fr/services/petites-palettes/',
  '/nl/services/spoedlevering/',
  '/nl/wettelijke-vermeldingen/',
  '/fr/tarifs/',
  '/nl/algemene-voorwaarden/',
]);

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

/**
 * What a keyboard visitor of a 390 × 844 phone cannot see: focus stops hidden under a fixed or sticky
 * element, menu closed (the whole page) and open (its links and the stops after it), and the page's
 * end under the call bar.
 */
async function phoneFocusProblems(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  // The menu's code comes when its toggle first takes the focus: let it settle before the walk counts
  // stops, then walk from the first stop of the document, the skip link.
  await page.locator('.menu-toggle').focus();
  await page.locator('button.menu-toggle').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.skip-link').focus();
  const closed = await walkFocus(page, { fromCurrent: true });
  const problems = [...closed.hidden, ...closed.off.map((stop) => `${stop} off screen`)];
  if (!closed.ended) problems.push(`the walk stopped after ${closed.stops} stops, before the call bar`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('button.menu-toggle').click();
  await page.locator('button.menu-toggle[aria-expanded="true"]').waitFor();
  const open = await walkFocus(page, { leaveMenuAfter: 5 });
  problems.push(...open.hidden.map((stop) => `menu open: ${stop}`));
  const covered = await endCoveredBy(page);
  if (covered > 0) problems.push(`the page's end ${covered} px under the call bar`);
  // The page at rest again for the checks that follow: a focus ring left on a link would lie over the
  // text of its neighbours in the contrast check.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return problems;
}

/** Waits until the islands on screen have hydrated: what axe reads is the page a visitor uses. */
const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-hydrating]:not([data-hydrated])'));

/**
 * What a grid, a row of fields, a sticky table cell, a sideways overflow on a phone or axe (where it
 * reads this width) finds wrong at one width; contrast is measured apart.
 */
async function layoutProblems(page: Page, width: number, withAxe: boolean): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  await hydrated(page);
  // Contrast is measured on the painted pixels, which axe's own rule cannot see.
  const problems = withAxe ? await axeViolations(page, { except: ['color-contrast'] }) : [];
  problems.push(...(await gridProblems(page, width)), ...(await fieldRowProblems(page)), ...(await stickyCellProblems(page)));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (width === 390 && overflow > 0) problems.push(`${overflow} px of sideways overflow`);
  return problems.map((problem) => `${width} px: ${problem}`);
}

test.use({ deviceScaleFactor: 1 });
for (const { path, lang, route } of pages) {
  const phoneAxe = axeAtPhoneWidth.has(path);
  test(`${path}: at 390 and 1280 px, loads cleanly, passes axe, lays out its grids and has readable text everywhere`, async ({
    page,
    navigate,
    problems,
    baseURL,
  }) => {
    // Two widths, whole-page screenshots and axe: more than a plain test's time.
    test.slow();
    // Opened at phone width, as most visitors open it; then the same page at desktop width.
    await page.setViewportSize({ width: 390, height: 844 });
    await navigate(path);
    expect(await phoneFocusProblems(page), 'focus and the call bar at 390 × 844').toEqual([]);
    if (route.kind === 'home' || route.kind === 'city')
      expect((await drawnMaps(page)).flatMap(drawnMapProblems), 'map labels at 390 px').toEqual([]);
    expect(await layoutProblems(page, 390, phoneAxe)).toEqual([]);
    if (route.kind === 'tariffs') expect(await priceCellProblems(page), 'prices on a phone').toEqual([]);
    if (route.kind === 'tariffs' || route.kind === 'service') expect(await sidewaysTables(page), 'tables on a phone').toEqual([]);
    // The tablet widths between, where a grid of six cards has two columns, then three.
    for (const width of [768, 1024]) expect(await layoutProblems(page, width, false)).toEqual([]);
    expect(await layoutProblems(page, 1280, true)).toEqual([]);
    if (route.kind === 'home' || route.kind === 'city') expect(await mapProblems(page, lang, new URL(baseURL!).origin)).toEqual([]);
    // Every answer open at once (native exclusive accordions let only one open, so their name goes).
    await page.evaluate(() =>
      document.querySelectorAll('details').forEach((details) => {
        details.removeAttribute('name');
        details.open = true;
      }),
    );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await paintedContrastFaults(page), `contrast at ${width} px`).toEqual([]);
    }
    expect(problems).toEqual({ console: [], failed: [], csp: [] });
  });
}

test('axe, as the audit runs it, reports what it finds and leaves out only the rules named (canary)', async ({ page, navigate }) => {
  await navigate('/fr/');
  await page.evaluate(() => document.querySelector('img.map')?.removeAttribute('alt'));
  expect((await axeViolations(page, { except: ['color-contrast'] })).map((line) => line.split(':')[0])).toEqual(['image-alt']);
  expect(await axeViolations(page, { except: ['color-contrast', 'image-alt'] })).toEqual([]);
});

test('the grid check sees a hole when a grid has one (canary)', async ({ page, navigate }) => {
  await navigate('/fr/');
  // Four columns for six cards, as the site had them: the second row is two cards short.
  await page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>('#services .cards')!;
    grid.style.gridTemplateColumns = 'repeat(4, 1fr)';
    for (const card of grid.children) (card as HTMLElement).style.gridColumn = 'auto';
  });
  const services = (await gridLayouts(page)).find((grid) => grid.where.startsWith('services '));
  expect(services?.items).toBe(6);
  expect(services?.holes.length).toBe(1);
});
