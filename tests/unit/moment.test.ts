import { describe, expect, it } from 'vitest';
import { belgianHolidays, inBrussels, isWorkingDay, type Moment } from '../../shared/offer/calendar';
import { promiseAt, quoteAt, speedRunsAt, urgentSurchargeAt, whenFromParam, whenParam } from '../../shared/offer/moment';
import { products } from '../../shared/offer/products';
import { defaultShipment, quote, type Shipment } from '../../shared/offer/quote';
import { quoteByHand } from './tariff-by-hand';

/**
 * The moment a job is needed (issue 36): Belgian public holidays, working days, Express's cut-offs and the next
 * working day, Standard's working days, Urgent's night and Sunday surcharges, in Brussels time. Expectations are
 * the product line's figures (cut-offs, percentages) and the official calendar, written out below.
 */
const at = (day: string, hour: number, minute = 0): Moment => ({ day, hour, minute });
const pct = (id: 'night' | 'sundayHoliday') => products.urgent.surcharges!.find((s) => s.id === id)!.pct;
const brusselsExpress = { product: 'express', area: 'brussels' } as const;
const betweenCities = { product: 'express', area: 'betweenCities' } as const;

describe('the Belgian public holidays', () => {
  // The official list (SPF Emploi / FOD WASO), 2026–2030: Easter Monday, Ascension and Whit Monday move with Easter.
  const official: Record<number, string[]> = {
    2026: ['01-01', '04-06', '05-01', '05-14', '05-25', '07-21', '08-15', '11-01', '11-11', '12-25'],
    2027: ['01-01', '03-29', '05-01', '05-06', '05-17', '07-21', '08-15', '11-01', '11-11', '12-25'],
    2028: ['01-01', '04-17', '05-01', '05-25', '06-05', '07-21', '08-15', '11-01', '11-11', '12-25'],
    2029: ['01-01', '04-02', '05-01', '05-10', '05-21', '07-21', '08-15', '11-01', '11-11', '12-25'],
    2030: ['01-01', '04-22', '05-01', '05-30', '06-10', '07-21', '08-15', '11-01', '11-11', '12-25'],
  };
  it.each(Object.entries(official))('%s: the ten days of the official list', (year, days) => {
    expect(Object.values(belgianHolidays(Number(year)))).toEqual(days.map((d) => `${year}-${d}`));
  });

  it('are no working days, nor are weekends', () => {
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-12-26')).toBe(false);
    expect(isWorkingDay('2026-12-28')).toBe(true);
  });
});

describe('Brussels time', () => {
  it('follows the two daylight-saving days', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(inBrussels(new Date('2026-03-29T00:59:00Z'))).toEqual(at('2026-03-29', 1, 59));
    expect(inBrussels(new Date('2026-03-29T01:00:00Z'))).toEqual(at('2026-03-29', 3, 0));
    expect(inBrussels(new Date('2026-10-25T00:30:00Z'))).toEqual(at('2026-10-25', 2, 30));
    expect(inBrussels(new Date('2026-10-25T01:30:00Z'))).toEqual(at('2026-10-25', 2, 30));
    expect(inBrussels(new Date('2026-07-01T20:00:00Z'))).toEqual(at('2026-07-01', 22, 0));
    expect(inBrussels(new Date('2026-12-01T21:00:00Z'))).toEqual(at('2026-12-01', 22, 0));
  });

  it('travels in the URL as asap or a Brussels wall-clock moment, anything else ignored', () => {
    expect(whenFromParam('asap')).toBe('asap');
    expect(whenFromParam('2026-12-02T16:30')).toEqual(at('2026-12-02', 16, 30));
    expect(whenParam(at('2026-12-02', 9, 5))).toBe('2026-12-02T09:05');
    for (const bad of ['2026-02-30T10:00', '2026-12-02T24:00', '2026-12-02 16:30', '<script>', '', undefined, ['asap']])
      expect(whenFromParam(bad), String(bad)).toBeUndefined();
  });
});

