import { describe, expect, it } from 'vitest';
import type { Quote, Shipment, Urgency, Vehicle, Zone } from '../../shared/offer/tariff';
import { defaultShipment, distanceGate, isBrusselsZone, quote, returnIsAutomatic } from '../../shared/offer/tariff';

/**
 * The tariff of SPEC §9, checked against figures worked out by hand (never with the module's logic).
 * All amounts are in cents. Rule applied by hand: distance taken to 0.1 km; each line rounded
 * half-up to the cent; urgency outside Brussels = 20 % of (base + distance cost), rounded; total = sum.
 *
 * SPEC §9 reminders: base BC 10/25/40, BP 12/30/50, NC 35, national 40 (scooter/van/truck);
 * per km NC 0.50/0.55/0.60, national 0.55; urgency flat 5/10/15 in Brussels, 20 % outside;
 * return 0.35/km outside Brussels (automatic), +7.50 in Brussels (optional); waiting +10; special +12.50.
 */

type Options = Partial<Pick<Shipment, 'return' | 'waiting' | 'special'>>;
/** [zone, vehicle, urgency, km, options, [base, distance, urgency, return, options, total]] */
type Row = [Zone, Vehicle, Urgency, number, Options, [number, number, number, number, number, number]];

const none: Options = {};

// Every zone × vehicle × urgency (48 combinations), no option.
const combinations: Row[] = [
  // Brussels centre: fixed base, flat urgency; any distance given is ignored.
  ['brussels_center', 'scooter', 'standard', 0, none, [1000, 0, 0, 0, 0, 1000]],
  ['brussels_center', 'scooter', 'urgent', 0, none, [1000, 0, 500, 0, 0, 1500]],
  ['brussels_center', 'scooter', 'night', 12, none, [1000, 0, 500, 0, 0, 1500]],
  ['brussels_center', 'scooter', 'weekend', 0, none, [1000, 0, 500, 0, 0, 1500]],
  ['brussels_center', 'van', 'standard', 42.5, none, [2500, 0, 0, 0, 0, 2500]],
  ['brussels_center', 'van', 'urgent', 0, none, [2500, 0, 1000, 0, 0, 3500]],
  ['brussels_center', 'van', 'night', 0, none, [2500, 0, 1000, 0, 0, 3500]],
  ['brussels_center', 'van', 'weekend', 0, none, [2500, 0, 1000, 0, 0, 3500]],
  ['brussels_center', 'truck', 'standard', 0, none, [4000, 0, 0, 0, 0, 4000]],
  ['brussels_center', 'truck', 'urgent', 0, none, [4000, 0, 1500, 0, 0, 5500]],
  ['brussels_center', 'truck', 'night', 0, none, [4000, 0, 1500, 0, 0, 5500]],
  ['brussels_center', 'truck', 'weekend', 150, none, [4000, 0, 1500, 0, 0, 5500]],
  // Brussels periphery.
  ['brussels_periphery', 'scooter', 'standard', 0, none, [1200, 0, 0, 0, 0, 1200]],
  ['brussels_periphery', 'scooter', 'urgent', 0, none, [1200, 0, 500, 0, 0, 1700]],
  ['brussels_periphery', 'scooter', 'night', 0, none, [1200, 0, 500, 0, 0, 1700]],
  ['brussels_periphery', 'scooter', 'weekend', 7.5, none, [1200, 0, 500, 0, 0, 1700]],
  ['brussels_periphery', 'van', 'standard', 0, none, [3000, 0, 0, 0, 0, 3000]],
  ['brussels_periphery', 'van', 'urgent', 20, none, [3000, 0, 1000, 0, 0, 4000]],
  ['brussels_periphery', 'van', 'night', 0, none, [3000, 0, 1000, 0, 0, 4000]],
  ['brussels_periphery', 'van', 'weekend', 0, none, [3000, 0, 1000, 0, 0, 4000]],
  ['brussels_periphery', 'truck', 'standard', 0, none, [5000, 0, 0, 0, 0, 5000]],
  ['brussels_periphery', 'truck', 'urgent', 0, none, [5000, 0, 1500, 0, 0, 6500]],
  ['brussels_periphery', 'truck', 'night', 0, none, [5000, 0, 1500, 0, 0, 6500]],
  ['brussels_periphery', 'truck', 'weekend', 0, none, [5000, 0, 1500, 0, 0, 6500]],
  // Nearby cities: 35 + km × 0.50/0.55/0.60, return 0.35/km automatic.
  // 10 km: 5.00 distance, 3.50 return.
  ['nearby_cities', 'scooter', 'standard', 10, none, [3500, 500, 0, 350, 0, 4350]],
  // 12.5 km: 6.25; 20 % of 41.25 = 8.25; return 4.375 → 4.38.
  ['nearby_cities', 'scooter', 'urgent', 12.5, none, [3500, 625, 825, 438, 0, 5388]],
  // 0.5 km: 0.25; 20 % of 35.25 = 7.05; return 0.175 → 0.18.
  ['nearby_cities', 'scooter', 'night', 0.5, none, [3500, 25, 705, 18, 0, 4248]],
  // 100 km (the gate's limit, allowed): 50.00; 20 % of 85 = 17; return 35.
  ['nearby_cities', 'scooter', 'weekend', 100, none, [3500, 5000, 1700, 3500, 0, 13700]],
  // 0.5 km at 0.55: 0.275 → 0.28; return 0.175 → 0.18.
  ['nearby_cities', 'van', 'standard', 0.5, none, [3500, 28, 0, 18, 0, 3546]],
  // 33.3 km: 18.315 → 18.32; 20 % of 53.32 = 10.664 → 10.66; return 11.655 → 11.66.
  ['nearby_cities', 'van', 'urgent', 33.3, none, [3500, 1832, 1066, 1166, 0, 7564]],
  // 7.1 km: 3.905 → 3.91; 20 % of 38.91 = 7.782 → 7.78; return 2.485 → 2.49.
  ['nearby_cities', 'van', 'night', 7.1, none, [3500, 391, 778, 249, 0, 4918]],
  // 99.9 km: 54.945 → 54.95; 20 % of 89.95 = 17.99; return 34.965 → 34.97.
  ['nearby_cities', 'van', 'weekend', 99.9, none, [3500, 5495, 1799, 3497, 0, 14291]],
  // 25 km at 0.60: 15; return 8.75.
  ['nearby_cities', 'truck', 'standard', 25, none, [3500, 1500, 0, 875, 0, 5875]],
  // 0.1 km: 0.06; 20 % of 35.06 = 7.012 → 7.01; return 0.035 → 0.04.
  ['nearby_cities', 'truck', 'urgent', 0.1, none, [3500, 6, 701, 4, 0, 4211]],
  // 0 km: 20 % of 35 = 7.
  ['nearby_cities', 'truck', 'night', 0, none, [3500, 0, 700, 0, 0, 4200]],
  // 47.3 km: 28.38; 20 % of 63.38 = 12.676 → 12.68; return 16.555 → 16.56.
  ['nearby_cities', 'truck', 'weekend', 47.3, none, [3500, 2838, 1268, 1656, 0, 9262]],
  // National: 40 + km × 0.55, return 0.35/km automatic.
  // 150 km: 82.50; return 52.50.
  ['national', 'scooter', 'standard', 150, none, [4000, 8250, 0, 5250, 0, 17500]],
  // 101 km: 55.55; 20 % of 95.55 = 19.11; return 35.35.
  ['national', 'scooter', 'urgent', 101, none, [4000, 5555, 1911, 3535, 0, 15001]],
  // 100.5 km: 55.275 → 55.28; 20 % of 95.28 = 19.056 → 19.06; return 35.175 → 35.18.
  ['national', 'scooter', 'night', 100.5, none, [4000, 5528, 1906, 3518, 0, 14952]],
  // 0 km (allowed by the gate): 20 % of 40 = 8.
  ['national', 'scooter', 'weekend', 0, none, [4000, 0, 800, 0, 0, 4800]],
  // 212.7 km: 116.985 → 116.99; return 74.445 → 74.45.
  ['national', 'van', 'standard', 212.7, none, [4000, 11699, 0, 7445, 0, 23144]],
  // 250 km: 137.50; 20 % of 177.50 = 35.50; return 87.50.
  ['national', 'van', 'urgent', 250, none, [4000, 13750, 3550, 8750, 0, 30050]],
  // The issue's example: 150 km, night: 82.50; 20 % of 122.50 = 24.50; return 52.50 → 199.50.
  ['national', 'van', 'night', 150, none, [4000, 8250, 2450, 5250, 0, 19950]],
  // 123.4 km: 67.87; 20 % of 107.87 = 21.574 → 21.57; return 43.19.
  ['national', 'van', 'weekend', 123.4, none, [4000, 6787, 2157, 4319, 0, 17263]],
  // 1999.9 km: 1099.945 → 1099.95; return 699.965 → 699.97.
  ['national', 'truck', 'standard', 1999.9, none, [4000, 109995, 0, 69997, 0, 183992]],
  // 180.5 km: 99.275 → 99.28; 20 % of 139.28 = 27.856 → 27.86; return 63.175 → 63.18.
  ['national', 'truck', 'urgent', 180.5, none, [4000, 9928, 2786, 6318, 0, 23032]],
  // 333.3 km: 183.315 → 183.32; 20 % of 223.32 = 44.664 → 44.66; return 116.655 → 116.66.
  ['national', 'truck', 'night', 333.3, none, [4000, 18332, 4466, 11666, 0, 38464]],
  // 1000 km: 550; 20 % of 590 = 118; return 350.
  ['national', 'truck', 'weekend', 1000, none, [4000, 55000, 11800, 35000, 0, 105800]],
];

