/**
 * SPEC's three overlapping lists mapped onto the product line (./products.ts): the plans of §9, the four
 * service pages, the simulator's urgencies and vehicles. Each entry names the product (and area) it is.
 */
import type { ServiceId } from '../routes';
import type { Urgency, Zone } from '../pricing';
import { isBrusselsZone } from '../pricing';
import type { Both, PlanId, ProductId, Span } from './products';

/** Each plan of SPEC §9 is one product under contract. */
export const planProduct: Record<PlanId, ProductId> = { standard: 'standard', premium: 'express', urgent: 'urgent' };

/** The plans' names, as SPEC names them (the product's name is on the product). */
export const planName: Record<PlanId, Both> = {
  standard: { fr: 'Standard', nl: 'Standaard' },
  premium: { fr: 'Premium', nl: 'Premium' },
  urgent: { fr: 'Express Urgent', nl: 'Expres Spoed' },
};

/** Each service page is about these products, the first one being its own. */
export const serviceProducts: Record<ServiceId, ProductId[]> = {
  express: ['express', 'urgent'],
  parcel: ['standard', 'express'],
  pallets: ['pallets'],
  urgent: ['urgent', 'express'],
};

/** The simulator's "Night" and "Weekend" windows: when the urgency applies (SPEC gives the card's and the description's night). */
export const simulatorWindows = {
  /** Night: trips booked between these hours; deliveries at night proper between `deliveryFrom` and `to`. */
  night: { from: 18, to: 6, deliveryFrom: 22 },
  /** Weekend: Saturday and Sunday, all day. */
  weekend: { days: ['saturday', 'sunday'] as const },
} as const;

/** What a simulator choice prices: a product, its area, and the condition the urgency adds. */
export type SimulatorProduct = { product: ProductId; area: string; condition?: 'night' | 'weekend' };

/**
 * The product a simulator state prices. Standard: Express in the Brussels zones (2–3 h), Standard
 * beyond (next working day). Urgent: Urgent, local in central Brussels (1 h), otherwise by distance
 * band. Night and Weekend: the same as Standard, at the Night or Weekend surcharge.
 */
export function simulatorProduct(zone: Zone, urgency: Urgency, distanceKm = 0): SimulatorProduct {
  const condition = urgency === 'night' || urgency === 'weekend' ? urgency : undefined;
  if (urgency === 'urgent') {
    if (zone === 'brussels_center') return { product: 'urgent', area: 'local' };
    if (isBrusselsZone(zone) || distanceKm <= 50) return { product: 'urgent', area: 'regional' };
    return { product: 'urgent', area: 'national' };
  }
  const base: SimulatorProduct = isBrusselsZone(zone)
    ? { product: 'express', area: 'brussels' }
    : { product: 'standard', area: zone === 'national' ? 'national' : 'nearby' };
  return condition ? { ...base, condition } : base;
}

/** SPEC §9's estimated delays, by urgency card: the card promises what the result shows for the zone. */
export const urgencyCards: Record<Urgency, Span> = {
  standard: { from: 2, to: 24, unit: 'h' },
  urgent: { from: 1, unit: 'h' },
  night: { from: 18, to: 6, unit: 'h' },
  weekend: { from: 2, to: 48, unit: 'h' },
};