describe('a table of moments', () => {
  // Each row: the moment, Express's promise in Brussels, between two cities, Urgent's surcharge, and which speeds run.
  const rows: {
    name: string;
    m: Moment;
    brussels: ReturnType<typeof promiseAt>;
    between: ReturnType<typeof promiseAt>;
    urgent: number;
    runs: { day: boolean; night: boolean; weekend: boolean };
  }[] = [
    {
      name: 'Wednesday 10:00, a working morning',
      m: at('2026-12-02', 10),
      brussels: { kind: 'today', day: '2026-12-02' },
      between: { kind: 'today', day: '2026-12-02' },
      urgent: 0,
      runs: { day: true, night: false, weekend: false },
    },
    {
      name: 'Wednesday 14:30, past the cut-off between cities only',
      m: at('2026-12-02', 14, 30),
      brussels: { kind: 'today', day: '2026-12-02' },
      between: { kind: 'nextMorning', day: '2026-12-03', beforeHour: 10, reason: 'afterCutOff' },
      urgent: 0,
      runs: { day: true, night: false, weekend: false },
    },
    {
      name: 'Wednesday 16:30: Thursday before 10 h',
      m: at('2026-12-02', 16, 30),
      brussels: { kind: 'nextMorning', day: '2026-12-03', beforeHour: 10, reason: 'afterCutOff' },
      between: { kind: 'nextMorning', day: '2026-12-03', beforeHour: 10, reason: 'afterCutOff' },
      urgent: 0,
      runs: { day: true, night: false, weekend: false },
    },
    {
      name: 'Friday 16:30: Monday before 10 h',
      m: at('2026-12-04', 16, 30),
      brussels: { kind: 'nextMorning', day: '2026-12-07', beforeHour: 10, reason: 'afterCutOff' },
      between: { kind: 'nextMorning', day: '2026-12-07', beforeHour: 10, reason: 'afterCutOff' },
      urgent: 0,
      runs: { day: true, night: false, weekend: false },
    },
    {
      name: 'Saturday 11:00, the working morning at the normal rate',
      m: at('2026-12-05', 11),
      brussels: { kind: 'today', day: '2026-12-05' },
      between: { kind: 'today', day: '2026-12-05' },
      urgent: 0,
      runs: { day: true, night: false, weekend: false },
    },
    {
      name: 'Saturday 13:00, the weekend',
      m: at('2026-12-05', 13),
      brussels: { kind: 'nextMorning', day: '2026-12-07', beforeHour: 10, reason: 'dayOff' },
      between: { kind: 'nextMorning', day: '2026-12-07', beforeHour: 10, reason: 'dayOff' },
      urgent: 0,
      runs: { day: false, night: false, weekend: true },
    },
    {
      name: '21:59 on a Tuesday',
      m: at('2026-12-01', 21, 59),
      brussels: { kind: 'nextMorning', day: '2026-12-02', beforeHour: 10, reason: 'afterCutOff' },
      between: { kind: 'nextMorning', day: '2026-12-02', beforeHour: 10, reason: 'afterCutOff' },
      urgent: 0,
      runs: { day: true, night: true, weekend: false },
    },
    {
      name: '22:00 on a Tuesday: the night',
      m: at('2026-12-01', 22),
      brussels: { kind: 'nextMorning', day: '2026-12-02', beforeHour: 10, reason: 'afterCutOff' },
      between: { kind: 'nextMorning', day: '2026-12-02', beforeHour: 10, reason: 'afterCutOff' },
      urgent: pct('night'),
      runs: { day: true, night: true, weekend: false },
    },
    {
      name: 'a Sunday',
      m: at('2026-12-06', 10),
      brussels: { kind: 'nextMorning', day: '2026-12-07', beforeHour: 10, reason: 'dayOff' },
      between: { kind: 'nextMorning', day: '2026-12-07', beforeHour: 10, reason: 'dayOff' },
      urgent: pct('sundayHoliday'),
      runs: { day: false, night: false, weekend: true },
    },
    {
      name: 'Christmas Day, a Friday: Monday 28',
      m: at('2026-12-25', 9),
      brussels: { kind: 'nextMorning', day: '2026-12-28', beforeHour: 10, reason: 'dayOff' },
      between: { kind: 'nextMorning', day: '2026-12-28', beforeHour: 10, reason: 'dayOff' },
      urgent: pct('sundayHoliday'),
      runs: { day: false, night: false, weekend: true },
    },
    {
      name: 'Ascension Day 2027, a Thursday',
      m: at('2027-05-06', 15),
      brussels: { kind: 'nextMorning', day: '2027-05-07', beforeHour: 10, reason: 'dayOff' },
      between: { kind: 'nextMorning', day: '2027-05-07', beforeHour: 10, reason: 'dayOff' },
      urgent: pct('sundayHoliday'),
      runs: { day: false, night: false, weekend: true },
    },
    {
      name: '31 December 16:30: past New Year’s Day and the weekend, Monday 4 January',
      m: at('2026-12-31', 16, 30),
      brussels: { kind: 'nextMorning', day: '2027-01-04', beforeHour: 10, reason: 'afterCutOff' },
      between: { kind: 'nextMorning', day: '2027-01-04', beforeHour: 10, reason: 'afterCutOff' },
      urgent: 0,
      runs: { day: true, night: false, weekend: false },
    },
    {
      name: 'the spring daylight-saving Sunday, 03:30',
      m: inBrussels(new Date('2026-03-29T01:30:00Z')),
      brussels: { kind: 'nextMorning', day: '2026-03-30', beforeHour: 10, reason: 'dayOff' },
      between: { kind: 'nextMorning', day: '2026-03-30', beforeHour: 10, reason: 'dayOff' },
      urgent: pct('sundayHoliday'),
      runs: { day: false, night: true, weekend: true },
    },
    {
      name: 'the autumn daylight-saving Sunday, the second 02:30',
      m: inBrussels(new Date('2026-10-25T01:30:00Z')),
      brussels: { kind: 'nextMorning', day: '2026-10-26', beforeHour: 10, reason: 'dayOff' },
      between: { kind: 'nextMorning', day: '2026-10-26', beforeHour: 10, reason: 'dayOff' },
      urgent: pct('sundayHoliday'),
      runs: { day: false, night: true, weekend: true },
    },
  ];

  it.each(rows.map((row) => [row.name, row] as const))('%s', (_, row) => {
    expect(promiseAt(brusselsExpress, row.m)).toEqual(row.brussels);
    expect(promiseAt(betweenCities, row.m)).toEqual(row.between);
    expect(urgentSurchargeAt(row.m)?.pct ?? 0).toBe(row.urgent);
    expect({ day: speedRunsAt('day', row.m), night: speedRunsAt('night', row.m), weekend: speedRunsAt('weekend', row.m) }).toEqual(
      row.runs,
    );
    expect(speedRunsAt('urgent', row.m)).toBe(true);
  });
});

