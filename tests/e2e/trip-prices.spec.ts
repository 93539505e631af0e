import type { Page } from '@playwright/test';
import { formatters } from '../../shared/format';
import type { Lang } from '../../shared/langs';
import type { Shipment } from '../../shared/offer/quote';
import { defaultShipment, quote } from '../../shared/offer/quote';
import { speeds, vehicles } from '../../shared/offer/tariff';
import { speedParam, vehicleParam, zoneFromParam } from '../../shared/offer/url-params';
import { routeOf } from '../../shared/routes';
import { expect as baseExpect, test } from './fixtures';

/**
 * Issue 28: every price of a trip on one screen, chosen and sent as a request without a page load
 * (JavaScript), or as plain GET pages and a mail link that keeps its accents (without it), from the
 * home page, a service page and a city page, at 390 and 1280 px, in both languages.
 */

const words = {
  fr: {
    from: 'Départ',
    to: 'Arrivée',
    see: 'Voir le prix',
    quote: 'Demander un devis avec cette estimation',
    submit: 'Envoyer le message',
    brussels: 'Bruxelles',
    liege: 'Liège',
    van: 'Camionnette',
    swap: 'Inverser départ et arrivée',
    hours: 'Nous répondons aux e-mails du lundi au vendredi, de 8 h à 18 h ; pour une urgence, appelez-nous : la ligne répond 24/7.',
    pickupLine: 'Adresse d’enlèvement : Bruxelles',
    whenLine: 'Quand : ',
    open: 'Ouvrir la demande dans ma messagerie',
  },
  nl: {
    from: 'Van',
    to: 'Naar',
    see: 'Bekijk de prijs',
    quote: 'Offerte aanvragen met deze raming',
    submit: 'Bericht versturen',
    brussels: 'Brussel',
    liege: 'Luik',
    van: 'Bestelwagen',
    swap: 'Van en naar omwisselen',
    hours: 'E-mails beantwoorden we van maandag tot vrijdag, van 8 tot 18 uur; voor een spoedgeval belt u ons: de lijn is 24/7 bereikbaar.',
    pickupLine: 'Ophaaladres: Brussel',
    whenLine: 'Wanneer: ',
    open: 'Aanvraag openen in mijn e-mailprogramma',
  },
} as const;

const sender = { name: 'Zoë Dupont', phone: '+32 470 12 34 56', email: 'zoe@example.be' };

test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** A price in cents as the simulator writes it (views/islands/simulator/summary.ts `euros`: its importers read JSON, which Playwright's loader does not). */
const euros = (lang: Lang, cents: number) => plain(formatters(lang).eur(cents / 100, 2));

/** Counts the page loads from now on: a move in place is none. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

/** Types two places into the page's first quick quote and asks for the prices. */
async function askPrices(page: Page, lang: Lang, from: string, to: string) {
  const form = page.locator('#quick-quote');
  await form.getByLabel(words[lang].from, { exact: true }).fill(from);
  await form.getByLabel(words[lang].to, { exact: true }).fill(to);
  await form.getByRole('button', { name: words[lang].see }).click();
}

/** Checks the twelve prices of the trip (its zone and distance as the form carries them) against SPEC §9's tariff (shared/offer/tariff.ts), to the cent. */
async function expectEveryPrice(page: Page, lang: Lang) {
  const prices = page.locator('#simulator .trip-prices');
  await expect(prices.locator('button.trip-price')).toHaveCount(speeds.length * vehicles.length);
  const field = (name: string) => page.locator(`#simulator input[type="hidden"][name="${name}"]`).inputValue();
  const zone = zoneFromParam(await field('zone'));
  expect(zone).toBeDefined();
  const trip: Shipment = { ...defaultShipment, zone: zone!, distanceKm: Number(await field('distance')) };
  for (const speed of speeds) {
    for (const vehicle of vehicles) {
      // The buttons' values are the URL's: SPEC's urgency and vehicle names ("urgent.van").
      const text = plain(await prices.locator(`button[value="${speedParam[speed]}.${vehicleParam[vehicle]}"]`).innerText());
      expect(text).toContain(euros(lang, quote({ ...trip, speed, vehicle }).total));
    }
  }
}

async function fillSender(page: Page) {
  for (const [name, value] of Object.entries(sender)) await page.locator(`#contact-form [name="${name}"]`).fill(value);
}

test.describe('every price at once, with JavaScript, on a phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const lang of ['fr', 'nl'] as const) {
    const w = words[lang];
    test(`home: Bruxelles → Liège priced twelve ways, urgent by van chosen, the request composed, no page load (${lang}) @phone`, async ({
      page,
      navigate,
    }) => {
      await navigate(`/${lang}/`);
      const loads = countLoads(page);
      await askPrices(page, lang, w.brussels, w.liege);
      await expect(page).toHaveURL(/step=result#simulator$/);
      await expect(page.locator('#simulator .trip-prices')).toBeInViewport();
      await expectEveryPrice(page, lang);
      const urgentVan = page.locator('#simulator button[value="urgent.van"]');
      const total = plain(await urgentVan.locator('strong').innerText());
      await urgentVan.click();
      await expect(urgentVan).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('#sim-chosen h4')).toBeFocused();
      await expect(page.locator('#simulator output[name="total"]')).toHaveText(total.replace(' ', '\u00a0'));
      // The quote button is on the screen the choice brought up: no scroll.
      const quoteLink = page.getByRole('link', { name: w.quote });
      await expect(quoteLink).toBeInViewport();
      await quoteLink.click();
      await expect(page.locator('#contact-name')).toBeFocused();
      await expect(page.locator('#contact-pickup')).toHaveValue(w.brussels);
      await expect(page.locator('#contact-delivery')).toHaveValue(w.liege);
      // No moment chosen in the simulator: the visitor writes one (issue 36).
      await expect(page.locator('#contact-when')).toHaveValue('');
      await expect(page.locator('#contact-load')).toHaveValue(new RegExp(`^${w.van} – `));
      await expect(page.locator('#contact-message')).toHaveValue(new RegExp(total.replace(/ /g, '\\s')));
      await fillSender(page);
      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await page.getByRole('button', { name: w.submit }).click();
      const body = new URL((await mailto).url()).searchParams.get('body')!;
      expect(body).toContain(w.liege);
      expect(body).toContain(sender.name);
      expect(plain(body)).toContain(total);
      // What happens next shows at once, with when we answer; no success claim.
      await expect(page.locator('#contact-next')).toBeVisible();
      await expect(page.locator('#contact-next')).toContainText(w.hours);
      await expect(page.locator('.toast')).toHaveCount(0);
      expect(loads()).toBe(0);
      // Back: the trip as it was before the choice, still in place.
      await page.goBack();
      await expect(page.locator('#simulator button[value="standard.scooter"]')).toHaveAttribute('aria-pressed', 'true');
      expect(loads()).toBe(0);
    });
  }
});

