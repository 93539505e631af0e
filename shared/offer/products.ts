/**
 * The product line: the products a buyer can order, each once, with where it applies, its delays,
 * cut-offs, hours, insurance, limits, vehicles and its price rule through the simulator's tariff
 * (./tariff.ts). SPEC's three overlapping lists map onto it (./mapping.ts): each plan of §9 is one
 * product, each service page is about one or more products, each simulator speed and vehicle names the
 * product it prices. Pages, the simulator and the JSON-LD read these records; copy never types a figure.
 */
import type { Lang } from '../langs';
import type { Shipment } from './quote';
import { defaultShipment, quote } from './quote';
import type { Vehicle, Zone } from './tariff';
import { distanceGateKm, ratePerKm, returnIsAutomatic, sameBaseForEveryVehicle, sameForEveryVehicle, tariff } from './tariff';
import { vatPrice, type VatPrice } from './vat';

/** Text in both languages; a missing language fails to compile. */
export type Both = Record<Lang, string>;

/**
 * A duration or a range of durations, in one unit ("60–90 min", "2–3 h", "D+1 or D+2", "2–5 days"), counted from
 * the confirmation of the order; `before` is a time of day instead ("before 6 h": the same night).
 */
export type Span = { from: number; to?: number; unit: 'min' | 'h' | 'workday' | 'day' | 'before' };

/**
 * The products, as a buyer orders them: the two day products (Standard, next day; Express, same day), Urgent,
 * the two out-of-hours products the simulator sells (Night, Weekend), then the small pallets.
 */
export const productIds = ['standard', 'express', 'urgent', 'night', 'weekend', 'pallets'] as const;
export type ProductId = (typeof productIds)[number];

/** The plans of SPEC §9, each one product under contract. */
export const planIds = ['standard', 'premium', 'urgent'] as const;
export type PlanId = (typeof planIds)[number];

/** When a product runs. */
export type Hours = {
  /**
   * Working days: Monday to Friday plus Saturday morning; every day: all seven days and holidays; nights: every
   * night between `window`'s hours; weekend: from Saturday afternoon (where working days end), Sunday and public holidays.
   */
  days: 'weekdaysSaturdayMorning' | 'everyDay' | 'nights' | 'weekend';
  /** True when it runs round the clock (00:00–23:59). */
  roundTheClock: boolean;
  /** The hours of the day it runs, when they are not the whole day (Night: 18 h to 6 h). */
  window?: { from: number; to: number };
};

/** A cut-off: an order confirmed before `hour` gets the area's delivery; a later one is delivered `later`. */
export type CutOff = { hour: number; later: 'nextMorning' | 'nextWorkday'; nextMorningBefore?: number };

/** The price of a trip in the simulator's tariff: the reference trip, and for distance zones the cost of each extra km. */
export type PriceRule = {
  /** The cheapest trip the area's simulator choices allow: its quote is the "from" price. */
  trip: Shipment;
  /** What the "from" price buys, in the buyer's words. */
  buys: Both;
  /** True in the zones priced by distance: each km adds the trip's rate and the automatic return (`perKmCents`). */
  byKm?: true;
};

/**
 * One cell of the offer: where a product applies, and its one promise there: pickup, delivery, cut-off,
 * insurance and price. Pages, the simulator's result and the JSON-LD read these cells and nothing else.
 */
export type Area = {
  id: string;
  name: Both;
  /** The simulator zones this area covers ([] when the simulator does not price it). */
  zones: Zone[];
  /** Only for trips whose two ends are in the five cities: inside one of them, or between two of them. */
  fiveCities?: 'within' | 'between';
  /** From confirmation to the driver at the door, or agreed at booking. */
  pickup: Span | 'agreed';
  /** From confirmation to delivery, or from the pickup when `afterPickup` (a trip abroad, whose drive is the delay). */
  delivery: Span;
  afterPickup?: true;
  /** The order's cut-off for that delivery, when there is one. */
  cutOff?: CutOff;
  /** Included insurance of this area, when it differs from the product's. */
  insuranceEur?: number;
  /** Distance band of the area, in km (urgent table of SPEC §9); no `to`: beyond `from`. */
  km?: { from: number; to?: number };
  /** The price rule, or none: priced on quote, or by the simulator's kilometre with no one "from" price (`byDistance`). */
  price?: PriceRule;
  byDistance?: true;
};