describe('Standard counts working days', () => {
  it('from the order’s day, or from the next working day after a day off', () => {
    const near = { product: 'standard', area: 'upTo100Km' } as const;
    const far = { product: 'standard', area: 'over100Km' } as const;
    expect(promiseAt(near, at('2026-12-02', 15))).toEqual({ kind: 'workingDays', from: '2026-12-03', to: '2026-12-03' });
    expect(promiseAt(far, at('2026-12-04', 15))).toEqual({ kind: 'workingDays', from: '2026-12-07', to: '2026-12-08' });
    expect(promiseAt(near, at('2026-12-05', 11))).toEqual({ kind: 'workingDays', from: '2026-12-07', to: '2026-12-07' });
    expect(promiseAt(near, at('2026-12-06', 11))).toEqual({ kind: 'workingDays', from: '2026-12-08', to: '2026-12-08' });
    expect(promiseAt(near, at('2026-12-31', 15))).toEqual({ kind: 'workingDays', from: '2027-01-04', to: '2027-01-04' });
  });
});

describe('the price at a moment', () => {
  const urgentVan: Shipment = { ...defaultShipment, zone: 'upTo100Km', vehicle: 'van', speed: 'urgent', distanceKm: 40 };

  it('with no moment is SPEC’s weekday daytime price, to the cent, for every speed', () => {
    for (const speed of ['day', 'urgent', 'night', 'weekend'] as const) {
      const trip = { ...urgentVan, speed };
      expect(quoteAt(trip, undefined)).toEqual(quote(trip));
      expect(quoteAt(trip, undefined).timeSurcharge).toBe(0);
    }
  });

  it('adds Urgent’s surcharge on a Sunday (+40 %) and at night (+30 %), before options, as the rule worked by hand', () => {
    const withOptions = { ...urgentVan, options: ['waiting'] };
    expect(quoteAt(withOptions, at('2026-12-06', 10))).toEqual(quoteByHand(withOptions, pct('sundayHoliday')));
    expect(quoteAt(withOptions, at('2026-12-01', 23))).toEqual(quoteByHand(withOptions, pct('night')));
    const day = quote(withOptions);
    const sunday = quoteAt(withOptions, at('2026-12-06', 10));
    expect(sunday.timeSurcharge).toBe(Math.round(((day.total - day.options[0]!.cents) * pct('sundayHoliday')) / 100));
  });

  it('leaves the day, Night and Weekend speeds at their own prices at any moment', () => {
    for (const speed of ['day', 'night', 'weekend'] as const) {
      const trip = { ...urgentVan, speed };
      expect(quoteAt(trip, at('2026-12-06', 23))).toEqual(quote(trip));
    }
  });
});
