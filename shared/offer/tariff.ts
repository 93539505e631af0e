/**
 * The tariff (SPEC §9), held once, in whole cents, in the courier's words: every price the site states, the
 * simulator's quotes (./quote.ts), the product line's "from" and per-km prices (./products.ts), the tariffs
 * page's worked examples and the JSON-LD are computed from this one record. Change a figure here and every
 * page follows; only the golden table (tests/unit/golden-trips.test.ts) lists totals to the cent.
 * SPEC's names for the same things (its zone, vehicle and urgency values) live only in the URL,
 * mapped in ./url-params.ts.
 */

/**
 * Where a trip runs, as the tariff prices it: both ends among the central Brussels communes; both in the
 * Brussels Region or a municipality that borders it; any other trip of up to 100 km; a longer one.
 */
export const zones = ['brusselsCentre', 'brusselsArea', 'upTo100Km', 'over100Km'] as const;
export type Zone = (typeof zones)[number];

/** The vehicle a load needs, from the smallest: a scooter in Brussels or a car beyond (under 10 kg), a van, a large van. */
export const vehicles = ['scooterOrCar', 'van', 'largeVan'] as const;
export type Vehicle = (typeof vehicles)[number];

/**
 * The speed a visitor asks for: `day` buys the zone's day product (Express in Brussels and the five cities,
 * Standard beyond, ./promises.ts), then Urgent, Night and Weekend, each at the out-of-day surcharge.
 */
export const speeds = ['day', 'urgent', 'night', 'weekend'] as const;
export type Speed = (typeof speeds)[number];

/** The tariff: each figure once, in cents (per km: cents per km, taken to the tenth of a km). */
export const tariff = {
  /** The price of a trip before distance, per zone and vehicle. */
  base: {
    brusselsCentre: { scooterOrCar: 1000, van: 2500, largeVan: 4000 },
    brusselsArea: { scooterOrCar: 1200, van: 3000, largeVan: 5000 },
    upTo100Km: { scooterOrCar: 3500, van: 3500, largeVan: 3500 },
    over100Km: { scooterOrCar: 4000, van: 4000, largeVan: 4000 },
  },
  /** The outbound kilometre, in the two zones priced by distance (the Brussels zones are flat). */
  perKm: {
    upTo100Km: { scooterOrCar: 50, van: 55, largeVan: 60 },
    over100Km: { scooterOrCar: 55, van: 55, largeVan: 55 },
  },
  /** The return kilometre, counted on every trip priced by distance. */
  returnPerKm: 35,
  /** Urgent, Night and Weekend cost more than the day speed: a flat amount per vehicle in Brussels, a share of base plus distance beyond. */
  outOfDay: { brusselsFlat: { scooterOrCar: 500, van: 1000, largeVan: 1500 }, outsidePct: 20 },
  /** The simulator's options (./options.ts): the return in Brussels (automatic beyond), waiting on site, special delivery. */
  options: { brusselsReturn: 750, waiting: 1000, special: 1250 },
  /** The longest trip of the `upTo100Km` zone, in km: beyond it, `over100Km`. */
  distanceGateKm: 100,
  /** The longest distance the simulator prices, in km; beyond it, a quote. */
  maxDistanceKm: 2000,
} as const satisfies {
  base: Record<Zone, Record<Vehicle, number>>;
  perKm: Partial<Record<Zone, Record<Vehicle, number>>>;
  returnPerKm: number;
  outOfDay: { brusselsFlat: Record<Vehicle, number>; outsidePct: number };
  options: Record<string, number>;
  distanceGateKm: number;
  maxDistanceKm: number;
};

/** The distance gate of step 4 (SPEC §5): `upTo100Km` up to it, `over100Km` beyond it. */
export const distanceGateKm = tariff.distanceGateKm;
/** Longest distance the simulator accepts; beyond it asks for a quote. */
export const maxDistanceKm = tariff.maxDistanceKm;

/** True for the two Brussels zones, priced flat whatever the distance. */
export function isBrusselsZone(zone: Zone): boolean {
  return zone === 'brusselsCentre' || zone === 'brusselsArea';
}

/** The per-km rate of a zone priced by distance and a vehicle, outbound, or 0 in Brussels. */
export function ratePerKm(zone: Zone, vehicle: Vehicle): number {
  return zone === 'upTo100Km' || zone === 'over100Km' ? tariff.perKm[zone][vehicle] : 0;
}

/** Why step 4 refuses to go on, if it does: too far for trips up to 100 km, too short for the zone beyond. */
export function distanceGate(trip: { zone: Zone; distanceKm: number }): 'tooFar' | 'tooShort' | null {
  if (trip.zone === 'upTo100Km' && trip.distanceKm > distanceGateKm) return 'tooFar';
  if (trip.zone === 'over100Km' && trip.distanceKm > 0 && trip.distanceKm <= distanceGateKm) return 'tooShort';
  return null;
}

/** True when the return trip is included whatever the visitor ticks (outside Brussels, at the return kilometre). */
export function returnIsAutomatic(zone: Zone): boolean {
  return !isBrusselsZone(zone);
}

/** True when the base price of this zone is the same for every vehicle (only the per-km rate may differ). */
export function sameBaseForEveryVehicle(zone: Zone): boolean {
  return new Set(Object.values(tariff.base[zone])).size === 1;
}

/** True when every vehicle costs the same on a trip in this zone, at every speed (beyond 100 km: one base, one rate). */
export function sameForEveryVehicle(zone: Zone): boolean {
  const rates = new Set(vehicles.map((vehicle) => ratePerKm(zone, vehicle)));
  const flat = isBrusselsZone(zone) ? new Set(Object.values(tariff.outOfDay.brusselsFlat)) : new Set([0]);
  return sameBaseForEveryVehicle(zone) && rates.size === 1 && flat.size === 1;
}
