/**
 * The simulator's state and the URL: the wizard's steps and choices, read from a page's query and written
 * back to one. The query keeps SPEC §3's names (./url-params.ts maps them), so a shared link always works.
 */
import type { RouteText } from '../places/places';
import type { TripEstimate } from './trip-zone';
import { cleanPlaceText } from '../places/places';
import { type When, whenFromParam, whenParam } from './moment';
import { simulatorOptions } from './options';
import type { Shipment } from './quote';
import { defaultShipment } from './quote';
import type { Speed, Vehicle, Zone } from './tariff';
import { distanceGate, isBrusselsZone, maxDistanceKm } from './tariff';
import { choiceParams, speedFromParam, speedParam, vehicleFromParam, vehicleParam, zoneFromParam, zoneParam } from './url-params';

/** The wizard's steps: 1 zone, 2 vehicle, 3 speed, 4 distance, 5 options, then the result. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 'result';

/** What is wrong with the distance typed, if anything. */
export type DistanceProblem = 'invalid' | 'tooLarge' | 'tooFar' | 'tooShort';

/**
 * The places typed (fields `from` and `to`, at step 1, step 4 or the quick quote), `fill`: the zone
 * and the distance are to be derived from them, and `km`: the distance they gave when the page was
 * drawn (field `routeKm`), so that a distance still equal to it follows the places while one typed
 * by hand stands.
 */
export type WizardRoute = RouteText & { fill: boolean; km: number | null };

/**
 * The whole state of the simulator: the URL carries it, the server and the browser both read it. `when`: the moment
 * the job is needed (issue 36, the URL's `when`), absent when none is chosen (SPEC's weekday daytime prices).
 */
export type WizardState = {
  shipment: Shipment;
  step: WizardStep;
  distanceProblem: DistanceProblem | null;
  route: WizardRoute;
  when?: When;
};

/** The wizard's starting state. */
export const initialWizard: WizardState = {
  shipment: defaultShipment,
  step: 1,
  distanceProblem: null,
  route: { from: '', to: '', fill: false, km: null },
};

function one(value: unknown): string | undefined {
  // A repeated parameter (an array) or a nested one (an object) is not a choice: ignore it.
  return typeof value === 'string' ? value : undefined;
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  const text = one(value);
  return allowed.find((item) => item === text) ?? fallback;
}

/** One priced option of the result (issue 28): a speed and a vehicle size, written `urgency.vehicle` in SPEC's names in the `pick` field. */
export type PricedChoice = { speed: Speed; vehicle: Vehicle };

/** The `pick` value of a priced option ("urgent.van"), which the result's buttons submit. */
export function pickValue(choice: PricedChoice): string {
  return `${speedParam[choice.speed]}.${vehicleParam[choice.vehicle]}`;
}

/** The option a `pick` value names, or null when it names none. */
export function parsePick(value: unknown): PricedChoice | null {
  const [speedText, vehicleText, ...rest] = (one(value) ?? '').split('.');
  const speed = speedFromParam(speedText);
  const size = vehicleFromParam(vehicleText);
  return speed && size && rest.length === 0 ? { speed, vehicle: size } : null;
}

/** Reads a distance typed by a visitor ("12", "12.5", "12,5"): a number, or why it is refused. */
export function parseDistance(value: unknown): { km: number; problem: 'invalid' | 'tooLarge' | null } {
  const text = one(value)?.trim() ?? '';
  if (text === '') return { km: 0, problem: null };
  if (!/^(\d{1,6}([.,]\d{1,3})?|[.,]\d{1,3})$/.test(text)) return { km: 0, problem: 'invalid' };
  const km = Number(text.replace(',', '.'));
  if (km > maxDistanceKm) return { km: 0, problem: 'tooLarge' };
  return { km: Math.round(km * 10) / 10, problem: null };
}

/**
 * The moment the URL's `when` names. The result's GET form may send it twice, a button or its date field, then the
 * hidden field of `asap` (views/islands/simulator/moment-fields.tsx): the first one not empty is the visitor's. A
 * value that names no moment (`none`, the button that clears it; anything else) leaves none.
 */
export function whenFromQuery(value: unknown): When | undefined {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return whenFromParam(values.find((item) => typeof item === 'string' && item !== ''));
}

/** The step Next leads to: step 4 (distance) does not apply to the Brussels zones and is skipped. */
export function nextStep(step: WizardStep, zone: Zone): WizardStep {
  if (step === 'result' || step === 5) return 'result';
  return step === 3 && isBrusselsZone(zone) ? 5 : ((step + 1) as WizardStep);
}

/** The step Previous leads to (none before step 1), skipping step 4 in the Brussels zones. */
export function previousStep(step: WizardStep, zone: Zone): WizardStep {
  if (step === 'result') return 5;
  if (step === 5 && isBrusselsZone(zone)) return 3;
  return Math.max(1, step - 1) as WizardStep;
}

/** The zone a distance fits, for the way out of a failing gate ("change zone" goes to step 1 with it chosen). */
function zoneForDistance(shipment: Shipment): Zone {
  const gate = distanceGate(shipment);
  return gate === 'tooFar' ? 'over100Km' : gate === 'tooShort' ? 'upTo100Km' : shipment.zone;
}

