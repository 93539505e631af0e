import type { Page } from '@playwright/test';
import { formatters } from '../../shared/format';
import type { Lang } from '../../shared/langs';
import type { Shipment } from '../../shared/offer/quote';
import { defaultShipment, quote } from '../../shared/offer/quote';
import { expect, test } from './fixtures';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A trip's total as the simulator writes it (the tariff's, shared/offer/quote.ts, in euros with two decimals), spaces made plain. */
const totalOf = (lang: Lang, shipment: Partial<Shipment>) =>
  spaces(formatters(lang).eur(quote({ ...defaultShipment, ...shipment }).total / 100, 2));

/** The wizard's trip: national, van, night, 150 km. */
const nightVan: Partial<Shipment> = { zone: 'over100Km', vehicle: 'van', speed: 'night', distanceKm: 150 };

const words = {
  fr: {
    next: 'Suivant',
    previous: 'Précédent',
    calculate: 'Calculer',
    reset: 'Recommencer',
    step: (n: number) => `Étape ${n} sur 5`,
    national: 'National',
    van: 'Camionnette',
    night: 'Nuit',
    tooShort: 'Distance trop courte pour la zone « National »',
    quote: 'Demander un devis avec cette estimation',
    total: totalOf('fr', nightVan),
  },
  nl: {
    next: 'Volgende',
    previous: 'Vorige',
    calculate: 'Berekenen',
    reset: 'Opnieuw beginnen',
    step: (n: number) => `Stap ${n} van 5`,
    national: 'Nationaal',
    van: /^Bestelwagen/,
    night: 'Nacht',
    tooShort: 'Afstand te kort voor ‘Nationaal’',
    quote: 'Offerte aanvragen met deze raming',
    total: totalOf('nl', nightVan),
  },
} as const;

/** The simulator once its island is hydrated. */
async function hydratedSimulator(page: Page) {
  const simulator = page.locator('#simulator');
  await simulator.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="simulator"][data-hydrated]')).toHaveCount(1);
  return simulator;
}

