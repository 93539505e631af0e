import { expect, test } from './fixtures';

test('FAQ: one item open at a time, each collapsible, by keyboard too', async ({ page, navigate }) => {
  await navigate('/fr/');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(10);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open');
  await items.nth(2).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(items.nth(2)).not.toHaveAttribute('open');
});

// The contact form has its own spec: tests/e2e/contact.spec.ts.

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every section is there, the FAQ opens, the contact links and the form work as HTML', async ({ page, navigate }) => {
    await navigate('/nl/');
    for (const id of ['home', 'services', 'why', 'coverage', 'cities', 'simulator', 'plans', 'about', 'faq', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await page.locator('#faq summary').first().click();
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await expect(page.locator('#contact .contact-cards a[href^="tel:"]')).toHaveCount(1);
    await expect(page.locator('#contact .contact-cards a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.locator('form.contact-form')).toHaveAttribute('action', 'mailto:contact@belgo-express.be?subject=Contactaanvraag');
    await expect(page.locator('form.contact-form')).toHaveAttribute('method', 'post');
    await expect(page.locator('#simulator input[name="zone"]')).toHaveCount(4);
  });
});

test('the hero call to action scrolls to the contact section', async ({ page, navigate }) => {
  await navigate('/fr/');
  await page.locator('#home a[href="#contact"]').first().click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact h2')).toBeInViewport();
});
