import type { ContactPrefill } from '../../../shared/contact-draft';
import type { Formatters } from '../../../shared/format';
import type { Messages } from '../../../shared/i18n';
import { fill } from '../../../shared/i18n/fill';
import type { Delay, Shipment } from '../../../shared/pricing';
import type { RouteText } from '../../../shared/places';
import { isBrusselsZone, quote } from '../../../shared/pricing';

/** A price in cents, as the page's locale writes euros with two decimals. */
export function euros(f: Formatters, cents: number): string {
  return f.eur(cents / 100, 2);
}

/** An estimated delay in the page's words ("2–3 h", "24 uur"): an en dash in a range. */
export function delayText(labels: Messages['simulator'], delay: Delay): string {
  const hours = delay.toHours ? `${delay.fromHours}–${delay.toHours}` : String(delay.fromHours);
  return fill(labels.result.hours, { hours });
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

/** The sentence the quote button puts in the contact form's message: the whole simulation. */
export function simulationSummary(labels: Messages['simulator'], f: Formatters, shipment: Shipment): string {
  return fill(labels.result.summary, {
    zone: labels.zones[shipment.zone].name,
    vehicle: labels.vehicles[shipment.vehicle].name,
    urgency: labels.urgencies[shipment.urgency].name,
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
export function quoteRequest(labels: Messages['simulator'], f: Formatters, shipment: Shipment, route: RouteText): ContactPrefill {
  const vehicle = labels.vehicles[shipment.vehicle];
  const urgency = labels.urgencies[shipment.urgency];
  return {
    pickup: route.from,
    delivery: route.to,
    when: `${urgency.name} – ${urgency.card}`,
    load: `${vehicle.name} – ${vehicle.text}`,
    message: simulationSummary(labels, f, shipment),
  };
}
