import type { Page } from '@playwright/test';
import { routeOf } from '../../shared/routes';
import { expect as baseExpect, test } from './fixtures';

/**
 * Issue 21: a price from two places on the first screen (home, city and service pages), the wizard
 * without dead ends, and the places people type (2025 mergers, sections, short names), on a 390 px
 * phone, in both languages, with and without JavaScript.
 */

const words = {
  fr: {
    quickQuote: 'Le prix d’un trajet',
    from: 'Départ',
    to: 'Arrivée',
    see: 'Voir le prix',
    next: 'Suivant',
    previous: 'Précédent',
    calculate: 'Calculer',
    changeRoute: 'Modifier le trajet',
    changeZone: 'Changer de zone',
    step: (n: number) => `Étape ${n} sur 5`,
    van: 'Camionnette',
    national: 'National',
    nearby: 'Villes proches',
    routeFrom: 'Commune de départ',
    routeTo: 'Commune d’arrivée',
    distance: 'Distance à parcourir (km)',
    liegeGent: ['Liège', 'Gand'],
    unknown: 'Commune inconnue',
    suggest: 'Vouliez-vous dire « Ottignies » ?',
    lln: 'Louvain-la-Neuve (Ottignies-Louvain-la-Neuve) → Zeebrugge (Bruges)',
    urgent: 'Urgent',
  },
  nl: {
    quickQuote: 'Prijs voor twee gemeenten',
    from: 'Van',
    to: 'Naar',
    see: 'Bekijk de prijs',
    next: 'Volgende',
    previous: 'Vorige',
    calculate: 'Berekenen',
    changeRoute: 'Traject wijzigen',
    changeZone: 'Zone wijzigen',
    step: (n: number) => `Stap ${n} van 5`,
    van: 'Bestelwagen',
    national: 'Nationaal',
    nearby: 'Nabije steden',
    routeFrom: 'Ophaalgemeente',
    routeTo: 'Leveringsgemeente',
    distance: 'Af te leggen afstand (km)',
    liegeGent: ['Luik', 'Gent'],
    unknown: 'Onbekende gemeente',
    suggest: 'Bedoelt u Ottignies?',
    lln: 'Louvain-la-Neuve (Ottignies-Louvain-la-Neuve) → Zeebrugge (Brugge)',
    urgent: 'Dringend',
  },
} as const;

// Each flow is several page loads on a 390 px phone: give the shared test machine time.
test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The first quick quote of the page. */
const quickQuote = (page: Page, lang: 'fr' | 'nl') => page.getByRole('form', { name: words[lang].quickQuote }).first();

