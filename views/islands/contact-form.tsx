import type { FormEvent, MouseEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ContactDraft, DraftField } from '../../shared/contact/draft';
import {
  contactFormId,
  contactPrefillEvent,
  draftFields,
  forgetContactDraft,
  readContactDraft,
  saveContactDraft,
} from '../../shared/contact/draft';
import { callReason, coverOf, momentWords } from '../../shared/contact/request';
import { whenFromParam } from '../../shared/offer/moment';
import type { ContactField, ContactMail } from '../../shared/contact/schema';
import { checkContact, contactMail, contactSubject, mailtoOf, requestFields, templateMailto } from '../../shared/contact/schema';
import { formatters } from '../../shared/format';
import type { ContactProps } from '../../shared/islands';
import { fillNodes } from '../fill-nodes';
import { telHref } from '../site-context';
import { ContactNextStep } from './contact-next-step';
import { ErrorSummary, type Errors, MessageField, SenderFields, type Toast, ToastRegion } from './contact/form-parts';
import { RequestFields } from './contact/request-fields';

type Field = HTMLInputElement | HTMLTextAreaElement;
const fieldOf = (form: HTMLFormElement, name: DraftField) => form.elements.namedItem(name) as Field;
const draftOf = (form: HTMLFormElement): ContactDraft => Object.fromEntries(draftFields.map((name) => [name, fieldOf(form, name).value]));

/** What the form shows beyond its fields, read from them: the product's cell, the moment's URL value and its words as the field holds them. */
type Context = { cell: string; moment: string; when: string };
const contextOf = (form: HTMLFormElement): Context => ({
  cell: fieldOf(form, 'cell').value,
  moment: fieldOf(form, 'moment').value,
  when: fieldOf(form, 'when').value,
});

/**
 * The request form (SPEC §5, §7; issues 21, 28, 36). Nothing it holds ever reaches the server: without JavaScript
 * it posts to the mail client (action="mailto:", the subject naming the product, the trip and the moment the URL's
 * estimate gave); once hydrated it keeps a draft in this tab's sessionStorage, checks the fields with the shared
 * schema, opens a prefilled mailto: link (one labelled line per item, for a dispatcher), clears itself and shows at
 * once the next-step panel with the message, in case no mail client opened, and when we answer (issue 28: no
 * success claim, since the mail is not sent yet). Before the send button it says when mails are answered, and to
 * call when the moment chosen is too near or outside those hours (issue 36). The simulator's estimate lands in its
 * fields through `sendQuoteToContactForm`. Without JavaScript, a link with the request written into it takes the
 * form's place (`<noscript>`, and public/styles.css hides the form): a form posted to mailto: breaks accents in Chromium.
 */
