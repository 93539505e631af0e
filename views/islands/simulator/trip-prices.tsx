import { lowerFirst, typeset } from '../../../shared/typography';
import type { MouseEvent } from 'react';
import type { Formatters } from '../../../shared/format';
import { fill } from '../../../shared/i18n/fill';
import type { SimulatorProps } from '../../../shared/islands';
import { exclVatCents } from '../../../shared/offer/index';
import type { TripEstimate } from '../../../shared/offer/trip-zone';
import type { Shipment } from '../../../shared/offer/quote';
import { chosenOptions, quote } from '../../../shared/offer/quote';
import { sameForEveryVehicle, speeds, vehicles } from '../../../shared/offer/tariff';
import type { PricedChoice } from '../../../shared/offer/simulator-state';
import { pickValue } from '../../../shared/offer/simulator-state';
import { optionPromise } from './option-promise';
import { euros } from './summary';

/**
 * Every price of the trip on one screen (issue 28): a row per speed, named after the product it buys
 * for this trip with its delivery promise (option-promise.ts), a column per vehicle size, each cell the price VAT included and
 * excluded, SPEC §9's tariff for this zone, distance and options. Each cell is a submit button
 * (`pick`), so that choosing works without JavaScript; with it, `onPick` takes it in place.
 */
export function TripPrices({
  labels,
  lang,
  f,
  shipment,
  ends,
  onPick,
}: {
  labels: SimulatorProps['labels'];
  lang: SimulatorProps['lang'];
  f: Formatters;
  shipment: Shipment;
  ends: TripEstimate | null;
  onPick: (choice: PricedChoice, event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const words = labels.prices;
  // The options ticked are in every price of the grid: it says so, since the pages' prices have none.
  const ticked = chosenOptions(shipment).map((option) => typeset(`${option.name[lang]} +\u00a0${euros(f, option.cents)}`, lang));
  const rows = speeds.map((speed) => ({ speed, promise: optionPromise(lang, { ...shipment, speed }, ends) }));
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
          {rows.map(({ speed, promise }) => (
            <tr key={speed}>
              <th scope="row">
                {promise.name}
                <span className="trip-prices-promise">{promise.delivery}</span>
              </th>
              {vehicles.map((vehicle) => {
                const choice = { speed, vehicle };
                const total = quote({ ...shipment, ...choice }).total;
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
    </div>
  );
}