/**
 * The wizard's state from query parameters (the form's GET fields). Unknown values fall back to the
 * defaults; a step past a failing distance gate stays at step 4 with the problem named. Special
 * values of `step`: `quote` (the quick quote: two places straight to the result), `route` (step 4's
 * estimate button), `rezone` (step 1 with the zone the distance fits). A `pick` (one priced option of
 * the result, issue 28) sets the speed and the vehicle and shows the result; so does a `when` with no
 * `step` (the moment's buttons on the result, issue 36).
 */
export function wizardFromQuery(query: Record<string, unknown>): WizardState {
  const distance = parseDistance(query.distance);
  const picked = parsePick(query.pick);
  const shipment: Shipment = {
    zone: zoneFromParam(one(query[choiceParams.zone])) ?? defaultShipment.zone,
    vehicle: vehicleFromParam(one(query[choiceParams.vehicle])) ?? defaultShipment.vehicle,
    speed: speedFromParam(one(query[choiceParams.speed])) ?? defaultShipment.speed,
    distanceKm: distance.km,
    options: simulatorOptions.filter((option) => one(query[option.id]) === '1').map((option) => option.id),
    ...picked,
  };
  // A moment chosen on the result (its buttons send `when` and no step: issue 36) shows the result again.
  const unstepped = query.step === undefined && query.when !== undefined ? 'result' : '1';
  const requested = picked
    ? 'result'
    : pick(['1', '2', '3', '4', '5', 'result', 'route', 'quote', 'rezone'] as const, query.step, unstepped);
  if (requested === 'rezone') shipment.zone = zoneForDistance(shipment);
  let step: WizardStep =
    requested === 'result' || requested === 'quote'
      ? 'result'
      : requested === 'route'
        ? 4
        : requested === 'rezone'
          ? 1
          : (Number(requested) as WizardStep);
  if (step === 4 && isBrusselsZone(shipment.zone)) step = 5;
  const problem: DistanceProblem | null = isBrusselsZone(shipment.zone) ? null : (distance.problem ?? distanceGate(shipment));
  if (problem && (step === 5 || step === 'result')) step = 4;
  const from = cleanPlaceText(query.from);
  const to = cleanPlaceText(query.to);
  const routeKm = parseDistance(query.routeKm);
  const km = routeKm.problem === null && one(query.routeKm) ? routeKm.km : null;
  // The distance follows the places unless the visitor typed another one at step 4 after they were estimated.
  const followsPlaces = distance.problem === null && (distance.km === 0 || km === null || distance.km === km);
  const fill = from !== '' && to !== '' && requested !== 'rezone' && (followsPlaces || requested === 'route' || requested === 'quote');
  const when = whenFromQuery(query.when);
  return {
    shipment,
    step,
    distanceProblem: fill ? null : problem,
    route: { from, to, fill, km: fill ? null : km },
    ...(when ? { when } : {}),
  };
}

/**
 * The state once the places are looked up. When they are to be followed and both are known, they
 * set the zone and the distance, and the wizard goes where it was asked (the quick quote to the
 * result, a Brussels trip past step 4). A place we do not know brings the visitor back to the fields
 * that hold it, with nothing else changed: step 4 in a zone priced by distance past step 3, else step 1.
 */
export function withRouteEstimate(state: WizardState, estimate: TripEstimate | null): WizardState {
  if (!state.route.fill || !estimate) return { ...state, route: { ...state.route, fill: false } };
  const route = { ...state.route, fill: false };
  if (estimate.kind === 'unknown') {
    const late = state.step === 4 || state.step === 5 || state.step === 'result';
    return { ...state, step: late && !isBrusselsZone(state.shipment.zone) ? 4 : 1, distanceProblem: null, route };
  }
  const zone = estimate.zone;
  const shipment = { ...state.shipment, zone, distanceKm: isBrusselsZone(zone) ? 0 : estimate.km };
  const step: WizardStep = state.step === 4 && isBrusselsZone(zone) ? 5 : state.step;
  return { ...state, shipment, step, distanceProblem: null, route: { ...route, km: shipment.distanceKm } };
}

/** The query parameters the simulator reads (the options' among them); any other parameter leaves a page as it is. */
export const wizardParams: readonly string[] = [
  ...Object.values(choiceParams),
  'distance',
  ...simulatorOptions.map((option) => option.id),
  'step',
  'from',
  'to',
  'routeKm',
  'pick',
  'when',
];

/** The query string of a wizard state (without "?"), as the GET form would submit it. */
export function wizardQuery(state: WizardState): string {
  const { shipment } = state;
  const params = new URLSearchParams({
    [choiceParams.zone]: zoneParam[shipment.zone],
    [choiceParams.vehicle]: vehicleParam[shipment.vehicle],
    [choiceParams.speed]: speedParam[shipment.speed],
    distance: String(shipment.distanceKm),
  });
  for (const option of simulatorOptions) if (shipment.options.includes(option.id)) params.set(option.id, '1');
  if (state.route.from) params.set('from', state.route.from);
  if (state.route.to) params.set('to', state.route.to);
  if (state.route.km !== null) params.set('routeKm', String(state.route.km));
  if (state.when) params.set('when', whenParam(state.when));
  params.set('step', String(state.step));
  return params.toString();
}
