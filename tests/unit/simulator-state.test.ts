import { describe, expect, it } from 'vitest';
import { defaultShipment } from '../../shared/offer/quote';
import { zoneParam } from '../../shared/offer/url-params';
import type { WizardState } from '../../shared/offer/simulator-state';
import { initialWizard, parseDistance, parsePick, pickValue, wizardFromQuery, wizardQuery } from '../../shared/offer/simulator-state';

const defaults = {
  zone: 'brusselsCentre',
  vehicle: 'scooterOrCar',
  speed: 'day',
  distanceKm: 0,
  options: [],
} as const;

/** No places typed at step 4. */
const noRoute = { from: '', to: '', fill: false, km: null };

/** The query object Express's simple parser would give for a query string. */
function queryOf(search: string): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

describe('parseDistance', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0', 0],
    ['0.5', 0.5],
    ['  7  ', 7],
    ['100', 100],
    ['100.5', 100.5],
    ['2000', 2000],
    ['007', 7],
    // Taken to the tenth of a km, halves up.
    ['12.25', 12.3],
    ['12.24', 12.2],
    ['12.345', 12.3],
    ['100.04', 100],
    ['100.05', 100.1],
  ])('reads %j as %s km', (text, km) => {
    expect(parseDistance(text)).toEqual({ km, problem: null });
  });

  it.each([[''], ['   '], [undefined], [null]])('reads an empty value (%j) as 0 km, no problem', (value) => {
    expect(parseDistance(value)).toEqual({ km: 0, problem: null });
  });

  it.each([
    ['-5'],
    ['-0'],
    ['abc'],
    ['<b>'],
    ['<script>alert(1)</script>'],
    ['1e309'],
    ['1e3'],
    ['Infinity'],
    ['NaN'],
    ['0x10'],
    ['12.5.5'],
    ['12,5,5'],
    ['12 5'],
    ['1234567'],
    ['12.3456'],
    ['9'.repeat(10_000)],
    ['1'.repeat(400) + '.5'],
  ])('refuses %j as invalid', (text) => {
    expect(parseDistance(text)).toEqual({ km: 0, problem: 'invalid' });
  });

  it.each([['2000.1'], ['2001'], ['999999'], ['999999.999']])('refuses %j as too large', (text) => {
    expect(parseDistance(text)).toEqual({ km: 0, problem: 'tooLarge' });
  });

  it.each([[['5', '6']], [{ a: '5' }], [12], [true]])('ignores a value that is not one string (%j)', (value) => {
    expect(parseDistance(value)).toEqual({ km: 0, problem: null });
  });
});

