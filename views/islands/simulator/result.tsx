import type { MouseEvent, ReactNode, RefObject } from 'react';
import { formatters } from '../../../shared/format';
import type { SimulatorProps } from '../../../shared/islands';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import { simulatorOptions } from '../../../shared/offer/options';
import type { Moment } from '../../../shared/offer/calendar';
import { quoteAt, type When } from '../../../shared/offer/moment';
import type { Shipment } from '../../../shared/offer/quote';
import { isBrusselsZone, returnIsAutomatic } from '../../../shared/offer/tariff';
import { capitalize, lowerFirst, typeset } from '../../../shared/typography';
import type { PricedChoice } from '../../../shared/offer/simulator-state';
import { fill } from '../../../shared/i18n/fill';
import { exclVatCents, products, surchargesWords, vatRateText } from '../../../shared/offer/index';
import { Fold } from '../../sections/fold';
import { MomentFields } from './moment-fields';
import { speedThatRuns, surchargeName } from './moment-words';
import { optionPromise } from './option-promise';
import { OptionFields } from './options-step';
import { euros } from './summary';
import { TripPrices } from './trip-prices';

/** The id of the chosen option's part of the result: a pick moves the focus there. */
export const chosenId = 'sim-chosen';

/**
 * The result (issue 28): the trip (`route`), when the job is needed (MomentFields, issue 36), every price of the trip
 * at once (TripPrices), then the option chosen: its total VAT included and excluded, its product and promise (pickup,
 * delivery, cut-off: the product line's, through option-promise.ts, on the day the moment gives) and cover, our 24/7
 * line when it is Urgent, the quote button, the options of the list (shared/offer/options.ts) that change it, and the
 * quote line by line (folded on a phone), Urgent's surcharge at that moment on a line of its own.
 */
