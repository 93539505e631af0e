import { expect, test } from './fixtures';

test.describe('mobile menu @phone', () => {
  test('loads its code on the first touch, opens and closes by mouse, closes on Escape with focus back on the toggle', async ({
    page,
    navigate,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await navigate('/fr/livraison-express-gand/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => !url.includes('/boot-'))).toEqual([]);
    const nav = page.locator('#site-nav');
    await expect(nav).toBeHidden();
    // The first tap opens the menu even before React has arrived; hydration keeps it open.
    await page.locator('.menu-toggle').click();
    await expect(nav).toBeVisible();
    const toggle = page.locator('button.menu-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/fr\/livraison-express-gand\/$/);
    await toggle.click();
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link of the open menu leads to the home page section, closes the menu and puts the focus on its heading', async ({
    page,
    navigate,
  }) => {
    await navigate('/nl/');
    await page.locator('.menu-toggle').click();
    await expect(page.locator('button.menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#site-nav a', { hasText: 'Contact' }).click();
    await expect(page).toHaveURL(/\/nl\/#contact$/);
    await expect(page.locator('#site-nav')).toBeHidden();
    await expect(page.locator('#contact-title')).toBeFocused();
    // By keyboard too: the next Tab goes on from the section, not from the top of the page.
    await page.locator('button.menu-toggle').click();
    await page.locator('#site-nav a', { hasText: 'Diensten' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#services-title')).toBeFocused();
    await page.keyboard.press('Tab');
    const after = await page.evaluate(
      () =>
        !!(document.getElementById('services-title')!.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    expect(after).toBe(true);
  });

  test('Escape closes the menu only when the focus is in it', async ({ page, navigate }) => {
    await navigate('/fr/services/petites-palettes/');
    await page.locator('.menu-toggle').click();
    const nav = page.locator('#site-nav');
    const toggle = page.locator('button.menu-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('header a.logo').focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeVisible();
    await expect(page.locator('header a.logo')).toBeFocused();
    await nav.locator('a').last().focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('mobile menu without JavaScript @phone', () => {
  test.use({ javaScriptEnabled: false });
  test('the toggle is a link that opens the navigation', async ({ page, navigate }) => {
    await navigate('/fr/');
    const toggle = page.locator('a.menu-toggle');
    await expect(toggle).toHaveAttribute('href', '#site-nav');
    await expect(page.locator('#site-nav')).toBeHidden();
    await toggle.click();
    await expect(page.locator('#site-nav')).toBeVisible();
    await page.locator('#site-nav a', { hasText: 'Contact' }).click();
    await expect(page).toHaveURL(/\/fr\/#contact$/);
  });
});

test('desktop shows the navigation inline and does not load the menu code', async ({ page, navigate }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await navigate('/fr/livraison-express-gand/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#site-nav')).toBeVisible();
  await expect(page.locator('.menu-toggle')).toBeHidden();
  expect(scripts.filter((url) => url.includes('island-menu'))).toEqual([]);
});

test('the header gains its shadow past 20 px of scroll', async ({ page, navigate }) => {
  await navigate('/nl/services/pakketvervoer/');
  const header = page.locator('[data-site-header]');
  await expect(header).not.toHaveClass(/is-scrolled/);
  // Scroll, then wait two frames: any scroll handler has run by then.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.scrollTo(0, 10);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveClass(/is-scrolled/);
});

test('the language toggle leads to the twin page and is remembered for /', async ({ page, navigate }) => {
  await navigate('/fr/livraison-express-ixelles/');
  await page.locator('a[data-lang-switch="nl"]').click();
  await expect(page).toHaveURL(/\/nl\/expresslevering-elsene\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  // The cookie carries the choice; nothing is written to localStorage (the privacy statement says so).
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/nl\/$/);
});