// The options, alone and together, in and out of Brussels.
const options: Row[] = [
  ['brussels_center', 'scooter', 'standard', 0, { return: true }, [1000, 0, 0, 750, 0, 1750]],
  ['brussels_periphery', 'truck', 'weekend', 0, { return: true }, [5000, 0, 1500, 750, 0, 7250]],
  ['brussels_periphery', 'scooter', 'standard', 0, { waiting: true }, [1200, 0, 0, 0, 1000, 2200]],
  ['brussels_center', 'truck', 'standard', 0, { special: true }, [4000, 0, 0, 0, 1250, 5250]],
  ['brussels_periphery', 'van', 'night', 0, { waiting: true, special: true }, [3000, 0, 1000, 0, 2250, 6250]],
  ['brussels_center', 'van', 'urgent', 0, { return: true, waiting: true, special: true }, [2500, 0, 1000, 750, 2250, 6500]],
  // Brussels return is flat whatever the distance.
  ['brussels_center', 'van', 'standard', 50, { return: true }, [2500, 0, 0, 750, 0, 3250]],
  // Outside Brussels the return is automatic: ticking it or not changes nothing.
  ['nearby_cities', 'scooter', 'standard', 20, { return: true }, [3500, 1000, 0, 700, 0, 5200]],
  ['nearby_cities', 'scooter', 'standard', 20, { return: false }, [3500, 1000, 0, 700, 0, 5200]],
  ['national', 'van', 'standard', 120, {}, [4000, 6600, 0, 4200, 0, 14800]],
  // Options never enter the 20 % urgency: 20 % of (35 + 22) = 11.40.
  ['nearby_cities', 'van', 'urgent', 40, { waiting: true, special: true }, [3500, 2200, 1140, 1400, 2250, 10490]],
  // 20 % of (35 + 5) = 8, not of the options.
  ['nearby_cities', 'scooter', 'urgent', 10, { waiting: true, special: true }, [3500, 500, 800, 350, 2250, 7400]],
  ['national', 'truck', 'night', 200, { waiting: true }, [4000, 11000, 3000, 7000, 1000, 26000]],
  // 0.5 km at 0.60 = 0.30; return 0.175 → 0.18.
  ['nearby_cities', 'truck', 'standard', 0.5, { special: true }, [3500, 30, 0, 18, 1250, 4798]],
];

