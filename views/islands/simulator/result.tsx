import type { MouseEvent, RefObject } from 'react';
import { formatters } from '../../../shared/format';
import type { SimulatorProps } from '../../../shared/islands';
import type { Shipment } from '../../../shared/pricing';
import { estimatedDelay, isBrusselsZone, quote } from '../../../shared/pricing';
import { delayText, euros, optionsText } from './summary';

/** The estimate: what was chosen, the quote line by line, the total, the delay, and the quote button. */
export function Result({
  heading,
  labels,
  shipment,
  lang,
  quoteHref,
  onQuote,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  labels: SimulatorProps['labels'];
  shipment: Shipment;
  lang: SimulatorProps['lang'];
  /** The home page with this estimate in its URL, at the contact form: the server prefills the form from it. */
  quoteHref: string;
  onQuote: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const f = formatters(lang);
  const price = quote(shipment);
  const { result } = labels;
  const lines: [string, number][] = [
    [result.basePrice, price.basePrice],
    [result.distanceCost, price.distanceCost],
    [result.urgencyCost, price.urgencyCost],
    [result.returnCost, price.returnCost],
    [result.optionsCost, price.optionsCost],
  ];
  return (
    <div className="sim-result">
      <h3 ref={heading} tabIndex={-1}>
        {result.title}
      </h3>
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
      <p className="form-note">{result.note}</p>
      <p>
        <a className="btn btn-primary" href={quoteHref} onClick={onQuote}>
          {result.quote}
        </a>
      </p>
    </div>
  );
}