test.describe('a service page and a city page, with JavaScript, at 1280 px', () => {
  for (const lang of ['fr', 'nl'] as const) {
    const w = words[lang];
    test(`the urgent page prices Ixelles → Uccle and takes the request on the page; the Liège page ships to Liège (${lang})`, async ({
      page,
      navigate,
    }) => {
      const urgentPath = routeOf('service', 'urgent').paths[lang];
      await navigate(urgentPath);
      let loads = countLoads(page);
      await askPrices(page, lang, 'Ixelles', 'Uccle');
      await expect(page).toHaveURL(new RegExp(`^[^?]*${urgentPath}\\?.*step=result#simulator$`));
      await expectEveryPrice(page, lang);
      // The page's product is chosen: urgent, the smallest size.
      await expect(page.locator('#simulator button[value="urgent.scooter"]')).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('link', { name: w.quote }).click();
      await expect(page.locator('#contact-name')).toBeFocused();
      await expect(page.locator('#contact-when')).toHaveValue('');
      expect(loads()).toBe(0);

      await navigate(routeOf('city', 'liege').paths[lang]);
      loads = countLoads(page);
      const form = page.locator('#quick-quote');
      await expect(form.getByLabel(w.from, { exact: true })).toHaveValue(w.liege);
      await form.getByRole('button', { name: w.swap }).click();
      await expect(form.getByLabel(w.to, { exact: true })).toHaveValue(w.liege);
      await form.getByLabel(w.from, { exact: true }).fill('Namur');
      await form.getByRole('button', { name: w.see }).click();
      await expect(page.locator('#simulator .sim-route-line')).toContainText(`${lang === 'fr' ? 'Namur' : 'Namen'} → ${w.liege}`);
      await expect(page.locator('#simulator .trip-prices')).toBeInViewport();
      expect(loads()).toBe(0);
    });
  }
});

test.describe('without JavaScript @phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  for (const lang of ['fr', 'nl'] as const) {
    const w = words[lang];
    test(`a city page prices the trip, takes the choice and offers the request as a mail that keeps its accents (${lang}) @phone`, async ({
      page,
      navigate,
    }) => {
      const path = routeOf('city', 'liege').paths[lang];
      await navigate(path);
      const form = page.locator('#quick-quote');
      await form.getByLabel(w.from, { exact: true }).fill(w.brussels);
      await form.getByLabel(w.to, { exact: true }).fill(w.liege);
      await form.getByRole('button', { name: w.see }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?.*step=quote#simulator-wizard$`));
      await expectEveryPrice(page, lang);
      await page.locator('#simulator button[value="urgent.van"]').click();
      await expect(page.locator('#simulator button[value="urgent.van"]')).toHaveAttribute('aria-pressed', 'true');
      const total = plain(await page.locator('#simulator output[name="total"]').innerText());
      await page.getByRole('link', { name: w.quote }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?.*step=result#contact-form$`));
      const link = page.getByRole('link', { name: w.open });
      await expect(link).toBeVisible();
      await expect(page.locator('form.contact-form')).toBeHidden();
      const href = (await link.getAttribute('href'))!;
      const mail = new URL(href);
      const body = mail.searchParams.get('body')!;
      expect(body).toContain(`${w.pickupLine}\r\n`);
      expect(body).toContain(w.liege);
      expect(body).toContain(`${w.whenLine}\r\n`);
      expect(plain(body)).toContain(total);
      // What Chromium hands to the mail program is this URL as it is: UTF-8, never read as Latin-1 ("Ã").
      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await link.click();
      const sent = (await mailto).url();
      expect(sent).toBe(href);
      expect(decodeURIComponent(sent)).not.toMatch(/Ã|Â/);
    });
  }
});