// Half kilometres, tenths and hundredths, and figures a float implementation would get wrong.
const rounding: Row[] = [
  // 1.5 km × 0.55 = 0.825 → 0.83; return 0.525 → 0.53.
  ['nearby_cities', 'van', 'standard', 1.5, none, [3500, 83, 0, 53, 0, 3636]],
  // 0.3 km × 0.50 = 0.15; return 0.105 → 0.11.
  ['nearby_cities', 'scooter', 'standard', 0.3, none, [3500, 15, 0, 11, 0, 3526]],
  // 12.25 km is taken as 12.3 km (half-up): 6.765 → 6.77; return 4.305 → 4.31.
  ['nearby_cities', 'van', 'standard', 12.25, none, [3500, 677, 0, 431, 0, 4608]],
  // 12.24 km is taken as 12.2 km: 6.71; return 4.27.
  ['nearby_cities', 'van', 'standard', 12.24, none, [3500, 671, 0, 427, 0, 4598]],
  // 0.3 km × 0.60 = 0.18 (0.3 × 0.6 is 0.18000000000000002 in floats); 20 % of 35.18 = 7.036 → 7.04.
  ['nearby_cities', 'truck', 'urgent', 0.3, none, [3500, 18, 704, 11, 0, 4233]],
  // 110.1 km × 0.55 = 60.555 → 60.56; return 38.535 → 38.54.
  ['national', 'scooter', 'standard', 110.1, none, [4000, 6056, 0, 3854, 0, 13910]],
  // 4.9 km × 0.50 = 2.45; 20 % of 37.45 = 7.49; return 1.715 → 1.72.
  ['nearby_cities', 'scooter', 'weekend', 4.9, none, [3500, 245, 749, 172, 0, 4666]],
  // 2.5 km × 0.55 = 1.375 → 1.38; 20 % of 36.38 = 7.276 → 7.28; return 0.875 → 0.88.
  ['nearby_cities', 'van', 'weekend', 2.5, none, [3500, 138, 728, 88, 0, 4454]],
  // 0.5 km national (below the gate, but the tariff still applies): 0.275 → 0.28; return 0.18.
  ['national', 'van', 'standard', 0.5, none, [4000, 28, 0, 18, 0, 4046]],
  // A negative distance counts as 0.
  ['nearby_cities', 'van', 'standard', -5, none, [3500, 0, 0, 0, 0, 3500]],
];

