import { describe, expect, it } from 'vitest';
import { formatters } from '../../shared/format';
import {
  areaOf,
  exclVatCents,
  fromPrice,
  planIds,
  planProduct,
  priceWithVat,
  productIds,
  products,
  serviceProducts,
  deliveryHours,
  tripCell,
  tripPromise,
  spanShort,
  spanWords,
  vatPrice,
} from '../../shared/offer/index';
import { isBrusselsZone, quote, urgencies, zones } from '../../shared/offer/tariff';
import { serviceIds } from '../../shared/routes';
import { rescoped } from '../support/rescoped';

/**
 * The product line (shared/offer/): its "from" prices are the tariff's (worked out by hand here from
 * SPEC §9, never with the module's logic), SPEC's three lists all land on a product, the simulator's
 * estimate matches the area it prices, and each re-scoped SPEC price really is out of the tariff's reach.
 */
describe('product line', () => {
  it('prices each area at the tariff, VAT included, in cents', () => {
    // By hand: BC scooter 10; BC scooter urgent 10 + 5; NC car urgent 21 km: (35 + 10.50) × 1.2 + 7.35 = 61.95;
    // NC car urgent 51 km: (35 + 25.50) × 1.2 + 17.85 = 90.45; NC base 35; national 101 km: 40 + 55.55 + 35.35 = 130.90.
    const expected: [string, string, number][] = [
      ['express', 'brussels', 1000],
      ['urgent', 'local', 1500],
      ['urgent', 'regional', 6195],
      ['urgent', 'midDistance', 9045],
      ['standard', 'upTo100Km', 3500],
      ['standard', 'over100Km', 13090],
    ];
    for (const [product, area, cents] of expected) {
      expect(fromPrice(areaOf(product as 'standard', area))?.inclCents, `${product}/${area}`).toBe(cents);
    }
    expect(fromPrice(areaOf('standard', 'europe'))).toBeUndefined();
    // Small pallets in a grouped round are priced on quote; a pallet alone in a van is the simulator's trip.
    expect(fromPrice(areaOf('pallets', 'belgium'))).toBeUndefined();
  });

  it('derives the excl.-VAT figure at 21 %, to the cent', () => {
    expect(exclVatCents(1000)).toBe(826);
    expect(exclVatCents(13090)).toBe(10818);
    expect(exclVatCents(12100)).toBe(10000);
    expect(vatPrice(3500)).toEqual({ inclCents: 3500, exclCents: 2893 });
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(priceWithVat('fr', formatters('fr'), vatPrice(1000)))).toBe('8,26 € hors TVA (10 € TVA comprise)');
    expect(nbsp(priceWithVat('nl', formatters('nl'), vatPrice(13090)))).toBe('€ 108,18 excl. btw (€ 130,90 incl. btw)');
  });

  it('makes each plan one product, and each service page about products of the line', () => {
    const planned = planIds.map((plan) => planProduct[plan]);
    expect(new Set(planned).size).toBe(planIds.length);
    for (const plan of planIds) expect(products[planProduct[plan]].plan).toBe(plan);
    for (const id of serviceIds) {
      expect(serviceProducts[id].length).toBeGreaterThan(0);
      for (const p of serviceProducts[id]) expect(productIds).toContain(p);
    }
  });

  it('prices, for every simulator zone, speed and distance, a cell of the product line that covers the zone', () => {
    for (const zone of zones) {
      for (const urgency of urgencies) {
        for (const km of zone === 'national' ? [101, 150, 151, 280] : zone === 'nearby_cities' ? [0, 20, 21, 50, 51, 100] : [0]) {
          for (const cities of [undefined, 'within', 'between'] as const) {
            const { product, area } = tripCell(zone, urgency, km, cities);
            const a = areaOf(product, area);
            expect(a.zones, `${zone}/${urgency}/${km}/${cities}`).toContain(zone);
            if (a.km && !isBrusselsZone(zone)) {
              expect(km, `${product}/${area}`).toBeGreaterThanOrEqual(a.km.from);
              if (a.km.to !== undefined) expect(km, `${product}/${area}`).toBeLessThanOrEqual(a.km.to);
            }
          }
        }
      }
    }
  });

  it('promises less time for Urgent than for the day speed on every trip', () => {
    for (const zone of zones) {
      for (const km of zone === 'national' ? [101, 150, 151, 280] : zone === 'nearby_cities' ? [0, 20, 50, 100] : [0]) {
        for (const cities of [undefined, 'within', 'between'] as const) {
          const day = tripPromise({ zone, urgency: 'standard', distanceKm: km }, cities);
          const urgent = tripPromise({ zone, urgency: 'urgent', distanceKm: km }, cities);
          expect(deliveryHours(urgent.delivery), `${zone}/${km}/${cities}`).toBeLessThan(deliveryHours(day.delivery));
        }
      }
    }
  });

  it("gives a trip inside or between the five cities Express's same-day promise with its cut-off", () => {
    expect(tripPromise({ zone: 'nearby_cities', urgency: 'standard', distanceKm: 1 }, 'within')).toMatchObject({
      product: 'express',
      area: 'city',
      cutOff: { hour: 16 },
    });
    expect(tripPromise({ zone: 'national', urgency: 'standard', distanceKm: 121 }, 'between')).toMatchObject({
      product: 'express',
      area: 'betweenCities',
      cutOff: { hour: 14 },
    });
    expect(tripPromise({ zone: 'nearby_cities', urgency: 'standard', distanceKm: 60 })).toMatchObject({
      product: 'standard',
      area: 'nearby',
    });
  });

  it("keeps each re-scoped SPEC price out of the tariff's reach for the trip SPEC describes", () => {
    expect(rescoped.length).toBeGreaterThan(0);
    for (const r of rescoped) {
      expect(quote(r.specTrip).total, r.spec).not.toBe(r.specEur * 100);
      expect(() => areaOf(r.product, r.area)).not.toThrow();
    }
  });

  it("writes spans in each language's way", () => {
    expect(spanShort('fr', { from: 60, to: 90, unit: 'min' })).toBe('60–90 min');
    expect(spanShort('nl', { from: 2, to: 3, unit: 'h' })).toBe('2–3 uur');
    expect(spanShort('fr', { from: 150, unit: 'min' })).toBe('2 h 30');
    expect(spanShort('nl', { from: 150, unit: 'min' })).toBe('2,5 uur');
    expect(spanWords('fr', { from: 60, to: 90, unit: 'min' })).toBe('60 à 90 minutes');
    expect(spanWords('nl', { from: 60, to: 90, unit: 'min' })).toBe('60 tot 90 minuten');
    expect(spanWords('fr', { from: 1, unit: 'workday' })).toBe('le jour ouvrable suivant');
    expect(spanWords('nl', { from: 1, to: 2, unit: 'workday' })).toBe('binnen 1 tot 2 werkdagen');
  });

  it('gives every product its name in both languages, hours, insurance and limits', () => {
    for (const id of productIds) {
      const p = products[id];
      expect(p.id).toBe(id);
      expect(p.name.fr && p.name.nl).toBeTruthy();
      expect(p.insurance.includedEur).toBeGreaterThan(0);
      // Urgent carries what the vehicle picked carries: the fleet is its limit.
      if (p.id !== 'urgent') expect(p.limits.length).toBeGreaterThan(0);
      expect(p.areas.length).toBeGreaterThan(0);
    }
  });
});
