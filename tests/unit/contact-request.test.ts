import { describe, expect, it } from 'vitest';
import { answeringHours } from '../../shared/company/company';
import { callReason, cellOf, coverOf, momentWords, nextMailReading } from '../../shared/contact/request';
import { whenFromParam } from '../../shared/offer/moment';
import { products } from '../../shared/offer/products';
import { pageCopy } from '../support/copy';

const fr = pageCopy('fr', 'interface').contactForm;
const nl = pageCopy('nl', 'interface').contactForm;

/** An instant from a Brussels wall clock in winter (UTC+1): `2026-12-02T10:00` is 09:00 UTC. */
const brussels = (text: string) => new Date(`${text}:00+01:00`);
const at = (text: string) => whenFromParam(text)!;

describe('the moment of a request (issue 36)', () => {
  it('says it in words in both languages', () => {
    expect(momentWords('asap', fr.moment, 'fr')).toBe('Dès que possible');
    expect(momentWords('asap', nl.moment, 'nl')).toBe('Zo snel mogelijk');
    expect(momentWords(at('2026-12-03T09:00'), fr.moment, 'fr')).toBe('jeudi 3 décembre 9\u00a0h');
    expect(momentWords(at('2026-12-03T16:05'), fr.moment, 'fr')).toBe('jeudi 3 décembre 16\u00a0h 05');
    expect(momentWords(at('2026-12-03T09:00'), nl.moment, 'nl')).toBe('donderdag 3 december 9\u00a0uur');
    expect(momentWords(at('2027-01-01T00:30'), nl.moment, 'nl')).toBe('vrijdag 1 januari 0.30\u00a0uur');
  });
});

describe('when the form says to call (issue 36)', () => {
  const wednesday10 = brussels('2026-12-02T10:00');

  it('as soon as possible: always, whatever the clock', () => {
    expect(callReason('asap', wednesday10)).toBe('soon');
    expect(callReason('asap', undefined)).toBe('soon');
  });

  it(`within ${answeringHours.callWithinHours} hours of now, during the answering hours`, () => {
    expect(callReason(at('2026-12-02T11:59'), wednesday10)).toBe('soon');
    expect(callReason(at('2026-12-02T12:00'), wednesday10)).toBeUndefined();
    expect(callReason(at('2026-12-02T09:00'), wednesday10)).toBe('soon'); // already past
    expect(callReason(at('2026-12-03T09:00'), wednesday10)).toBeUndefined();
  });

  it('within those hours of the next reading, when the mail is sent while nobody reads it', () => {
    const friday20 = brussels('2026-12-04T20:00');
    expect(nextMailReading({ day: '2026-12-04', hour: 20, minute: 0 })).toEqual({
      day: '2026-12-07',
      hour: answeringHours.fromHour,
      minute: 0,
    });
    expect(nextMailReading({ day: '2026-12-07', hour: 6, minute: 0 })).toEqual({
      day: '2026-12-07',
      hour: answeringHours.fromHour,
      minute: 0,
    });
    // Christmas Day: read on the 28th (Saturday 26th, Sunday 27th).
    expect(nextMailReading({ day: '2026-12-24', hour: 18, minute: 0 })).toEqual({
      day: '2026-12-28',
      hour: answeringHours.fromHour,
      minute: 0,
    });
    expect(callReason(at('2026-12-07T09:00'), friday20)).toBe('soon');
    expect(callReason(at('2026-12-07T11:00'), friday20)).toBeUndefined();
  });

  it('for a moment outside the answering hours: evenings, weekends, public holidays', () => {
    for (const moment of ['2026-12-02T18:00', '2026-12-03T07:59', '2026-12-05T10:00', '2026-12-06T10:00', '2026-12-25T10:00'])
      expect([moment, callReason(at(moment), wednesday10)]).toEqual([moment, 'outsideHours']);
    expect(callReason(at('2026-12-02T17:59'), wednesday10)).toBeUndefined();
  });

  it('without a clock (the cached page): only what does not depend on it', () => {
    expect(callReason(at('2026-12-02T10:30'), undefined)).toBeUndefined();
    expect(callReason(at('2026-12-05T10:00'), undefined)).toBe('outsideHours');
    expect(callReason(undefined, wednesday10)).toBeUndefined();
  });
});

describe('the cover beside the declared value (issue 36)', () => {
  it('reads the cell’s included insurance and the product’s paid extension from the product line', () => {
    expect(coverOf('urgent/local', 'fr')).toEqual({
      product: 'urgent',
      name: products.urgent.name.fr,
      includedEur: products.urgent.areas.find((a) => a.id === 'local')!.insuranceEur,
      extensionEur: products.urgent.insurance.extensionEur,
      extensionRatePct: undefined,
    });
    expect(coverOf('urgent/long', 'nl')?.includedEur).toBe(products.urgent.areas.find((a) => a.id === 'long')!.insuranceEur);
    expect(coverOf('standard/upTo100Km', 'fr')).toMatchObject({
      includedEur: products.standard.insurance.includedEur,
      extensionEur: products.standard.insurance.extensionEur,
      extensionRatePct: products.standard.insurance.extensionRatePct,
    });
    expect(coverOf('express/brussels', 'nl')).toMatchObject({
      includedEur: products.express.insurance.includedEur,
      extensionEur: undefined,
    });
  });

  it('knows no cell the product line does not have', () => {
    for (const text of ['', 'urgent', 'urgent/', 'urgent/nowhere', 'plane/local', 'urgent/local/x', undefined, 42])
      expect([text, cellOf(text), coverOf(text, 'fr')]).toEqual([text, undefined, undefined]);
  });
});
