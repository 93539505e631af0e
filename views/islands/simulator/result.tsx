import type { MouseEvent, ReactNode, RefObject } from 'react';
import { formatters } from '../../../shared/format';
import type { SimulatorProps } from '../../../shared/islands';
import type { Shipment } from '../../../shared/pricing';
import { isBrusselsZone, quote, returnIsAutomatic } from '../../../shared/pricing';
import { fill } from '../../../shared/i18n/fill';
import type { FiveCities } from '../../../shared/offer/index';
import { exclVatCents, promiseWords, tripPromise, vatRateText } from '../../../shared/offer/index';
import { capitalize, typeset } from '../../../shared/typography';
import { euros, optionsText } from './summary';

/**
 * The estimate: the trip (`route`), what was chosen, the quote line by line (the automatic return of
 * the zones priced by distance named as such, before the total), the total, the promise of the product
 * priced (its pickup, delivery and cut-off, from the product line), and the quote button.
 */
export function Result({
  heading,
  labels,
  shipment,
  lang,
  route,
  cities,
  quoteHref,
  onQuote,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  labels: SimulatorProps['labels'];
  shipment: Shipment;
  lang: SimulatorProps['lang'];
  route: ReactNode;
  /** Where the trip's ends lie among the five cities, when the places are known. */
  cities: FiveCities;
  /** The home page with this estimate in its URL, at the contact form: the server prefills the form from it. */
  quoteHref: string;
  onQuote: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const f = formatters(lang);
  const price = quote(shipment);
  const { result } = labels;
  const cell = tripPromise(shipment, cities);
  const promise = { ...promiseWords(lang, cell), product: cell.product, area: cell.area };
  const lines: [string, number][] = [
    [result.basePrice, price.basePrice],
    [result.distanceCost, price.distanceCost],
    [result.urgencyCost, price.urgencyCost],
    [returnIsAutomatic(shipment.zone) ? labels.options.returnAuto : result.returnCost, price.returnCost],
    [result.optionsCost, price.optionsCost],
  ];
  return (
    <div className="sim-result">
      <h3 ref={heading} tabIndex={-1}>
        {result.title}
      </h3>
      {route}
      <p className="sim-choice-summary">
        {labels.zones[shipment.zone].name} · {labels.vehicles[shipment.vehicle].name} · {promise.name}
        {!isBrusselsZone(shipment.zone) && ` · ${f.num(shipment.distanceKm)}\u00a0km`} · {optionsText(labels, shipment)}
      </p>
      <dl className="sim-lines">
        {lines.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{euros(f, cents)}</dd>
          </div>
        ))}
        <div className="sim-total">
          <dt>{result.total}</dt>
          <dd>
            <output name="total">{euros(f, price.total)}</output>
          </dd>
        </div>
        <div>
          <dt>{result.product}</dt>
          <dd>{promise.name}</dd>
        </div>
        <div>
          <dt>{result.delay}</dt>
          <dd data-promise={`${promise.product}/${promise.area}`}>
            {typeset(`${capitalize(promise.pickup)}, ${promise.delivery}${promise.cutOff ? `, ${promise.cutOff}` : ''}`, lang)}
          </dd>
        </div>
      </dl>
      <p className="sim-excl-vat">{fill(result.exclVat, { amount: euros(f, exclVatCents(price.total)), rate: vatRateText(lang, f) })}</p>
      {!isBrusselsZone(shipment.zone) && <p className="form-note">{result.distancePriced}</p>}
      <p className="form-note">{result.note}</p>
      <p>
        <a className="btn btn-primary" href={quoteHref} onClick={onQuote}>
          {result.quote}
        </a>
      </p>
    </div>
  );
}
