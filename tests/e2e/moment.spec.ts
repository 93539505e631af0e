import type { Page } from '@playwright/test';
import { formatters } from '../../shared/format';
import type { Lang } from '../../shared/langs';
import { inBrussels, type Moment, momentFromParam } from '../../shared/offer/calendar';
import { quoteAt } from '../../shared/offer/moment';
import type { Shipment } from '../../shared/offer/quote';
import { defaultShipment } from '../../shared/offer/quote';
import type { Speed, Vehicle } from '../../shared/offer/tariff';
import { speedParam, vehicleParam } from '../../shared/offer/url-params';
import { routeOf } from '../../shared/routes';
import { axeViolations, expect as baseExpect, test } from './fixtures';

/**
 * Issue 36: the price tools ask when the job is needed. The moment chosen (a date and a time, or as soon as
 * possible) changes each promise and Urgent's price, in place with JavaScript and by plain GET pages without it, at
 * 390 and 1280 px, in both languages. Every price is shared/offer/moment.ts's `quoteAt`, never a figure typed.
 */

const words = {
  fr: {
    from: 'Départ',
    to: 'Arrivée',
    see: 'Voir le prix',
    ixelles: 'Ixelles',
    uccle: 'Uccle',
    at: 'Ou à une date et une heure (heure de Bruxelles)',
    show: 'Voir les prix à ce moment',
    asap: 'Dès que possible',
    clear: 'Sans moment précis',
    thursday: 'livré jeudi 3 décembre avant 10 h',
    monday: 'livré lundi 28 décembre avant 10 h',
    takeWeekend: 'Ne roule pas à ce moment : prenez Week-end.',
    takeNight: 'Ne roule pas à ce moment : prenez Nuit.',
    holiday: 'Supplément dimanche et jour férié +40 %',
    night: 'Supplément de nuit +30 %',
    call: 'Urgent ? Appelez le +32 2 808 47 47, 24/7',
  },
  nl: {
    from: 'Van',
    to: 'Naar',
    see: 'Bekijk de prijs',
    ixelles: 'Elsene',
    uccle: 'Ukkel',
    at: 'Of op een datum en uur (Brusselse tijd)',
    show: 'Prijzen voor dat moment bekijken',
    asap: 'Zo snel mogelijk',
    clear: 'Zonder precies moment',
    thursday: 'geleverd op donderdag 3 december vóór 10 uur',
    monday: 'geleverd op maandag 28 december vóór 10 uur',
    takeWeekend: 'Rijdt niet op dat moment: kies Weekend.',
    takeNight: 'Rijdt niet op dat moment: kies Nacht.',
    holiday: 'Zon- en feestdagtoeslag +40%',
    night: 'Nachttoeslag +30%',
    call: 'Spoed? Bel +32 2 808 47 47, 24/7',
  },
} as const;

/** The moments the tests choose: Wednesday 16:30 (past Express's cut-off), a Sunday, Christmas Day, a Tuesday night. */
const wednesday = '2026-12-02T16:30';
const sunday = '2026-12-06T10:00';
const christmas = '2026-12-25T09:00';
const tuesdayNight = '2026-12-01T23:00';

test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
/** A price in cents as the simulator writes it, spaces made plain. */
const euros = (lang: Lang, cents: number) => plain(formatters(lang).eur(cents / 100, 2));
/** Ixelles → Uccle: the Brussels periphery, a fixed price. */
const trip: Shipment = { ...defaultShipment, zone: 'brusselsArea' };
const priceAt = (lang: Lang, speed: Speed, vehicle: Vehicle, moment: Moment | undefined) =>
  euros(lang, quoteAt({ ...trip, speed, vehicle }, moment).total);
const at = (value: string) => momentFromParam(value)!;

