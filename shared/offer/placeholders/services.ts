import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';
import { formatters } from '../../format';
import { capitalize } from '../../typography';
import { pallets as palletFacts, volumetricDivisor } from '../facts';
import { planName } from '../mapping';
import { areaOf, perKmCents, productIds, products, tripPrice } from '../products';
import type { Zone } from '../tariff';
import { vatPrice } from '../vat';
import { priceWithVat } from '../words';
import { scopeOf } from './scope';

/** Placeholders only the services copy names, when the product line's own (./offer.ts) do not say it. */
export function servicesPlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = {};
  // Express, urgent (services/express, services/urgent): the plans' names, a piece's longest length in metres.
  for (const id of productIds) {
    const p = products[id];
    for (const limit of p.limits) if (limit.maxLengthCm) out[`${id}.limit.${limit.id}.maxLengthM`] = limit.maxLengthCm / 100;
  }
  for (const [id, name] of Object.entries(planName)) out[`plan.${id}.name`] = name[lang];
  return { ...out, ...parcelPlaceholders(lang), ...palletsPlaceholders(lang) };
}

/** The parcels' volumetric example: a carton of these dimensions, in cm, and its weight on the scale, in kg. */
const carton = { lengthCm: 50, widthCm: 40, heightCm: 30, scaleKg: 4 } as const;

/** What the parcel page names: Standard's prices and delays, a large piece's length, the volumetric example. */
function parcelPlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const f = formatters(lang);
  const over100Km = areaOf('standard', 'over100Km').delivery;
  const volumeCm3 = carton.lengthCm * carton.widthCm * carton.heightCm;
  const example = { ...carton, volumeCm3, volumetricKg: volumeCm3 / volumetricDivisor.parcel };
  return {
    // A "from" price's scope at the start of a name (a JSON-LD offer's): "Le prix de base d’un trajet Standard…".
    'standard.upTo100Km.buysCapitalized': capitalize(scopeOf(lang, 'standard', 'upTo100Km')),
    'standard.over100Km.buysCapitalized': capitalize(scopeOf(lang, 'standard', 'over100Km')),
    // What each km adds to Standard's trip up to the distance gate (in its reference vehicle), with VAT beside it.
    'standard.upTo100Km.perKm': priceWithVat(lang, f, vatPrice(perKmCents(areaOf('standard', 'upTo100Km'))!)),
    // A delivery in working days as shippers count it ("J+1 ou J+2"): the span's bounds.
    'standard.over100Km.workdays.from': over100Km.from,
    'standard.over100Km.workdays.to': over100Km.to ?? over100Km.from,
    // The volumetric example: the carton's sides, its volume, its volumetric weight and its weight on the scale.
    ...Object.fromEntries(Object.entries(example).map(([key, value]) => [`volumetricDivisor.parcelExample.${key}`, value])),
  };
}

/** A temperature as a buyer reads it, with its sign: "−20 °C", "+20 °C". */
const celsius = (c: number) => `${c < 0 ? '−' : '+'}${Math.abs(c)} °C`;

/** What the pallets page names: the formats' sides and heights, the grouped round's days, the chilled range, trips in Brussels. */
function palletsPlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const f = formatters(lang);
  const out: Record<string, PlaceholderValue> = {};
  // A format's footprint and height: the longer side is its length ("60 × 80 cm", "120 cm de hauteur").
  for (const limit of products.pallets.limits) {
    const [a, b, heightCm] = limit.dimsCm ?? [];
    if (a === undefined || b === undefined) continue;
    out[`pallets.limit.${limit.id}.lengthCm`] = Math.max(a, b);
    out[`pallets.limit.${limit.id}.widthCm`] = Math.min(a, b);
    if (heightCm !== undefined) out[`pallets.limit.${limit.id}.heightCm`] = heightCm;
  }
  // The grouped round's delivery in working days ("J+1"), and a pallet handed over after its cut-off: one day later.
  const grouped = areaOf('pallets', 'belgium').delivery;
  out['pallets.belgium.workdays.from'] = grouped.from;
  out['pallets.belgium.workdaysAfterCutOff'] = grouped.from + 1;
  out['pallets.chilled.from'] = celsius(palletFacts.chilledC.from);
  out['pallets.chilled.to'] = celsius(palletFacts.chilledC.to);
  // Trips in the two Brussels zones (priced by zone, sold as Express), by van and in the large van, besides the
  // registry's {vanInBrussels} (central zone, van); and the share the van's price is of the large van's, the lower
  // and the higher of the two zones (a half pallet by van against a Europe pallet in the large van).
  const shares: number[] = [];
  for (const zone of ['brusselsCentre', 'brusselsArea'] satisfies Zone[]) {
    const van = tripPrice({ zone, vehicle: 'van' });
    const largeVan = tripPrice({ zone, vehicle: 'largeVan' });
    if (zone !== 'brusselsCentre') out[`trip.${zone}.van`] = priceWithVat(lang, f, van);
    out[`trip.${zone}.largeVan`] = priceWithVat(lang, f, largeVan);
    shares.push(Math.round((van.inclCents / largeVan.inclCents) * 1000) / 10);
  }
  out['trip.brussels.vanShareOfLargeVanPct.low'] = Math.min(...shares);
  out['trip.brussels.vanShareOfLargeVanPct.high'] = Math.max(...shares);
  return out;
}
