import { describe, expect, it } from 'vitest';
import { simulatorOptions } from '../../shared/offer/options';
import type { Quote, Shipment } from '../../shared/offer/quote';
import { defaultShipment, optionsFor, quote } from '../../shared/offer/quote';
import type { Speed, Zone } from '../../shared/offer/tariff';
import {
  distanceGate,
  distanceGateKm,
  isBrusselsZone,
  maxDistanceKm,
  returnIsAutomatic,
  sameForEveryVehicle,
  speeds,
  tariff,
  vehicles,
  zones,
} from '../../shared/offer/tariff';
import { exclVatCents, vatPrice, vatRatePct } from '../../shared/offer/vat';
import type { HandQuote } from './tariff-by-hand';
import { exclVatByHand, halfUp, handOptionIds, kmCents, quoteByHand, tenthsOfKm } from './tariff-by-hand';

/**
 * The tariff of SPEC §9: every quote the simulator gives is the rule worked out a second time, by hand
 * (./tariff-by-hand.ts), over every zone × vehicle × speed, a spread of distances and every set of options,
 * and the relations a buyer relies on hold whatever the figures are. No price is typed here: the figures are
 * the tariff's (shared/offer/tariff.ts), and only the golden table (./golden-trips.test.ts) lists totals.
 */

/** A distance in km to the tenth, as the simulator reads one (floating-point sums such as 100 - 0.1 cleaned). */
const km = (value: number): number => Math.round(value * 10) / 10;

/**
 * Distances: none, tenths and halves a float gets wrong (0.3 × 0.60, 12.25 half up, 12.24 down), the edges
 * of Urgent's bands, both sides of the distance gate, the longest trip, and a negative one (counts as 0).
 */
const distances = [
  0,
  0.1,
  0.3,
  0.5,
  1.5,
  2.5,
  4.9,
  7.1,
  10,
  12.24,
  12.25,
  12.5,
  20,
  21,
  33.3,
  47.3,
  50,
  51,
  km(distanceGateKm - 0.1),
  distanceGateKm,
  km(distanceGateKm + 0.1),
  km(distanceGateKm + 0.5),
  distanceGateKm + 1,
  110.1,
  123.4,
  150,
  180.5,
  212.7,
  333.3,
  1000,
  km(maxDistanceKm - 0.1),
  maxDistanceKm,
  -5,
];

/** Every set of options the hand rule knows, from none to all of them. */
const optionSets: string[][] = handOptionIds.reduce<string[][]>((sets, id) => sets.concat(sets.map((set) => [...set, id])), [[]]);

/** A trip from the default state, changed as given. */
const trip = (shipment: Partial<Shipment>): Shipment => ({ ...defaultShipment, ...shipment });

/** A quote with its options in the order of their ids, to compare with the hand rule's. */
const byId = (q: Quote | HandQuote) => ({ ...q, options: [...q.options].sort((a, b) => a.id.localeCompare(b.id)) });

/** Every trip of the spread in a zone, at one speed: each vehicle, distance and set of options. */
function tripsOf(zone: Zone, speed: Speed): Shipment[] {
  return vehicles.flatMap((vehicle) =>
    distances.flatMap((distanceKm) => optionSets.map((options) => trip({ zone, vehicle, speed, distanceKm, options }))),
  );
}

/** A short name for a trip in a failure message. */
const named = (s: Shipment) => `${s.zone} ${s.vehicle} ${s.speed} ${s.distanceKm} km [${s.options.join('+')}]`;

const outOfDay = speeds.filter((speed) => speed !== 'day');

