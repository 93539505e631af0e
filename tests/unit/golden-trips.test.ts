import { describe, expect, it } from 'vitest';
import { fromPrice, productIds, products } from '../../shared/offer/products';
import type { Shipment } from '../../shared/offer/quote';
import { quote } from '../../shared/offer/quote';
import { vatPrice } from '../../shared/offer/vat';
import { pricedTrips } from '../../views/pages/tariffs-page';
import { quoteByHand } from './tariff-by-hand';

/**
 * THE GOLDEN TABLE: example trips and their totals to the cent, VAT included and excluded.
 *
 * This file changes when a price changes, and no other test should. It is the only place in the test suite
 * that lists totals: every other test computes its prices from the tariff (shared/offer/tariff.ts) with the
 * rule worked out by hand (./tariff-by-hand.ts), reads them from the product line, or checks relations.
 * When a figure of the tariff moves, the rows below fail; check the new totals by hand, then write them here.
 *
 * The rows: the tariffs page's worked examples (the page prices them live: each must be a row), the product
 * line's "from" prices (each area with a price must be a row), the example, Brussels trips with
 * options, options beyond Brussels, and the rounding edges (half a km, the last tenth before the gate and
 * before the longest trip, 12.25 km taken as 12.3 km). Amounts in cents; the hand working in euros beside.
 */
type GoldenTrip = {
  label: string;
  shipment: Shipment;
  /** The total as the simulator shows it, VAT included, in cents. */
  totalCents: number;
  /** The same total without VAT, in cents (to the nearest cent). */
  exclCents: number;
};

