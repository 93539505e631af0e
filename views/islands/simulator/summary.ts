import type { ContactPrefill } from '../../../shared/contact/draft';
import type { Formatters } from '../../../shared/format';
import type { Messages } from '../../../shared/i18n';
import { fill } from '../../../shared/i18n/fill';
import { chosenOptions, quote, type Shipment } from '../../../shared/offer/quote';
import type { Lang } from '../../../shared/langs';
import { exclVatCents } from '../../../shared/offer/index';
import type { RouteText } from '../../../shared/places/places';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import { isBrusselsZone, returnIsAutomatic } from '../../../shared/offer/tariff';
import { typeset } from '../../../shared/typography';
import { optionPromise } from './option-promise';

/** A price in cents, as the page's locale writes euros with two decimals. */
export function euros(f: Formatters, cents: number): string {
  return f.eur(cents / 100, 2);
}

/** The options a shipment carries (the automatic return beyond Brussels, then those ticked), in the page's words, or "none". */
export function optionsText(labels: Messages['simulator'], lang: Lang, shipment: Shipment): string {
  const chosen = [
    ...(returnIsAutomatic(shipment.zone) ? [labels.result.returnCounted] : []),
    ...chosenOptions(shipment).map((option) => typeset(option.name[lang], lang)),
  ];
  return chosen.length ? chosen.join(', ') : labels.result.none;
}

/** The sentence the quote button puts in the contact form's message: the whole simulation, its product and its price. */
export function simulationSummary(labels: Messages['simulator'], lang: Lang, f: Formatters, shipment: Shipment, product: string): string {
  const total = quote(shipment).total;
  return fill(labels.result.summary, {
    product,
    zone: labels.zones[shipment.zone].name,
    vehicle: labels.sizes[shipment.vehicle].name,
    distance: isBrusselsZone(shipment.zone) ? labels.result.fixedPrice : `${f.num(shipment.distanceKm)}\u00a0km`,
    options: optionsText(labels, lang, shipment),
    total: euros(f, total),
    exclVat: euros(f, exclVatCents(total)),
  });
}

/**
 * What an estimate puts in the contact form (issues 21, 28): the places typed, when ("as soon as
 * possible", with the delay the product promises; the visitor may write a date instead), what
 * travels (the size chosen, to be replaced by a weight), and the summary with the product and the
 * price as the message.
 */
export function quoteRequest(
  labels: Messages['simulator'],
  lang: Lang,
  f: Formatters,
  shipment: Shipment,
  route: RouteText,
  ends: TripEstimate | null,
): ContactPrefill {
  const size = labels.sizes[shipment.vehicle];
  const promise = optionPromise(lang, shipment, ends);
  const product = promise.name;
  return {
    pickup: route.from,
    delivery: route.to,
    when: fill(labels.request.when, { product, delay: promise.delivery }),
    load: `${size.name} – ${size.text}`,
    message: simulationSummary(labels, lang, f, shipment, product),
  };
}
