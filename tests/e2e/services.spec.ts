import { routes } from '../../shared/routes';
import { expect, test } from './fixtures';

// On every service page, in both languages, the quote button scrolls to the request form just
// below the hero, on the same page (issue 28), and the page's contact section is still there.
for (const route of routes.filter((r) => r.kind === 'service')) {
  for (const lang of ['fr', 'nl'] as const) {
    const path = route.paths[lang];
    test(`${path}: the quote button scrolls to the request form of the same page`, async ({ page, navigate }) => {
      await navigate(path);
      await page.locator('.hero a[href="#contact-form"]').first().click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact-form$`));
      await expect(page.locator('#contact-form [name="name"]')).toBeInViewport();
      await expect(page.locator('#contact a[href^="mailto:"]').first()).toBeAttached();
    });
  }
}

test('the Dutch urgent page links to the express page for less urgent deliveries', async ({ page, navigate }) => {
  await navigate('/nl/services/spoedlevering/');
  await page.locator('main a[href="/nl/services/expresslevering/"]').first().click();
  await expect(page).toHaveURL(/\/nl\/services\/expresslevering\/$/);
});