describe('the rule worked out by hand (./tariff-by-hand.ts), on figures that are not the tariff', () => {
  it('rounds halves of a cent up, never to even', () => {
    expect([halfUp(4, 10), halfUp(5, 10), halfUp(15, 10), halfUp(25, 10), halfUp(149, 100), halfUp(150, 100)]).toEqual([0, 1, 2, 3, 1, 2]);
    expect(kmCents(0.5, 33)).toBe(17);
    expect(kmCents(0.5, 31)).toBe(16);
    expect(kmCents(0.3, 7)).toBe(2);
  });

  it('takes a distance to the tenth of a km, halves up, and a negative one as none', () => {
    expect([12.25, 12.24, 12.5, 0.05, 0.04, 1999.9, 2000, -5, 0].map(tenthsOfKm)).toEqual([123, 122, 125, 1, 0, 19999, 20000, 0, 0]);
  });
});

describe('quote (SPEC §9) against the rule worked out by hand', () => {
  for (const zone of zones) {
    for (const speed of speeds) {
      it(`${zone}, ${speed}: every vehicle, distance and set of options`, () => {
        for (const shipment of tripsOf(zone, speed)) expect(byId(quote(shipment)), named(shipment)).toEqual(byId(quoteByHand(shipment)));
      });
    }
  }

  it.each([
    ['half a km by car, at night: a half cent on the km and on the return', { zone: 'upTo100Km', speed: 'night', distanceKm: 0.5 }],
    ['half a km by van', { zone: 'upTo100Km', vehicle: 'van', distanceKm: 0.5 }],
    ['half a km by large van, with special delivery', { zone: 'upTo100Km', vehicle: 'largeVan', distanceKm: 0.5, options: ['special'] }],
    ['half a km beyond the gate (the tariff applies, the gate is step 4’s)', { zone: 'over100Km', vehicle: 'van', distanceKm: 0.5 }],
    [
      'the last tenth before the gate, at the weekend',
      { zone: 'upTo100Km', vehicle: 'van', speed: 'weekend', distanceKm: km(distanceGateKm - 0.1) },
    ],
    ['the last tenth before the longest trip', { zone: 'over100Km', vehicle: 'largeVan', distanceKm: km(maxDistanceKm - 0.1) }],
    ['12.5 km, urgent: the share of base and distance rounded', { zone: 'upTo100Km', speed: 'urgent', distanceKm: 12.5 }],
    [
      '0.3 km by large van, urgent (0.3 × 0.6 is not 0.18 in floats)',
      { zone: 'upTo100Km', vehicle: 'largeVan', speed: 'urgent', distanceKm: 0.3 },
    ],
    ['110.1 km beyond the gate', { zone: 'over100Km', distanceKm: 110.1 }],
    ['2.5 km by van at the weekend', { zone: 'upTo100Km', vehicle: 'van', speed: 'weekend', distanceKm: 2.5 }],
    ['half a km past the gate, at night', { zone: 'over100Km', speed: 'night', distanceKm: km(distanceGateKm + 0.5) }],
  ] as [string, Partial<Shipment>][])('%s', (_name, shipment) => {
    const q = quote(trip(shipment));
    expect(q).toEqual(quoteByHand(trip(shipment)));
    for (const line of [q.base, q.distance, q.surcharge, q.returnTrip, q.total]) expect(Number.isInteger(line)).toBe(true);
  });

  it('takes 12.25 km as 12.3 km and 12.24 km as 12.2 km, halves up', () => {
    for (const vehicle of vehicles) {
      expect(quote(trip({ zone: 'upTo100Km', vehicle, distanceKm: 12.25 }))).toEqual(
        quote(trip({ zone: 'upTo100Km', vehicle, distanceKm: 12.3 })),
      );
      expect(quote(trip({ zone: 'upTo100Km', vehicle, distanceKm: 12.24 }))).toEqual(
        quote(trip({ zone: 'upTo100Km', vehicle, distanceKm: 12.2 })),
      );
    }
  });

  it('counts a negative distance as none', () => {
    for (const zone of zones) expect(quote(trip({ zone, distanceKm: -5 }))).toEqual(quote(trip({ zone, distanceKm: 0 })));
  });

  it('returns whole cents whose sum is the total, on every trip', () => {
    for (const zone of zones) {
      for (const speed of speeds) {
        for (const shipment of tripsOf(zone, speed)) {
          const q = quote(shipment);
          const lines = [q.base, q.distance, q.surcharge, q.returnTrip, ...q.options.map((option) => option.cents)];
          for (const line of lines) expect(Number.isInteger(line), named(shipment)).toBe(true);
          expect(
            lines.reduce((sum, line) => sum + line, 0),
            named(shipment),
          ).toBe(q.total);
        }
      }
    }
  });

  it('prices the default trip (SPEC §4) at its zone and vehicle’s base', () => {
    expect(quote(defaultShipment).total).toBe(tariff.base[defaultShipment.zone][defaultShipment.vehicle]);
  });

  it('prices each option at the tariff, and offers the return only in Brussels', () => {
    // Each option is priced at the tariff's fee of its name (the return's fee is the Brussels one), and each fee has its option.
    const feeOf = (id: string) => (id === 'return' ? 'brusselsReturn' : id);
    const cents = Object.fromEntries(simulatorOptions.map((option) => [feeOf(option.id), option.cents]));
    expect(cents).toEqual(tariff.options);
    for (const zone of zones) expect(optionsFor(zone).some((option) => option.id === 'return')).toBe(isBrusselsZone(zone));
  });

  it('does not change the shipment it is given', () => {
    const shipment = trip({ zone: 'over100Km', distanceKm: 150.04, options: ['return', 'waiting'] });
    const copy = structuredClone(shipment);
    quote(shipment);
    expect(shipment).toEqual(copy);
  });
});

