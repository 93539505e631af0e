/**
 * The moment a job is needed as the simulator carries it (issue 36): the URL's `when` read and written back
 * (shared/offer/simulator-state.ts), the first value not empty when the result's GET form sends two, the reducer's
 * `when` action (views/islands/simulator/wizard-reducer.ts), and a new trip or a price picked keeping it.
 */
import { describe, expect, it } from 'vitest';
import { placeIndex } from '../../shared/places/list';
import { momentOf, promiseAt, whenParam } from '../../shared/offer/moment';
import { initialWizard, withRouteEstimate, whenFromQuery, wizardFromQuery, wizardQuery } from '../../shared/offer/simulator-state';
import { estimateTrip } from '../../shared/offer/trip-zone';
import {
  initialView,
  picked,
  type SimulatorAction,
  simulatorReducer,
  type SimulatorView,
} from '../../views/islands/simulator/wizard-reducer';
import { dayName } from '../../shared/offer/calendar';
import { clockText, speedThatRuns } from '../../views/islands/simulator/moment-words';

/** The query object Express's simple parser gives for a query string: a repeated name becomes an array. */
function queryOf(search: string): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

const run = (view: SimulatorView, ...actions: SimulatorAction[]) => actions.reduce(simulatorReducer, view);

describe('the URL’s when', () => {
  it.each([
    ['asap', 'asap'],
    ['2026-12-02T16:30', { day: '2026-12-02', hour: 16, minute: 30 }],
    ['2026-12-25T00:00', { day: '2026-12-25', hour: 0, minute: 0 }],
  ])('reads %j', (value, when) => {
    expect(wizardFromQuery({ step: 'result', when: value }).when).toEqual(when);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['none'],
    [''],
    ['ASAP'],
    ['2026-02-30T10:00'],
    ['2026-12-02T24:00'],
    ['2026-12-02T16:60'],
    ['2026-12-02 16:30'],
    ['2026-12-02T16:30:00'],
    ['2026-13-01T10:00'],
    ['20261-12-02T16:30'],
  ])('ignores %j: no moment, SPEC’s weekday prices', (value) => {
    const state = wizardFromQuery({ step: 'result', when: value });
    expect(state).not.toHaveProperty('when');
    expect(state).toEqual(wizardFromQuery({ step: 'result' }));
  });

  it('ignores a nested value', () => {
    expect(wizardFromQuery({ when: { a: 'asap' } })).not.toHaveProperty('when');
    expect(whenFromQuery(undefined)).toBeUndefined();
  });

  it.each([
    // The result's form: the buttons stand before the date field, "as soon as possible" once chosen after it.
    ['when=asap&when=', 'asap'],
    ['when=asap&when=2026-12-02T16:30', 'asap'],
    ['when=&when=asap', 'asap'],
    ['when=2026-12-02T16:30&when=asap', '2026-12-02T16:30'],
    ['when=none&when=2026-12-02T16:30', undefined],
    ['when=none&when=&when=asap', undefined],
    ['when=', undefined],
  ])('of several values, takes the first one not empty: %s', (search, when) => {
    const state = wizardFromQuery(queryOf(`step=result&${search}`));
    expect(state.when && whenParam(state.when)).toBe(when);
  });

  it.each([
    ['zone=brussels_periphery&vehicle=van&urgency=urgent&distance=0&when=asap&step=result'],
    ['zone=national&vehicle=truck&urgency=standard&distance=150&when=2026-12-25T09%3A00&step=result'],
    ['zone=nearby_cities&vehicle=scooter&urgency=night&distance=40&when=2026-12-02T16%3A30&step=3'],
  ])('round-trips %s', (search) => {
    const state = wizardFromQuery(queryOf(search));
    expect(wizardQuery(state)).toBe(search);
    expect(wizardFromQuery(queryOf(wizardQuery(state)))).toEqual(state);
  });

  it('is left out of the URL when none is chosen, as before', () => {
    expect(wizardQuery(wizardFromQuery({ step: 'result' }))).not.toContain('when');
  });

  it('survives the places being looked up (the quick quote)', () => {
    const asked = wizardFromQuery({ from: 'Ixelles', to: 'Uccle', step: 'quote', when: '2026-12-02T16:30' });
    const state = withRouteEstimate(asked, estimateTrip(asked.route, placeIndex, 'fr'));
    expect(state).toMatchObject({ step: 'result', shipment: { zone: 'brusselsArea' }, when: { day: '2026-12-02', hour: 16, minute: 30 } });
  });
});

