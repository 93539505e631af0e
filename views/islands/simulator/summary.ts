import type { ContactPrefill } from '../../../shared/contact/draft';
import type { Formatters } from '../../../shared/format';
import type { Messages } from '../../../shared/i18n';
import { fill } from '../../../shared/i18n/fill';
import type { Moment } from '../../../shared/offer/calendar';
import { quoteAt, type When } from '../../../shared/offer/moment';
import { chosenOptions, type Shipment } from '../../../shared/offer/quote';
import type { Lang } from '../../../shared/langs';
import { exclVatCents } from '../../../shared/offer/index';
import type { RouteText } from '../../../shared/places/places';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import { isBrusselsZone, returnIsAutomatic } from '../../../shared/offer/tariff';
import { typeset } from '../../../shared/typography';
import { dayName } from '../../../shared/offer/calendar';
import { clockText } from './moment-words';
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

/** The sentence the quote button puts in the contact form's message: the whole simulation, its product and its price (at the moment chosen, issue 36). */
export function simulationSummary(
  labels: Messages['simulator'],
  lang: Lang,
  f: Formatters,
  shipment: Shipment,
  product: string,
  moment?: Moment,
): string {
  const total = quoteAt(shipment, moment).total;
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
 * What an estimate puts in the contact form (issues 21, 28, 36): the places typed, when (the moment chosen in the
 * simulator and the product, else "as soon as possible" with the delivery the product promises now; the visitor may
 * write a date instead), what travels (the size chosen, to be replaced by a weight), and the summary with the product and the
 * price as the message. `at`: the moment chosen, and the one it gives (`asap`: now).
 */
export function quoteRequest(
  labels: Messages['simulator'],
  lang: Lang,
  f: Formatters,
  shipment: Shipment,
  route: RouteText,
  ends: TripEstimate | null,
  at?: { when: When; moment: Moment },
): ContactPrefill {
  const size = labels.sizes[shipment.vehicle];
  const promise = optionPromise(lang, shipment, ends, at && { moment: at.moment, words: labels.moment });
  const product = promise.name;
  const when =
    at && at.when !== 'asap'
      ? typeset(
          fill(labels.moment.requestAt, {
            day: dayName(lang, at.when.day),
            time: clockText(lang, at.when),
            product,
          }),
          lang,
        )
      : fill(labels.request.when, { product, delay: promise.delivery });
  return {
    pickup: route.from,
    delivery: route.to,
    when,
    load: `${size.name} – ${size.text}`,
    message: simulationSummary(labels, lang, f, shipment, product, at?.moment),
  };
}
