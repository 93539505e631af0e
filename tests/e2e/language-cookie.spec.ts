import { expect, test } from '@playwright/test';

// The site is served over HTTPS in production (TLS ends at the proxy). Here the browser believes it is
// on an https origin while every request is answered by the local server, so the page's own script
// decides the cookie's flags exactly as it would in production.
test('over HTTPS the language choice is kept in a Secure, Lax, one-year cookie and nothing else', async ({ page, context, baseURL }) => {
  const origin = 'https://www.belgo-express.test';
  await context.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: baseURL + url.pathname + url.search });
      await route.fulfill({ response });
    } catch (error) {
      // A speculative prefetch the browser dropped meanwhile; any request the test needs fails it below.
      if (!/disposed|closed|canceled/i.test(String(error))) throw error;
    }
  });
  await page.goto(`${origin}/fr/`);
  await page.locator('a[data-lang-switch="nl"]').first().click();
  await expect(page).toHaveURL(`${origin}/nl/`);
  const cookies = await context.cookies(origin);
  expect(cookies.map((cookie) => cookie.name)).toEqual(['lang']);
  const [lang] = cookies;
  expect(lang).toMatchObject({ value: 'nl', secure: true, sameSite: 'Lax', path: '/', httpOnly: false });
  const days = (lang!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('over plain HTTP (a developer machine) the cookie is not Secure, or the browser would drop it', async ({ page, context, baseURL }) => {
  await page.goto('/nl/');
  await page.locator('a[data-lang-switch="fr"]').first().click();
  await expect(page).toHaveURL(/\/fr\/$/);
  const [lang] = await context.cookies(baseURL);
  expect(lang).toMatchObject({ name: 'lang', value: 'fr', secure: false });
});