/** Insurance: what is included, what can be added on declared value, and the plan's contract ceiling. */
export type Insurance = {
  /** Included per shipment, in euros (the value must be declared, SPEC §5). */
  includedEur: number;
  /** Extension on declared value up to this ceiling, in euros, and its cost in percent of the value if known. */
  extensionEur?: number;
  extensionRatePct?: number;
  /** The ceiling under the product's plan (a contract), in euros. */
  planEur?: number;
};

/** A weight and size limit, with the condition it applies to. */
/** Dimensions in cm: length × width, then height when there is a maximum. */
export type Limit = { id: string; what: Both; maxKg?: number; maxM3?: number; maxLengthCm?: number; dimsCm?: number[] };

/** One product of the line. */
export type Product = {
  id: ProductId;
  name: Both;
  /** The plan that sells it under contract, when there is one. */
  plan?: PlanId;
  vehicles: Vehicle[];
  hours: Hours;
  insurance: Insurance;
  limits: Limit[];
  areas: Area[];
  /** Share of deliveries on time for this product, in percent, and what it measures. */
  onTime?: { pct: number; what: Both }[];
  /** Surcharges on the product's daytime price, in percent: at night between two hours, on Sundays and holidays. */
  surcharges?: { id: 'night' | 'sundayHoliday'; pct: number; fromHour?: number; toHour?: number }[];
};

/** A simulator trip, from the default state. */
function trip(shipment: Partial<Shipment>): Shipment {
  return { ...defaultShipment, ...shipment };
}

/** The vehicles of the fleet, as the simulator's choices name them (all of them 3.5 t and under, licence B). */
export const fleet = {
  /** Class of every vehicle, in tonnes (gross weight, driving licence B). */
  maxTonnes: 3.5,
  /** A scooter in Brussels, a car beyond; small parcels only. */
  scooterOrCar: { maxKg: 10 },
  /** "Van": a small van, payload and volume. */
  van: { payloadKg: 1000, volumeM3: 3 },
  /** A large van of 3.5 t, its load volume range. */
  largeVan: { fromM3: 6, toM3: 12 },
} as const;

const brusselsZones: Zone[] = ['brusselsCentre', 'brusselsArea'];
/** Where Urgent's distance bands start, in km (SPEC §9's urgent table): local below `regional`. */
const bands = { regional: 20, national: 50, long: 150 } as const;
/** The zone of the cheapest Brussels trips, as the simulator's zone card names it. */
const inCentre: Both = { fr: 'dans la zone Bruxelles centre', nl: 'in de zone Brussel centrum' };
/** The smallest size, as a buyer reads it: under 10 kg. */
const small: Both = { fr: `moins de ${fleet.scooterOrCar.maxKg} kg`, nl: `minder dan ${fleet.scooterOrCar.maxKg} kg` };
/**
 * What the cheapest trip of a product buys in central Brussels: the product (`trip`: "une course Express", "een
 * expresrit"), the size (a scooter, under 10 kg) and the zone.
 */
const smallInCentre = (trip: Both): Both => ({
  fr: `${trip.fr} en scooter, ${small.fr}, ${inCentre.fr}`,
  nl: `${trip.nl} met de scooter, ${small.nl}, ${inCentre.nl}`,
});
/** What an urgent trip of `km` by car (the smallest size, under 10 kg) buys: a band's cheapest trip. */
const urgentSmallTrip = (km: number): Both => ({
  fr: `une course urgente de ${km} km en voiture, ${small.fr}, retour compris`,
  nl: `een spoedrit van ${km} km met de wagen, ${small.nl}, terugrit inbegrepen`,
});
const allZones: Zone[] = ['brusselsCentre', 'brusselsArea', 'upTo100Km', 'over100Km'];

