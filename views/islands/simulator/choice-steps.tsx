import type { ReactNode, RefObject } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { Lang } from '../../../shared/langs';
import type { FiveCities } from '../../../shared/offer/index';
import { promiseWords, tripPromise, urgentRangeWords } from '../../../shared/offer/index';
import type { Shipment } from '../../../shared/offer/quote';
import type { Speed, Vehicle, Zone } from '../../../shared/offer/tariff';
import { isBrusselsZone, speeds, vehicles, zones } from '../../../shared/offer/tariff';
import { choiceParams, speedParam, vehicleParam, zoneParam } from '../../../shared/offer/url-params';
import { capitalize, typeset } from '../../../shared/typography';
import { Choices, Step } from './step';

/** What the three choice steps share: the heading to focus, the step's title, the words. */
type ChoiceStep<T> = {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  labels: SimulatorProps['labels'];
  value: T;
  onChange: (value: T) => void;
};

/**
 * Step 1: the two places (`places`), from which the zone is derived (`derived`, said above the
 * cards), or the delivery zone chosen by hand.
 */
export function ZoneStep({
  heading,
  title,
  labels,
  value,
  onChange,
  places,
  derived,
}: ChoiceStep<Zone> & { places: ReactNode; derived: string | null }) {
  return (
    <Step heading={heading} title={title}>
      <p className="field-help">{labels.route.intro}</p>
      {places}
      {/* Always in the page, so that a screen reader hears the zone as it is derived. */}
      <p className="sim-estimate" role="status">
        {derived ?? ''}
      </p>
      <Choices
        name={choiceParams.zone}
        options={zones}
        values={zoneParam}
        value={value}
        onChange={onChange}
        describe={(zone) => labels.zones[zone]}
      />
    </Step>
  );
}

/** Step 2: the vehicle. */
export function VehicleStep({ heading, title, labels, value, onChange }: ChoiceStep<Vehicle>) {
  return (
    <Step heading={heading} title={title}>
      <Choices
        name={choiceParams.vehicle}
        options={vehicles}
        values={vehicleParam}
        value={value}
        onChange={onChange}
        describe={(vehicle) => labels.vehicles[vehicle]}
      />
    </Step>
  );
}

/**
 * Step 3: the speed, each card named after the product it buys for this trip (Express or Standard by day,
 * Urgent, Night, Weekend) with that product's promise there.
 */
export function SpeedStep({
  heading,
  title,
  labels,
  lang,
  shipment,
  cities,
  onChange,
}: Omit<ChoiceStep<Speed>, 'value'> & { lang: Lang; shipment: Shipment; cities: FiveCities }) {
  return (
    <Step heading={heading} title={title}>
      <Choices
        name={choiceParams.speed}
        options={speeds}
        values={speedParam}
        value={shipment.speed}
        onChange={onChange}
        describe={(speed) => {
          // Before step 4, a trip priced by distance has no distance yet: Urgent gives its bands' range.
          const distanceUnknown = speed === 'urgent' && !isBrusselsZone(shipment.zone) && !shipment.distanceKm;
          const promise = distanceUnknown ? urgentRangeWords(lang) : promiseWords(lang, tripPromise({ ...shipment, speed }, cities));
          return {
            name: typeset(`${promise.name} – ${promise.delivery}`, lang),
            text: typeset(`${labels.speeds[speed].text}. ${capitalize(promise.pickup)}.`, lang),
          };
        }}
      />
    </Step>
  );
}