describe('relations a buyer relies on, whatever the figures', () => {
  it('Urgent, Night and Weekend cost at least the day speed for the same trip, and the same as each other', () => {
    for (const zone of zones) {
      for (const day of tripsOf(zone, 'day')) {
        const totals = outOfDay.map((speed) => quote({ ...day, speed }).total);
        for (const total of totals) expect(total, named(day)).toBeGreaterThanOrEqual(quote(day).total);
        expect(new Set(totals).size, named(day)).toBe(1);
      }
    }
  });

  it(`includes VAT at ${vatRatePct} %: the excl.-VAT price is the nearest cent, and × ${1 + vatRatePct / 100} gives the total back to the cent`, () => {
    const factor = 100 + vatRatePct;
    for (const zone of zones) {
      for (const speed of speeds) {
        for (const shipment of tripsOf(zone, speed)) {
          const total = quote(shipment).total;
          const price = vatPrice(total);
          expect(price.inclCents).toBe(total);
          expect(price.exclCents, named(shipment)).toBe(exclVatByHand(total));
          expect(exclVatCents(total)).toBe(price.exclCents);
          // Nearest cent: |excl × 1.21 − incl| is at most half a cent of excl, so less than a cent of incl.
          expect(Math.abs(price.exclCents * factor - total * 100), named(shipment)).toBeLessThanOrEqual(factor / 2);
          expect(Math.abs((price.exclCents * factor) / 100 - total), named(shipment)).toBeLessThan(1);
        }
      }
    }
  });

  it('prices every vehicle the same beyond 100 km, and says so where it is true', () => {
    expect(sameForEveryVehicle('over100Km')).toBe(true);
    for (const zone of zones) {
      let same = true;
      for (const speed of speeds) {
        for (const distanceKm of distances) {
          for (const options of optionSets) {
            const totals = new Set(vehicles.map((vehicle) => quote(trip({ zone, vehicle, speed, distanceKm, options })).total));
            if (zone === 'over100Km') expect(totals.size, `${speed} ${distanceKm} km [${options}]`).toBe(1);
            same &&= totals.size === 1;
          }
        }
      }
      expect(sameForEveryVehicle(zone), zone).toBe(same);
    }
  });

  it('prices a Brussels trip flat: the distance changes nothing', () => {
    for (const zone of zones.filter(isBrusselsZone)) {
      for (const speed of speeds) {
        for (const shipment of tripsOf(zone, speed)) {
          expect(quote(shipment), named(shipment)).toEqual(quote({ ...shipment, distanceKm: 0 }));
        }
      }
    }
  });

  it('never takes the options into the out-of-day share: each adds its own price and nothing more', () => {
    for (const zone of zones) {
      for (const speed of speeds) {
        for (const shipment of tripsOf(zone, speed)) {
          const bare = quote({ ...shipment, options: [] });
          const dressed = quote(shipment);
          const added = optionsFor(zone)
            .filter((option) => shipment.options.includes(option.id))
            .reduce((sum, option) => sum + option.cents, 0);
          expect(dressed.surcharge, named(shipment)).toBe(bare.surcharge);
          expect(dressed.total - bare.total, named(shipment)).toBe(added);
        }
      }
    }
  });

  it('counts the return by the km beyond Brussels, whether ticked or not, and as the option in Brussels', () => {
    for (const zone of zones) {
      for (const distanceKm of distances) {
        const without = quote(trip({ zone, distanceKm }));
        const ticked = quote(trip({ zone, distanceKm, options: ['return'] }));
        if (returnIsAutomatic(zone)) {
          expect(ticked).toEqual(without);
          expect(without.returnTrip).toBe(kmCents(distanceKm, tariff.returnPerKm));
        } else {
          expect(without.returnTrip).toBe(0);
          expect(ticked.total - without.total).toBe(tariff.options.brusselsReturn);
        }
      }
    }
  });

  it('never prices a longer trip lower in a zone priced by the km', () => {
    const sorted = [...distances].sort((a, b) => a - b);
    for (const zone of zones.filter((z) => !isBrusselsZone(z))) {
      for (const speed of speeds) {
        for (const vehicle of vehicles) {
          const totals = sorted.map((distanceKm) => quote(trip({ zone, vehicle, speed, distanceKm })).total);
          for (let i = 1; i < totals.length; i++)
            expect(totals[i], `${zone} ${vehicle} ${speed} ${sorted[i]} km`).toBeGreaterThanOrEqual(totals[i - 1]!);
        }
      }
    }
  });
});