describe('the reducer carries the moment like the other choices', () => {
  const result = initialView(wizardFromQuery({ zone: 'national', distance: '150', step: 'result' }), null);

  it('sets "as soon as possible", a date, and none again', () => {
    const asap = run(result, { type: 'when', when: 'asap' });
    expect(asap.wizard.when).toBe('asap');
    expect(asap.wizard.shipment).toEqual(result.wizard.shipment);
    const at = run(asap, { type: 'when', when: { day: '2026-12-06', hour: 10, minute: 0 } });
    expect(at.wizard.when).toEqual({ day: '2026-12-06', hour: 10, minute: 0 });
    const none = run(at, { type: 'when', when: undefined });
    expect(none.wizard).not.toHaveProperty('when');
    expect(none.wizard).toEqual(result.wizard);
    // A change in place: no move, the focus stays on the control.
    expect(none.move).toEqual(result.move);
  });

  it('keeps it through a choice, a price picked, and a state arriving from the URL', () => {
    const at = run(result, { type: 'when', when: 'asap' }, { type: 'choose', change: { options: ['waiting'] } });
    expect(at.wizard.when).toBe('asap');
    expect(picked(at.wizard, { speed: 'urgent', vehicle: 'van' }).when).toBe('asap');
    const back = run(at, {
      type: 'arrive',
      wizard: wizardFromQuery({ step: 'result', when: '2026-12-25T09:00' }),
      estimate: null,
      to: 'step',
    });
    expect(back.wizard.when).toEqual({ day: '2026-12-25', hour: 9, minute: 0 });
    expect(run(initialView(initialWizard, null), { type: 'choose', change: { zone: 'over100Km' } }).wizard).not.toHaveProperty('when');
  });
});

describe('the moment in words', () => {
  it('names the day and the time on a Brussels clock', () => {
    expect(dayName('fr', '2026-12-03')).toBe('jeudi 3 décembre');
    expect(dayName('nl', '2026-12-03')).toBe('donderdag 3 december');
    expect(clockText('fr', { hour: 16, minute: 30 })).toBe('16 h 30');
    expect(clockText('fr', { hour: 9, minute: 0 })).toBe('9 h');
    expect(clockText('nl', { hour: 16, minute: 5 })).toBe('16.05 uur');
    expect(clockText('nl', { hour: 9, minute: 0 })).toBe('9 uur');
  });

  it('points a speed that does not run to one that does: Weekend on a Sunday, Night at night', () => {
    const sunday = { day: '2026-12-06', hour: 14, minute: 0 };
    expect(speedThatRuns('day', sunday)).toBe('weekend');
    expect(speedThatRuns('night', sunday)).toBe('weekend');
    expect(speedThatRuns('weekend', sunday)).toBeUndefined();
    const tuesdayNight = { day: '2026-12-01', hour: 23, minute: 0 };
    expect(speedThatRuns('weekend', tuesdayNight)).toBe('night');
    expect(speedThatRuns('night', tuesdayNight)).toBeUndefined();
    const wednesday = { day: '2026-12-02', hour: 11, minute: 0 };
    expect(speedThatRuns('night', wednesday)).toBe('day');
    for (const m of [sunday, tuesdayNight, wednesday]) expect(speedThatRuns('urgent', m)).toBeUndefined();
  });

  it('keeps the span of the products that run in their own hours (Weekend, Night, Urgent)', () => {
    for (const m of [
      { day: '2026-12-06', hour: 14, minute: 0 },
      { day: '2026-12-02', hour: 11, minute: 0 },
    ]) {
      expect(promiseAt({ product: 'weekend', area: 'belgium' }, m)).toEqual({ kind: 'span' });
      expect(promiseAt({ product: 'night', area: 'belgium' }, m)).toEqual({ kind: 'span' });
      expect(promiseAt({ product: 'urgent', area: 'local' }, m)).toEqual({ kind: 'span' });
    }
  });

  it('counts "as soon as possible" from the instant given, on a Brussels clock', () => {
    // 15:30 UTC in December is 16:30 in Brussels; in July, 17:30.
    expect(momentOf('asap', new Date('2026-12-02T15:30:00Z'))).toEqual({ day: '2026-12-02', hour: 16, minute: 30 });
    expect(momentOf('asap', new Date('2026-07-01T15:30:00Z'))).toEqual({ day: '2026-07-01', hour: 17, minute: 30 });
  });
});

describe('the moment’s buttons on the result', () => {
  it('show the result again: a `when` with no step is the result, a step given still rules', () => {
    const trip = 'zone=national&vehicle=van&urgency=urgent&distance=150';
    expect(wizardFromQuery(queryOf(`${trip}&when=asap&when=`))).toMatchObject({ step: 'result', when: 'asap' });
    expect(wizardFromQuery(queryOf(`${trip}&when=none&when=2026-12-02T16%3A30`))).toMatchObject({ step: 'result' });
    expect(wizardFromQuery(queryOf(`${trip}&when=none`))).not.toHaveProperty('when');
    expect(wizardFromQuery(queryOf(`${trip}&when=asap&step=2`))).toMatchObject({ step: 2, when: 'asap' });
    expect(wizardFromQuery(queryOf(trip)).step).toBe(1);
  });
});
