/**
 * The offer's figures, all read from the product line (shared/offer/): the products, SPEC's three lists
 * mapped onto them, the facts that belong to no single product, VAT and the words that write them.
 * The short names below (pickup, sameDay, insurance…) are views on the product line that copy reads.
 */
import { areaOf, products, type Span, tripPrice } from './products';
import { cutOffText, spanShort, spanWords } from './words';

/** A span's bounds, for copy that states a range in its own words. */
function bounds(span: Span | 'agreed'): { from: number; to: number } {
  if (span === 'agreed') throw new Error('an agreed pickup has no figures');
  return { from: span.from, to: span.to ?? span.from };
}

const expressPickup = bounds(areaOf('express', 'brussels').pickup);
const standardPickup = bounds(areaOf('standard', 'upTo100Km').pickup);
const express = products.express;

/** A van trip in central Brussels by day, as the simulator prices it (an Express trip): the "from" price of a van load. */
export const vanInBrussels = tripPrice({ zone: 'brusselsCentre', vehicle: 'van' });

/** How soon a driver comes, per product (minutes or hours after confirmation). */
export const pickup = {
  /** Express (the Premium plan), in the five cities and their surroundings: minutes. */
  fromMin: expressPickup.from,
  toMin: expressPickup.to,
  /** Standard (the Standard plan), up to 100 km from Brussels: hours. */
  elsewhereFromH: standardPickup.from,
  elsewhereToH: standardPickup.to,
  /** Urgent, by distance band: local (Brussels, up to 20 km), regional, national and long distance. */
  urgentLocalMin: bounds(areaOf('urgent', 'local').pickup).from,
  urgentRegionalMin: bounds(areaOf('urgent', 'regional').pickup).from,
  urgentNationalMin: bounds(areaOf('urgent', 'midDistance').pickup).from,
} as const;

const cutOff = (product: 'express' | 'pallets', id: string) => areaOf(product, id).cutOff!;

/** Same-day cut-offs, as the hour of the day. */
export const sameDay = {
  /** Express: same-day delivery between the five cities. */
  betweenCities: cutOff('express', 'betweenCities').hour,
  /** Express: same-day delivery within one city or the Brussels Region. */
  withinCity: cutOff('express', 'city').hour,
  /** Express: later requests are delivered the next morning before this hour. */
  nextMorning: cutOff('express', 'city').nextMorningBefore!,
  /** Small pallets in a grouped round ordered before this hour are delivered the next working day (D+1). */
  palletsNextDay: cutOff('pallets', 'belgium').hour,
} as const;

/** Insurance ceilings in euros, per product and condition (declaring the value is required to insure). */
export const insurance = {
  /** Express: included per shipment, on declared value. */
  express: express.insurance.includedEur,
  /** Standard: included per shipment, and the extension for about 1 % of the declared value. */
  parcelBase: products.standard.insurance.includedEur,
  parcelExtension: products.standard.insurance.extensionEur!,
  /** Small pallets: included per shipment. */
  pallets: products.pallets.insurance.includedEur,
  /** Urgent: included per distance band, and the extension on declared value. */
  urgentLocal: areaOf('urgent', 'local').insuranceEur!,
  urgentRegional: areaOf('urgent', 'regional').insuranceEur!,
  urgentNational: areaOf('urgent', 'midDistance').insuranceEur!,
  urgentExtension: products.urgent.insurance.extensionEur!,
  /** The plans' contract ceilings. */
  standardPlan: products.standard.insurance.planEur!,
  premiumPlan: express.insurance.planEur!,
  urgentPlan: products.urgent.insurance.planEur!,
} as const;

const onTime = (product: 'standard' | 'urgent', i: number) => products[product].onTime![i]!.pct;

/** Punctuality per product, in percent. */
export const punctuality = {
  /** Urgent: delivered within the promised time. */
  urgentPct: onTime('urgent', 0),
  /** Standard parcels delivered within the announced window (D+1 or D+2). */
  parcelWindowPct: onTime('standard', 0),
  /** Standard parcels delivered on D+1 (more than this). */
  parcelNextDayPct: onTime('standard', 1),
} as const;

const brusselsSpan = areaOf('express', 'brussels').delivery;

const brusselsCutOff = areaOf('express', 'brussels').cutOff!;

/**
 * Express's Brussels cell as the commune pages state it: the delivery counted from the order ("2 à 3 h après la
 * commande"), and the cut-off with what a later order gets ("pour une commande confirmée avant 16 h ; plus tard…").
 */
export const brusselsExpress = {
  fr: { delivery: `${spanWords('fr', brusselsSpan)} après la commande`, cutOff: cutOffText('fr', brusselsCutOff) },
  nl: { delivery: `binnen ${spanWords('nl', brusselsSpan)} na de bestelling`, cutOff: cutOffText('nl', brusselsCutOff) },
} as const;

/** The Express pickup as a title writes it: "60 à 90 min" / "60–90 minuten". */
export const expressPickupTitle = {
  fr: `${expressPickup.from} à ${spanShort('fr', { from: expressPickup.to, unit: 'min' })}`,
  nl: `${expressPickup.from}–${expressPickup.to} minuten`,
} as const;