export function ContactForm({ lang, labels, to, phone, initial }: ContactProps) {
  const f = formatters(lang);
  const [enhanced, setEnhanced] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [toast, setToast] = useState<Toast | null>(null);
  const [sent, setSent] = useState<ContactMail | null>(null);
  const [context, setContext] = useState<Context>({ cell: initial.cell ?? '', moment: initial.moment ?? '', when: initial.when ?? '' });
  // The clock is read only once hydrated: the server's page is cached, and a moment's nearness is the browser's now.
  const [now, setNow] = useState<Date | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toastCount = useRef(0);

  const showToast = (kind: Toast['kind'], text: string) => setToast({ kind, text, id: ++toastCount.current });

  /** The moment of the context, when the `when` field still says it (a moment typed instead is the visitor's words). */
  const moment = whenFromParam(context.moment);
  const momentSaid = moment && context.when.trim() === momentWords(moment, labels.moment, lang) ? moment : undefined;

  /** Reads the context from the fields; a moment with an empty `when` field (a quote just handed over) is written there in words. */
  const readContext = (form: HTMLFormElement) => {
    const read = contextOf(form);
    const handed = whenFromParam(read.moment);
    if (handed && !read.when.trim()) {
      const words = momentWords(handed, labels.moment, lang);
      fieldOf(form, 'when').value = words;
      read.when = words;
      saveContactDraft(draftOf(form));
    }
    setContext(read);
    setNow(new Date());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form wakes (its words and language never change).
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
    // What the visitor wrote for the dispatcher is back in sight, not folded away.
    if (requestFields.some((name) => fieldOf(form, name).value.trim()) && detailsRef.current) detailsRef.current.open = true;
    readContext(form);
    const onPrefill = () => readContext(form);
    form.addEventListener(contactPrefillEvent, onPrefill);
    return () => form.removeEventListener(contactPrefillEvent, onPrefill);
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 6000);
    return () => clearTimeout(timer);
  }, [toast]);

  const clearFields = (form: HTMLFormElement) => {
    for (const name of draftFields) fieldOf(form, name).value = '';
    forgetContactDraft();
    setContext({ cell: '', moment: '', when: '' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const draft = draftOf(form);
    const result = checkContact({ ...draft, name: draft.name!, phone: draft.phone!, email: draft.email!, message: draft.message! });
    if (!result.ok) {
      // The request's fields unfold when one of them is wrong.
      if (requestFields.some((name) => result.errors[name]) && detailsRef.current) detailsRef.current.open = true;
      // The errors are in the DOM (aria-invalid, aria-describedby, the messages) before focus moves.
      flushSync(() => {
        setErrors(result.errors);
        showToast('error', labels.toastErrors);
      });
      const first = draftFields.find((name): name is ContactField => name in result.errors);
      if (first) fieldOf(form, first).focus();
      return;
    }
    const mail = contactMail(to, result.message, labels, { lang, cell: draft.cell });
    flushSync(() => {
      setErrors({});
      setToast(null);
      setSent(mail);
    });
    clearFields(form);
    document.getElementById('contact-next')?.focus();
    window.location.href = mailtoOf(mail);
  };

  const onReset = (event: FormEvent<HTMLFormElement>) => {
    // "Clear" empties every field (even a message prefilled from a shared estimate) and the draft.
    event.preventDefault();
    clearFields(event.currentTarget);
    setErrors({});
    setToast(null);
    fieldOf(event.currentTarget, 'name').focus();
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    saveContactDraft(draftOf(form));
    const read = contextOf(form);
    if (read.when !== context.when) {
      setContext(read);
      setNow(new Date());
    }
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

  const invalid = draftFields.filter((name): name is ContactField => name in errors);
  const template = templateMailto(to, initial, labels, { lang, cell: initial.cell });
  const product = coverOf(context.cell, lang);
  const telLink = <a href={telHref(phone)}>{phone}</a>;
  const contactLinks = { email: <a href={`mailto:${to}`}>{to}</a>, phone: telLink };
  const call = callReason(momentSaid, now);
  // Without JavaScript the page says what does not depend on the clock (as soon as possible, a moment outside the hours).
  const callWithoutScript = callReason(whenFromParam(initial.moment), undefined);
  const beforeSend = labels.beforeSend;
  const callWords = { soon: beforeSend.callSoon, outsideHours: beforeSend.callOutside } as const;

  return (
    <>
      <form
        ref={formRef}
        id={contactFormId}
        className="contact-form"
        action={`mailto:${to}?subject=${encodeURIComponent(contactSubject(labels, '', { ...initial, product: coverOf(initial.cell, lang)?.name }))}`}
        method="post"
        encType="text/plain"
        noValidate={enhanced}
        onSubmit={onSubmit}
        onReset={onReset}
        onInput={onInput}
      >
        <ErrorSummary names={invalid} errors={errors} labels={labels} goTo={goToField} />
        <SenderFields errors={errors} labels={labels} />
        <RequestFields
          errors={errors}
          labels={labels}
          initial={initial}
          open={requestFields.some((name) => initial[name]) || Boolean(initial.cell)}
          cover={product}
          f={f}
          context={context}
          detailsRef={detailsRef}
        />
        <MessageField errors={errors} labels={labels} initial={initial} />
        <div className="contact-before-send" role="status">
          {call && <p className="contact-call">{fillNodes(callWords[call], { phone: telLink })}</p>}
        </div>
        <p className="form-note contact-hours">{fillNodes(beforeSend.hours, { phone: telLink })}</p>
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
          {callWithoutScript && <p className="contact-call">{fillNodes(callWords[callWithoutScript], { phone: telLink })}</p>}
          <p>
            <a className="btn btn-primary" href={template}>
              {labels.noScript.open}
            </a>
          </p>
          <p>{fillNodes(beforeSend.hours, { phone: telLink })}</p>
        </div>
      </noscript>
    </>
  );
}
