import { lowerFirst, typeset } from '../../../shared/typography';
import type { MouseEvent } from 'react';
import type { Formatters } from '../../../shared/format';
import { fill } from '../../../shared/i18n/fill';
import type { SimulatorProps } from '../../../shared/islands';
import { exclVatCents } from '../../../shared/offer/index';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import type { Moment } from '../../../shared/offer/calendar';
import { quoteAt } from '../../../shared/offer/moment';
import type { Shipment } from '../../../shared/offer/quote';
import { chosenOptions } from '../../../shared/offer/quote';
import { sameForEveryVehicle, speeds, vehicles } from '../../../shared/offer/tariff';
import type { PricedChoice } from '../../../shared/offer/simulator-state';
import { pickValue } from '../../../shared/offer/simulator-state';
import { speedThatRuns } from './moment-words';
import { optionPromise } from './option-promise';
import { euros } from './summary';

/**
 * Every price of the trip on one screen (issue 28): a row per speed, named after the product it buys
 * for this trip with its delivery promise (option-promise.ts), a column per vehicle size, each cell the price VAT included and
 * excluded, SPEC §9's tariff for this zone, distance and options. Each cell is a submit button
 * (`pick`), so that choosing works without JavaScript; with it, `onPick` takes it in place.
 * `moment`: when the job is needed (issue 36): Urgent's prices carry its surcharge then, each promise names its day, and
 * a speed that does not run then says so and names the one that does. Under the grid, our 24/7 line for Urgent.
 */
export function TripPrices({
  labels,
  lang,
  f,
  shipment,
  ends,
  moment,
  phoneHref,
  onPick,
}: {
  labels: SimulatorProps['labels'];
  lang: SimulatorProps['lang'];
  f: Formatters;
  shipment: Shipment;
  ends: TripEstimate | null;
  moment: Moment | undefined;
  phoneHref: string;
  onPick: (choice: PricedChoice, event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const words = labels.prices;
  // The options ticked are in every price of the grid: it says so, since the pages' prices have none.
  const ticked = chosenOptions(shipment).map((option) => typeset(`${option.name[lang]} +\u00a0${euros(f, option.cents)}`, lang));
  const at = moment && { moment, words: labels.moment };
  const rows = speeds.map((speed) => {
    const promise = optionPromise(lang, { ...shipment, speed }, ends, at);
    const other = moment && speedThatRuns(speed, moment);
    const instead = other && fill(labels.moment.notRunning, { product: optionPromise(lang, { ...shipment, speed: other }, ends).name });
    return { speed, promise, instead };
  });
  return (
    <div className="trip-prices">
      <table>
        <caption>
          {words.caption}
          {sameForEveryVehicle(shipment.zone) && <span className="trip-prices-same">{words.sameForAll}</span>}
          {ticked.length > 0 && <span className="trip-prices-same">{fill(words.withOptions, { options: ticked.join(', ') })}</span>}
        </caption>
        <thead>
          <tr>
            <td />
            {vehicles.map((vehicle) => (
              <th scope="col" key={vehicle}>
                {labels.sizes[vehicle].name}
                <span className="trip-prices-size">{labels.sizes[vehicle].text}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ speed, promise, instead }) => (
            <tr key={speed}>
              <th scope="row">
                {promise.name}
                <span className="trip-prices-promise">{promise.delivery}</span>
                {instead && <span className="trip-prices-instead">{instead}</span>}
              </th>
              {vehicles.map((vehicle) => {
                const choice = { speed, vehicle };
                const total = quoteAt({ ...shipment, ...choice }, moment).total;
                const chosen = shipment.speed === speed && shipment.vehicle === vehicle;
                return (
                  <td key={vehicle}>
                    <button
                      type="submit"
                      name="pick"
                      value={pickValue(choice)}
                      className="trip-price"
                      aria-pressed={chosen}
                      onClick={(event) => onPick(choice, event)}
                    >
                      <span className="visually-hidden">
                        {fill(words.pick, { speed: promise.name, size: lowerFirst(labels.sizes[vehicle].name) })}
                      </span>
                      <strong>{euros(f, total)}</strong>
                      <span className="trip-price-excl">{fill(words.exclVat, { amount: euros(f, exclVatCents(total)) })}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="trip-prices-call">
        <a href={phoneHref}>{labels.moment.call}</a>
      </p>
    </div>
  );
}
