/**
 * SPEC "from" prices and promises that the simulator's tariff cannot give for the product and area SPEC
 * names, each with the scope under which the site now states it (or the tariff's own figure shown beside
 * it). Kept as data so a test proves each case still holds and the closing note lists them.
 */
import type { Shipment } from '../../shared/offer/tariff';
import { defaultShipment } from '../../shared/offer/tariff';
import type { ProductId } from '../../shared/offer/products';

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

/** Each case, in SPEC's order. */
export const rescoped: Rescoped[] = [
  {
    spec: 'Express: 1 h radius 20 km, from 25 EUR in Brussels',
    specEur: 25,
    specTrip: t({ zone: 'brussels_center', vehicle: 'van', urgency: 'urgent' }),
    product: 'urgent',
    area: 'local',
    becomes:
      'One hour in central Brussels is the Urgent product: from 15 € by scooter/car (under 10 kg), 35 € by van. 25 € is the van in central Brussels at the Express delay (2–3 h), and is said so.',
  },
  {
    spec: 'Express: 3h national from 35 EUR',
    specEur: 35,
    specTrip: t({ zone: 'national', vehicle: 'van', urgency: 'urgent', distanceKm: 101 }),
    product: 'standard',
    area: 'nearby',
    becomes:
      "35 € is the base price of the nearby-cities zone (up to 100 km from Brussels), before the km and the automatic return, at the next-working-day delay; the 2–3 h national trip starts at the tariff's own price (urgent, 101 km), shown instead.",
  },
  {
    spec: 'Parcel: standard up to 30 kg from 8 EUR, D+1 or D+2',
    specEur: 8,
    specTrip: t({ zone: 'national', vehicle: 'van', distanceKm: 101 }),
    product: 'standard',
    area: 'national',
    becomes:
      "No trip of the tariff costs 8 €: the cheapest is 10 € (scooter, central Brussels). The parcel page states the tariff's prices: 10 € in central Brussels, 35 € + per km up to 100 km, 130,90 € from 101 km (D+1 or D+2).",
  },
  {
    spec: 'Urgent: regional 20-50 km 55 EUR',
    specEur: 55,
    specTrip: t({ zone: 'nearby_cities', vehicle: 'scooter', urgency: 'urgent', distanceKm: 21 }),
    product: 'urgent',
    area: 'regional',
    becomes:
      "The urgent table shows the tariff's price of the band's cheapest urgent trip, 21 km by car under 10 kg, with its automatic return (61,95 €): a trip of 20 km is still local.",
  },
  {
    spec: 'Urgent: national 50-150 km 85 EUR',
    specEur: 85,
    specTrip: t({ zone: 'nearby_cities', vehicle: 'scooter', urgency: 'urgent', distanceKm: 51 }),
    product: 'urgent',
    area: 'national',
    becomes:
      "The urgent table shows the tariff's price of the band's cheapest urgent trip, 51 km by car under 10 kg, with its automatic return (90,45 €): a trip of 50 km is still regional.",
  },
  {
    spec: 'Small pallets: half pallet about 40-60% of full price (example 25 vs 45 EUR)',
    specEur: 45,
    specTrip: t({ zone: 'brussels_center', vehicle: 'truck' }),
    product: 'pallets',
    area: 'belgium',
    becomes:
      "The example is the tariff's: in central Brussels a half pallet by van 25 €, a euro pallet in the large van 40 € (not 45 €, which the tariff gives for no trip in central Brussels), 30 € against 50 € in the rest of Brussels. So the share is the tariff's too, 60 to 62,5 % in Brussels (not 40–60 %), and beyond Brussels the price follows the distance; the \"up to 60 %\" saving is the quarter pallet's, on quote.",
  },
];