/** Express's insurance and limits; its out-of-hours runs (Night, Weekend) keep the limits and the included amount. */
const expressInsurance: Insurance = { includedEur: 5000, planEur: 50000 };
const expressLimits: Limit[] = [
  { id: 'piece', what: { fr: 'par colis, 2 m de long au plus', nl: 'per pakket, tot 2 m lang' }, maxKg: 300, maxLengthCm: 200 },
  { id: 'van', what: { fr: 'par camionnette', nl: 'per bestelwagen' }, maxKg: fleet.van.payloadKg, maxM3: fleet.van.volumeM3 },
  { id: 'largeVan', what: { fr: 'par grand fourgon', nl: 'per grote bestelwagen' }, maxM3: fleet.largeVan.toM3 },
];
/** Express's pickup everywhere it runs: a driver at the door 60 to 90 minutes after confirmation. */
const expressPickup: Span = { from: 60, to: 90, unit: 'min' };

/** The Night product's hours: picked up at an agreed hour between `from` and `to`, delivered before `to`. */
const nightWindow = { from: 18, to: 6 };

/**
 * An out-of-hours product (Night, Weekend): Express's limits and included insurance, everywhere in
 * Belgium, picked up at the hour agreed, priced by the simulator's speed of the same name.
 */
function outOfHours(id: 'night' | 'weekend', name: Both, hours: Hours, delivery: Span): Product {
  return {
    id,
    name,
    vehicles: ['scooterOrCar', 'van', 'largeVan'],
    hours,
    insurance: { includedEur: expressInsurance.includedEur },
    limits: expressLimits,
    areas: [
      {
        id: 'belgium',
        name: { fr: 'Partout en Belgique', nl: 'Overal in België' },
        zones: allZones,
        pickup: 'agreed',
        delivery,
        price: {
          trip: trip({ zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: id }),
          buys: smallInCentre({ fr: `une course ${name.fr}`, nl: `een rit in de formule ${name.nl}` }),
        },
      },
    ],
  };
}

