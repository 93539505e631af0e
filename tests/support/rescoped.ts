/**
 * SPEC "from" prices and promises that the simulator's tariff cannot give for the product and area SPEC
 * names, each with the scope under which the site now states it (or the tariff's own figure shown beside
 * it). Kept as data so a test proves each case still holds and the closing note lists them; the tariff's figures
 * in the prose are read from the product line, so a price change moves them too.
 */
import { formatters } from '../../shared/format';
import type { ProductId } from '../../shared/offer/products';
import { areaOf, areaPrice, tripPrice } from '../../shared/offer/products';
import type { Shipment } from '../../shared/offer/quote';
import { defaultShipment } from '../../shared/offer/quote';
import { distanceGateKm } from '../../shared/offer/tariff';
import { eurCents } from '../../shared/offer/words';

/** A price in cents as the French pages write it ("61,95 €"). */
const eur = (cents: number): string => eurCents(formatters('fr'), cents);
/** The VAT-included price of a simulator trip, in cents. */
const incl = (s: Partial<Shipment>): number => tripPrice(s).inclCents;
/** The share of a large van's price that a van's is, in a Brussels zone, in percent as the pages write it. */
const vanShare = (zone: 'brusselsCentre' | 'brusselsArea'): string =>
  formatters('fr').pct((100 * incl({ zone, vehicle: 'van' })) / incl({ zone, vehicle: 'largeVan' }));

/** One re-scoped SPEC figure. */
export type Rescoped = {
  /** SPEC's sentence, as it was written. */
  spec: string;
  /** The figure SPEC gives, in euros (VAT included, as the simulator's tariff). */
  specEur: number;
  /** The trip SPEC's sentence describes, in the simulator: its quote is not `specEur`. */
  specTrip: Shipment;
  /** The product and area the site now ties the figure to. */
  product: ProductId;
  area: string;
  /** What the site now says, and why. */
  becomes: string;
};

const t = (s: Partial<Shipment>): Shipment => ({ ...defaultShipment, ...s });
/** The "from" trip of one of Urgent's distance bands (the product line's own reference trip). */
const areaOfTrip = (band: 'regional' | 'midDistance'): Shipment => {
  const trip = areaOf('urgent', band).price?.trip;
  if (!trip) throw new Error(`urgent/${band} has no from price`);
  return trip;
};

/** Each case, in SPEC's order. */
export const rescoped: Rescoped[] = [
  {
    spec: 'Express: 1 h radius 20 km, from 25 EUR in Brussels',
    specEur: 25,
    specTrip: t({ zone: 'brusselsCentre', vehicle: 'van', speed: 'urgent' }),
    product: 'urgent',
    area: 'local',
    becomes: `One hour in central Brussels is the Urgent product: from ${eur(areaPrice('urgent', 'local').inclCents)} by scooter/car (under 10 kg), ${eur(incl({ zone: 'brusselsCentre', vehicle: 'van', speed: 'urgent' }))} by van. ${eur(incl({ zone: 'brusselsCentre', vehicle: 'van' }))} is the van in central Brussels at the Express delay (2–3 h), and is said so.`,
  },
  {
    spec: 'Express: 3h national from 35 EUR',
    specEur: 35,
    specTrip: t({ zone: 'over100Km', vehicle: 'van', speed: 'urgent', distanceKm: distanceGateKm + 1 }),
    product: 'standard',
    area: 'upTo100Km',
    becomes: `${eur(areaPrice('standard', 'upTo100Km').inclCents)} is the base price of a trip up to ${distanceGateKm} km, before the km and the automatic return, at the next-working-day delay; the 2–3 h national trip starts at the tariff's own price (urgent, ${distanceGateKm + 1} km, ${eur(incl({ zone: 'over100Km', vehicle: 'van', speed: 'urgent', distanceKm: distanceGateKm + 1 }))}), shown instead.`,
  },
  {
    spec: 'Parcel: standard up to 30 kg from 8 EUR, D+1 or D+2',
    specEur: 8,
    specTrip: t({ zone: 'over100Km', vehicle: 'van', distanceKm: distanceGateKm + 1 }),
    product: 'standard',
    area: 'over100Km',
    becomes: `No trip of the tariff costs 8 €: the cheapest is ${eur(areaPrice('express', 'brussels').inclCents)} (scooter, central Brussels). The parcel page states the tariff's prices: ${eur(areaPrice('express', 'brussels').inclCents)} in central Brussels, ${eur(areaPrice('standard', 'upTo100Km').inclCents)} + per km up to ${distanceGateKm} km, ${eur(areaPrice('standard', 'over100Km').inclCents)} from ${distanceGateKm + 1} km (D+1 or D+2).`,
  },
  {
    spec: 'Urgent: regional 20-50 km 55 EUR',
    specEur: 55,
    specTrip: areaOfTrip('regional'),
    product: 'urgent',
    area: 'regional',
    becomes: `The urgent table shows the tariff's price of the band's cheapest urgent trip, ${areaOfTrip('regional').distanceKm} km by car under 10 kg, with its automatic return (${eur(areaPrice('urgent', 'regional').inclCents)}): a trip of ${areaOfTrip('regional').distanceKm - 1} km is still local.`,
  },
  {
    spec: 'Urgent: national 50-150 km 85 EUR',
    specEur: 85,
    specTrip: areaOfTrip('midDistance'),
    product: 'urgent',
    area: 'midDistance',
    becomes: `The urgent table shows the tariff's price of the band's cheapest urgent trip, ${areaOfTrip('midDistance').distanceKm} km by car under 10 kg, with its automatic return (${eur(areaPrice('urgent', 'midDistance').inclCents)}): a trip of ${areaOfTrip('midDistance').distanceKm - 1} km is still regional.`,
  },
  {
    spec: 'Small pallets: half pallet about 40-60% of full price (example 25 vs 45 EUR)',
    specEur: 45,
    specTrip: t({ zone: 'brusselsCentre', vehicle: 'largeVan' }),
    product: 'pallets',
    area: 'belgium',
    becomes: `The example is the tariff's: in central Brussels a half pallet by van ${eur(incl({ zone: 'brusselsCentre', vehicle: 'van' }))}, a euro pallet in the large van ${eur(incl({ zone: 'brusselsCentre', vehicle: 'largeVan' }))} (not 45 €, which the tariff gives for no trip in central Brussels), ${eur(incl({ zone: 'brusselsArea', vehicle: 'van' }))} against ${eur(incl({ zone: 'brusselsArea', vehicle: 'largeVan' }))} in the rest of Brussels. So the share is the tariff's too, ${vanShare('brusselsArea')} to ${vanShare('brusselsCentre')} in Brussels (not 40–60 %), and beyond Brussels the price follows the distance; the "up to 60 %" saving is the quarter pallet's, on quote.`,
  },
];
