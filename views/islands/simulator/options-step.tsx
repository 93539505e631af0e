import type { ReactNode, RefObject } from 'react';
import type { Formatters } from '../../../shared/format';
import type { SimulatorProps } from '../../../shared/islands';
import { fill } from '../../../shared/i18n/fill';
import type { Lang } from '../../../shared/langs';
import { optionsFor } from '../../../shared/offer/quote';
import type { Shipment } from '../../../shared/offer/quote';
import { quote } from '../../../shared/offer/quote';
import { returnIsAutomatic, tariff } from '../../../shared/offer/tariff';
import { typeset } from '../../../shared/typography';
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

/**
 * The options of the list (shared/offer/options.ts) that apply to the trip, each with its price, VAT included;
 * beyond Brussels the automatic return, by the km: step 5's fields, and the result's.
 */
export function OptionFields({
  labels,
  lang,
  f,
  shipment,
  update,
}: {
  labels: SimulatorProps['labels'];
  lang: Lang;
  f: Formatters;
  shipment: Shipment;
  update: (change: Partial<Shipment>) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    update({ options: on ? [...shipment.options.filter((other) => other !== id), id] : shipment.options.filter((other) => other !== id) });
  return (
    <>
      {returnIsAutomatic(shipment.zone) && (
        <p className="sim-note">
          {fill(labels.options.returnAuto, { rate: euros(f, tariff.returnPerKm), amount: euros(f, quote(shipment).returnTrip) })}
        </p>
      )}
      {optionsFor(shipment.zone).map((option) => (
        <Option key={option.id} name={option.id} checked={shipment.options.includes(option.id)} onChange={(on) => toggle(option.id, on)}>
          {fill(labels.options.price, { option: typeset(option.name[lang], lang), amount: euros(f, option.cents) })}
        </Option>
      ))}
    </>
  );
}

/** Step 5: the options (OptionFields). */
export function OptionsStep({
  heading,
  title,
  labels,
  lang,
  f,
  shipment,
  update,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  labels: SimulatorProps['labels'];
  lang: Lang;
  f: Formatters;
  shipment: Shipment;
  update: (change: Partial<Shipment>) => void;
}) {
  return (
    <Step heading={heading} title={title}>
      <OptionFields labels={labels} lang={lang} f={f} shipment={shipment} update={update} />
    </Step>
  );
}