/** The product line. */
export const products: Record<ProductId, Product> = {
  standard: {
    id: 'standard',
    name: { fr: 'Standard', nl: 'Standaard' },
    plan: 'standard',
    vehicles: ['scooterOrCar', 'van', 'largeVan'],
    hours: { days: 'weekdaysSaturdayMorning', roundTheClock: false },
    insurance: { includedEur: 500, extensionEur: 10000, extensionRatePct: 1, planEur: 5000 },
    limits: [
      { id: 'parcel', what: { fr: 'colis standard', nl: 'standaardpakket' }, maxKg: 30, maxM3: 1 },
      { id: 'bulky', what: { fr: 'colis volumineux, par colis', nl: 'volumineus pakket, per stuk' }, maxKg: 100, maxM3: 2 },
    ],
    areas: [
      {
        id: 'upTo100Km',
        name: { fr: `Trajet de ${distanceGateKm} km au plus`, nl: `Rit tot ${distanceGateKm} km` },
        zones: ['upTo100Km'],
        pickup: { from: 2, to: 3, unit: 'h' },
        delivery: { from: 1, unit: 'workday' },
        price: {
          trip: trip({ zone: 'upTo100Km', vehicle: 'van' }),
          buys: sameBaseForEveryVehicle('upTo100Km')
            ? {
                fr: 'le prix de base d’un trajet Standard, le même pour tous les véhicules, hors kilomètres',
                nl: 'de basisprijs van een rit in Standaard, dezelfde voor elk voertuig, kilometers niet inbegrepen',
              }
            : {
                fr: 'le prix de base d’un trajet Standard en camionnette, hors kilomètres',
                nl: 'de basisprijs in Standaard voor een rit met de bestelwagen, kilometers niet inbegrepen',
              },
          byKm: true,
        },
      },
      {
        id: 'over100Km',
        name: {
          fr: `Trajet de plus de ${distanceGateKm} km, partout en Belgique`,
          nl: `Rit van meer dan ${distanceGateKm} km, overal in België`,
        },
        zones: ['over100Km'],
        pickup: 'agreed',
        delivery: { from: 1, to: 2, unit: 'workday' },
        price: {
          trip: trip({ zone: 'over100Km', vehicle: 'van', distanceKm: distanceGateKm + 1 }),
          buys: sameForEveryVehicle('over100Km')
            ? {
                fr: `un trajet Standard de ${distanceGateKm + 1} km, retour compris, au même prix pour tous les véhicules`,
                nl: `een rit van ${distanceGateKm + 1} km in Standaard, terugrit inbegrepen, voor elk voertuig dezelfde prijs`,
              }
            : {
                fr: `un trajet Standard de ${distanceGateKm + 1} km en camionnette, retour compris`,
                nl: `een rit van ${distanceGateKm + 1} km in Standaard met de bestelwagen, terugrit inbegrepen`,
              },
          byKm: true,
        },
      },
      {
        id: 'neighbours',
        name: { fr: 'France, Pays-Bas, Allemagne, Luxembourg', nl: 'Frankrijk, Nederland, Duitsland, Luxemburg' },
        zones: [],
        pickup: 'agreed',
        delivery: { from: 24, to: 48, unit: 'h' },
      },
      {
        id: 'europe',
        name: { fr: 'Reste de l’Europe', nl: 'Rest van Europa' },
        zones: [],
        pickup: 'agreed',
        delivery: { from: 2, to: 5, unit: 'day' },
      },
      {
        id: 'world',
        name: { fr: 'Hors d’Europe', nl: 'Buiten Europa' },
        zones: [],
        pickup: 'agreed',
        delivery: { from: 5, to: 10, unit: 'day' },
      },
    ],
    onTime: [
      { pct: 98, what: { fr: 'colis livrés dans le délai annoncé', nl: 'pakketten binnen de aangekondigde termijn geleverd' } },
      { pct: 96, what: { fr: 'colis livrés le lendemain (J+1)', nl: 'pakketten de volgende werkdag geleverd' } },
    ],
  },
  express: {
    id: 'express',
    name: { fr: 'Express', nl: 'Expres' },
    plan: 'premium',
    vehicles: ['scooterOrCar', 'van', 'largeVan'],
    hours: { days: 'weekdaysSaturdayMorning', roundTheClock: false },
    insurance: expressInsurance,
    limits: expressLimits,
    areas: [
      {
        id: 'brussels',
        name: { fr: 'Région bruxelloise et communes voisines', nl: 'Brussels Gewest en de aangrenzende gemeenten' },
        zones: brusselsZones,
        pickup: expressPickup,
        delivery: { from: 2, to: 3, unit: 'h' },
        cutOff: { hour: 16, later: 'nextMorning', nextMorningBefore: 10 },
        price: {
          trip: trip({ zone: 'brusselsCentre', vehicle: 'scooterOrCar' }),
          buys: smallInCentre({ fr: 'une course Express', nl: 'een expresrit' }),
        },
      },
      {
        id: 'city',
        name: {
          fr: 'Dans Anvers, Gand, Liège ou Charleroi et les communes qui les bordent',
          nl: 'Binnen Antwerpen, Gent, Luik of Charleroi en de gemeenten die eraan grenzen',
        },
        zones: ['upTo100Km'],
        fiveCities: 'within',
        pickup: expressPickup,
        delivery: { from: 0, unit: 'workday' },
        cutOff: { hour: 16, later: 'nextMorning', nextMorningBefore: 10 },
        price: {
          trip: trip({ zone: 'upTo100Km', vehicle: 'scooterOrCar' }),
          buys: sameBaseForEveryVehicle('upTo100Km')
            ? {
                fr: 'le prix de base d’une course Express dans la ville, le même pour tous les véhicules, hors kilomètres',
                nl: 'de basisprijs van een expresrit binnen de stad, dezelfde voor elk voertuig, kilometers niet inbegrepen',
              }
            : {
                fr: `le prix de base d’une course Express en voiture, ${small.fr}, dans la ville, hors kilomètres`,
                nl: `de basisprijs van een expresrit met de wagen, ${small.nl}, binnen de stad, kilometers niet inbegrepen`,
              },
          byKm: true,
        },
      },
      {
        id: 'betweenCities',
        name: {
          fr: 'Entre Bruxelles, Anvers, Gand, Liège et Charleroi, communes qui les bordent comprises',
          nl: 'Tussen Brussel, Antwerpen, Gent, Luik en Charleroi, de gemeenten die eraan grenzen inbegrepen',
        },
        zones: ['upTo100Km', 'over100Km'],
        fiveCities: 'between',
        pickup: expressPickup,
        delivery: { from: 0, unit: 'workday' },
        cutOff: { hour: 14, later: 'nextMorning', nextMorningBefore: 10 },
        byDistance: true,
      },
    ],
  },
  urgent: {
    id: 'urgent',
    name: { fr: 'Urgent', nl: 'Spoed' },
    plan: 'urgent',
    vehicles: ['scooterOrCar', 'van', 'largeVan'],
    hours: { days: 'everyDay', roundTheClock: true },
    insurance: { includedEur: 500, extensionEur: 50000, planEur: 100000 },
    // Urgent carries what the vehicle the visitor picks carries (`fleet`): no limit of its own.
    limits: [],
    areas: [
      {
        id: 'local',
        name: { fr: 'Local', nl: 'Lokaal' },
        km: { from: 0, to: bands.regional },
        zones: [...brusselsZones, 'upTo100Km'],
        pickup: { from: 20, unit: 'min' },
        delivery: { from: 1, unit: 'h' },
        insuranceEur: 500,
        price: {
          trip: trip({ zone: 'brusselsCentre', vehicle: 'scooterOrCar', speed: 'urgent' }),
          buys: smallInCentre({ fr: 'une course urgente', nl: 'een spoedrit' }),
        },
      },
      {
        id: 'regional',
        name: { fr: 'Régional', nl: 'Regionaal' },
        km: { from: bands.regional, to: bands.national },
        zones: ['upTo100Km'],
        pickup: { from: 30, unit: 'min' },
        delivery: { from: 90, unit: 'min' },
        insuranceEur: 1000,
        price: {
          // The band's shortest trip: its first whole km (a trip of exactly `bands.regional` km is still local).
          trip: trip({ zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'urgent', distanceKm: bands.regional + 1 }),
          buys: urgentSmallTrip(bands.regional + 1),
        },
      },
      {
        id: 'midDistance',
        name: { fr: 'Moyenne distance', nl: 'Middellange afstand' },
        km: { from: bands.national, to: bands.long },
        zones: ['upTo100Km', 'over100Km'],
        pickup: { from: 45, unit: 'min' },
        delivery: { from: 150, unit: 'min' },
        insuranceEur: 2000,
        price: {
          trip: trip({ zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'urgent', distanceKm: bands.national + 1 }),
          buys: urgentSmallTrip(bands.national + 1),
        },
      },
      {
        id: 'long',
        name: { fr: 'Longue distance', nl: 'Lange afstand' },
        km: { from: bands.long },
        zones: ['over100Km'],
        pickup: { from: 45, unit: 'min' },
        delivery: { from: 4, unit: 'h' },
        insuranceEur: 2000,
        byDistance: true,
      },
      {
        id: 'paris',
        name: { fr: 'Paris', nl: 'Parijs' },
        zones: [],
        pickup: { from: 45, unit: 'min' },
        delivery: { from: 4, unit: 'h' },
        afterPickup: true,
      },
      {
        id: 'amsterdam',
        name: { fr: 'Amsterdam', nl: 'Amsterdam' },
        zones: [],
        pickup: { from: 45, unit: 'min' },
        delivery: { from: 3, unit: 'h' },
        afterPickup: true,
      },
      {
        id: 'luxembourg',
        name: { fr: 'Luxembourg', nl: 'Luxemburg' },
        zones: [],
        pickup: { from: 45, unit: 'min' },
        delivery: { from: 150, unit: 'min' },
        afterPickup: true,
      },
    ],
    onTime: [{ pct: 98.5, what: { fr: 'livraisons urgentes à l’heure promise', nl: 'spoedleveringen op het beloofde uur' } }],
    surcharges: [
      { id: 'night', pct: 30, fromHour: 22, toHour: 6 },
      { id: 'sundayHoliday', pct: 40 },
    ],
  },
  night: outOfHours(
    'night',
    { fr: 'Nuit', nl: 'Nacht' },
    { days: 'nights', roundTheClock: false, window: nightWindow },
    { from: nightWindow.to, unit: 'before' },
  ),
  weekend: outOfHours(
    'weekend',
    { fr: 'Week-end', nl: 'Weekend' },
    { days: 'weekend', roundTheClock: false },
    { from: 0, unit: 'workday' },
  ),
  pallets: {
    id: 'pallets',
    name: { fr: 'Petites palettes', nl: 'Kleine pallets' },
    vehicles: ['van', 'largeVan'],
    hours: { days: 'weekdaysSaturdayMorning', roundTheClock: false },
    insurance: { includedEur: 1000 },
    limits: [
      { id: 'quarter', what: { fr: 'quart de palette', nl: 'kwartpallet' }, maxKg: 100, dimsCm: [60, 40, 80] },
      { id: 'quarterLarge', what: { fr: 'demi-palette basse', nl: 'lage halve pallet' }, maxKg: 100, dimsCm: [60, 80, 80] },
      { id: 'half', what: { fr: 'demi-palette', nl: 'halve pallet' }, maxKg: 250, dimsCm: [60, 80, 120] },
      { id: 'reduced', what: { fr: 'palette réduite', nl: 'verkleinde pallet' }, maxKg: 400, dimsCm: [80, 100, 150] },
      { id: 'halfNl', what: { fr: 'demi-palette, sur demande', nl: 'halve pallet, op aanvraag' }, maxKg: 300, dimsCm: [60, 80, 120] },
      { id: 'quarterNl', what: { fr: 'quart de palette, sur demande', nl: 'kwartpallet, op aanvraag' }, maxKg: 150, dimsCm: [40, 60, 80] },
      {
        id: 'euro',
        what: {
          fr: 'palette Europe, en course directe en grand fourgon',
          nl: 'europallet, in een rechtstreekse rit met de grote bestelwagen',
        },
        maxKg: 800,
        dimsCm: [80, 120],
      },
    ],
    areas: [
      {
        // A grouped round, not a trip of the simulator: priced on quote. A pallet alone in a van is a simulator trip,
        // sold as the product that trip buys (Express in Brussels and the five cities).
        id: 'belgium',
        name: { fr: 'En tournée groupée, partout en Belgique', nl: 'In groupage, overal in België' },
        zones: [],
        pickup: 'agreed',
        delivery: { from: 1, unit: 'workday' },
        cutOff: { hour: 16, later: 'nextWorkday' },
      },
    ],
  },
};

