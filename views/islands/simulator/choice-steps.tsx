import type { ReactNode, RefObject } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { Lang } from '../../../shared/langs';
import type { FiveCities } from '../../../shared/offer/index';
import { promiseWords, tripPromise, urgentRangeWords } from '../../../shared/offer/index';
import type { Shipment, Urgency, Vehicle, Zone } from '../../../shared/offer/tariff';
import { isBrusselsZone, urgencies, vehicles, zones } from '../../../shared/offer/tariff';
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
      <Choices name="zone" options={zones} value={value} onChange={onChange} describe={(zone) => labels.zones[zone]} />
    </Step>
  );
}

/** Step 2: the vehicle. */
export function VehicleStep({ heading, title, labels, value, onChange }: ChoiceStep<Vehicle>) {
  return (
    <Step heading={heading} title={title}>
      <Choices name="vehicle" options={vehicles} value={value} onChange={onChange} describe={(vehicle) => labels.vehicles[vehicle]} />
    </Step>
  );
}

/**
 * Step 3: the speed, each card named after the product it buys for this trip (Express or Standard by day,
 * Urgent, Night, Weekend) with that product's promise there.
 */
export function UrgencyStep({
  heading,
  title,
  labels,
  lang,
  shipment,
  cities,
  onChange,
}: Omit<ChoiceStep<Urgency>, 'value'> & { lang: Lang; shipment: Shipment; cities: FiveCities }) {
  return (
    <Step heading={heading} title={title}>
      <Choices
        name="urgency"
        options={urgencies}
        value={shipment.urgency}
        onChange={onChange}
        describe={(urgency) => {
          // Before step 4, a trip priced by distance has no distance yet: Urgent gives its bands' range.
          const distanceUnknown = urgency === 'urgent' && !isBrusselsZone(shipment.zone) && !shipment.distanceKm;
          const promise = distanceUnknown ? urgentRangeWords(lang) : promiseWords(lang, tripPromise({ ...shipment, urgency }, cities));
          return {
            name: typeset(`${promise.name} – ${promise.delivery}`, lang),
            text: typeset(`${labels.urgencies[urgency].text}. ${capitalize(promise.pickup)}.`, lang),
          };
        }}
      />
    </Step>
  );
}
