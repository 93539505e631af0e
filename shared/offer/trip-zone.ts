/**
 * The zone of a trip, as the tariff prices it: drawn from where its two places lie around Brussels
 * (shared/places/) and its road length, against the tariff's distance gate.
 */
import type { Lang } from '../langs';
import type { BrusselsPart, PlaceIndex, RouteEstimate, RouteText } from '../places/places';
import { estimateRoute } from '../places/places';
import type { Zone } from './tariff';
import { distanceGateKm } from './tariff';

/**
 * The zone of a route: the centre when both ends are central communes; the periphery when both are in the
 * Brussels Region or a municipality that borders it; otherwise by the road estimate, up to the gate or beyond
 * it (the gates of step 4).
 */
export function zoneOfRoute(route: { brussels: BrusselsPart; km: number }): Zone {
  if (route.brussels === 'centre') return 'brusselsCentre';
  if (route.brussels === 'area') return 'brusselsArea';
  return route.km <= distanceGateKm ? 'upTo100Km' : 'over100Km';
}

/** Two typed places as the offer reads them: the places' estimate, with the zone of the trip once both are known. */
export type TripEstimate = Exclude<RouteEstimate, { kind: 'known' }> | (Extract<RouteEstimate, { kind: 'known' }> & { zone: Zone });

/** The estimate of two typed places (shared/places/), with the trip's zone when both are known; null while a field is empty. */
export function estimateTrip(route: RouteText, index: PlaceIndex, lang: Lang): TripEstimate | null {
  const estimate = estimateRoute(route, index, lang);
  return estimate?.kind === 'known' ? { ...estimate, zone: zoneOfRoute(estimate) } : estimate;
}