export function Result({
  heading,
  chosenHeading,
  labels,
  shipment,
  lang,
  route,
  ends,
  hydrated,
  update,
  onPick,
  quoteHref,
  onQuote,
  when,
  moment,
  onWhen,
  phoneHref,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  chosenHeading: RefObject<HTMLHeadingElement | null>;
  labels: SimulatorProps['labels'];
  shipment: Shipment;
  lang: SimulatorProps['lang'];
  route: ReactNode;
  ends: TripEstimate | null;
  hydrated: boolean;
  update: (change: Partial<Shipment>) => void;
  onPick: (choice: PricedChoice, event: MouseEvent<HTMLButtonElement>) => void;
  /** This page with this estimate in its URL, at the contact form: the server prefills the form from it. */
  quoteHref: string;
  onQuote: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** When the job is needed, as chosen (the URL's `when`), and the moment it gives (`asap`: now). */
  when: When | undefined;
  moment: Moment | undefined;
  onWhen: (when: When | undefined) => void;
  /** Our 24/7 line, `tel:`. */
  phoneHref: string;
}) {
  const f = formatters(lang);
  const price = quoteAt(shipment, moment);
  const { result } = labels;
  const at = moment && { moment, words: labels.moment };
  const promise = optionPromise(lang, shipment, ends, at);
  const other = moment && speedThatRuns(shipment.speed, moment);
  const instead = other && fill(labels.moment.notRunning, { product: optionPromise(lang, { ...shipment, speed: other }, ends).name });
  // A product dearer at night or on Sundays says so: the price shown is its weekday daytime price. A moment chosen prices it then.
  const surcharges = moment ? '' : typeset(capitalize(surchargesWords(lang, f, products[promise.product])), lang);
  const timeSurcharge = moment && price.timeSurcharge > 0 ? surchargeName(labels.moment, moment) : undefined;
  const optionName = (id: string) => typeset(simulatorOptions.find((option) => option.id === id)?.name[lang] ?? id, lang);
  const lines: [string, number][] = [
    [result.base, price.base],
    ...(isBrusselsZone(shipment.zone) ? [] : ([[result.distance, price.distance]] as [string, number][])),
    ...(shipment.speed === 'day' ? [] : ([[fill(result.surcharge, { product: promise.name }), price.surcharge]] as [string, number][])),
    ...(returnIsAutomatic(shipment.zone) ? ([[result.returnTrip, price.returnTrip]] as [string, number][]) : []),
    ...(timeSurcharge ? ([[timeSurcharge, price.timeSurcharge]] as [string, number][]) : []),
    ...price.options.map((option): [string, number] => [optionName(option.id), option.cents]),
  ];
  return (
    <div className="sim-result">
      {/* The form's default button, so that Enter in the date field shows the prices at that moment without JavaScript (the route line's button comes next). */}
      {!hydrated && (
        <button type="submit" name="step" value="result" hidden>
          {labels.moment.show}
        </button>
      )}
      <h3 ref={heading} tabIndex={-1}>
        {result.title}
      </h3>
      {route}
      <MomentFields labels={labels} lang={lang} when={when} onWhen={onWhen} />
      <TripPrices labels={labels} lang={lang} f={f} shipment={shipment} ends={ends} moment={moment} phoneHref={phoneHref} onPick={onPick} />
      <div className="sim-chosen" id={chosenId}>
        <h4 ref={chosenHeading} tabIndex={-1}>
          {fill(labels.prices.choice, { speed: promise.name, size: lowerFirst(labels.sizes[shipment.vehicle].name) })}
        </h4>
        <p className="sim-total">
          {result.total} <output name="total">{euros(f, price.total)}</output>
        </p>
        <p className="sim-excl-vat">{fill(result.exclVat, { amount: euros(f, exclVatCents(price.total)), rate: vatRateText(lang, f) })}</p>
        <dl className="sim-promise">
          <div>
            <dt>{result.product}</dt>
            <dd>{promise.name}</dd>
          </div>
          <div>
            <dt>{result.delay}</dt>
            <dd data-promise={promise.cell}>{promise.delay}</dd>
          </div>
          <div>
            <dt>{result.insurance}</dt>
            <dd data-insurance={promise.insuranceEur}>{fill(result.insuranceAmount, { amount: f.eur(promise.insuranceEur) })}</dd>
          </div>
        </dl>
        {instead && <p className="sim-cities-note">{instead}</p>}
        {shipment.speed === 'urgent' && (
          <p className="sim-call">
            <a href={phoneHref}>{labels.moment.call}</a>
          </p>
        )}
        {surcharges && <p className="sim-cities-note">{surcharges}</p>}
        {!ends && promise.cell.startsWith('standard/') && <p className="sim-cities-note">{result.citiesNote}</p>}
        {/* The quote right under the chosen price and its promise: on a phone it stays on the screen the choice brought up, however many options follow. */}
        <p>
          <a className="btn btn-primary" href={quoteHref} onClick={onQuote}>
            {result.quote}
          </a>
        </p>
        <fieldset className="sim-step sim-chosen-options">
          <legend>{labels.prices.options}</legend>
          <OptionFields labels={labels} lang={lang} f={f} shipment={shipment} update={update} />
          {!hydrated && (
            <button type="submit" name="step" value="result" className="btn btn-secondary">
              {labels.prices.update}
            </button>
          )}
        </fieldset>
        <Fold summary={labels.prices.detail}>
          <p className="sim-choice-summary">
            <strong>{labels.zones[shipment.zone].name}</strong>
            {!isBrusselsZone(shipment.zone) && ` · ${f.num(shipment.distanceKm)}\u00a0km`}
            {/* What the zone covers, as its card says: the centre's communes are listed. */}
            <span className="sim-zone-scope">{labels.zones[shipment.zone].text}</span>
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
              <dd>{euros(f, price.total)}</dd>
            </div>
          </dl>
          {!isBrusselsZone(shipment.zone) && <p className="form-note">{result.distancePriced}</p>}
          <p className="form-note">{result.note}</p>
        </Fold>
      </div>
    </div>
  );
}