/** Types two places into the page's first quick quote and asks for the price: two fields, one tap. */
async function askPrice(page: Page, lang: 'fr' | 'nl', from: string, to: string) {
  const form = quickQuote(page, lang);
  await form.getByLabel(words[lang].from, { exact: true }).fill(from);
  await form.getByLabel(words[lang].to, { exact: true }).fill(to);
  await form.getByRole('button', { name: words[lang].see }).click();
  // Without JavaScript the server renders the quick quote's URL; with it the page changes in place (issue 28).
  await expect(page).toHaveURL(/step=quote#simulator-wizard$|step=\w+#simulator$/);
}

/** The total the result shows, spaces made plain. */
async function total(page: Page): Promise<string> {
  return spaces(await page.locator('#simulator output[name="total"]').innerText());
}

test.describe('the first screen @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const lang of ['fr', 'nl'] as const) {
    test(`holds the quick quote, its two fields and its button, without scrolling (${lang}) @phone`, async ({ page, navigate }) => {
      await navigate(`/${lang}/`);
      const form = quickQuote(page, lang);
      for (const part of [
        form.getByLabel(words[lang].from, { exact: true }),
        form.getByLabel(words[lang].to, { exact: true }),
        form.getByRole('button', { name: words[lang].see }),
      ]) {
        await expect(part).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test.describe('the first screen at 1280 px', () => {
  for (const lang of ['fr', 'nl'] as const) {
    test(`holds the quick quote without scrolling (${lang})`, async ({ page, navigate }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await navigate(`/${lang}/`);
      await expect(quickQuote(page, lang).getByRole('button', { name: words[lang].see })).toBeInViewport({ ratio: 1 });
    });
  }
});

for (const js of [true, false]) {
  test.describe(`home → quick quote → price → another vehicle, ${js ? 'with' : 'without'} JavaScript @phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
    for (const lang of ['fr', 'nl'] as const) {
      const w = words[lang];
      test(`Liège → Gent priced as national, then by van, the places kept (${lang}) @phone`, async ({ page, navigate, problems }) => {
        await navigate(`/${lang}/`);
        const [liege, gent] = w.liegeGent;
        await askPrice(page, lang, liege, gent);
        const simulator = page.locator('#simulator');
        await expect(simulator.locator('.sim-route-line')).toContainText(`${liege} → ${gent}`);
        await expect(simulator.locator('.sim-route-line')).toContainText(w.national);
        // The page lands on the trip's prices, on the screen without scrolling.
        await expect(simulator.locator('.trip-prices')).toBeInViewport();
        const first = await total(page);
        // Back to the vehicle: result → 5 → 4 → 3 → 2, the places and the zone carried.
        for (const n of [5, 4, 3, 2]) {
          await simulator.getByRole('button', { name: w.previous, exact: true }).click();
          await expect(simulator.locator('legend')).toContainText(w.step(n));
        }
        await simulator.locator('input[name="vehicle"][value="van"]').check();
        for (const n of [3, 4, 5]) {
          await simulator.getByRole('button', { name: w.next, exact: true }).click();
          await expect(simulator.locator('legend')).toContainText(w.step(n));
        }
        await simulator.getByRole('button', { name: w.calculate, exact: true }).click();
        await expect(simulator.locator('button[value="standard.van"]')).toHaveAttribute('aria-pressed', 'true');
        await expect(simulator.locator('.sim-route-line')).toContainText(`${liege} → ${gent}`);
        // National: the same base for every vehicle (SPEC §9), so the same total, now for a van.
        expect(await total(page)).toBe(first);
        if (js) expect(problems.console).toEqual([]);
      });
    }
  });
}

for (const js of [true, false]) {
  test.describe(`no dead ends, ${js ? 'with' : 'without'} JavaScript @phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
    for (const lang of ['fr', 'nl'] as const) {
      const w = words[lang];
      test(`"nearby cities" then Liège → Gent at step 4 goes on, as national (${lang}) @phone`, async ({ page, navigate }) => {
        await navigate(`/${lang}/`, '?zone=nearby_cities&step=3#simulator');
        const simulator = page.locator('#simulator');
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await expect(simulator.locator('legend')).toContainText(w.step(4));
        const [liege, gent] = w.liegeGent;
        await simulator.getByLabel(w.routeFrom).fill(liege);
        await simulator.getByLabel(w.routeTo).fill(gent);
        // With JavaScript the estimate shows as soon as the places are known, before Next is tapped.
        if (js) await expect(simulator.locator('#sim-estimate')).toContainText(w.national);
        await expect(simulator.getByRole('button', { name: w.next, exact: true })).toBeEnabled();
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await expect(simulator.locator('legend')).toContainText(w.step(5));
        await expect(simulator.locator('.sim-route-line')).toContainText(w.national);
      });

      test(`"change zone" at a failing gate comes back with the zone the distance fits (${lang}) @phone`, async ({ page, navigate }) => {
        await navigate(`/${lang}/`, '?zone=nearby_cities&distance=150&step=4#simulator');
        const simulator = page.locator('#simulator');
        await simulator.getByRole('alert').getByRole('button', { name: w.changeZone }).click();
        await expect(simulator.locator('legend')).toContainText(w.step(1));
        await expect(simulator.locator('input[name="zone"][value="national"]')).toBeChecked();
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await expect(simulator.getByLabel(w.distance)).toHaveValue('150');
        await expect(simulator.getByRole('alert')).toHaveCount(0);
      });

      test(`the Brussels zones step over step 4 (${lang}) @phone`, async ({ page, navigate }) => {
        await navigate(`/${lang}/`, '?zone=brussels_periphery&step=3#simulator');
        const simulator = page.locator('#simulator');
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await expect(simulator.locator('legend')).toContainText(w.step(5));
        await simulator.getByRole('button', { name: w.previous, exact: true }).click();
        await expect(simulator.locator('legend')).toContainText(w.step(3));
      });

      test(`a change of places at step 1 leaves no stale distance or zone (${lang}) @phone`, async ({ page, navigate }) => {
        await navigate(`/${lang}/`);
        await askPrice(page, lang, 'Namur', 'Hasselt');
        const simulator = page.locator('#simulator');
        await expect(simulator.locator('.sim-route-line')).toContainText(w.nearby);
        await simulator.getByRole('button', { name: w.changeRoute }).click();
        await expect(simulator.locator('legend')).toContainText(w.step(1));
        await simulator.getByLabel(w.routeTo).fill('Arlon');
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await expect(simulator.locator('legend')).toContainText(w.step(2));
        await expect(simulator.locator('.sim-route-line')).toContainText(lang === 'fr' ? 'Arlon' : 'Aarlen');
        await expect(simulator.locator('.sim-route-line')).toContainText(w.national);
      });
    }
  });
}

for (const js of [true, false]) {
  test.describe(`places people type, ${js ? 'with' : 'without'} JavaScript @phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
    for (const lang of ['fr', 'nl'] as const) {
      const w = words[lang];
      test(`sections and merged municipalities are found and named (${lang}) @phone`, async ({ page, navigate }) => {
        await navigate(`/${lang}/`);
        await askPrice(page, lang, 'louvain la neuve', 'Zeebrugge');
        await expect(page.locator('#simulator .sim-route-line')).toContainText(w.lln);
        await navigate(`/${lang}/`);
        await askPrice(page, lang, 'Sint-Joost', 'Borsbeek');
        await expect(page.locator('#simulator .sim-route-line')).toContainText(
          lang === 'fr' ? 'Borsbeek (Anvers)' : 'Borsbeek (Antwerpen)',
        );
        await navigate(`/${lang}/`);
        await askPrice(page, lang, 'Molenbeek', 'Pajottegem');
        await expect(page.locator('#simulator .sim-route-line')).toContainText('Pajottegem');
      });

      test(`an unknown place gets a message and a suggestion, never a price (${lang}) @phone`, async ({ page, navigate }) => {
        await navigate(`/${lang}/`);
        await askPrice(page, lang, 'Ottignie', 'Namur');
        const simulator = page.locator('#simulator');
        await expect(simulator.locator('legend')).toContainText(w.step(1));
        await expect(simulator.getByText(w.unknown)).toBeVisible();
        await expect(simulator.getByText(w.suggest)).toBeVisible();
        await expect(simulator.locator('output[name="total"]')).toHaveCount(0);
        await simulator.getByLabel(w.routeFrom).fill('Ottignies');
        await simulator.getByRole('button', { name: w.next, exact: true }).click();
        await expect(simulator.locator('.sim-route-line')).toContainText('Ottignies');
      });
    }
  });
}

test.describe('city and service pages @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const lang of ['fr', 'nl'] as const) {
    const w = words[lang];
    test(`a city page prefills its city as the origin, on the first screen (${lang}) @phone`, async ({ page, navigate }) => {
      await navigate(routeOf('city', 'liege').paths[lang]);
      const form = quickQuote(page, lang);
      await expect(form.getByLabel(w.from, { exact: true })).toHaveValue(w.liegeGent[0]);
      await expect(form.getByRole('button', { name: w.see })).toBeInViewport();
      await form.getByLabel(w.to, { exact: true }).fill('Namur');
      await form.getByRole('button', { name: w.see }).click();
      await expect(page.locator('#simulator .sim-route-line')).toContainText(`${w.liegeGent[0]} → ${lang === 'fr' ? 'Namur' : 'Namen'}`);
    });

    test(`the urgent delivery page prices an urgent trip (${lang}) @phone`, async ({ page, navigate }) => {
      await navigate(routeOf('service', 'urgent').paths[lang]);
      await askPrice(page, lang, 'Ixelles', 'Uccle');
      await expect(page.locator('#simulator button[value="urgent.scooter"]')).toHaveAttribute('aria-pressed', 'true');
    });
  }
});
