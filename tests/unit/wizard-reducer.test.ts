/**
 * The simulator island's state as a pure reducer (views/islands/simulator/wizard-reducer.ts): each transition on
 * its own, without a browser.
 */
import { describe, expect, it } from 'vitest';
import { placeIndex } from '../../shared/places/list';
import { initialWizard, wizardFromQuery } from '../../shared/offer/simulator-state';
import { estimateTrip } from '../../shared/offer/trip-zone';
import { distanceGateKm } from '../../shared/offer/tariff';
import {
  distanceProblemOf,
  initialView,
  picked,
  routeKmOf,
  type SimulatorAction,
  simulatorReducer,
  type SimulatorView,
} from '../../views/islands/simulator/wizard-reducer';

const run = (view: SimulatorView, ...actions: SimulatorAction[]) => actions.reduce(simulatorReducer, view);
const start = initialView(initialWizard, null);

describe('the simulator reducer', () => {
  it('starts from the state the server rendered, the distance field showing its distance', () => {
    const wizard = wizardFromQuery({ zone: 'nearby_cities', distance: '42', step: '4' });
    const view = initialView(wizard, null);
    expect(view).toMatchObject({ distanceText: '42', distanceEdited: false, placesWanted: false, move: { count: 0 } });
  });

  it('a choice changes the shipment and clears a distance problem the URL brought', () => {
    const wizard = wizardFromQuery({ zone: 'nearby_cities', distance: String(distanceGateKm + 50), step: 'result' });
    expect(wizard.distanceProblem).toBe('tooFar');
    const view = run(initialView(wizard, null), { type: 'choose', change: { zone: 'over100Km' } });
    expect(view.wizard.shipment.zone).toBe('over100Km');
    expect(view.wizard.distanceProblem).toBeNull();
  });

  it('judges the typed distance at step 4 once edited, against the gate of the zone', () => {
    const view = initialView(wizardFromQuery({ zone: 'nearby_cities', step: '4' }), null);
    expect(distanceProblemOf(view)).toBeNull();
    expect(distanceProblemOf(run(view, { type: 'typeDistance', text: String(distanceGateKm + 1) }))).toBe('tooFar');
    expect(distanceProblemOf(run(view, { type: 'typeDistance', text: 'abc' }))).toBe('invalid');
    expect(distanceProblemOf(run(view, { type: 'typeDistance', text: String(distanceGateKm) }))).toBeNull();
  });

  it('two places known set the zone and fill the distance once per new pair; a distance typed after stands', () => {
    let view = run(
      start,
      { type: 'typePlace', field: 'from', value: 'Namur', places: placeIndex, lang: 'fr' },
      { type: 'typePlace', field: 'to', value: 'Hasselt', places: placeIndex, lang: 'fr' },
    );
    const found = estimateTrip({ from: 'Namur', to: 'Hasselt' }, placeIndex, 'fr');
    expect(found?.kind).toBe('known');
    if (found?.kind !== 'known') return;
    expect(view.wizard.shipment.zone).toBe(found.zone);
    expect(view.distanceText).toBe(String(found.km));
    expect(routeKmOf(view)).toBe(found.km);
    view = run(
      view,
      { type: 'typeDistance', text: '80' },
      { type: 'typePlace', field: 'to', value: 'Hasselt', places: placeIndex, lang: 'fr' },
    );
    expect(view.distanceText).toBe('80');
  });

  it('places typed before their list arrived are looked up when it arrives', () => {
    const typed = run(
      start,
      { type: 'typePlace', field: 'from', value: 'Uccle', places: null, lang: 'fr' },
      { type: 'typePlace', field: 'to', value: 'Ixelles', places: null, lang: 'fr' },
    );
    expect(typed.estimate).toBeNull();
    expect(typed.placesWanted).toBe(true);
    const arrived = run(typed, { type: 'placesArrived', places: placeIndex, lang: 'fr' });
    expect(arrived.estimate?.kind).toBe('known');
    expect(arrived.wizard.shipment.zone).toBe('brusselsArea');
  });

  it('an unknown name is judged when the field is left, not while it is typed', () => {
    const typing = run(start, { type: 'typePlace', field: 'from', value: 'Xyzzy', places: placeIndex, lang: 'fr' });
    expect(typing.estimate).toBeNull();
    const left = run(
      typing,
      { type: 'typePlace', field: 'to', value: 'Namur', places: placeIndex, lang: 'fr' },
      { type: 'placeDone', places: placeIndex, lang: 'fr' },
    );
    expect(left.estimate?.kind).toBe('unknown');
  });

  it('a new state arriving counts as a move, takes its estimate and resets what was typed', () => {
    const typed = run(start, { type: 'typeDistance', text: '12' }, { type: 'wantPlaces' });
    const asked = wizardFromQuery({ zone: 'national', distance: '150', step: '5' });
    const view = run(typed, { type: 'arrive', wizard: asked, estimate: null, to: 'step' });
    expect(view).toMatchObject({
      wizard: asked,
      distanceText: '150',
      distanceEdited: false,
      placesWanted: true,
      move: { count: 1, to: 'step' },
    });
  });

  it('a price picked shows the result with that speed and size', () => {
    const wizard = picked(wizardFromQuery({ zone: 'national', distance: '150', step: 'result' }), { speed: 'night', vehicle: 'largeVan' });
    expect(wizard).toMatchObject({ step: 'result', shipment: { speed: 'night', vehicle: 'largeVan' }, distanceProblem: null });
  });
});
