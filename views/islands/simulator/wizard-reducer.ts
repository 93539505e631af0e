/**
 * The price simulator's state in the browser, as one pure reducer (tests/unit/wizard-reducer.test.ts): the
 * wizard's state (shared/offer/simulator-state.ts, what the URL carries) plus what the visitor is typing (the
 * distance, the two places) and the estimate those places give. The island (../price-simulator.tsx) only
 * dispatches and draws.
 */
import type { Lang } from '../../../shared/langs';
import type { When } from '../../../shared/offer/moment';
import type { Shipment } from '../../../shared/offer/quote';
import type { DistanceProblem, PricedChoice, WizardState } from '../../../shared/offer/simulator-state';
import { parseDistance } from '../../../shared/offer/simulator-state';
import { distanceGate, isBrusselsZone } from '../../../shared/offer/tariff';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import { estimateTrip } from '../../../shared/offer/trip-zone';
import type { PlaceIndex, RouteText } from '../../../shared/places/places';
import { maxPlaceLength } from '../../../shared/places/places';
import { pairOf } from './places';

/** Where a move of the visitor takes the focus: the step's heading, or the chosen price's. */
export type FocusTarget = 'step' | 'chosen';

/** The island's whole state. */
export type SimulatorView = {
  wizard: WizardState;
  /** The distance field as typed, and whether the visitor edited it since the state arrived. */
  distanceText: string;
  distanceEdited: boolean;
  /** The two place fields as typed, and the estimate they give (null while unknown or empty). */
  typed: RouteText;
  estimate: TripEstimate | null;
  /** The pair of places whose estimate last filled the distance (./places.ts `pairOf`). */
  filledPair: string;
  /** True once the list of places is wanted: a place field focused or holding a name, or step 4. */
  placesWanted: boolean;
  /** Counts the visitor's moves, so that each brings its heading into view and takes the focus there. */
  move: { count: number; to: FocusTarget };
};

/** What can happen to the simulator. */
export type SimulatorAction =
  /** A new state arrives (a submit, a quick quote, Back, Reset, a price picked), with its estimate. */
  | { type: 'arrive'; wizard: WizardState; estimate: TripEstimate | null; to: FocusTarget }
  /** A choice of the current step changed (zone, vehicle, speed, options). */
  | { type: 'choose'; change: Partial<Shipment> }
  /** The moment the job is needed chosen on the result (issue 36): as soon as possible, a date and time, or none. */
  | { type: 'when'; when: When | undefined }
  /** The distance field typed. */
  | { type: 'typeDistance'; text: string }
  /** A place field typed or picked; `places`: the list, when it has arrived. */
  | { type: 'typePlace'; field: keyof RouteText; value: string; places: PlaceIndex | null; lang: Lang }
  /** The list of places arrived: places typed before it are looked up now. */
  | { type: 'placesArrived'; places: PlaceIndex; lang: Lang }
  /** A place field left: say whether we know its name. */
  | { type: 'placeDone'; places: PlaceIndex | null; lang: Lang }
  /** A place field focused: fetch the list. */
  | { type: 'wantPlaces' };

/** The island's first state, from the state the server rendered and its estimate. */
export function initialView(wizard: WizardState, estimate: TripEstimate | null): SimulatorView {
  return {
    wizard,
    distanceText: String(wizard.shipment.distanceKm),
    distanceEdited: false,
    typed: { from: wizard.route.from, to: wizard.route.to },
    estimate,
    filledPair: pairOf(estimate),
    placesWanted: Boolean(wizard.route.from || wizard.route.to),
    move: { count: 0, to: 'step' },
  };
}

/** The state with the shipment changed, the distance's problem cleared. */
function choose(view: SimulatorView, change: Partial<Shipment>): SimulatorView {
  return { ...view, wizard: { ...view.wizard, shipment: { ...view.wizard.shipment, ...change }, distanceProblem: null } };
}

/** Both places known: a new pair sets the zone and fills the distance with its estimate; else the estimate on screen goes. */
function follow(view: SimulatorView, typed: RouteText, places: PlaceIndex, lang: Lang): SimulatorView {
  const found = estimateTrip(typed, places, lang);
  if (found?.kind === 'known') {
    const next = choose({ ...view, typed, estimate: found }, { zone: found.zone });
    const pair = pairOf(found);
    return pair === view.filledPair ? next : { ...next, filledPair: pair, distanceText: String(found.km), distanceEdited: true };
  }
  // A name being typed is judged when the field is left; an emptied field drops the estimate at once.
  return view.estimate?.kind === 'known' || found === null ? { ...view, typed, estimate: null } : { ...view, typed };
}

/** The simulator's reducer: pure, so each transition is tested on its own. */
export function simulatorReducer(view: SimulatorView, action: SimulatorAction): SimulatorView {
  switch (action.type) {
    case 'arrive':
      return {
        ...initialView(action.wizard, action.estimate),
        placesWanted: view.placesWanted,
        move: { count: view.move.count + 1, to: action.to },
      };
    case 'choose':
      return choose(view, action.change);
    case 'when':
      return { ...view, wizard: withWhen(view.wizard, action.when) };
    case 'typeDistance':
      return { ...view, distanceText: action.text, distanceEdited: true };
    case 'typePlace': {
      const typed = { ...view.typed, [action.field]: action.value.slice(0, maxPlaceLength) };
      const wanted = { ...view, placesWanted: true };
      return action.places ? follow(wanted, typed, action.places, action.lang) : { ...wanted, typed };
    }
    case 'placesArrived':
      return view.estimate?.kind === 'known' ? view : follow(view, view.typed, action.places, action.lang);
    case 'placeDone':
      return action.places ? { ...view, estimate: estimateTrip(view.typed, action.places, action.lang) } : view;
    case 'wantPlaces':
      return view.placesWanted ? view : { ...view, placesWanted: true };
  }
}

/** The wizard's state with the moment the job is needed (none: the key goes, as the URL drops the parameter). */
export function withWhen(wizard: WizardState, when: When | undefined): WizardState {
  const { when: _old, ...rest } = wizard;
  return when ? { ...rest, when } : rest;
}

/** The wizard's state once a price of the trip is picked: that speed and size, shown as the result. */
export function picked(wizard: WizardState, choice: PricedChoice): WizardState {
  return { ...wizard, shipment: { ...wizard.shipment, ...choice }, step: 'result', distanceProblem: null };
}

/** What is wrong with the distance at step 4, judged on what is typed once edited (Next enables as soon as it is right). */
export function distanceProblemOf(view: SimulatorView): DistanceProblem | null {
  const { shipment, step } = view.wizard;
  const typed = parseDistance(view.distanceText);
  const fromPlaces = view.estimate?.kind === 'known' && typed.km === view.estimate.km;
  if (step !== 4 || isBrusselsZone(shipment.zone) || !view.distanceEdited || fromPlaces) return view.wizard.distanceProblem;
  return typed.problem ?? distanceGate({ zone: shipment.zone, distanceKm: typed.km });
}

/** The distance the places gave, carried so that a distance still equal to it follows the places. */
export function routeKmOf(view: SimulatorView): number | null {
  const { estimate } = view;
  return estimate?.kind === 'known' && pairOf(estimate) === view.filledPair ? estimate.km : view.wizard.route.km;
}
