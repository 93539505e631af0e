/**
 * The URL's edge: SPEC §3's names for the simulator's state (`zone=brussels_center`, `vehicle=truck`,
 * `urgency=standard`…) are the query parameters and form values, so that shared links keep working; inside,
 * the code says what a dispatcher says (./tariff.ts). This module is the one place that maps the two.
 */
import type { Speed, Vehicle, Zone } from './tariff';

/** SPEC's zone names, as the URL carries them. */
export const zoneParam = {
  brusselsCentre: 'brussels_center',
  brusselsArea: 'brussels_periphery',
  upTo100Km: 'nearby_cities',
  over100Km: 'national',
} as const satisfies Record<Zone, string>;

/** SPEC's vehicle names, as the URL carries them. */
export const vehicleParam = { scooterOrCar: 'scooter', van: 'van', largeVan: 'truck' } as const satisfies Record<Vehicle, string>;

/** SPEC's urgency names, as the URL carries them (`standard` is the day speed). */
export const speedParam = { day: 'standard', urgent: 'urgent', night: 'night', weekend: 'weekend' } as const satisfies Record<
  Speed,
  string
>;

/** The URL parameters of the three choices (SPEC's field names). */
export const choiceParams = { zone: 'zone', vehicle: 'vehicle', speed: 'urgency' } as const;

/** The internal value a URL value names, or undefined when it names none. */
function fromParam<T extends string>(table: Record<T, string>, value: unknown): T | undefined {
  return (Object.keys(table) as T[]).find((key) => table[key] === value);
}

/** The zone a URL value names. */
export const zoneFromParam = (value: unknown): Zone | undefined => fromParam(zoneParam, value);
/** The vehicle a URL value names. */
export const vehicleFromParam = (value: unknown): Vehicle | undefined => fromParam(vehicleParam, value);
/** The speed a URL value names. */
export const speedFromParam = (value: unknown): Speed | undefined => fromParam(speedParam, value);
