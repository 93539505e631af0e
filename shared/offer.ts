/**
 * The business figures the copy, the simulator and the structured data share: each written once here,
 * scoped as ../../shared/SPEC.md and the offer note decide (which product, which area, which period).
 * Copy interpolates them (euros and percentages through the page's formatters); the simulator's
 * tariff stays in pricing.ts, and the prices quoted from it are read from there.
 */
import { defaultShipment, quote } from './pricing';

/** The product line (shared/offer/): products, SPEC's three lists mapped onto them, facts, VAT, words. */
export * from './offer/index';

/** Company-wide figures of the home page: on-time rate over the last 12 months, years, fleet, clients. */
export const trackRecord = {
  /** Percentage of all deliveries on time over the last 12 months. */
  onTimePct: 98.7,
  /** Percentage of clients who recommend the company. */
  recommendPct: 95,
  /** Percentage of shipments tracked from pickup to delivery. */
  trackedPct: 100,
  /** Percentage clients save, at most, on urgent transport costs. */
  savingsPct: 30,
  /** Years in business, vans on the road, clients: shown as "15+", "30+", "500+". */
  years: 15,
  vans: 30,
  clients: 500,
} as const;

/** The fleet: vans of up to 3.5 t (licence B); payload and volume per van. */
export const van = { tonnes: 3.5, payloadKg: 1000, volumeM3: 3 } as const;

/** How soon a driver comes. */
export const pickup = {
  /** Express and the Premium plan, in the five cities and their surroundings: minutes after confirmation. */
  fromMin: 60,
  toMin: 90,
  /** Elsewhere in Belgium, the Standard plan's window: hours. */
  elsewhereFromH: 2,
  elsewhereToH: 3,
  /** The Urgent plan's contractual guarantee: minutes. */
  urgentPlanFromMin: 30,
  urgentPlanToMin: 60,
} as const;

/** Same-day cut-offs, as the hour of the day. */
export const sameDay = {
  /** Same-day delivery between the five cities. */
  betweenCities: 14,
  /** Same-day delivery within one city or region. */
  withinCity: 16,
  /** Later requests are delivered the next morning before this hour. */
  nextMorning: 10,
  /** Small pallets handed over before this hour are delivered the next working day (D+1). */
  palletsNextDay: 16,
} as const;

/** A simulator price in euros: the base price of a zone and vehicle, read from the tariff. */
function tariffFrom(shipment: Partial<typeof defaultShipment>): number {
  return quote({ ...defaultShipment, ...shipment }).total / 100;
}

/** "From" prices in euros (minimum prices, VAT included), by service; the JSON-LD offers carry the same. */
export const fromPrices = {
  express: { brussels1h: 25, national3h: 35 },
  urgent: { local: 35, regional: 55, national: 85 },
  parcel: { standard: 8 },
  /** The simulator's starting prices in central Brussels, from the tariff itself. */
  simulator: { scooter: tariffFrom({ vehicle: 'scooter' }), van: tariffFrom({ vehicle: 'van' }) },
} as const;

/** Insurance ceilings in euros, per product (declaring the value is required to insure). */
export const insurance = {
  /** Express: per shipment, on declared value. */
  express: 5000,
  /** Parcels: base cover, and the extension for about 1 % of the declared value. */
  parcelBase: 500,
  parcelExtension: 10000,
  /** Small pallets: per shipment. */
  pallets: 1000,
  /** Urgent service: included per distance band, and the extension on declared value. */
  urgentLocal: 500,
  urgentRegional: 1000,
  urgentNational: 2000,
  urgentExtension: 50000,
  /** The plans' contract ceilings. */
  standardPlan: 5000,
  premiumPlan: 50000,
  urgentPlan: 100000,
} as const;

/** Punctuality per product, in percent. */
export const punctuality = {
  /** Urgent service: delivered within the promised time. */
  urgentPct: 98.5,
  /** Parcels delivered within the announced window (D+1 or D+2). */
  parcelWindowPct: 98,
  /** Standard parcels delivered on D+1 (more than this). */
  parcelNextDayPct: 96,
} as const;

/** Small pallets: what they save, at most, against a full pallet, in percent. */
export const smallPallets = { savingsPct: 60 } as const;
