import type { ReactNode, RefObject } from 'react';
import type { Formatters } from '../../../shared/format';
import type { SimulatorProps } from '../../../shared/islands';
import type { Shipment } from '../../../shared/offer/tariff';
import { fees, isBrusselsZone, quote } from '../../../shared/offer/tariff';
import { Step } from './step';
import { euros } from './summary';

function Option({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="sim-option">
      <input type="checkbox" name={name} value="1" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** The return trip (ticked in Brussels, automatic elsewhere), waiting and special delivery, each with its fee: step 5's fields, and the result's. */
export function OptionFields({
  labels,
  f,
  shipment,
  update,
}: {
  labels: SimulatorProps['labels'];
  f: Formatters;
  shipment: Shipment;
  update: (change: Partial<Shipment>) => void;
}) {
  return (
    <>
      {isBrusselsZone(shipment.zone) ? (
        <Option name="return" checked={shipment.return} onChange={(value) => update({ return: value })}>
          {labels.options.return} (+{euros(f, fees.brusselsReturn)})
        </Option>
      ) : (
        <p className="sim-note">
          {labels.options.returnAuto} ({euros(f, fees.returnPerKm)} {labels.options.perKm}) – {euros(f, quote(shipment).returnCost)}
        </p>
      )}
      <Option name="waiting" checked={shipment.waiting} onChange={(value) => update({ waiting: value })}>
        {labels.options.waiting} (+{euros(f, fees.waiting)})
      </Option>
      <Option name="special" checked={shipment.special} onChange={(value) => update({ special: value })}>
        {labels.options.special} (+{euros(f, fees.special)})
      </Option>
    </>
  );
}

/** Step 5: the options (OptionFields). */
export function OptionsStep({
  heading,
  title,
  labels,
  f,
  shipment,
  update,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  labels: SimulatorProps['labels'];
  f: Formatters;
  shipment: Shipment;
  update: (change: Partial<Shipment>) => void;
}) {
  return (
    <Step heading={heading} title={title}>
      <OptionFields labels={labels} f={f} shipment={shipment} update={update} />
    </Step>
  );
}
