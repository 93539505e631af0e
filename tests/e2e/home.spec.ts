import { expect, test } from './fixtures';

const words = {
  fr: { submit: 'Envoyer le message', toastErrors: 'Veuillez corriger les erreurs du formulaire.', nameRequired: 'Le nom est obligatoire',
    success: 'Message envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.', phoneTooShort: 'Numéro de téléphone trop court' },
  nl: { submit: 'Bericht versturen', toastErrors: 'Gelieve de fouten in het formulier te verbeteren.', nameRequired: 'Naam is verplicht',
    success: 'Bericht succesvol verzonden! We antwoorden u zo snel mogelijk.', phoneTooShort: 'Telefoonnummer te kort' },
} as const;

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

for (const lang of ['fr', 'nl'] as const) {
  const w = words[lang];
  test(`contact form (${lang}): errors under the fields, a toast, then the mailto and success`, async ({ page, navigate }) => {
    await navigate(`/${lang}/`, '#contact');
    const form = page.locator('form.contact-form');
    // The form's code arrives on the first interaction with it.
    await expect(page.locator('[data-island="contact"][data-hydrated]')).toHaveCount(0);
    await form.locator('#contact-name').focus();
    await expect(page.locator('[data-island="contact"][data-hydrated]')).toHaveCount(1);
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByRole('button', { name: w.submit }).click();
    const name = form.locator('#contact-name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-describedby', 'contact-name-error');
    await expect(page.locator('#contact-name-error')).toHaveText(w.nameRequired);
    await expect(page.locator('#contact-name-error')).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(page.locator('.toast-region')).toContainText(w.toastErrors);
    await expect(name).toBeFocused();

    await name.fill('Dupont & Fils');
    await form.locator('#contact-phone').fill('0470 12 3');
    await form.locator('#contact-email').fill('marie@example.be');
    await form.locator('#contact-message').fill('Deux colis à enlever ?\nMerci.');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(page.locator('#contact-phone-error')).toHaveText(w.phoneTooShort);
    await expect(name).not.toHaveAttribute('aria-invalid');

    await page.evaluate(() => {
      document.addEventListener('contact:mailto', (event) => {
        (window as unknown as { mailto: string }).mailto = (event as CustomEvent<string>).detail;
      });
    });
    await form.locator('#contact-phone').fill('+32 470 12 34 56');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(page.locator('.toast-region')).toContainText(w.success);
    const mailto = await page.evaluate(() => (window as unknown as { mailto: string }).mailto);
    expect(mailto).toMatch(/^mailto:contact@belgo-express\.be\?subject=Contact%20form%20-%20Dupont%20%26%20Fils&body=/);
    expect(decodeURIComponent(mailto.split('body=')[1]!)).toContain('Deux colis à enlever ?\r\nMerci.');
    await expect(form.locator('#contact-name')).toHaveValue('');
    await expect(form.locator('#contact-message')).toHaveValue('');
    await expect(page.locator('.toast-region')).toBeEmpty({ timeout: 10_000 });
  });
}

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every section is there, the FAQ opens, the contact links and the form work as HTML', async ({ page, navigate }) => {
    await navigate('/nl/');
    for (const id of ['home', 'services', 'why', 'coverage', 'cities', 'simulator', 'plans', 'about', 'faq', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await page.locator('#faq summary').first().click();
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await expect(page.locator('#contact a[href^="tel:"]')).toHaveCount(1);
    await expect(page.locator('#contact a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.locator('form.contact-form')).toHaveAttribute('action', 'mailto:contact@belgo-express.be');
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