const golden: GoldenTrip[] = [
  // The tariffs page's worked examples (exampleTrips of views/pages/tariffs-page.tsx, by van, by day, no option; distances by road estimate).
  {
    label: 'tariffs page: Ixelles → Uccle, van (Brussels, flat)',
    shipment: { zone: 'brusselsArea', vehicle: 'van', speed: 'day', distanceKm: 0, options: [] },
    totalCents: 3000,
    exclCents: 2479,
  },
  {
    // 35 + 48 × 0.55 = 26.40, return 48 × 0.35 = 16.80.
    label: 'tariffs page: Bruxelles → Anvers, 48 km by van',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'day', distanceKm: 48, options: [] },
    totalCents: 7820,
    exclCents: 6463,
  },
  {
    // 40 + 159 × 0.55 = 87.45, return 55.65.
    label: 'tariffs page: Liège → Gand, 159 km by van',
    shipment: { zone: 'over100Km', vehicle: 'van', speed: 'day', distanceKm: 159, options: [] },
    totalCents: 18310,
    exclCents: 15132,
  },
  {
    // 40 + 192 × 0.55 = 105.60, return 67.20.
    label: 'tariffs page: Bruxelles → Arlon, 192 km by van',
    shipment: { zone: 'over100Km', vehicle: 'van', speed: 'day', distanceKm: 192, options: [] },
    totalCents: 21280,
    exclCents: 17587,
  },

  // The product line's "from" prices (shared/offer/products.ts).
  {
    label: 'from: Express in Brussels, scooter in the centre',
    shipment: { zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 0, options: [] },
    totalCents: 1000,
    exclCents: 826,
  },
  {
    label: 'from: Express inside a city, by car (base of a trip up to 100 km)',
    shipment: { zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 0, options: [] },
    totalCents: 3500,
    exclCents: 2893,
  },
  {
    label: 'from: Standard up to 100 km, by van (base)',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'day', distanceKm: 0, options: [] },
    totalCents: 3500,
    exclCents: 2893,
  },
  {
    // 40 + 101 × 0.55 = 55.55, return 35.35.
    label: 'from: Standard beyond 100 km, 101 km by van',
    shipment: { zone: 'over100Km', vehicle: 'van', speed: 'day', distanceKm: 101, options: [] },
    totalCents: 13090,
    exclCents: 10818,
  },
  {
    label: 'from: Urgent local, scooter in central Brussels (10 + 5)',
    shipment: { zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: 'urgent', distanceKm: 0, options: [] },
    totalCents: 1500,
    exclCents: 1240,
  },
  {
    // (35 + 21 × 0.50 = 10.50) × 1.2 = 54.60, return 7.35.
    label: 'from: Urgent regional, 21 km by car',
    shipment: { zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'urgent', distanceKm: 21, options: [] },
    totalCents: 6195,
    exclCents: 5120,
  },
  {
    // (35 + 25.50) × 1.2 = 72.60, return 17.85.
    label: 'from: Urgent mid-distance, 51 km by car',
    shipment: { zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'urgent', distanceKm: 51, options: [] },
    totalCents: 9045,
    exclCents: 7475,
  },
  {
    label: 'from: Night, scooter in central Brussels',
    shipment: { zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: 'night', distanceKm: 0, options: [] },
    totalCents: 1500,
    exclCents: 1240,
  },
  {
    label: 'from: Weekend, scooter in central Brussels',
    shipment: { zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: 'weekend', distanceKm: 0, options: [] },
    totalCents: 1500,
    exclCents: 1240,
  },

  // Issue 34's example.
  {
    // 40 + 150 × 0.55 = 82.50; 20 % of 122.50 = 24.50; return 52.50.
    label: 'issue 34: 150 km beyond 100 km, van, night',
    shipment: { zone: 'over100Km', vehicle: 'van', speed: 'night', distanceKm: 150, options: [] },
    totalCents: 19950,
    exclCents: 16488,
  },

  // Brussels, with options (the return is an option there, flat; the distance changes nothing).
  {
    label: 'Brussels centre, scooter, return',
    shipment: { zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 0, options: ['return'] },
    totalCents: 1750,
    exclCents: 1446,
  },
  {
    label: 'Brussels area, large van, weekend, return',
    shipment: { zone: 'brusselsArea', vehicle: 'largeVan', speed: 'weekend', distanceKm: 0, options: ['return'] },
    totalCents: 7250,
    exclCents: 5992,
  },
  {
    label: 'Brussels area, scooter, waiting',
    shipment: { zone: 'brusselsArea', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 0, options: ['waiting'] },
    totalCents: 2200,
    exclCents: 1818,
  },
  {
    label: 'Brussels centre, large van, special delivery',
    shipment: { zone: 'brusselsCentre', vehicle: 'largeVan', speed: 'day', distanceKm: 0, options: ['special'] },
    totalCents: 5250,
    exclCents: 4339,
  },
  {
    label: 'Brussels area, van, night, waiting and special delivery',
    shipment: { zone: 'brusselsArea', vehicle: 'van', speed: 'night', distanceKm: 0, options: ['waiting', 'special'] },
    totalCents: 6250,
    exclCents: 5165,
  },
  {
    label: 'Brussels centre, van, urgent, every option',
    shipment: { zone: 'brusselsCentre', vehicle: 'van', speed: 'urgent', distanceKm: 0, options: ['return', 'waiting', 'special'] },
    totalCents: 6500,
    exclCents: 5372,
  },
  {
    label: 'Brussels centre, van, return, 50 km typed (ignored)',
    shipment: { zone: 'brusselsCentre', vehicle: 'van', speed: 'day', distanceKm: 50, options: ['return'] },
    totalCents: 3250,
    exclCents: 2686,
  },

  // Options beyond Brussels: never in the 20 %; the return is automatic, ticking it changes nothing.
  {
    // 35 + 40 × 0.55 = 22; 20 % of 57 = 11.40; return 14; options 22.50.
    label: 'up to 100 km, 40 km by van, urgent, waiting and special delivery',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'urgent', distanceKm: 40, options: ['waiting', 'special'] },
    totalCents: 10490,
    exclCents: 8669,
  },
  {
    label: 'up to 100 km, 20 km by car, return ticked (automatic anyway)',
    shipment: { zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 20, options: ['return'] },
    totalCents: 5200,
    exclCents: 4298,
  },
  {
    // 40 + 110; 20 % of 150 = 30; return 70; waiting 10.
    label: 'beyond 100 km, 200 km by large van, night, waiting',
    shipment: { zone: 'over100Km', vehicle: 'largeVan', speed: 'night', distanceKm: 200, options: ['waiting'] },
    totalCents: 26000,
    exclCents: 21488,
  },

  // Rounding edges: each line rounded half up to the cent, the distance to the tenth of a km.
  {
    // 0.5 × 0.50 = 0.25; 20 % of 35.25 = 7.05; return 0.175 → 0.18.
    label: '0.5 km by car, night',
    shipment: { zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'night', distanceKm: 0.5, options: [] },
    totalCents: 4248,
    exclCents: 3511,
  },
  {
    // 0.5 × 0.55 = 0.275 → 0.28; return 0.18.
    label: '0.5 km by van',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'day', distanceKm: 0.5, options: [] },
    totalCents: 3546,
    exclCents: 2931,
  },
  {
    // 0.5 × 0.60 = 0.30; return 0.18; special 12.50.
    label: '0.5 km by large van, special delivery',
    shipment: { zone: 'upTo100Km', vehicle: 'largeVan', speed: 'day', distanceKm: 0.5, options: ['special'] },
    totalCents: 4798,
    exclCents: 3965,
  },
  {
    // 99.9 × 0.55 = 54.945 → 54.95; 20 % of 89.95 = 17.99; return 34.965 → 34.97.
    label: '99.9 km by van, weekend',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'weekend', distanceKm: 99.9, options: [] },
    totalCents: 14291,
    exclCents: 11811,
  },
  {
    // 100 km (the gate, allowed): 50; 20 % of 85 = 17; return 35.
    label: '100 km by car, weekend',
    shipment: { zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'weekend', distanceKm: 100, options: [] },
    totalCents: 13700,
    exclCents: 11322,
  },
  {
    // 100.5 × 0.55 = 55.275 → 55.28; 20 % of 95.28 = 19.056 → 19.06; return 35.175 → 35.18.
    label: '100.5 km by car, night',
    shipment: { zone: 'over100Km', vehicle: 'scooterOrCar', speed: 'night', distanceKm: 100.5, options: [] },
    totalCents: 14952,
    exclCents: 12357,
  },
  {
    // 1999.9 × 0.55 = 1099.945 → 1099.95; return 699.965 → 699.97.
    label: '1999.9 km by large van',
    shipment: { zone: 'over100Km', vehicle: 'largeVan', speed: 'day', distanceKm: 1999.9, options: [] },
    totalCents: 183992,
    exclCents: 152060,
  },
  {
    // 12.5 × 0.50 = 6.25; 20 % of 41.25 = 8.25; return 4.375 → 4.38.
    label: '12.5 km by car, urgent',
    shipment: { zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'urgent', distanceKm: 12.5, options: [] },
    totalCents: 5388,
    exclCents: 4453,
  },
  {
    // Taken as 12.3 km: 6.765 → 6.77; return 4.305 → 4.31.
    label: '12.25 km by van',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'day', distanceKm: 12.25, options: [] },
    totalCents: 4608,
    exclCents: 3808,
  },
  {
    // Taken as 12.2 km: 6.71; return 4.27.
    label: '12.24 km by van',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'day', distanceKm: 12.24, options: [] },
    totalCents: 4598,
    exclCents: 3800,
  },
  {
    // 0.3 × 0.60 = 0.18 (0.18000000000000002 in floats); 20 % of 35.18 = 7.036 → 7.04; return 0.105 → 0.11.
    label: '0.3 km by large van, urgent',
    shipment: { zone: 'upTo100Km', vehicle: 'largeVan', speed: 'urgent', distanceKm: 0.3, options: [] },
    totalCents: 4233,
    exclCents: 3498,
  },
  {
    // 33.3 × 0.55 = 18.315 → 18.32; 20 % of 53.32 = 10.664 → 10.66; return 11.655 → 11.66.
    label: '33.3 km by van, urgent',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'urgent', distanceKm: 33.3, options: [] },
    totalCents: 7564,
    exclCents: 6251,
  },
  {
    // 110.1 × 0.55 = 60.555 → 60.56; return 38.535 → 38.54.
    label: '110.1 km by car',
    shipment: { zone: 'over100Km', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 110.1, options: [] },
    totalCents: 13910,
    exclCents: 11496,
  },
  {
    // 2.5 × 0.55 = 1.375 → 1.38; 20 % of 36.38 = 7.276 → 7.28; return 0.875 → 0.88.
    label: '2.5 km by van, weekend',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'weekend', distanceKm: 2.5, options: [] },
    totalCents: 4454,
    exclCents: 3681,
  },
  {
    label: 'a negative distance counts as none, by van',
    shipment: { zone: 'upTo100Km', vehicle: 'van', speed: 'day', distanceKm: -5, options: [] },
    totalCents: 3500,
    exclCents: 2893,
  },
  {
    // No distance typed yet beyond 100 km: 20 % of 40 = 8.
    label: 'beyond 100 km, no distance yet, by car, weekend',
    shipment: { zone: 'over100Km', vehicle: 'scooterOrCar', speed: 'weekend', distanceKm: 0, options: [] },
    totalCents: 4800,
    exclCents: 3967,
  },
];

