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
  perKmCents,
} from '../../shared/offer/index';
import type { Shipment } from '../../shared/offer/quote';
import { quote } from '../../shared/offer/quote';
import { distanceGate, distanceGateKm, isBrusselsZone, speeds, tariff, zones } from '../../shared/offer/tariff';
import type { Zone } from '../../shared/offer/tariff';
import { serviceIds } from '../../shared/routes';
import { rescoped } from '../support/rescoped';
import { exclVatByHand, quoteByHand } from './tariff-by-hand';

/**
 * The product line (shared/offer/): its "from" and per-km prices are the tariff's (worked out by the hand
 * rule of ./tariff-by-hand.ts, never with the module's logic), each "from" trip is the cheapest its area
 * sells, SPEC's three lists all land on a product, the simulator's estimate matches the area it prices, and
 * each re-scoped SPEC price really is out of the tariff's reach. Totals to the cent: ./golden-trips.test.ts.
 */

/** Every product's area that states a "from" price, with its reference trip. */
const priced = productIds.flatMap((id) =>
  products[id].areas.flatMap((area) => (area.price ? [{ product: id, area, trip: area.price.trip }] : [])),
);

/**
 * Distances that test Urgent's bands and the distance gate: each band's edges and the km after them, and the
 * gate's, that the gate lets through (beyond the gate, a trip of 0 km, no distance typed yet, is left out).
 */
const bandEdges = [
  ...new Set(
    products.urgent.areas.flatMap((area) =>
      area.km ? [area.km.from, area.km.from + 1, ...(area.km.to === undefined ? [] : [area.km.to])] : [],
    ),
  ),
];
const distancesIn = (zone: Zone): number[] =>
  isBrusselsZone(zone)
    ? [0]
    : [0, ...bandEdges, distanceGateKm, distanceGateKm + 1, 2 * distanceGateKm].filter(
        (km) => distanceGate({ zone, distanceKm: km }) === null && (zone !== 'over100Km' || km > 0),
      );

describe('product line', () => {
  it('prices each area at the tariff, VAT included and excluded, in cents', () => {
    expect(priced.length).toBeGreaterThan(0);
    for (const { product, area, trip } of priced) {
      const incl = quoteByHand(trip).total;
      expect(fromPrice(area), `${product}/${area.id}`).toEqual({ inclCents: incl, exclCents: exclVatByHand(incl) });
    }
    expect(fromPrice(areaOf('standard', 'europe'))).toBeUndefined();
    // Small pallets in a grouped round are priced on quote; a pallet alone in a van is the simulator's trip.
    expect(fromPrice(areaOf('pallets', 'belgium'))).toBeUndefined();
  });

  it('gives each "from" price its cheapest trip: no other vehicle at the same speed and distance, in the area\'s zones, costs less', () => {
    for (const { product, area, trip } of priced) {
      for (const zone of area.zones.filter((z) => isBrusselsZone(z) === isBrusselsZone(trip.zone))) {
        for (const vehicle of products[product].vehicles) {
          const other: Shipment = { ...trip, zone, vehicle };
          expect(quote(other).total, `${product}/${area.id}: ${zone} ${vehicle}`).toBeGreaterThanOrEqual(quote(trip).total);
        }
      }
    }
  });

  it('states per km what a km adds to a trip priced by the km, outbound and return', () => {
    for (const { product, area, trip } of priced) {
      if (!area.price?.byKm) {
        expect(perKmCents(area), `${product}/${area.id}`).toBeUndefined();
        continue;
      }
      const rates = tariff.perKm[trip.zone as 'upTo100Km' | 'over100Km'];
      expect(perKmCents(area), `${product}/${area.id}`).toBe(rates[trip.vehicle] + tariff.returnPerKm);
      // Ten km more cost ten times that, at the day speed (no share of the km goes to a surcharge).
      const longer = quoteByHand({ ...trip, distanceKm: trip.distanceKm + 10 }).total - quoteByHand(trip).total;
      if (trip.speed === 'day') expect(longer, `${product}/${area.id}`).toBe(10 * perKmCents(area)!);
    }
  });

  it('derives the excl.-VAT figure at 21 %, to the cent, and writes both', () => {
    expect([0, 1, 100, 2420, 12100].map(exclVatCents)).toEqual([0, 1, 83, 2000, 10000]);
    expect(vatPrice(2420)).toEqual({ inclCents: 2420, exclCents: 2000 });
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(priceWithVat('fr', formatters('fr'), vatPrice(12100)))).toBe('100 € hors TVA (121 € TVA comprise)');
    expect(nbsp(priceWithVat('nl', formatters('nl'), vatPrice(1331)))).toBe('€ 11 excl. btw (€ 13,31 incl. btw)');
    expect(nbsp(priceWithVat('fr', formatters('fr'), vatPrice(2433)))).toBe('20,11 € hors TVA (24,33 € TVA comprise)');
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
      for (const speed of speeds) {
        for (const km of distancesIn(zone)) {
          for (const cities of [undefined, 'within', 'between'] as const) {
            const { product, area } = tripCell(zone, speed, km, cities);
            const a = areaOf(product, area);
            expect(a.zones, `${zone}/${speed}/${km}/${cities}`).toContain(zone);
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
      for (const km of distancesIn(zone)) {
        for (const cities of [undefined, 'within', 'between'] as const) {
          const day = tripPromise({ zone, speed: 'day', distanceKm: km }, cities);
          const urgent = tripPromise({ zone, speed: 'urgent', distanceKm: km }, cities);
          expect(deliveryHours(urgent.delivery), `${zone}/${km}/${cities}`).toBeLessThan(deliveryHours(day.delivery));
        }
      }
    }
  });

  it("gives a trip inside or between the five cities Express's same-day promise with its cut-off", () => {
    expect(tripPromise({ zone: 'upTo100Km', speed: 'day', distanceKm: 1 }, 'within')).toMatchObject({
      product: 'express',
      area: 'city',
      cutOff: { hour: 16 },
    });
    expect(tripPromise({ zone: 'over100Km', speed: 'day', distanceKm: distanceGateKm + 21 }, 'between')).toMatchObject({
      product: 'express',
      area: 'betweenCities',
      cutOff: { hour: 14 },
    });
    expect(tripPromise({ zone: 'upTo100Km', speed: 'day', distanceKm: 60 })).toMatchObject({
      product: 'standard',
      area: 'upTo100Km',
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