describe('zone helpers', () => {
  it('knows the Brussels zones, priced flat, where the return is optional', () => {
    expect(zones.filter(isBrusselsZone)).toEqual(['brusselsCentre', 'brusselsArea']);
    for (const zone of zones) expect(returnIsAutomatic(zone), zone).toBe(!isBrusselsZone(zone));
  });
});

describe('distanceGate (SPEC §4, §5)', () => {
  const gate = distanceGateKm;
  const cases: [Zone, number, 'tooFar' | 'tooShort' | null][] = [
    ['upTo100Km', 0, null],
    ['upTo100Km', 0.5, null],
    ['upTo100Km', km(gate - 0.1), null],
    ['upTo100Km', gate, null],
    ['upTo100Km', km(gate + 0.1), 'tooFar'],
    ['upTo100Km', km(gate + 0.5), 'tooFar'],
    ['upTo100Km', maxDistanceKm, 'tooFar'],
    ['over100Km', 0, null],
    ['over100Km', 0.1, 'tooShort'],
    ['over100Km', gate / 2, 'tooShort'],
    ['over100Km', gate, 'tooShort'],
    ['over100Km', km(gate + 0.1), null],
    ['over100Km', gate + 1, null],
    ['over100Km', maxDistanceKm, null],
    ['brusselsCentre', 0, null],
    ['brusselsCentre', gate + gate / 2, null],
    ['brusselsArea', gate / 2, null],
    ['brusselsArea', gate + 1, null],
  ];

  it.each(cases)('%s at %s km → %s', (zone, distanceKm, expected) => {
    expect(distanceGate({ zone, distanceKm })).toBe(expected);
  });
});
