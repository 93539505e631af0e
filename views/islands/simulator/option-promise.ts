/**
 * The one place that says which product a priced option of the simulator is, and what delay it
 * promises (issue 28). For now it reads the simulator's mapping (shared/offer/mapping.ts) and SPEC
 * §9's estimated delay (shared/pricing.ts); the product line's promise for the trip
 * (shared/offer/promises.ts, issue 27) takes their place here, and nowhere else.
 */
import type { Lang } from '../../../shared/langs';
import type { Messages } from '../../../shared/i18n';
import type { RouteEstimate } from '../../../shared/places';
import { fill } from '../../../shared/i18n/fill';
import type { Delay, Shipment } from '../../../shared/pricing';
import { estimatedDelay } from '../../../shared/pricing';
import { products, simulatorProduct } from '../../../shared/offer/index';

/** An estimated delay in the page's words ("2–3 h", "24 uur"): an en dash in a range. */
function delayText(labels: Messages['simulator'], delay: Delay): string {
  const hours = delay.toHours ? `${delay.fromHours}–${delay.toHours}` : String(delay.fromHours);
  return fill(labels.result.hours, { hours });
}

/** What a priced option promises, in the page's words: the product's name and its delay. */
export type OptionPromise = { name: string; delay: string };

/**
 * The product and the delay of one option of a trip (its zone, distance, urgency and vehicle), or
 * null when that speed is not offered for this trip. `ends` are the two places found, when known.
 */
export function optionPromise(
  lang: Lang,
  labels: Messages['simulator'],
  shipment: Pick<Shipment, 'zone' | 'urgency' | 'vehicle' | 'distanceKm'>,
  ends: RouteEstimate | null = null,
): OptionPromise | null {
  void ends;
  const product = products[simulatorProduct(shipment.zone, shipment.urgency, shipment.distanceKm).product];
  return { name: product.name[lang], delay: delayText(labels, estimatedDelay(shipment)) };
}
