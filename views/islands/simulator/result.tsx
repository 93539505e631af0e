import type { MouseEvent, ReactNode, RefObject } from 'react';
import { formatters } from '../../../shared/format';
import type { SimulatorProps } from '../../../shared/islands';
import type { Shipment } from '../../../shared/pricing';
import { estimatedDelay, isBrusselsZone, quote, returnIsAutomatic } from '../../../shared/pricing';
import { fill } from '../../../shared/i18n/fill';
import { exclVatCents, products, simulatorProduct, vatRateText } from '../../../shared/offer/index';
import { delayText, euros, optionsText } from './summary';

/**
 * The estimate: the trip (`route`), what was chosen, the quote line by line (the automatic return of
 * the zones priced by distance named as such, before the total), the total, the delay, and the quote button.
 */
export function Result({
  heading,
  labels,
  shipment,
  lang,
  route,
  quoteHref,
  onQuote,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  labels: SimulatorProps['labels'];
  shipment: Shipment;
  lang: SimulatorProps['lang'];
  route: ReactNode;
  /** The home page with this estimate in its URL, at the contact form: the server prefills the form from it. */
  quoteHref: string;
  onQuote: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const f = formatters(lang);
  const price = quote(shipment);
  const { result } = labels;
  const product = products[simulatorProduct(shipment.zone, shipment.urgency, shipment.distanceKm).product];
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
        {labels.zones[shipment.zone].name} · {labels.vehicles[shipment.vehicle].name} · {labels.urgencies[shipment.urgency].name}
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
          <dt>{result.delay}</dt>
          <dd>{delayText(labels, estimatedDelay(shipment))}</dd>
        </div>
      </dl>
      <p className="sim-excl-vat">{fill(result.exclVat, { amount: euros(f, exclVatCents(price.total)), rate: vatRateText(lang, f) })}</p>
      <p>{fill(result.product, { product: product.name[lang] })}</p>
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