/** A shipment as one string, whatever the order of its fields. */
const key = (s: Shipment): string => [s.zone, s.vehicle, s.speed, s.distanceKm, ...s.options].join(' ');
/** The golden row of a trip, found by its shipment. */
const rowOf = (shipment: Shipment): GoldenTrip | undefined => golden.find((row) => key(row.shipment) === key(shipment));

describe('the golden trips', () => {
  it('names each trip once', () => {
    expect(new Set(golden.map((row) => row.label)).size).toBe(golden.length);
  });

  it.each(golden.map((row) => [row.label, row] as const))('%s', (_label, row) => {
    const total = quote(row.shipment).total;
    expect(total).toBe(row.totalCents);
    expect(vatPrice(total)).toEqual({ inclCents: row.totalCents, exclCents: row.exclCents });
    // The rule worked out by hand agrees with the figures checked by hand.
    expect(quoteByHand(row.shipment).total).toBe(row.totalCents);
  });

  it('holds every worked example of the tariffs page, at the price the page shows', () => {
    const trips = pricedTrips();
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) {
      const name = `${trip.from.fr} → ${trip.to.fr}`;
      const row = rowOf(trip.shipment);
      expect(row, `${name}: add it to the golden table`).toBeDefined();
      expect(row?.label, name).toContain(name);
      expect(trip.totalCents, name).toBe(row?.totalCents);
    }
  });

  it('holds every "from" price of the product line, with and without VAT', () => {
    for (const id of productIds) {
      for (const area of products[id].areas) {
        if (!area.price) continue;
        const row = rowOf(area.price.trip);
        expect(row, `${id}/${area.id}: add its trip to the golden table`).toBeDefined();
        expect(fromPrice(area), `${id}/${area.id}`).toEqual({ inclCents: row?.totalCents, exclCents: row?.exclCents });
      }
    }
  });
});