/** Counts the page loads from now on: a change in place is none. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

/** Types Ixelles → Uccle into the home page's quick quote and asks for the prices. */
async function askPrices(page: Page, lang: Lang) {
  const form = page.locator('#quick-quote');
  await form.getByLabel(words[lang].from, { exact: true }).fill(words[lang].ixelles);
  await form.getByLabel(words[lang].to, { exact: true }).fill(words[lang].uccle);
  await form.getByRole('button', { name: words[lang].see }).click();
  await expect(page).toHaveURL(/step=(quote|result)#simulator(-wizard)?$/);
}

/** The price of a speed and size in the twelve prices, spaces made plain. */
const cell = (page: Page, speed: Speed, vehicle: Vehicle) =>
  page.locator(`#simulator .trip-prices button[value="${speedParam[speed]}.${vehicleParam[vehicle]}"] strong`);
/** The row header of a speed: its product, its promise, and where it sends the visitor when it does not run. */
const row = (page: Page, speed: Speed) =>
  page.locator('#simulator .trip-prices tbody th[scope="row"]').nth(['day', 'urgent', 'night', 'weekend'].indexOf(speed));

async function expectUrgent(page: Page, lang: Lang, moment: Moment | undefined) {
  for (const vehicle of ['scooterOrCar', 'van', 'largeVan'] as const) {
    await expect(cell(page, 'urgent', vehicle)).toHaveText(priceAt(lang, 'urgent', vehicle, moment));
  }
}

/** Chooses a date and time in the question above the prices and asks for the prices then. */
async function chooseMoment(page: Page, lang: Lang, value: string, how: 'button' | 'enter' = 'button') {
  const field = page.locator('#simulator').getByLabel(words[lang].at, { exact: true });
  await field.fill(value);
  if (how === 'enter') await field.press('Enter');
  else await page.locator('#simulator').getByRole('button', { name: words[lang].show, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`when=${encodeURIComponent(value)}`));
}

for (const [viewport, tag] of [
  [{ width: 390, height: 844 }, ' @phone'],
  [{ width: 1280, height: 900 }, ''],
] as const) {
  test.describe(`when, with JavaScript, at ${viewport.width} px${tag}`, () => {
    test.use({ viewport });
    for (const lang of ['fr', 'nl'] as const) {
      const w = words[lang];
      test(`the moment chosen changes the promise and Urgent's price in place (${lang})${tag}`, async ({ page, navigate, problems }) => {
        // The browser's clock, which "as soon as possible" counts from: a Sunday morning in Brussels.
        const now = new Date('2026-12-06T08:15:00Z');
        await page.clock.setFixedTime(now);
        await navigate(`/${lang}/`);
        const loads = countLoads(page);
        await askPrices(page, lang);
        await expect(page.locator('[data-island="simulator"][data-hydrated]')).toHaveCount(1);
        // No moment: SPEC's weekday daytime prices; Urgent's 24/7 line beside its prices.
        await expectUrgent(page, lang, undefined);
        const call = page.locator('#simulator .trip-prices-call a');
        await expect(call).toHaveText(w.call);
        await expect(call).toHaveAttribute('href', 'tel:+3228084747');

        // Wednesday 16:30: Express in Brussels, past its cut-off, delivers on Thursday before 10 h; Urgent by day.
        await chooseMoment(page, lang, wednesday);
        await expect(row(page, 'day')).toContainText(w.thursday);
        await expectUrgent(page, lang, at(wednesday));

        // A Sunday, by Enter in the field: Urgent +40 %, the day speed points to Weekend, every price still shown.
        await chooseMoment(page, lang, sunday, 'enter');
        await expectUrgent(page, lang, at(sunday));
        await expect(row(page, 'day')).toContainText(w.takeWeekend);
        await expect(page.locator('#simulator .trip-prices button.trip-price')).toHaveCount(12);
        await cell(page, 'urgent', 'van').click();
        await expect(page.locator('#simulator output[name="total"]')).toHaveText(priceAt(lang, 'urgent', 'van', at(sunday)));
        await expect(page.locator('#simulator .sim-lines')).toContainText(w.holiday);
        await expect(page.locator('#simulator .sim-chosen .sim-call a')).toHaveAttribute('href', 'tel:+3228084747');
        await expect(page).toHaveURL(new RegExp(`when=${encodeURIComponent(sunday)}`));

        // As soon as possible, on the browser's clock (a Sunday morning): Urgent +40 %; then no moment: SPEC's prices again.
        await page.locator('#simulator').getByRole('button', { name: w.asap, exact: true }).click();
        await expect(page.locator('#simulator').getByRole('button', { name: w.asap, exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expect(page).toHaveURL(/when=asap/);
        await expectUrgent(page, lang, inBrussels(now));
        await page.locator('#simulator').getByRole('button', { name: w.clear, exact: true }).click();
        await expect(page).not.toHaveURL(/when=/);
        await expectUrgent(page, lang, undefined);
        await expect(row(page, 'day')).not.toContainText(w.takeWeekend);

        expect(loads()).toBe(0);
        expect(problems.console).toEqual([]);
      });

      test(`a shared link at a moment gives the same answer, then another moment in place (${lang})${tag}`, async ({ page, navigate }) => {
        const path = routeOf('service', 'urgent').paths[lang];
        const query = `?urgency=urgent&from=${encodeURIComponent(w.ixelles)}&to=${encodeURIComponent(w.uccle)}&step=quote&when=${encodeURIComponent(christmas)}`;
        await navigate(path, `${query}#simulator`);
        await expect(page.locator('[data-island="simulator"][data-hydrated]')).toHaveCount(1);
        // Christmas Day: Express moves to Monday 28 before 10 h; Urgent at the holiday rate.
        await expect(row(page, 'day')).toContainText(w.monday);
        await expectUrgent(page, lang, at(christmas));
        await expect(page.locator('#simulator output[name="total"]')).toHaveText(priceAt(lang, 'urgent', 'scooterOrCar', at(christmas)));
        // A Tuesday night: Urgent +30 %, Weekend points to Night.
        await chooseMoment(page, lang, tuesdayNight);
        await expectUrgent(page, lang, at(tuesdayNight));
        await expect(row(page, 'weekend')).toContainText(w.takeNight);
        await expect(page.locator('#simulator .sim-lines')).toContainText(w.night);
        // The question, its notes and the 24/7 line hold to WCAG 2.1 AA, contrast included.
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });

  test.describe(`as soon as possible in a shared link, at ${viewport.width} px${tag}`, () => {
    test.use({ viewport });
    test(`wakes on the server's answer, then counts from the browser's clock (fr)${tag}`, async ({ page, navigate, problems }) => {
      // A Wednesday afternoon on the browser's clock: Urgent at SPEC's price, whatever the server's clock says.
      const now = new Date('2026-12-02T13:00:00Z');
      await page.clock.setFixedTime(now);
      await navigate('/fr/', `?from=Ixelles&to=Uccle&step=quote&when=asap#simulator`);
      await expect(page.locator('[data-island="simulator"][data-hydrated]')).toHaveCount(1);
      await expectUrgent(page, 'fr', inBrussels(now));
      await expect(page.locator('#simulator').getByRole('button', { name: words.fr.asap, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The island woke on the page the server sent (its clock, passed along): no hydration error.
      expect(problems.console).toEqual([]);
    });
  });

  test.describe(`when, without JavaScript, at ${viewport.width} px${tag}`, () => {
    test.use({ viewport, javaScriptEnabled: false });
    for (const lang of ['fr', 'nl'] as const) {
      const w = words[lang];
      test(`a date, Enter, a price picked and "as soon as possible", each a GET page (${lang})${tag}`, async ({ page, navigate }) => {
        await navigate(`/${lang}/`);
        await askPrices(page, lang);
        await expectUrgent(page, lang, undefined);
        await expect(page.locator('#simulator .trip-prices-call a')).toHaveAttribute('href', 'tel:+3228084747');

        await chooseMoment(page, lang, wednesday);
        await expect(row(page, 'day')).toContainText(w.thursday);
        await expect(page.locator('#simulator').getByLabel(w.at, { exact: true })).toHaveValue(wednesday);

        // Enter in the field shows the prices at that moment (the form's default button), a Sunday: Urgent +40 %.
        await chooseMoment(page, lang, sunday, 'enter');
        await expectUrgent(page, lang, at(sunday));
        await expect(row(page, 'day')).toContainText(w.takeWeekend);
        await cell(page, 'urgent', 'van').click();
        await expect(page).toHaveURL(new RegExp(`when=${encodeURIComponent(sunday)}`));
        await expect(page.locator('#simulator output[name="total"]')).toHaveText(priceAt(lang, 'urgent', 'van', at(sunday)));
        await expect(page.locator('#simulator .sim-lines')).toContainText(w.holiday);

        // As soon as possible, on the server's clock, kept through a price picked.
        await page.locator('#simulator').getByRole('button', { name: w.asap, exact: true }).click();
        await expect(page).toHaveURL(/when=asap/);
        await expect(page.locator('#simulator').getByRole('button', { name: w.asap, exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expectUrgent(page, lang, inBrussels(new Date()));
        await cell(page, 'urgent', 'largeVan').click();
        await expect(page).toHaveURL(/when=asap/);
        await expect(page.locator('#simulator').getByRole('button', { name: w.asap, exact: true })).toHaveAttribute('aria-pressed', 'true');
      });
    }
  });
}