const table = [...combinations, ...options, ...rounding];

function shipmentOf([zone, vehicle, urgency, distanceKm, opts]: Row): Shipment {
  return { zone, vehicle, urgency, distanceKm, return: false, waiting: false, special: false, ...opts };
}

function describeRow(row: Row): string {
  const [zone, vehicle, urgency, km, opts] = row;
  const ticked = Object.entries(opts)
    .filter(([, on]) => on)
    .map(([name]) => name);
  return `${zone} ${vehicle} ${urgency} ${km} km${ticked.length ? ` +${ticked.join('+')}` : ''}`;
}

describe('quote (SPEC §9), table worked out by hand', () => {
  it('has at least 60 cases and covers every zone × vehicle × urgency', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
    const seen = new Set(combinations.map(([z, v, u]) => `${z}/${v}/${u}`));
    expect(seen.size).toBe(48);
  });

  it.each(table.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
    const [basePrice, distanceCost, urgencyCost, returnCost, optionsCost, total] = row[5];
    const expected: Quote = { basePrice, distanceCost, urgencyCost, returnCost, optionsCost, total };
    expect(quote(shipmentOf(row))).toEqual(expected);
  });

  it('returns whole cents whose sum is the total, on every row', () => {
    for (const row of table) {
      const q = quote(shipmentOf(row));
      for (const value of Object.values(q)) expect(Number.isInteger(value)).toBe(true);
      expect(q.basePrice + q.distanceCost + q.urgencyCost + q.returnCost + q.optionsCost).toBe(q.total);
    }
  });

  it('prices the default shipment (Brussels centre, scooter, standard) at 10.00', () => {
    expect(quote(defaultShipment).total).toBe(1000);
  });

  it('does not change the shipment it is given', () => {
    const shipment: Shipment = { ...defaultShipment, zone: 'national', distanceKm: 150.04, return: true };
    const copy = { ...shipment };
    quote(shipment);
    expect(shipment).toEqual(copy);
  });
});

describe('zone helpers', () => {
  it('knows the Brussels zones, priced flat, where the return is optional', () => {
    expect(isBrusselsZone('brussels_center')).toBe(true);
    expect(isBrusselsZone('brussels_periphery')).toBe(true);
    expect(isBrusselsZone('nearby_cities')).toBe(false);
    expect(isBrusselsZone('national')).toBe(false);
    expect(returnIsAutomatic('brussels_center')).toBe(false);
    expect(returnIsAutomatic('brussels_periphery')).toBe(false);
    expect(returnIsAutomatic('nearby_cities')).toBe(true);
    expect(returnIsAutomatic('national')).toBe(true);
  });
});

describe('distanceGate (SPEC §4, §5)', () => {
  const cases: [Zone, number, 'tooFar' | 'tooShort' | null][] = [
    ['nearby_cities', 0, null],
    ['nearby_cities', 0.5, null],
    ['nearby_cities', 99.9, null],
    ['nearby_cities', 100, null],
    ['nearby_cities', 100.1, 'tooFar'],
    ['nearby_cities', 100.5, 'tooFar'],
    ['nearby_cities', 150, 'tooFar'],
    ['nearby_cities', 2000, 'tooFar'],
    ['national', 0, null],
    ['national', 0.1, 'tooShort'],
    ['national', 50, 'tooShort'],
    ['national', 100, 'tooShort'],
    ['national', 100.1, null],
    ['national', 101, null],
    ['national', 2000, null],
    ['brussels_center', 0, null],
    ['brussels_center', 150, null],
    ['brussels_periphery', 50, null],
    ['brussels_periphery', 101, null],
  ];

  it.each(cases)('%s at %s km → %s', (zone, distanceKm, expected) => {
    expect(distanceGate({ zone, distanceKm })).toBe(expected);
  });
});
