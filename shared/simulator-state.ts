import type { RouteEstimate, RouteText } from './places';
import { cleanPlaceText } from './places';
import type { Shipment } from './pricing';
import { defaultShipment, distanceGate, isBrusselsZone, maxDistanceKm, urgencies, vehicles, zones } from './pricing';

/** The wizard's steps: 1 zone, 2 vehicle, 3 urgency, 4 distance, 5 options, then the result. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 'result';

/** What is wrong with the distance typed, if anything. */
export type DistanceProblem = 'invalid' | 'tooLarge' | 'tooFar' | 'tooShort';

/**
 * The places typed at step 4 (fields `from` and `to`), and `fill`: the distance is to be estimated
 * from them, because none was given (or 0) or the visitor asked for the estimate (step=route).
 */
export type WizardRoute = RouteText & { fill: boolean };

/** The whole state of the simulator: the URL carries it, the server and the browser both read it. */
export type WizardState = { shipment: Shipment; step: WizardStep; distanceProblem: DistanceProblem | null; route: WizardRoute };

/** The wizard's starting state. */
export const initialWizard: WizardState = {
  shipment: defaultShipment,
  step: 1,
  distanceProblem: null,
  route: { from: '', to: '', fill: false },
};

function one(value: unknown): string | undefined {
  // A repeated parameter (an array) or a nested one (an object) is not a choice: ignore it.
  return typeof value === 'string' ? value : undefined;
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  const text = one(value);
  return allowed.find((item) => item === text) ?? fallback;
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
 * The wizard's state from query parameters (the form's GET fields). Unknown values fall back to the
 * defaults; a step past a failing distance gate stays at step 4 with the problem named.
 */
export function wizardFromQuery(query: Record<string, unknown>): WizardState {
  const distance = parseDistance(query.distance);
  const shipment: Shipment = {
    zone: pick(zones, query.zone, defaultShipment.zone),
    vehicle: pick(vehicles, query.vehicle, defaultShipment.vehicle),
    urgency: pick(urgencies, query.urgency, defaultShipment.urgency),
    distanceKm: distance.km,
    return: one(query.return) === '1',
    waiting: one(query.waiting) === '1',
    special: one(query.special) === '1',
  };
  // "route" is step 4's button that asks for the distance estimated from the two places.
  const requested = pick(['1', '2', '3', '4', '5', 'result', 'route'] as const, query.step, '1');
  let step: WizardStep = requested === 'result' ? 'result' : requested === 'route' ? 4 : (Number(requested) as WizardStep);
  const problem: DistanceProblem | null = isBrusselsZone(shipment.zone) ? null : (distance.problem ?? distanceGate(shipment));
  if (problem && (step === 5 || step === 'result')) step = 4;
  const from = cleanPlaceText(query.from);
  const to = cleanPlaceText(query.to);
  const noDistance = distance.problem === null && distance.km === 0;
  const fill = from !== '' && to !== '' && !isBrusselsZone(shipment.zone) && (noDistance || requested === 'route');
  return { shipment, step, distanceProblem: problem, route: { from, to, fill } };
}

/**
 * The state once the two places are looked up: when the distance is to be estimated and both
 * places are known, the estimate becomes the distance (gated again), and the wizard shows it at
 * step 4 before going on. Unknown places leave the distance as it was, at step 4.
 */
export function withRouteEstimate(state: WizardState, estimate: RouteEstimate | null): WizardState {
  if (!state.route.fill || !estimate) return state;
  const step: WizardStep = 4;
  if (estimate.kind === 'unknown') return { ...state, step, route: { ...state.route, fill: false } };
  const shipment = { ...state.shipment, distanceKm: estimate.km };
  return { shipment, step, distanceProblem: distanceGate(shipment), route: { ...state.route, fill: false } };
}

/** The query parameters the simulator reads; any other parameter leaves a page as it is. */
export const wizardParams = ['zone', 'vehicle', 'urgency', 'distance', 'return', 'waiting', 'special', 'step', 'from', 'to'] as const;

/** The query string of a wizard state (without "?"), as the GET form would submit it. */
export function wizardQuery(state: WizardState): string {
  const { shipment } = state;
  const params = new URLSearchParams({
    zone: shipment.zone,
    vehicle: shipment.vehicle,
    urgency: shipment.urgency,
    distance: String(shipment.distanceKm),
  });
  if (shipment.return) params.set('return', '1');
  if (shipment.waiting) params.set('waiting', '1');
  if (shipment.special) params.set('special', '1');
  if (state.route.from) params.set('from', state.route.from);
  if (state.route.to) params.set('to', state.route.to);
  params.set('step', String(state.step));
  return params.toString();
}

