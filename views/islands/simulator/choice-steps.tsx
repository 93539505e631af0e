import type { RefObject } from 'react';
import type { SimulatorProps } from '../../../shared/islands';
import type { Urgency, Vehicle, Zone } from '../../../shared/pricing';
import { urgencies, vehicles, zones } from '../../../shared/pricing';
import { Choices, Step } from './step';

/** What the three choice steps share: the heading to focus, the step's title, the words. */
type ChoiceStep<T> = { heading: RefObject<HTMLHeadingElement | null>; title: string; labels: SimulatorProps['labels']; value: T; onChange: (value: T) => void };

/** Step 1: the delivery zone. */
export function ZoneStep({ heading, title, labels, value, onChange }: ChoiceStep<Zone>) {
  return (
    <Step heading={heading} title={title}>
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

/** Step 3: the urgency, each card naming its time window. */
export function UrgencyStep({ heading, title, labels, value, onChange }: ChoiceStep<Urgency>) {
  return (
    <Step heading={heading} title={title}>
      <Choices
        name="urgency"
        options={urgencies}
        value={value}
        onChange={onChange}
        describe={(urgency) => ({
          name: `${labels.urgencies[urgency].name} – ${labels.urgencies[urgency].card}`,
          text: labels.urgencies[urgency].text,
        })}
      />
    </Step>
  );
}
