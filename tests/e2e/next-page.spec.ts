import type { CDPSession, Page } from '@playwright/test';
import { routes } from '../../shared/routes';
import { expect, test } from './fixtures';

/** Records the speculation rule sets the browser parsed and the pages it fetched ahead (prefetch or prerender). */
async function watchSpeculation(page: Page): Promise<{ errors: string[]; ruleSets: number; ahead: Set<string> }> {
  const seen = { errors: [] as string[], ruleSets: 0, ahead: new Set<string>() };
  const cdp: CDPSession = await page.context().newCDPSession(page);
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    seen.ruleSets++;
    if (ruleSet.errorType) seen.errors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  // Playwright's DevTools connection turns prerendering into a prefetch: either counts as fetched ahead.
  cdp.on(
    'Preload.prefetchStatusUpdated',
    ({ key, status }) => status !== 'Failure' && seen.ahead.add(new URL(key.url).pathname + new URL(key.url).search),
  );
  cdp.on(
    'Preload.prerenderStatusUpdated',
    ({ key, status }) => status !== 'Failure' && seen.ahead.add(new URL(key.url).pathname + new URL(key.url).search),
  );
  await cdp.send('Preload.enable');
  return seen;
}

const service = routes.find((route) => route.kind === 'service')!;

for (const lang of ['fr', 'nl'] as const) {
  test(`${service.paths[lang]}: a page link the visitor hovers is fetched ahead of the click`, async ({ page, navigate }) => {
    const seen = await watchSpeculation(page);
    await navigate(service.paths[lang]);
    await expect.poll(() => seen.ruleSets).toBeGreaterThan(0);
    expect(seen.errors).toEqual([]);
    const link = page.locator(`main a[href^="/${lang}/"]:not([href*="#"]):not([href*="?"])`).first();
    const href = (await link.getAttribute('href'))!;
    await link.hover();
    await expect.poll(() => [...seen.ahead], { timeout: 5000 }).toContain(href);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}$`));
  });
}

test('a link with a query string (a simulator state) is never fetched ahead', async ({ page, navigate }) => {
  const seen = await watchSpeculation(page);
  await navigate('/fr/');
  await expect.poll(() => seen.ruleSets).toBeGreaterThan(0);
  const state = '/fr/?zone=national&distance=150&step=result';
  // A shared simulator state, linked as a visitor might find it in a mail.
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: 'simulation' });
    document.querySelector('main')!.prepend(link);
  }, state);
  await page.locator(`main a[href="${state}"]`).hover();
  // Then a plain page link: once the browser has fetched that one ahead, it has long decided about the first.
  const plain = page.locator('main a[href^="/fr/"]:not([href*="#"]):not([href*="?"])').first();
  const plainHref = (await plain.getAttribute('href'))!;
  await plain.hover();
  await expect.poll(() => [...seen.ahead], { timeout: 5000 }).toContain(plainHref);
  expect([...seen.ahead].filter((url) => url.includes('?'))).toEqual([]);
});

test('pages cross-fade by view transition, but not for a visitor who asks for less motion', async ({ page, navigate }) => {
  await navigate('/nl/');
  const transitionMedia = () =>
    page.evaluate(() => {
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules]) {
          if (
            rule instanceof CSSMediaRule &&
            [...rule.cssRules].some((inner) => /^@view-transition\s*\{\s*navigation:\s*auto;?\s*\}$/.test(inner.cssText))
          ) {
            return { media: rule.media.mediaText, applies: matchMedia(rule.media.mediaText).matches };
          }
        }
      }
      return null;
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transitionMedia()).toEqual({ media: '(prefers-reduced-motion: no-preference)', applies: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await transitionMedia())?.applies).toBe(false);
});
