import { pages } from '../../shared/routes';
import { axeViolations, expect, test } from './fixtures';

// Every page of the route table, in a real browser: it loads, hydrates, breaks no rule.
for (const { path } of pages) {
  test(`${path} loads cleanly and passes axe`, async ({ page, navigate, problems }) => {
    await navigate(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ console: [], failed: [], csp: [] });
  });
}

// A sample at phone width too: home pages, a city, a commune and a service page in each language, legal pages, the tariffs page.
const phoneSample = ['/fr/', '/nl/', '/fr/livraison-express-liege/', '/nl/expresslevering-elsene/', '/fr/services/petites-palettes/', '/nl/services/spoedlevering/', '/nl/wettelijke-vermeldingen/', '/fr/tarifs/', '/nl/algemene-voorwaarden/'];
for (const path of phoneSample) {
  test(`${path} at phone width @phone`, async ({ page, navigate, problems }) => {
    await navigate(path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual({ console: [], failed: [], csp: [] });
  });
}
