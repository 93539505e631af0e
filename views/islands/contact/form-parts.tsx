import type { MouseEvent } from 'react';
import type { ContactErrorCode, ContactField } from '../../../shared/contact/schema';
import { contactLimits } from '../../../shared/contact/schema';
import type { ContactProps } from '../../../shared/islands';

/** The form's words. */
type Labels = ContactProps['labels'];
/** The first error of each field, by field. */
export type Errors = Partial<Record<ContactField, ContactErrorCode>>;
/** A toast (the form's errors); `id` changes with each one, so a repeated text is a new node that screen readers announce again. */
export type Toast = { kind: 'error'; text: string; id: number };

/** The id of a field's input, of its error message, and of its hint. */
export const fieldId = (name: ContactField) => `contact-${name}`;
const errorId = (name: ContactField) => `contact-${name}-error`;
export const hintId = (name: ContactField) => `contact-${name}-hint`;

/** The ARIA state of a field: invalid, and described by its message, when it has an error (and by its hint, when it has one). */
export function fieldState(errors: Errors, name: ContactField, hint = false) {
  const describedBy = [errors[name] ? errorId(name) : '', hint ? hintId(name) : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A field's error message, or nothing. */
export function FieldError({ name, errors, labels }: { name: ContactField; errors: Errors; labels: Labels }) {
  const code = errors[name];
  if (!code) return null;
  return (
    <p className="field-error" id={errorId(name)}>
      {labels.errors[code]}
    </p>
  );
}

/** The list of the errors above the form, each a link to its field. */
export function ErrorSummary({
  names,
  errors,
  labels,
  goTo,
}: {
  names: ContactField[];
  errors: Errors;
  labels: Labels;
  goTo: (event: MouseEvent<HTMLAnchorElement>, name: ContactField) => void;
}) {
  if (names.length === 0) return null;
  return (
    <div className="error-summary">
      <p className="error-summary-title">{labels.errorSummary}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} onClick={(event) => goTo(event, name)}>
              {labels.errors[errors[name]!]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const senderFields: { name: 'name' | 'phone' | 'email'; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: contactLimits.name },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: contactLimits.phone },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: contactLimits.email },
];

/** The sender's required fields: name, phone, e-mail. */
export function SenderFields({ errors, labels }: { errors: Errors; labels: Labels }) {
  return senderFields.map((field) => (
    <div className="field" key={field.name}>
      <label htmlFor={fieldId(field.name)}>
        {labels[field.name]} <span className="required">({labels.required})</span>
      </label>
      <input
        id={fieldId(field.name)}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        required
        {...fieldState(errors, field.name)}
      />
      <FieldError name={field.name} errors={errors} labels={labels} />
    </div>
  ));
}

/** The message, required. */
export function MessageField({ errors, labels, initial }: { errors: Errors; labels: Labels; initial: ContactProps['initial'] }) {
  return (
    <div className="field">
      <label htmlFor={fieldId('message')}>
        {labels.message} <span className="required">({labels.required})</span>
      </label>
      <textarea
        id={fieldId('message')}
        name="message"
        rows={5}
        maxLength={contactLimits.message}
        required
        defaultValue={initial.message}
        {...fieldState(errors, 'message')}
      />
      <FieldError name="message" errors={errors} labels={labels} />
    </div>
  );
}

/** Where the toast appears, announced politely. */
export function ToastRegion({ toast, labels, onClose }: { toast: Toast | null; labels: Labels; onClose: () => void }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div className={`toast toast-${toast.kind}`} key={toast.id}>
          <span>{toast.text}</span>
          <button type="button" className="toast-close" onClick={onClose} aria-label={labels.closeToast}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