describe('wizardFromQuery', () => {
  it('gives the defaults of SPEC §4 for an empty query', () => {
    expect(wizardFromQuery({})).toEqual({ shipment: defaults, step: 1, distanceProblem: null, route: noRoute });
    expect(initialWizard).toEqual({ shipment: defaults, step: 1, distanceProblem: null, route: noRoute });
    expect(defaultShipment).toEqual(defaults);
  });

  it('reads every field of a full query', () => {
    expect(
      wizardFromQuery(queryOf('zone=national&vehicle=van&urgency=night&distance=150&return=1&waiting=1&special=1&step=result')),
    ).toEqual({
      shipment: { zone: 'over100Km', vehicle: 'van', speed: 'night', distanceKm: 150, options: ['return', 'waiting', 'special'] },
      step: 'result',
      distanceProblem: null,
      route: noRoute,
    });
  });

  it.each(['1', '2', '3', '4', '5'])('reads step=%s', (step) => {
    expect(wizardFromQuery({ zone: 'nearby_cities', step }).step).toBe(Number(step));
  });

  it('skips step 4 in the Brussels zones (it does not apply): asked for, it is step 5', () => {
    expect(wizardFromQuery({ step: '4' }).step).toBe(5);
    expect(wizardFromQuery({ zone: 'brussels_periphery', step: '4' }).step).toBe(5);
  });

  it.each([['999'], ['0'], ['6'], ['-1'], ['Result'], ['1.0'], [' 2'], ['']])('falls back to step 1 for step=%j', (step) => {
    expect(wizardFromQuery({ step }).step).toBe(1);
  });

  it('falls back to the defaults for unknown zone, vehicle and urgency', () => {
    const state = wizardFromQuery({ zone: 'mars', vehicle: 'rocket', urgency: 'yesterday', step: '3' });
    expect(state.shipment).toEqual(defaults);
    expect(state.step).toBe(3);
  });

  it('is case-sensitive: "National" is not a zone', () => {
    expect(wizardFromQuery({ zone: 'National', vehicle: 'VAN', urgency: 'Urgent' }).shipment).toEqual(defaults);
  });

  it('falls back to the defaults for hostile markup', () => {
    const state = wizardFromQuery({
      zone: '<script>alert(1)</script>',
      vehicle: '"><img src=x onerror=alert(1)>',
      urgency: 'standard<b>',
      distance: '<b>',
    });
    expect(state.shipment).toEqual(defaults);
    expect(JSON.stringify(state)).not.toMatch(/[<>]/);
  });

  it('only takes "1" as a ticked option', () => {
    for (const value of ['on', 'true', 'yes', '0', '', '11', ' 1']) {
      const { shipment } = wizardFromQuery({ return: value, waiting: value, special: value });
      expect(shipment.options).toEqual([]);
    }
  });

  it('falls back to the defaults for repeated parameters (arrays)', () => {
    const state = wizardFromQuery(
      queryOf(
        'zone=national&zone=nearby_cities&vehicle=van&vehicle=truck&urgency=night&urgency=weekend' +
          '&distance=150&distance=20&return=1&return=1&waiting=1&waiting=1&special=1&special=1&step=result&step=5',
      ),
    );
    expect(state).toEqual({ shipment: defaults, step: 1, distanceProblem: null, route: noRoute });
  });

  it('falls back to the defaults for nested parameters (objects)', () => {
    const state = wizardFromQuery({ zone: { national: '1' }, distance: { value: '150' }, step: { result: '1' }, return: ['1'] });
    expect(state).toEqual({ shipment: defaults, step: 1, distanceProblem: null, route: noRoute });
  });

  it('ignores __proto__ and constructor keys, and never pollutes Object.prototype', () => {
    const parsed = JSON.parse(
      '{"__proto__": {"zone": "national", "polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "prototype": "x"}',
    ) as Record<string, unknown>;
    expect(wizardFromQuery(parsed)).toEqual({ shipment: defaults, step: 1, distanceProblem: null, route: noRoute });
    expect(wizardFromQuery(queryOf('__proto__=national&constructor=van&__proto__%5Bzone%5D=national'))).toEqual(initialWizard);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('does not take %j as a choice', (name) => {
    const state = wizardFromQuery({ zone: name, vehicle: name, urgency: name, distance: name, step: name });
    expect(state).toEqual({ shipment: defaults, step: 1, distanceProblem: null, route: noRoute });
  });

  it('works on a plain object whose prototype carries constructor and toString', () => {
    expect(wizardFromQuery({ zone: 'national', distance: '150', step: '5' })).toEqual({
      shipment: { ...defaults, zone: 'over100Km', distanceKm: 150 },
      step: 5,
      distanceProblem: null,
      route: noRoute,
    });
  });

  it('reads a comma decimal distance', () => {
    expect(wizardFromQuery({ zone: 'nearby_cities', distance: '12,5', step: 'result' })).toEqual({
      shipment: { ...defaults, zone: 'upTo100Km', distanceKm: 12.5 },
      step: 'result',
      distanceProblem: null,
      route: noRoute,
    });
  });

  describe('distance problems, never an exception', () => {
    it.each([
      ['-5', 'invalid'],
      ['abc', 'invalid'],
      ['1e309', 'invalid'],
      ['<b>', 'invalid'],
      ['9'.repeat(5000), 'invalid'],
      ['2000.1', 'tooLarge'],
      ['999999', 'tooLarge'],
    ] as const)('distance=%j outside Brussels → %s at step 4', (distance, problem) => {
      for (const zone of ['upTo100Km', 'over100Km'] as const) {
        const state = wizardFromQuery({ zone: zoneParam[zone], distance, step: 'result' });
        expect(state).toEqual({ shipment: { ...defaults, zone, distanceKm: 0 }, step: 4, distanceProblem: problem, route: noRoute });
      }
    });

    it('names the problem without moving an earlier step', () => {
      expect(wizardFromQuery({ zone: 'nearby_cities', distance: 'abc', step: '2' })).toMatchObject({ step: 2, distanceProblem: 'invalid' });
      expect(wizardFromQuery({ zone: 'nearby_cities', distance: '150', step: '4' })).toMatchObject({ step: 4, distanceProblem: 'tooFar' });
    });

    it('ignores the distance in the Brussels zones, whatever it is', () => {
      for (const zone of ['brussels_center', 'brussels_periphery']) {
        for (const distance of ['abc', '-5', '999999', '150']) {
          const state = wizardFromQuery({ zone, distance, step: 'result' });
          expect(state.step).toBe('result');
          expect(state.distanceProblem).toBeNull();
        }
      }
    });

    it('never throws, whatever the query', () => {
      const hostile: Record<string, unknown>[] = [
        { zone: 'x'.repeat(100_000), distance: '9'.repeat(100_000), step: '9'.repeat(100_000) },
        { zone: null, vehicle: undefined, urgency: 42, distance: NaN, step: Symbol('x') },
        { distance: Infinity, step: ['result'] },
        Object.create(null) as Record<string, unknown>,
      ];
      for (const query of hostile) {
        expect(() => wizardFromQuery(query)).not.toThrow();
        expect(wizardFromQuery(query).shipment.zone).toBe('brusselsCentre');
      }
    });
  });

  describe('the step-4 gate', () => {
    it.each([
      ['nearby_cities', '150', 'result', 'tooFar'],
      ['nearby_cities', '150', '5', 'tooFar'],
      ['nearby_cities', '100.5', 'result', 'tooFar'],
      ['nearby_cities', '100.05', 'result', 'tooFar'],
      ['national', '50', 'result', 'tooShort'],
      ['national', '50', '5', 'tooShort'],
      ['national', '0.1', 'result', 'tooShort'],
      ['national', '100', 'result', 'tooShort'],
      ['national', '100.04', 'result', 'tooShort'],
    ] as const)('%s at %s km, step=%s → step 4, %s', (zone, distance, step, problem) => {
      const state = wizardFromQuery({ zone, distance, step });
      expect(state.step).toBe(4);
      expect(state.distanceProblem).toBe(problem);
      expect(zoneParam[state.shipment.zone]).toBe(zone);
    });

    it.each([
      ['nearby_cities', '100'],
      ['nearby_cities', '100.04'],
      ['nearby_cities', '0'],
      ['nearby_cities', ''],
      ['national', '0'],
      ['national', ''],
      ['national', '100.05'],
      ['national', '101'],
      ['national', '2000'],
    ])('%s at %j km passes to the result', (zone, distance) => {
      const state = wizardFromQuery({ zone, distance, step: 'result' });
      expect(state.step).toBe('result');
      expect(state.distanceProblem).toBeNull();
    });
  });
});

describe('wizardQuery', () => {
  it('writes the defaults', () => {
    expect(wizardQuery(initialWizard)).toBe('zone=brussels_center&vehicle=scooter&urgency=standard&distance=0&step=1');
  });

  it('writes the options as 1 and the result step', () => {
    const state: WizardState = {
      shipment: { zone: 'over100Km', vehicle: 'van', speed: 'night', distanceKm: 150, options: ['return', 'waiting', 'special'] },
      step: 'result',
      distanceProblem: null,
      route: noRoute,
    };
    expect(wizardQuery(state)).toBe('zone=national&vehicle=van&urgency=night&distance=150&return=1&waiting=1&special=1&step=result');
  });

  it('writes half kilometres with a dot', () => {
    const state: WizardState = {
      shipment: { ...defaults, zone: 'upTo100Km', distanceKm: 12.5 },
      step: 4,
      distanceProblem: null,
      route: noRoute,
    };
    expect(wizardQuery(state)).toBe('zone=nearby_cities&vehicle=scooter&urgency=standard&distance=12.5&step=4');
  });

  it.each([
    'zone=national&vehicle=van&urgency=night&distance=150&return=1&step=result',
    'zone=brussels_periphery&vehicle=truck&urgency=weekend&distance=0&return=1&waiting=1&special=1&step=5',
    'zone=nearby_cities&vehicle=scooter&urgency=urgent&distance=12.5&waiting=1&step=3',
    'zone=nearby_cities&vehicle=van&urgency=standard&distance=150&step=4',
    'zone=national&vehicle=truck&urgency=standard&distance=50&special=1&step=4',
    'zone=national&vehicle=truck&urgency=standard&distance=1999.9&step=result',
    'zone=brussels_center&vehicle=scooter&urgency=standard&distance=0&step=1',
  ])('round-trips %s', (search) => {
    const state = wizardFromQuery(queryOf(search));
    expect(wizardQuery(state)).toBe(search);
    expect(wizardFromQuery(queryOf(wizardQuery(state)))).toEqual(state);
  });

  it('gives a canonical query for a messy one', () => {
    const state = wizardFromQuery(queryOf('step=result&distance=12,50&zone=nearby_cities&return=1&extra=x&vehicle=bike'));
    expect(wizardQuery(state)).toBe('zone=nearby_cities&vehicle=scooter&urgency=standard&distance=12.5&return=1&step=result');
  });

  it('puts a gated request back at step 4', () => {
    const state = wizardFromQuery(queryOf('zone=nearby_cities&distance=150&step=result'));
    expect(wizardQuery(state)).toBe('zone=nearby_cities&vehicle=scooter&urgency=standard&distance=150&step=4');
  });
});

describe('a priced option picked on the result (issue 28)', () => {
  it('reads "urgency.vehicle" and nothing else', () => {
    expect(parsePick('urgent.van')).toEqual({ speed: 'urgent', vehicle: 'van' });
    expect(parsePick('weekend.truck')).toEqual({ speed: 'weekend', vehicle: 'largeVan' });
    expect(pickValue({ speed: 'day', vehicle: 'largeVan' })).toBe('standard.truck');
    expect(parsePick(pickValue({ speed: 'weekend', vehicle: 'largeVan' }))).toEqual({ speed: 'weekend', vehicle: 'largeVan' });
    for (const bad of ['urgent', 'van.urgent', 'urgent.van.x', 'urgent.bus', '', ['urgent.van'], { a: 1 }, undefined])
      expect(parsePick(bad)).toBeNull();
  });

  it('sets the speed and the vehicle and shows the result, the trip kept', () => {
    const state = wizardFromQuery(
      queryOf('zone=national&vehicle=scooter&urgency=standard&distance=150&waiting=1&from=Li%C3%A8ge&to=Gent&routeKm=150&pick=night.van'),
    );
    expect(state.step).toBe('result');
    expect(state.shipment).toMatchObject({ zone: 'over100Km', vehicle: 'van', speed: 'night', distanceKm: 150, options: ['waiting'] });
    expect(state.route).toMatchObject({ from: 'Liège', to: 'Gent' });
  });

  it('still stops at step 4 when the distance fails its gate', () => {
    expect(wizardFromQuery(queryOf('zone=nearby_cities&distance=150&pick=urgent.van')).step).toBe(4);
  });
});