for (const lang of ['fr', 'nl'] as const) {
  const w = words[lang];
  test(`the whole wizard in the browser (${lang}): no reload, URL in step, gate, Previous, Reset, quote`, async ({
    page,
    navigate,
    problems,
  }) => {
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

    // The quote fills the contact form in place (its link carries the estimate for visitors without JavaScript) and moves focus there.
    await simulator.getByRole('link', { name: w.quote }).click();
    await expect(page.locator('#contact-form :focus')).toHaveCount(1);
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
  const total = totalOf('fr', { zone: 'brusselsCentre', vehicle: 'largeVan', speed: 'urgent', options: ['return', 'waiting', 'special'] });
  expect(spaces(await simulator.locator('output[name="total"]').innerText())).toBe(total);
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

/** Step 4's two places (issue 12), in each language: the words written out here. */
const placeWords = {
  fr: {
    from: 'Commune de départ',
    to: 'Commune d’arrivée',
    distance: 'Distance à parcourir (km)',
    estimate: /≈\s(\d+)\skm par la route, estimation/,
    unknown: 'Commune inconnue',
    estimateButton: 'Estimer la distance',
    brussels: 'Zone d’après vos communes : Bruxelles et périphérie',
    liege: ['Liège', 'Luik'],
  },
  nl: {
    from: 'Ophaalgemeente',
    to: 'Leveringsgemeente',
    distance: 'Af te leggen afstand (km)',
    estimate: /Geschatte afstand over de weg: ≈\s(\d+)\skm/,
    unknown: 'Onbekende gemeente',
    estimateButton: 'Afstand schatten',
    brussels: 'Zone volgens uw gemeenten: Brussel en de rand',
    liege: ['Luik', 'Liège'],
  },
} as const;

for (const lang of ['fr', 'nl'] as const) {
  const w = words[lang];
  const p = placeWords[lang];
  test(`two places fill the distance in the page, the list fetched only at step 4 (${lang})`, async ({ page, navigate, problems }) => {
    const placeRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/places-/.test(request.url())) placeRequests.push(request.url());
    });
    await navigate(`/${lang}/`, '?zone=nearby_cities&vehicle=van&urgency=standard&step=3#simulator');
    const simulator = await hydratedSimulator(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    expect(placeRequests).toEqual([]);
    await simulator.getByRole('button', { name: w.next, exact: true }).click();
    await expect(simulator.locator('legend')).toContainText(w.step(4));
    await expect.poll(() => placeRequests.length).toBe(1);
    await expect(simulator.getByRole('button', { name: p.estimateButton })).toHaveCount(0);

    // Suggestions in the page language, the other language's name beside each.
    const [value, label] = p.liege;
    await expect(page.locator(`#sim-places-loaded option[value="${value}"]`)).toHaveAttribute('label', label);
    // The municipalities, the former ones of the 2025 mergers and the sections.
    await expect.poll(() => page.locator('#sim-places-loaded option').count()).toBeGreaterThan(581);

    const distance = simulator.getByLabel(p.distance);
    await simulator.getByLabel(p.from).fill('Namur');
    await expect(distance).toHaveValue('0');
    // The other language's name, lower case, no accent: the second place fills the distance at once.
    await simulator.getByLabel(p.to).fill(lang === 'fr' ? 'luik' : 'liege');
    await expect(simulator.getByRole('status').filter({ hasText: p.estimate })).toBeVisible();
    const km = Number(/\d+/.exec(await simulator.locator('#sim-estimate').innerText())![0]);
    expect(km).toBeGreaterThan(55);
    expect(km).toBeLessThan(75);
    await expect(distance).toHaveValue(String(km));

    // Still editable; the estimate stays on screen for reference.
    await distance.fill('70');
    await simulator.getByRole('button', { name: w.next, exact: true }).click();
    await expect(simulator.locator('legend')).toContainText(w.step(5));
    await expect(page).toHaveURL(/distance=70&from=Namur&to=(luik|liege)&routeKm=\d+&step=5#simulator$/);

    // Back at step 4, a name we do not know gets a message and leaves the distance alone.
    await simulator.getByRole('button', { name: w.previous, exact: true }).click();
    await simulator.getByLabel(p.to).fill('Springfield');
    await simulator.getByLabel(p.to).blur();
    await expect(simulator.getByText(p.unknown)).toBeVisible();
    await expect(distance).toHaveValue('70');

    // Two communes of the Brussels Region: the zone follows the places, and step 4 will be skipped.
    await simulator.getByLabel(p.from).fill('Ixelles');
    await simulator.getByLabel(p.to).fill('Schaerbeek');
    await expect(simulator.getByText(p.brussels)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(placeRequests).toHaveLength(1);
    expect(problems.console).toEqual([]);
    expect(problems.failed).toEqual([]);
  });
}

test.describe('two places without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of ['fr', 'nl'] as const) {
    const w = words[lang];
    const p = placeWords[lang];
    test(`the server estimates the distance (${lang})`, async ({ page, navigate }) => {
      await navigate(`/${lang}/`, '?zone=nearby_cities&vehicle=van&urgency=standard&step=3#simulator');
      const simulator = page.locator('#simulator');
      await simulator.getByRole('button', { name: w.next, exact: true }).click();
      await expect(simulator.locator('legend')).toContainText(w.step(4));
      await simulator.getByLabel(p.from).fill('Namur');
      await simulator.getByLabel(p.to).fill('Hasselt');
      await simulator.getByRole('button', { name: p.estimateButton }).click();
      await expect(page).toHaveURL(/from=Namur&to=Hasselt/);
      await expect(simulator.locator('#sim-estimate')).toHaveText(p.estimate);
      const km = /\d+/.exec(await simulator.locator('#sim-estimate').innerText())![0];
      await expect(simulator.getByLabel(p.distance)).toHaveValue(km);
      await simulator.getByRole('button', { name: w.next, exact: true }).click();
      await expect(simulator.locator('legend')).toContainText(w.step(5));
      await simulator.getByRole('button', { name: w.calculate, exact: true }).click();
      await expect(simulator.locator('.sim-choice-summary')).toContainText(`${km} km`);
    });
  }
});
