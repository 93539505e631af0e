/**
 * When the job is needed, in the price tools (issue 36): the quick quote's twelve prices and the result asked for a
 * moment (the URL's `when`), as the server renders them without JavaScript, in French and in Dutch. Every price is
 * shared/offer/moment.ts's (`quoteAt`) and every day its `promiseAt`, never a figure typed; the words are written
 * out here. No moment keeps SPEC's weekday daytime prices to the cent; a value that names no moment is ignored.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { formatters } from '../../shared/format';
import type { Lang } from '../../shared/langs';
import type { Moment } from '../../shared/offer/calendar';
import { inBrussels } from '../../shared/offer/calendar';
import { momentFromParam } from '../../shared/offer/calendar';
import { promiseAt, quoteAt, urgentSurchargeAt } from '../../shared/offer/moment';
import { products } from '../../shared/offer/products';
import { tripCell } from '../../shared/offer/promises';
import { defaultShipment, quote, type Shipment } from '../../shared/offer/quote';
import { speeds, vehicles } from '../../shared/offer/tariff';
import { speedParam, vehicleParam } from '../../shared/offer/url-params';
import { euros } from '../../views/islands/simulator/summary';
import { http, normalizeSpaces } from '../support/app';

const agent = http();
const langs: Lang[] = ['fr', 'nl'];
const pct = (id: 'night' | 'sundayHoliday') => products.urgent.surcharges!.find((s) => s.id === id)!.pct;

/** The words of each language, written out here from the issue (not read from the dictionaries under test). */
const words = {
  fr: {
    ixelles: 'Ixelles',
    uccle: 'Uccle',
    legend: 'Pour quand ?',
    weekday: 'prix de jour en semaine',
    asap: 'Dès que possible',
    thursdayBefore10: 'livré jeudi 3 décembre avant 10 h',
    mondayBefore10: 'livré lundi 28 décembre avant 10 h',
    sunday: `Supplément dimanche et jour férié +${pct('sundayHoliday')} %`,
    night: `Supplément de nuit +${pct('night')} %`,
    takeWeekend: 'Ne roule pas à ce moment : prenez Week-end.',
    takeNight: 'Ne roule pas à ce moment : prenez Nuit.',
    call: 'Urgent ? Appelez le +32 2 808 47 47, 24/7',
    chosenAt: 'Le mercredi 2 décembre à 16 h 30, heure de Bruxelles.',
  },
  nl: {
    ixelles: 'Elsene',
    uccle: 'Ukkel',
    legend: 'Voor wanneer?',
    weekday: 'prijs op weekdagen overdag',
    asap: 'Zo snel mogelijk',
    thursdayBefore10: 'geleverd op donderdag 3 december vóór 10 uur',
    mondayBefore10: 'geleverd op maandag 28 december vóór 10 uur',
    sunday: `Zon- en feestdagtoeslag +${pct('sundayHoliday')}%`,
    night: `Nachttoeslag +${pct('night')}%`,
    takeWeekend: 'Rijdt niet op dat moment: kies Weekend.',
    takeNight: 'Rijdt niet op dat moment: kies Nacht.',
    call: 'Spoed? Bel +32 2 808 47 47, 24/7',
    chosenAt: 'Op woensdag 2 december om 16.30 uur, Brusselse tijd.',
  },
} as const;

/** Text with its spaces made plain (French typography writes no-break ones). */
const plain = (text: string) => normalizeSpaces(text).trim();
const eur = (lang: Lang, cents: number) => plain(euros(formatters(lang), cents));

/** The simulator's form of a page, which must answer 200. */
async function simulator(path: string): Promise<{ form: HTMLElement; html: string; cacheControl: string }> {
  const res = await agent.get(path);
  expect(res.status, path).toBe(200);
  const form = parse(res.text).querySelector('form#simulator-wizard');
  expect(form, path).not.toBeNull();
  return { form: form!, html: res.text, cacheControl: String(res.headers['cache-control']) };
}

/** The quick quote's path: Ixelles → Uccle (the Brussels periphery, a fixed price), optionally at a moment and a price picked. */
const ixellesUccle = (lang: Lang, extra = '') =>
  `/${lang}/?from=${encodeURIComponent(words[lang].ixelles)}&to=${encodeURIComponent(words[lang].uccle)}&step=quote${extra}`;
const trip: Shipment = { ...defaultShipment, zone: 'brusselsArea' };

/** The text of the price button of a speed and size. */
const cell = (form: HTMLElement, speed: (typeof speeds)[number], vehicle: (typeof vehicles)[number]) =>
  plain(form.querySelector(`button[name="pick"][value="${speedParam[speed]}.${vehicleParam[vehicle]}"] strong`)!.text);
/** The row header of a speed in the twelve prices: its product, promise and note. */
const row = (form: HTMLElement, speed: (typeof speeds)[number]) =>
  plain(form.querySelectorAll('.trip-prices tbody th[scope="row"]')[speeds.indexOf(speed)]!.text);

