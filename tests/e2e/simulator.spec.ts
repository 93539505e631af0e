import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const words = {
  fr: { next: 'Suivant', previous: 'Précédent', calculate: 'Calculer', reset: 'Recommencer', step: (n: number) => `Étape ${n} sur 5`,
    national: 'National', van: 'Camionnette', night: 'Nuit', tooShort: 'Distance trop courte pour "National"', quote: 'Demander un devis avec cette estimation',
    total: '199,50 €' },
  nl: { next: 'Volgende', previous: 'Vorige', calculate: 'Berekenen', reset: 'Opnieuw beginnen', step: (n: number) => `Stap ${n} van 5`,
    national: 'Nationaal', van: /^Bestelwagen/, night: 'Nacht', tooShort: 'Afstand te kort voor "Nationaal"', quote: 'Offerte aanvragen met deze raming',
    total: '€ 199,50' },
} as const;

/** The simulator once its island is hydrated. */
async function hydratedSimulator(page: Page) {
  const simulator = page.locator('#simulator');
  await simulator.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="simulator"][data-hydrated]')).toHaveCount(1);
  return simulator;
}

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

for (const lang of ['fr', 'nl'] as const) {
  const w = words[lang];
  test(`the whole wizard in the browser (${lang}): no reload, URL in step, gate, Previous, Reset, quote`, async ({ page, navigate, problems }) => {
    await navigate(`/${lang}/`);
    const simulator = await hydratedSimulator(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const button = (name: string) => simulator.getByRole('button', { name, exact: true });

    await expect(simulator.locator('legend')).toContainText(w.step(1));
    await expect(button(w.previous)).toBeDisabled();
    await simulator.getByLabel(w.national).check();
    await button(w.next).click();
    await expect(simulator.locator('legend')).toContainText(w.step(2));
    await expect(simulator.locator('legend h3')).toBeFocused();
    await expect(page).toHaveURL(/zone=national.*step=2#simulator$/);
    await simulator.getByLabel(w.van).check();
    await button(w.next).click();
    await simulator.getByLabel(new RegExp(`^${w.night}`)).check();
    await button(w.next).click();
    await expect(simulator.locator('legend')).toContainText(w.step(4));

    const distance = simulator.locator('input[name="distance"]');
    await distance.fill('50');
    await expect(simulator.getByRole('alert')).toContainText(w.tooShort);
    await expect(button(w.next)).toBeDisabled();
    await distance.fill('150');
    await expect(simulator.getByRole('alert')).toHaveCount(0);
    await expect(button(w.next)).toBeEnabled();
    await button(w.next).click();
    await expect(simulator.locator('legend')).toContainText(w.step(5));
    await button(w.previous).click();
    await expect(simulator.locator('legend')).toContainText(w.step(4));
    await expect(distance).toHaveValue('150');
    await button(w.next).click();
    await button(w.calculate).click();

    expect(spaces(await simulator.locator('output[name="total"]').innerText())).toBe(w.total);
    await expect(page).toHaveURL(/zone=national&vehicle=van&urgency=night&distance=150&step=result#simulator$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await simulator.getByRole('link', { name: w.quote }).click();
    await expect(page).toHaveURL(/#contact$/);
    const message = page.locator('#contact-message');
    await expect(message).toHaveValue(new RegExp(w.total.replace('€', '\\S*€\\S*').replace(/ /g, '\\s')));
    await expect(message).toHaveValue(new RegExp(w.national));

    await simulator.scrollIntoViewIfNeeded();
    await simulator.getByRole('link', { name: w.reset }).click();
    await expect(simulator.locator('legend')).toContainText(w.step(1));
    await expect(page).toHaveURL(new RegExp(`/${lang}/#simulator$`));
    await expect(simulator.locator('input[name="zone"][value="brussels_center"]')).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems.console).toEqual([]);
  });
}

test('a shared estimate opens at its result, and the page hydrates it without error', async ({ page, navigate, problems }) => {
  await navigate('/fr/', '?zone=brussels_center&vehicle=truck&urgency=urgent&return=1&waiting=1&special=1&step=result#simulator');
  const simulator = await hydratedSimulator(page);
  expect(spaces(await simulator.locator('output[name="total"]').innerText())).toBe('85,00 €');
  expect(problems.console).toEqual([]);
});

test.describe('the wizard without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of ['fr', 'nl'] as const) {
    const w = words[lang];
    test(`runs through the GET form (${lang})`, async ({ page, navigate }) => {
      await navigate(`/${lang}/`, '#simulator');
      const simulator = page.locator('#simulator');
      const button = (name: string) => simulator.getByRole('button', { name, exact: true });
      await simulator.getByLabel(w.national).check();
      await button(w.next).click();
      await expect(page).toHaveURL(/step=2/);
      await simulator.getByLabel(w.van).check();
      await button(w.next).click();
      await simulator.getByLabel(new RegExp(`^${w.night}`)).check();
      await button(w.next).click();
      await simulator.locator('input[name="distance"]').fill('50');
      await button(w.next).click();
      await expect(simulator.getByRole('alert')).toContainText(w.tooShort);
      await expect(button(w.next)).toBeDisabled();
      await simulator.locator('input[name="distance"]').fill('150');
      await simulator.getByRole('alert').getByRole('button').first().click();
      await expect(button(w.next)).toBeEnabled();
      await button(w.next).click();
      await button(w.calculate).click();
      expect(spaces(await simulator.locator('output[name="total"]').innerText())).toBe(w.total);
      await expect(page.locator('#contact-message')).toHaveValue(new RegExp(w.national));
      await button(w.previous).click();
      await expect(simulator.locator('legend')).toContainText(w.step(5));
    });
  }
});
