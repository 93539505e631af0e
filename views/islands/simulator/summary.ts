import type { ContactPrefill } from '../../../shared/contact-draft';
import type { Formatters } from '../../../shared/format';
import type { Messages } from '../../../shared/i18n';
import { fill } from '../../../shared/i18n/fill';
import type { Shipment } from '../../../shared/pricing';
import type { RouteText } from '../../../shared/places';
import { isBrusselsZone, quote } from '../../../shared/pricing';

/** A price in cents, as the page's locale writes euros with two decimals. */
export function euros(f: Formatters, cents: number): string {
  return f.eur(cents / 100, 2);
}

/** The options a shipment carries, in the page's words, or "none". */
export function optionsText(labels: Messages['simulator'], shipment: Shipment): string {
  const chosen = [
    shipment.return && isBrusselsZone(shipment.zone) ? labels.options.return : null,
    !isBrusselsZone(shipment.zone) ? labels.options.returnAuto : null,
    shipment.waiting ? labels.options.waiting : null,
    shipment.special ? labels.options.special : null,
  ].filter((option): option is string => option !== null);
  return chosen.length ? chosen.join(', ') : labels.result.none;
}

/** The product a trip's speed buys and its promise, in the page's words (promiseWords). */
export type PromiseText = { name: string; pickup: string; delivery: string; cutOff?: string };

/** The sentence the quote button puts in the contact form's message: the whole simulation. */
export function simulationSummary(labels: Messages['simulator'], f: Formatters, shipment: Shipment, promise: PromiseText): string {
  return fill(labels.result.summary, {
    zone: labels.zones[shipment.zone].name,
    vehicle: labels.vehicles[shipment.vehicle].name,
    urgency: promise.name,
    distance: isBrusselsZone(shipment.zone) ? labels.result.fixedPrice : `${f.num(shipment.distanceKm)}\u00a0km`,
    options: optionsText(labels, shipment),
    total: euros(f, quote(shipment).total),
  });
}

/**
 * What an estimate puts in the contact form (issue 21): the places typed in the wizard, the wish
 * of when (the urgency and its window), what travels (the vehicle and its size), and the summary
 * with the price as the message.
 */
export function quoteRequest(labels: Messages['simulator'], f: Formatters, shipment: Shipment, route: RouteText, promise: PromiseText): ContactPrefill {
  const vehicle = labels.vehicles[shipment.vehicle];
  return {
    pickup: route.from,
    delivery: route.to,
    when: `${promise.name} – ${promise.pickup}, ${promise.delivery}`,
    load: `${vehicle.name} – ${vehicle.text}`,
    message: simulationSummary(labels, f, shipment, promise),
  };
}
