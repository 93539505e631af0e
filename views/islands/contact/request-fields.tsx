import type { Ref } from 'react';
import { type ContextField, contextFields } from '../../../shared/contact/draft';
import type { Cover } from '../../../shared/contact/request';
import { contactLimits, type RequestField } from '../../../shared/contact/schema';
import type { Formatters } from '../../../shared/format';
import { fill } from '../../../shared/i18n/fill';
import type { ContactProps } from '../../../shared/islands';
import { type Errors, FieldError, fieldId, fieldState, hintId } from './form-parts';

type Labels = ContactProps['labels'];

/** How a request field is typed: its input type, its autofill (none: it describes the job, not the sender) and its keyboard. */
type Input = { type?: 'text' | 'tel'; inputMode?: 'decimal' };

/** One optional field of the request, with its label, its hint when it has one, and its error. */
function RequestInput({
  name,
  label,
  hint,
  errors,
  labels,
  initial,
  input = {},
}: {
  name: RequestField;
  label: string;
  hint?: string;
  errors: Errors;
  labels: Labels;
  initial: ContactProps['initial'];
  input?: Input;
}) {
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        name={name}
        type={input.type ?? 'text'}
        inputMode={input.inputMode}
        autoComplete="off"
        maxLength={name === 'sitePhone' ? contactLimits.phone : contactLimits.trip}
        defaultValue={initial[name]}
        {...fieldState(errors, name, Boolean(hint))}
      />
      {hint && (
        <p className="field-help" id={hintId(name)}>
          {hint}
        </p>
      )}
      <FieldError name={name} errors={errors} labels={labels} />
    </div>
  );
}

/** What the product includes and the paid extension, beside the declared value; the range over the products without one. */
export function coverText(labels: Labels['request'], cover: Cover | undefined, f: Formatters): string {
  if (!cover) return labels.coverAny;
  const included = fill(labels.cover, { product: cover.name, included: f.eur(cover.includedEur) });
  if (!cover.extensionEur) return included;
  const extension = f.eur(cover.extensionEur);
  const more = cover.extensionRatePct
    ? fill(labels.coverExtensionRate, { extension, rate: f.num(cover.extensionRatePct) })
    : fill(labels.coverExtension, { extension });
  return `${included} ${more}`;
}

/**
 * The request's optional fields (issue 36), what a dispatcher needs to plan the job without calling back: the moment,
 * the two addresses (the communes from the simulator's trip), a contact on site, what is carried, the declared value
 * with the product's cover beside it, whom to invoice (the enterprise number checked), a reference. They sit in a
 * <details> so that the home page keeps its height: closed with no trip, open when the page comes with a simulator
 * state or one of them has an error. The context (the product line's cell, the moment's URL value) rides in hidden
 * fields, controlled by the form's state.
 */
export function RequestFields({
  errors,
  labels,
  initial,
  open,
  cover,
  f,
  context,
  detailsRef,
}: {
  errors: Errors;
  labels: Labels;
  initial: ContactProps['initial'];
  open: boolean;
  cover: Cover | undefined;
  f: Formatters;
  /** The request's context as the form holds it (hidden fields, which React would set back to a default value on each render). */
  context: Record<ContextField, string>;
  detailsRef?: Ref<HTMLDetailsElement>;
}) {
  const r = labels.request;
  const common = { errors, labels, initial };
  return (
    <details className="contact-request" open={open || undefined} ref={detailsRef}>
      <summary>{r.more}</summary>
      <p className="form-note contact-request-intro">{r.intro}</p>
      <RequestInput name="when" label={r.when} hint={r.whenHint} {...common} />
      <fieldset className="contact-group">
        <legend>{r.pickup}</legend>
        <RequestInput name="pickupStreet" label={r.street} {...common} />
        <RequestInput name="pickup" label={r.commune} {...common} />
      </fieldset>
      <fieldset className="contact-group">
        <legend>{r.delivery}</legend>
        <RequestInput name="deliveryStreet" label={r.street} {...common} />
        <RequestInput name="delivery" label={r.commune} {...common} />
      </fieldset>
      <fieldset className="contact-group">
        <legend>{r.site}</legend>
        <RequestInput name="siteName" label={r.siteName} {...common} />
        <RequestInput name="sitePhone" label={r.sitePhone} input={{ type: 'tel' }} {...common} />
      </fieldset>
      <RequestInput name="load" label={r.load} {...common} />
      <RequestInput name="value" label={r.value} hint={coverText(r, cover, f)} input={{ inputMode: 'decimal' }} {...common} />
      <fieldset className="contact-group">
        <legend>{r.invoice}</legend>
        <RequestInput name="company" label={r.company} {...common} />
        <RequestInput name="vat" label={r.vat} {...common} />
      </fieldset>
      <RequestInput name="reference" label={r.reference} {...common} />
      {contextFields.map((name) => (
        <input key={name} type="hidden" name={name} value={context[name]} />
      ))}
    </details>
  );
}
