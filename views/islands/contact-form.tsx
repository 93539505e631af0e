import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import type { ContactErrorCode, ContactField } from '../../shared/contact-schema';
import { checkContact, contactLimits, contactMailto } from '../../shared/contact-schema';
import type { ContactProps } from '../../shared/islands';
import { contactMessageId } from '../../shared/islands';

type Toast = { kind: 'error' | 'success'; text: string };

const fields: { name: ContactField; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: contactLimits.name },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: contactLimits.phone },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: contactLimits.email },
];

/**
 * The contact form (SPEC §5, §7). Nothing it holds ever reaches the server: without JavaScript it
 * posts to the mail client (action="mailto:"), once hydrated it checks the fields with the shared
 * schema and opens a prefilled mailto: link, then shows a toast and clears itself.
 */
export function ContactForm({ labels, to, initialMessage }: ContactProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactErrorCode>>>({});
  const [toast, setToast] = useState<Toast | null>(null);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 6000);
    return () => clearTimeout(timer);
  }, [toast]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: ContactField) => String(data.get(name) ?? '');
    const result = checkContact({ name: value('name'), phone: value('phone'), email: value('email'), message: value('message') });
    if (!result.ok) {
      setErrors(result.errors);
      setToast({ kind: 'error', text: labels.toastErrors });
      const first = (['name', 'phone', 'email', 'message'] as const).find((name) => result.errors[name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const mailto = contactMailto(to, result.message, labels);
    form.dispatchEvent(new CustomEvent('contact:mailto', { detail: mailto, bubbles: true }));
    window.location.href = mailto;
    setToast({ kind: 'success', text: labels.toastSuccess });
    form.reset();
  };

  const describedBy = (name: ContactField) => (errors[name] ? `contact-${name}-error` : undefined);

  return (
    <form
      className="contact-form"
      action={`mailto:${to}`}
      method="post"
      encType="text/plain"
      noValidate={enhanced}
      onSubmit={onSubmit}
    >
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`contact-${field.name}`}>
            {labels[field.name]} <span className="required">({labels.required})</span>
          </label>
          <input
            id={`contact-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
          />
          <FieldError id={`contact-${field.name}-error`} text={errors[field.name] && labels.errors[errors[field.name]!]} />
        </div>
      ))}
      <div className="field">
        <label htmlFor={contactMessageId}>
          {labels.message} <span className="required">({labels.required})</span>
        </label>
        <textarea
          id={contactMessageId}
          name="message"
          rows={6}
          maxLength={contactLimits.message}
          required
          defaultValue={initialMessage}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        <FieldError id="contact-message-error" text={errors.message && labels.errors[errors.message]} />
      </div>
      <button type="submit" className="btn btn-primary">
        {labels.submit}
      </button>
      <p className="form-note">{labels.privacy}</p>
      <div className="toast-region" role="status" aria-live="polite">
        {toast && (
          <div className={`toast toast-${toast.kind}`}>
            <span>{toast.text}</span>
            <button type="button" className="toast-close" onClick={() => setToast(null)} aria-label={labels.closeToast}>
              ×
            </button>
          </div>
        )}
      </div>
    </form>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="field-error" id={id}>
      {text}
    </p>
  );
}