/** Checks the twelve prices against quoteAt at a moment (none: SPEC's weekday prices, as quote gives them). */
function expectTwelve(form: HTMLElement, lang: Lang, moment: Moment | undefined) {
  expect(form.querySelectorAll('.trip-prices button[name="pick"]')).toHaveLength(speeds.length * vehicles.length);
  for (const speed of speeds)
    for (const vehicle of vehicles) expect(cell(form, speed, vehicle)).toBe(eur(lang, quoteAt({ ...trip, speed, vehicle }, moment).total));
}

describe.each(langs)('when, in the price tools (%s)', (lang) => {
  const w = words[lang];

  it('asks "when" above the twelve prices, with a date field that submits the URL’s format, and Urgent’s line beside them', async () => {
    const { form } = await simulator(ixellesUccle(lang));
    const fieldset = form.querySelector('fieldset.sim-when')!;
    expect(plain(fieldset.querySelector('legend')!.text)).toBe(w.legend);
    const field = fieldset.querySelector('input[type="datetime-local"]')!;
    expect(field.getAttribute('name')).toBe('when');
    expect(field.getAttribute('value')).toBe('');
    expect(fieldset.querySelector(`label[for="${field.id}"]`)).not.toBeNull();
    expect(fieldset.querySelector('button[name="when"][value="asap"]')?.text).toBe(w.asap);
    const call = form.querySelector('.trip-prices .trip-prices-call a')!;
    expect(plain(call.text)).toBe(w.call);
    expect(call.getAttribute('href')).toBe('tel:+3228084747');
  });

  it('with no moment, keeps SPEC’s weekday daytime prices to the cent, with the note that says so', async () => {
    const { form, cacheControl } = await simulator(ixellesUccle(lang, '&pick=urgent.van'));
    expectTwelve(form, lang, undefined);
    for (const speed of speeds)
      for (const vehicle of vehicles) expect(cell(form, speed, vehicle)).toBe(eur(lang, quote({ ...trip, speed, vehicle }).total));
    expect(plain(form.querySelector('.sim-when-now')!.text).toLowerCase()).toContain(w.weekday);
    // Urgent's result says its price is the weekday daytime one, and names no time surcharge.
    expect(plain(form.querySelector('.sim-chosen')!.text).toLowerCase()).toContain(w.weekday);
    const lines = form.querySelectorAll('.sim-lines dt').map((dt) => plain(dt.text));
    expect(lines).not.toContain(w.sunday);
    expect(lines).not.toContain(w.night);
    expect(cacheControl).toContain('s-maxage');
  });

  it('on a Sunday, prices Urgent at +40 % on a line of its own, points the day speed to Weekend, and keeps every price on screen', async () => {
    const when = '2026-12-06T10:00';
    const moment = momentFromParam(when)!;
    expect(urgentSurchargeAt(moment)).toEqual({ pct: pct('sundayHoliday'), reason: 'sundayHoliday' });
    const { form } = await simulator(ixellesUccle(lang, `&when=${when}&pick=urgent.van`));
    expectTwelve(form, lang, moment);
    const urgentVan = quoteAt({ ...trip, speed: 'urgent', vehicle: 'van' }, moment);
    const weekday = quote({ ...trip, speed: 'urgent', vehicle: 'van' });
    expect(urgentVan.timeSurcharge).toBe(Math.round((weekday.total * pct('sundayHoliday')) / 100));
    expect(urgentVan.total).toBe(weekday.total + urgentVan.timeSurcharge);
    expect(plain(form.querySelector('output[name="total"]')!.text)).toBe(eur(lang, urgentVan.total));
    const line = form.querySelectorAll('.sim-lines > div').find((div) => plain(div.querySelector('dt')!.text) === w.sunday);
    expect(line && plain(line.querySelector('dd')!.text)).toBe(eur(lang, urgentVan.timeSurcharge));
    // The other speeds keep their prices; the day speed does not run on a Sunday and says which one does.
    expect(cell(form, 'day', 'van')).toBe(eur(lang, quote({ ...trip, vehicle: 'van' }).total));
    expect(row(form, 'day')).toContain(w.takeWeekend);
    expect(row(form, 'weekend')).not.toContain(w.takeWeekend);
    // Urgent's 24/7 line beside the result too.
    expect(form.querySelector('.sim-chosen .sim-call a')?.getAttribute('href')).toBe('tel:+3228084747');
  });

  it('at night, prices Urgent at +30 %, and Weekend points to Night', async () => {
    const when = '2026-12-01T23:00';
    const moment = momentFromParam(when)!;
    const { form } = await simulator(ixellesUccle(lang, `&when=${when}&pick=urgent.scooter`));
    expectTwelve(form, lang, moment);
    const urgent = quoteAt({ ...trip, speed: 'urgent' }, moment);
    expect(urgent.timeSurcharge).toBe(Math.round((quote({ ...trip, speed: 'urgent' }).total * pct('night')) / 100));
    expect(form.querySelectorAll('.sim-lines dt').map((dt) => plain(dt.text))).toContain(w.night);
    expect(row(form, 'weekend')).toContain(w.takeNight);
  });

  it('on Wednesday at 16:30, moves Express in Brussels to Thursday before 10 h', async () => {
    const when = '2026-12-02T16:30';
    const moment = momentFromParam(when)!;
    expect(promiseAt(tripCell('brusselsArea', 'day', 0), moment)).toEqual({
      kind: 'nextMorning',
      day: '2026-12-03',
      beforeHour: 10,
      reason: 'afterCutOff',
    });
    const { form } = await simulator(ixellesUccle(lang, `&when=${encodeURIComponent(when)}`));
    expect(plain(form.querySelector('.sim-when-now')!.text)).toBe(w.chosenAt);
    expect(form.querySelector('input[type="datetime-local"]')!.getAttribute('value')).toBe(when);
    expect(row(form, 'day')).toContain(w.thursdayBefore10);
    expect(plain(form.querySelector('.sim-promise [data-promise]')!.text).toLowerCase()).toContain(w.thursdayBefore10);
    // A Wednesday by day: SPEC's prices, Urgent's included.
    expectTwelve(form, lang, undefined);
  });

  it('on Christmas Day, moves Express to the next working day and prices Urgent as a holiday', async () => {
    const when = '2026-12-25T09:00';
    const moment = momentFromParam(when)!;
    expect(promiseAt(tripCell('brusselsArea', 'day', 0), moment)).toMatchObject({ kind: 'nextMorning', day: '2026-12-28' });
    const { form } = await simulator(ixellesUccle(lang, `&when=${when}`));
    expect(row(form, 'day')).toContain(w.mondayBefore10);
    expect(row(form, 'day')).toContain(w.takeWeekend);
    expectTwelve(form, lang, moment);
    expect(cell(form, 'urgent', 'scooterOrCar')).not.toBe(eur(lang, quote({ ...trip, speed: 'urgent' }).total));
  });

  it.each([['<script>alert(1)</script>'], ['"><img src=x onerror=alert(1)>'], ['2026-02-30T10:00'], ['2026-12-02T25:00'], ['tomorrow']])(
    'ignores when=%s: no 500, nothing reflected, SPEC’s prices',
    async (value) => {
      const { form, html } = await simulator(ixellesUccle(lang, `&when=${encodeURIComponent(value)}&pick=urgent.van`));
      expect(html).not.toContain(value);
      expect(html).not.toContain('alert(1)');
      expectTwelve(form, lang, undefined);
      expect(form.querySelector('input[type="datetime-local"]')!.getAttribute('value')).toBe('');
      expect(form.querySelectorAll('input[type="hidden"][name="when"]')).toHaveLength(0);
    },
  );

  it('carries the moment through the steps in a hidden field, and through a price picked without JavaScript', async () => {
    const { form } = await simulator(`/${lang}/?zone=national&vehicle=van&urgency=urgent&distance=150&when=2026-12-06T10%3A00&step=2`);
    expect(form.querySelector('input[type="hidden"][name="when"]')?.getAttribute('value')).toBe('2026-12-06T10:00');
    // The result's form sends the date field empty beside "as soon as possible": a price picked keeps it.
    const asap = await simulator(ixellesUccle(lang, '&when=asap&when=&pick=night.van'));
    expect(asap.form.querySelector('button[name="when"][value="asap"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(asap.form.querySelector('input[type="hidden"][name="when"]')?.getAttribute('value')).toBe('asap');
    // A date typed replaces "as soon as possible" (the date field comes first).
    const typed = await simulator(ixellesUccle(lang, '&when=2026-12-02T16%3A30&when=asap'));
    expect(typed.form.querySelector('input[type="datetime-local"]')!.getAttribute('value')).toBe('2026-12-02T16:30');
  });
});

describe.each(langs)('as soon as possible (%s)', (lang) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    // A Sunday morning: Urgent at +40 %; a Tuesday night: +30 %; a Wednesday afternoon: SPEC's price.
    ['2026-12-06T09:15:00Z', 'sundayHoliday'],
    ['2026-12-01T22:30:00Z', 'night'],
    ['2026-12-02T13:00:00Z', undefined],
  ] as const)('is counted from the request’s time (%s), and kept by no cache past its minute', async (instant, surcharge) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    const moment = inBrussels(new Date(instant));
    expect(urgentSurchargeAt(moment)?.reason).toBe(surcharge);
    const { form, cacheControl } = await simulator(ixellesUccle(lang, '&when=asap'));
    expectTwelve(form, lang, moment);
    expect(cacheControl).toBe('public, max-age=60');
  });
});
