import type { FormEvent, MouseEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ContactDraft } from '../../shared/contact/draft';
import { contactFormId, draftFields, forgetContactDraft, readContactDraft, saveContactDraft } from '../../shared/contact/draft';
import type { ContactField, ContactMail } from '../../shared/contact/schema';
import { checkContact, contactMail, contactMailto, contactSubject, templateMailto } from '../../shared/contact/schema';
import type { ContactProps } from '../../shared/islands';
import { fillNodes } from '../fill-nodes';
import { telHref } from '../site-context';
import { ContactNextStep } from './contact-next-step';
import { ErrorSummary, type Errors, MessageField, SenderFields, type Toast, ToastRegion, TripFields } from './contact/form-parts';

type Field = HTMLInputElement | HTMLTextAreaElement;
const fieldOf = (form: HTMLFormElement, name: ContactField) => form.elements.namedItem(name) as Field;
const draftOf = (form: HTMLFormElement): ContactDraft => Object.fromEntries(draftFields.map((name) => [name, fieldOf(form, name).value]));

/**
 * The contact form (SPEC §5, §7), with the trip's optional fields (issue 21). Nothing it holds ever
 * reaches the server: without JavaScript it posts to the mail client (action="mailto:", the subject
 * in the page's language naming the trip the URL's estimate gave); once hydrated it keeps a draft in
 * this tab's sessionStorage, checks the fields with the shared schema, opens a prefilled mailto:
 * link, clears itself and shows at once the next-step panel with the message, in case no mail
 * client opened, and when we answer (issue 28: no success claim, since the mail is not sent yet).
 * The simulator's estimate lands in its fields through `sendQuoteToContactForm`. Without
 * JavaScript, a link with the request written into it takes the form's place (`<noscript>`, and
 * public/styles.css hides the form): a form posted to mailto: breaks accents in Chromium.
 */
export function ContactForm({ labels, to, phone, initial }: ContactProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [toast, setToast] = useState<Toast | null>(null);
  const [sent, setSent] = useState<ContactMail | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const toastCount = useRef(0);

  const showToast = (kind: Toast['kind'], text: string) => setToast({ kind, text, id: ++toastCount.current });

  useEffect(() => {
    setEnhanced(true);
    const form = formRef.current!;
    // A field still as the server sent it takes the draft back; one typed into before this code
    // arrived keeps what was typed, and the draft follows it.
    const draft = readContactDraft();
    for (const name of draftFields) {
      const field = fieldOf(form, name);
      if (draft[name] && field.value === field.defaultValue) field.value = draft[name];
    }
    if (draftFields.some((name) => fieldOf(form, name).value !== fieldOf(form, name).defaultValue)) saveContactDraft(draftOf(form));
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 6000);
    return () => clearTimeout(timer);
  }, [toast]);

  const clearFields = (form: HTMLFormElement) => {
    for (const name of draftFields) fieldOf(form, name).value = '';
    forgetContactDraft();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const draft = draftOf(form);
    const result = checkContact({ ...draft, name: draft.name!, phone: draft.phone!, email: draft.email!, message: draft.message! });
    if (!result.ok) {
      // The errors are in the DOM (aria-invalid, aria-describedby, the messages) before focus moves.
      flushSync(() => {
        setErrors(result.errors);
        showToast('error', labels.toastErrors);
      });
      const first = draftFields.find((name) => result.errors[name]);
      if (first) fieldOf(form, first).focus();
      return;
    }
    const mailto = contactMailto(to, result.message, labels);
    flushSync(() => {
      setErrors({});
      setToast(null);
      setSent(contactMail(to, result.message, labels));
    });
    clearFields(form);
    document.getElementById('contact-next')?.focus();
    window.location.href = mailto;
  };

  const onReset = (event: FormEvent<HTMLFormElement>) => {
    // "Clear" empties every field (even a message prefilled from a shared estimate) and the draft.
    event.preventDefault();
    clearFields(event.currentTarget);
    setErrors({});
    setToast(null);
    fieldOf(event.currentTarget, 'name').focus();
  };

  const onClose = () => {
    setSent(null);
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  const goToField = (event: MouseEvent<HTMLAnchorElement>, name: ContactField) => {
    event.preventDefault();
    const field = fieldOf(formRef.current!, name);
    field.focus();
    field.scrollIntoView({ block: 'center' });
  };

  const invalid = draftFields.filter((name) => errors[name]);
  const template = templateMailto(to, initial, labels);
  const contactLinks = {
    email: <a href={`mailto:${to}`}>{to}</a>,
    phone: <a href={telHref(phone)}>{phone}</a>,
  };

  return (
    <>
      <form
        ref={formRef}
        id={contactFormId}
        className="contact-form"
        action={`mailto:${to}?subject=${encodeURIComponent(contactSubject(labels, '', initial))}`}
        method="post"
        encType="text/plain"
        noValidate={enhanced}
        onSubmit={onSubmit}
        onReset={onReset}
        onInput={(event) => saveContactDraft(draftOf(event.currentTarget))}
      >
        <ErrorSummary names={invalid} errors={errors} labels={labels} goTo={goToField} />
        <SenderFields errors={errors} labels={labels} />
        <TripFields errors={errors} labels={labels} initial={initial} />
        <MessageField errors={errors} labels={labels} initial={initial} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            {labels.submit}
          </button>
          <button type="reset" className="btn btn-link">
            {labels.clear}
          </button>
        </div>
        <p className="form-note">{labels.privacy}</p>
        <ToastRegion toast={toast} labels={labels} onClose={() => setToast(null)} />
      </form>
      {sent ? (
        <ContactNextStep
          mail={sent}
          labels={labels.next}
          reach={fillNodes(labels.next.reach, { ...contactLinks, email: <strong className="contact-address">{to}</strong> })}
          hours={labels.next.hours}
          onClose={onClose}
        />
      ) : (
        <p className="form-note contact-fallback">{fillNodes(labels.noMailClient, contactLinks)}</p>
      )}
      <noscript>
        <div className="contact-no-script">
          <p>{labels.noScript.lead}</p>
          <p>
            <a className="btn btn-primary" href={template}>
              {labels.noScript.open}
            </a>
          </p>
          <p>{labels.next.hours}</p>
        </div>
      </noscript>
    </>
  );
}