/** The "from" price of an area, with and without VAT, or undefined when it is priced on quote. */
export function fromPrice(area: Area): VatPrice | undefined {
  return area.price ? vatPrice(quote(area.price.trip).total) : undefined;
}

/** What each km adds to an area's "from" trip, outbound and automatic return together, in cents; undefined unless priced by the km. */
export function perKmCents(area: Area): number | undefined {
  if (!area.price?.byKm) return undefined;
  const { zone, vehicle } = area.price.trip;
  return perKmByVehicle(zone)[vehicle];
}

/** What each km adds in a zone priced by distance, per vehicle, outbound and automatic return together, in cents. */
export function perKmByVehicle(zone: Zone): Record<Vehicle, number> {
  const back = returnIsAutomatic(zone) ? tariff.returnPerKm : 0;
  return {
    scooterOrCar: ratePerKm(zone, 'scooterOrCar') + back,
    van: ratePerKm(zone, 'van') + back,
    largeVan: ratePerKm(zone, 'largeVan') + back,
  };
}

/** The product and area of the line, by their ids; throws on a wrong id (a programming error). */
export function areaOf(productId: ProductId, areaId: string): Area {
  const area = products[productId].areas.find((a) => a.id === areaId);
  if (!area) throw new Error(`No area ${areaId} in product ${productId}`);
  return area;
}

/** The "from" price of a product's area, with and without VAT; throws when the area is priced on quote. */
export function areaPrice(productId: ProductId, areaId: string): VatPrice {
  const price = fromPrice(areaOf(productId, areaId));
  if (!price) throw new Error(`${productId}/${areaId} is priced on quote`);
  return price;
}

/** The price of any simulator trip, with and without VAT (from the default state, changed as given). */
export function tripPrice(shipment: Partial<Shipment>): VatPrice {
  return vatPrice(quote(trip(shipment)).total);
}
