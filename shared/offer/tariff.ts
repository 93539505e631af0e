/**
 * The price simulator's tariff (SPEC §9), as a pure module shared by server and browser.
 * Every amount is computed in whole cents, so no floating-point drift reaches a total.
 */

/** Delivery zones, from the Brussels centre outwards. */
export const zones = ['brussels_center', 'brussels_periphery', 'nearby_cities', 'national'] as const;
export type Zone = (typeof zones)[number];

/** Vehicles, from the smallest. */
export const vehicles = ['scooter', 'van', 'truck'] as const;
export type Vehicle = (typeof vehicles)[number];

/** Urgency levels. */
export const urgencies = ['standard', 'urgent', 'night', 'weekend'] as const;
export type Urgency = (typeof urgencies)[number];

/** What the visitor chose in the simulator. Distance in km, at least 0. */
export type Shipment = {
  zone: Zone;
  vehicle: Vehicle;
  urgency: Urgency;
  distanceKm: number;
  return: boolean;
  waiting: boolean;
  special: boolean;
};

/** The simulator's starting state (SPEC §4 Reset). */
export const defaultShipment: Shipment = {
  zone: 'brussels_center',
  vehicle: 'scooter',
  urgency: 'standard',
  distanceKm: 0,
  return: false,
  waiting: false,
  special: false,
};

/** Each line of a quote, in cents. `total` is their sum. */
export type Quote = {
  basePrice: number;
  distanceCost: number;
  urgencyCost: number;
  returnCost: number;
  optionsCost: number;
  total: number;
};

/** Base price per zone and vehicle, in cents. */
export const basePrice: Record<Zone, Record<Vehicle, number>> = {
  brussels_center: { scooter: 1000, van: 2500, truck: 4000 },
  brussels_periphery: { scooter: 1200, van: 3000, truck: 5000 },
  nearby_cities: { scooter: 3500, van: 3500, truck: 3500 },
  national: { scooter: 4000, van: 4000, truck: 4000 },
};

/** Per-km rates in cents, only for the zones priced by distance. */
export const ratePerKm: Partial<Record<Zone, Record<Vehicle, number>>> = {
  nearby_cities: { scooter: 50, van: 55, truck: 60 },
  national: { scooter: 55, van: 55, truck: 55 },
};

/** Flat urgency surcharge in Brussels zones, in cents. */
export const brusselsUrgencySurcharge: Record<Vehicle, number> = { scooter: 500, van: 1000, truck: 1500 };
/** Urgency surcharge outside Brussels: this percentage of base plus distance. */
export const outsideUrgencyPercent = 20;
/** Fees of the return trip and the options, in cents: return per km outside Brussels, flat inside. */
export const fees = { returnPerKm: 35, brusselsReturn: 750, waiting: 1000, special: 1250 } as const;

/** The distance gate of step 4 (SPEC §5): nearby cities up to 100 km, national beyond 100 km. */
export const distanceGateKm = 100;
/** Longest distance the simulator accepts; beyond it asks for a quote. */
export const maxDistanceKm = 2000;

/** True for the two Brussels zones, priced flat whatever the distance. */
export function isBrusselsZone(zone: Zone): boolean {
  return zone === 'brussels_center' || zone === 'brussels_periphery';
}

/** Why step 4 refuses to go on, if it does: too far for nearby cities, too short for national. */
export function distanceGate(shipment: Pick<Shipment, 'zone' | 'distanceKm'>): 'tooFar' | 'tooShort' | null {
  if (shipment.zone === 'nearby_cities' && shipment.distanceKm > distanceGateKm) return 'tooFar';
  if (shipment.zone === 'national' && shipment.distanceKm > 0 && shipment.distanceKm <= distanceGateKm) return 'tooShort';
  return null;
}

/** Cents for a distance at a per-km rate; the distance is taken to the tenth of a km, halves of a cent round up. */
function perKm(distanceKm: number, centsPerKm: number): number {
  const tenths = Math.round(distanceKm * 10);
  return Math.round((tenths * centsPerKm) / 10);
}

/** The quote of a shipment, line by line, in cents (SPEC §9). */
export function quote(shipment: Shipment): Quote {
  const { zone, vehicle, urgency } = shipment;
  const inBrussels = isBrusselsZone(zone);
  const distanceKm = inBrussels ? 0 : Math.max(0, shipment.distanceKm);
  const base = basePrice[zone][vehicle];
  const rate = ratePerKm[zone]?.[vehicle] ?? 0;
  const distanceCost = perKm(distanceKm, rate);
  let urgencyCost = 0;
  if (urgency !== 'standard') {
    urgencyCost = inBrussels ? brusselsUrgencySurcharge[vehicle] : Math.round(((base + distanceCost) * outsideUrgencyPercent) / 100);
  }
  const returnCost = inBrussels ? (shipment.return ? fees.brusselsReturn : 0) : perKm(distanceKm, fees.returnPerKm);
  const optionsCost = (shipment.waiting ? fees.waiting : 0) + (shipment.special ? fees.special : 0);
  return {
    basePrice: base,
    distanceCost,
    urgencyCost,
    returnCost,
    optionsCost,
    total: base + distanceCost + urgencyCost + returnCost + optionsCost,
  };
}

/** True when the return trip is included whatever the visitor ticks (outside Brussels). */
export function returnIsAutomatic(zone: Zone): boolean {
  return !isBrusselsZone(zone);
}
