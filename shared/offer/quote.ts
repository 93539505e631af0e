/**
 * The price of a simulator trip, line by line, from the tariff (./tariff.ts) and the options (./options.ts),
 * as a pure function shared by server and browser. Every amount is in whole cents, so no floating-point drift
 * reaches a total.
 */
import { type SimulatorOption, simulatorOptions } from './options';
import type { Speed, Vehicle, Zone } from './tariff';
import { isBrusselsZone, ratePerKm, tariff } from './tariff';

/** A trip as the simulator prices it: where, with what, how fast, how far (km, at least 0) and the options ticked (their ids). */
export type Shipment = {
  zone: Zone;
  vehicle: Vehicle;
  speed: Speed;
  distanceKm: number;
  options: readonly string[];
};

/** The simulator's starting state (SPEC §4 Reset): central Brussels, the smallest vehicle, by day, no option. */
export const defaultShipment: Shipment = { zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 0, options: [] };

/** Each line of a quote, in cents; `options` one line per option ticked; `total` their sum. */
export type Quote = {
  base: number;
  distance: number;
  /** Urgent, Night or Weekend's surcharge over the day speed. */
  surcharge: number;
  /** The automatic return beyond Brussels, by the km (0 in Brussels, where it is an option). */
  returnTrip: number;
  /** Urgent at night, on a Sunday or a public holiday (./moment.ts): a share of the trip before options; 0 by day or with no moment. */
  timeSurcharge: number;
  options: { id: string; cents: number }[];
  total: number;
};

/** The options of the list (./options.ts) that apply to a trip in this zone. */
export function optionsFor(zone: Zone): SimulatorOption[] {
  return simulatorOptions.filter((option) => option.appliesTo(zone));
}

/** The options ticked that apply to the trip, in the list's order. */
export function chosenOptions(trip: { zone: Zone; options: readonly string[] }): SimulatorOption[] {
  return optionsFor(trip.zone).filter((option) => trip.options.includes(option.id));
}

/** Cents for a distance at a per-km rate; the distance is taken to the tenth of a km, halves of a cent round up. */
function perKm(distanceKm: number, centsPerKm: number): number {
  const tenths = Math.round(distanceKm * 10);
  return Math.round((tenths * centsPerKm) / 10);
}

/**
 * The quote of a trip, line by line, in cents (SPEC §9): the weekday daytime price, plus `timeSurchargePct` of the
 * trip before options when the moment it is needed carries one (Urgent at night, on Sundays and holidays: `quoteAt`
 * of ./moment.ts).
 */
export function quote(shipment: Shipment, timeSurchargePct = 0): Quote {
  const { zone, vehicle, speed } = shipment;
  const inBrussels = isBrusselsZone(zone);
  const distanceKm = inBrussels ? 0 : Math.max(0, shipment.distanceKm);
  const base = tariff.base[zone][vehicle];
  const distance = perKm(distanceKm, ratePerKm(zone, vehicle));
  let surcharge = 0;
  if (speed !== 'day') {
    surcharge = inBrussels ? tariff.outOfDay.brusselsFlat[vehicle] : Math.round(((base + distance) * tariff.outOfDay.outsidePct) / 100);
  }
  const returnTrip = inBrussels ? 0 : perKm(distanceKm, tariff.returnPerKm);
  const timeSurcharge = Math.round(((base + distance + surcharge + returnTrip) * timeSurchargePct) / 100);
  const options = chosenOptions(shipment).map((option) => ({ id: option.id, cents: option.cents }));
  const total = base + distance + surcharge + returnTrip + timeSurcharge + options.reduce((sum, option) => sum + option.cents, 0);
  return { base, distance, surcharge, returnTrip, timeSurcharge, options, total };
}
