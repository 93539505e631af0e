/**
 * SPEC's three overlapping lists mapped onto the product line (./products.ts): the plans of §9, the four
 * service pages, the simulator's speeds and vehicles. Each entry names the product (and area) it is.
 */
import type { ServiceId } from '../routes';
import type { Both, PlanId, ProductId } from './products';
import { products } from './products';

/** Each plan of SPEC §9 is one product under contract. */
export const planProduct: Record<PlanId, ProductId> = { standard: 'standard', premium: 'express', urgent: 'urgent' };

/** The plans' names: a contract over one product, named after it so that none reads as another product. */
export const planName: Record<PlanId, Both> = {
  standard: { fr: 'Contrat Standard', nl: 'Standaardcontract' },
  premium: { fr: 'Contrat Express', nl: 'Exprescontract' },
  urgent: { fr: 'Contrat Urgent', nl: 'Spoedcontract' },
};

/** Each service page is about these products, the first one being its own. */
export const serviceProducts: Record<ServiceId, ProductId[]> = {
  express: ['express', 'urgent'],
  parcel: ['standard', 'express'],
  pallets: ['pallets'],
  urgent: ['urgent', 'express'],
};

/** The simulator's "Night" and "Weekend" windows, as the Night and Weekend products run. */
export const simulatorWindows = {
  /** Night: picked up at an agreed hour between `from` and `to`, delivered the same night. */
  night: products.night.hours.window!,
  /** Weekend: the days it runs on (Saturday from the afternoon, where working days end; Sunday all day; and public holidays). */
  weekend: { days: ['saturday', 'sunday'] as const },
} as const;
