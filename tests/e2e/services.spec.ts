import { routes } from '../../shared/routes';
import { expect, test } from './fixtures';

// On every service page, in both languages, the quote button scrolls to that page's own contact section.
for (const route of routes.filter((r) => r.kind === 'service')) {
  for (const lang of ['fr', 'nl'] as const) {
    const path = route.paths[lang];
    test(`${path}: the quote button scrolls to the contact section of the same page`, async ({ page, navigate }) => {
      await navigate(path);
      await page.locator('.hero a[href="#contact"]').first().click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      await expect(page.locator('#contact h2')).toBeInViewport();
      await expect(page.locator('#contact a[href^="mailto:"]').first()).toBeVisible();
    });
  }
}

test('the Dutch urgent page links to the express page for less urgent deliveries', async ({ page, navigate }) => {
  await navigate('/nl/services/spoedlevering/');
  await page.locator('main a[href="/nl/services/expresslevering/"]').first().click();
  await expect(page).toHaveURL(/\/nl\/services\/expresslevering\/$/);
});

