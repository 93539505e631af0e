import type { output } from 'zod/mini';
import { maxLength, minLength, object, optional, refine, regex, regexes, string, trim } from 'zod/mini';
import { enterpriseNumberOf } from '../company/register';
import { formatters } from '../format';
import type { Messages } from '../i18n';
import { fill } from '../i18n/fill';
import type { Lang } from '../langs';
import { coverOf } from './request';

/** The key of a contact-form message in the dictionaries (`contactForm.errors`). */
export type ContactErrorCode = keyof Messages['contactForm']['errors'];

/** The limits of the contact form's fields (SPEC §5), also used as the inputs' maxlength. */
export const contactLimits = { name: 100, phone: 20, email: 255, message: 1000, phoneMin: 10, messageMin: 10, trip: 100 } as const;

/**
 * The request's optional fields (issues 21, 36), in the form's order: what a dispatcher needs to plan the job
 * without calling back. `pickup` and `delivery` are the communes (the simulator's places fill them), beside their
 * streets; `when` is the moment in words; `value` the declared value in euros; `vat` the enterprise or VAT number.
 */
export const requestFields = [
  'when',
  'pickupStreet',
  'pickup',
  'deliveryStreet',
  'delivery',
  'siteName',
  'sitePhone',
  'load',
  'value',
  'company',
  'vat',
  'reference',
] as const;

/** One of the request's optional fields. */
export type RequestField = (typeof requestFields)[number];

const code = (c: ContactErrorCode) => ({ error: c });

/** An optional text field: trimmed, at most `contactLimits.trip` characters. */
const optionalText = () => optional(string().check(trim(), maxLength(contactLimits.trip, code('tripTooLong'))));

/**
 * A declared value in euros as a Belgian types it: "800", "1 500", "1.500", "1500,50", "1.500,50 €", "€ 800"
 * (and "1,500.50"); undefined when it is no amount. At most two decimals; a dot before three digits groups thousands.
 */
export function eurosOf(text: string): number | undefined {
  const bare = text.replace(/[\s\u00a0\u202f]|€|eur(os?)?/gi, '');
  let normalized: string | undefined;
  if (/^\d+([.,]\d{1,2})?$/.test(bare)) normalized = bare.replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(bare)) normalized = bare.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(bare)) normalized = bare.replace(/,/g, '');
  if (normalized === undefined) return undefined;
  const value = Number(normalized);
  return value > 0 && value < 1e9 ? value : undefined;
}

/** The digits of an enterprise or VAT number as typed ("BE 0123.456.749", "0123-456-749", the old nine digits "123456749"). */
function enterpriseDigits(text: string): string {
  const digits = text
    .trim()
    .replace(/^BE/i, '')
    .replace(/[\s\u00a0.\-/]/g, '');
  return /^\d{9}$/.test(digits) ? `0${digits}` : digits;
}

/** A Belgian enterprise or VAT number as the register writes it ("0123.456.749"), or undefined when its check digits fail. */
export function enterpriseNumberIn(text: string): string | undefined {
  return enterpriseNumberOf(enterpriseDigits(text));
}

/**
 * The contact form's rules (SPEC §5) on trimmed values; each message is a dictionary key. An empty
 * required field is reported as required (its first check), whatever rule it would fail next.
 * The request's fields are optional; given, the contact's phone must be one, the value an amount, and the
 * enterprise number ten digits starting with 0 or 1 whose check digits (modulo 97) are right.
 * Written with zod/mini, which the browser bundle tree-shakes to a few kilobytes.
 */
const contactSchema = object({
  name: string().check(trim(), minLength(1, code('nameRequired')), maxLength(contactLimits.name, code('nameTooLong'))),
  email: string().check(
    trim(),
    minLength(1, code('emailRequired')),
    regex(regexes.email, code('emailInvalid')),
    maxLength(contactLimits.email, code('emailTooLong')),
  ),
  phone: string().check(
    trim(),
    minLength(1, code('phoneRequired')),
    regex(/^\+?[0-9\s\-()]*$/, code('phoneInvalid')),
    minLength(contactLimits.phoneMin, code('phoneTooShort')),
    maxLength(contactLimits.phone, code('phoneTooLong')),
  ),
  message: string().check(
    trim(),
    minLength(1, code('messageRequired')),
    minLength(contactLimits.messageMin, code('messageTooShort')),
    maxLength(contactLimits.message, code('messageTooLong')),
  ),
  when: optionalText(),
  pickupStreet: optionalText(),
  pickup: optionalText(),
  deliveryStreet: optionalText(),
  delivery: optionalText(),
  siteName: optionalText(),
  sitePhone: optional(
    string().check(
      trim(),
      refine(
        (v) => v === '' || (/^\+?[0-9\s\-()./]*$/.test(v) && v.length >= contactLimits.phoneMin && v.length <= contactLimits.phone),
        code('sitePhoneInvalid'),
      ),
    ),
  ),
  load: optionalText(),
  value: optional(
    string().check(
      trim(),
      refine((v) => v === '' || eurosOf(v) !== undefined, code('valueInvalid')),
    ),
  ),
  company: optionalText(),
  vat: optional(
    string().check(
      trim(),
      refine((v) => v === '' || /^[01]\d{9}$/.test(enterpriseDigits(v)), code('vatFormat')),
      refine((v) => v === '' || !/^[01]\d{9}$/.test(enterpriseDigits(v)) || enterpriseNumberIn(v) !== undefined, code('vatCheck')),
    ),
  ),
  reference: optionalText(),
});

/** A contact message once valid. */
export type ContactMessage = output<typeof contactSchema>;

/** The fields of the contact form. */
export type ContactField = keyof ContactMessage;

/** The sender's fields and the message, which SPEC §5 requires. */
type RequiredField = Exclude<ContactField, RequestField>;

/** Checks a submitted form: the message, or each invalid field's first error code. */
export function checkContact(
  input: Record<RequiredField, string> & Partial<Record<RequestField, string>>,
): { ok: true; message: ContactMessage } | { ok: false; errors: Partial<Record<ContactField, ContactErrorCode>> } {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const errors: Partial<Record<ContactField, ContactErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorCode;
  }
  return { ok: false, errors };
}

/** The trip in a few words ("Liège → Gent"): the communes given, joined by an arrow; empty without them. */
export function tripText(trip: { pickup?: string; delivery?: string }): string {
  return [trip.pickup, trip.delivery]
    .filter((place) => place?.trim())
    .map((place) => place!.trim())
    .join(' → ');
}

/** Subjects of the mail in the page's language: a plain one, one for a quote, one naming the product (`{product}`). */
export type SubjectLabels = { subject: string; subjectQuote: string; subjectProduct: string };

/** What a subject names: the product, the trip's communes and the moment in words, when known. */
export type SubjectParts = { product?: string; pickup?: string; delivery?: string; when?: string };

/**
 * The mail's subject in the page's language (issue 36): the product, the trip and the moment, then the
 * sender's name when known ("Demande Urgent Ixelles → Uccle, jeudi 3 décembre 9 h – Zoë Dupont"); "Demande de
 * devis Liège → Gent" without a product, "Demande de contact" with nothing of the request.
 */
export function contactSubject(labels: SubjectLabels, name: string, parts: SubjectParts): string {
  const product = parts.product?.trim();
  const route = tripText(parts);
  const when = parts.when?.trim();
  const head = product ? fill(labels.subjectProduct, { product }) : route || when ? labels.subjectQuote : labels.subject;
  const subject = `${[head, route].filter(Boolean).join(' ')}${when ? `, ${when}` : ''}`;
  return name.trim() ? `${subject} – ${name.trim()}` : subject;
}

/** The labels of the mail's lines ("Adresse d’enlèvement :"), each with its colon as the language writes it. */
export type LineLabels = Messages['contactForm']['mail'];
/** The line of the mail body, in their order: the sender, the product, the request, then the message. */
export type MailLine = keyof LineLabels;

/** Labels of the mail body's lines and its subjects, in the page's language. */
export type MailLabels = SubjectLabels & { mail: LineLabels };

/** What the page knows of the request beyond the fields: its language, and the product line's cell the simulator priced. */
export type RequestContext = { lang: Lang; cell?: string };

/** The values a mail's lines hold, from what the visitor typed (or the page prefilled). */
type LineValues = Partial<Record<ContactField, string>>;

/**
 * The request's labelled lines (issue 36), one per item, in the order a dispatcher reads them: who asks, what
 * product, when, from where, to where, whom to meet there, what, its value, whom to invoice, their reference. The
 * street and the commune make one address; the enterprise number is written as the register does, the value in euros.
 */
function requestLines(values: LineValues, context: RequestContext): [Exclude<MailLine, 'message'>, string][] {
  const v = (name: ContactField) => values[name]?.trim() ?? '';
  const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');
  const euros = eurosOf(v('value'));
  const f = formatters(context.lang);
  return [
    ['name', v('name')],
    ['phone', v('phone')],
    ['email', v('email')],
    ['product', coverOf(context.cell, context.lang)?.name ?? ''],
    ['when', v('when')],
    ['pickup', joined(v('pickupStreet'), v('pickup'))],
    ['delivery', joined(v('deliveryStreet'), v('delivery'))],
    ['site', joined(v('siteName'), v('sitePhone'))],
    ['load', v('load')],
    ['value', euros === undefined ? v('value') : f.eur(euros, Number.isInteger(euros) ? 0 : 2)],
    ['company', v('company')],
    ['vat', v('vat') && (enterpriseNumberIn(v('vat')) ?? v('vat'))],
    ['reference', v('reference')],
  ];
}

/** A composed contact mail: the address, the subject and the body (lines joined with `\n`). */
export type ContactMail = { to: string; subject: string; body: string };

/**
 * The mail of SPEC §7, as a dispatcher reads it (issue 36): to the company, a subject naming the product, the trip
 * and the moment, and a body of one labelled line per item given ("Adresse d’enlèvement : Rue Haute 12, Ixelles"),
 * empty optional items left out, then the message.
 */
export function contactMail(to: string, message: ContactMessage, labels: MailLabels, context: RequestContext): ContactMail {
  const lines = requestLines(message, context).filter(([, value]) => value !== '');
  const body = [...lines.map(([key, value]) => `${labels.mail[key]} ${value}`), '', labels.mail.message, message.message]
    .join('\n')
    .replace(/\r\n?/g, '\n');
  const subject = contactSubject(labels, message.name, { ...message, product: coverOf(context.cell, context.lang)?.name });
  return { to, subject, body };
}

/** The mailto: URL of a composed mail; line breaks are sent as CRLF (RFC 6068). */
export function mailtoOf(mail: ContactMail): string {
  const body = mail.body.replace(/\n/g, '\r\n');
  return `mailto:${mail.to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(body)}`;
}

/** The mailto: URL of SPEC §7 for a valid message. */
export function contactMailto(to: string, message: ContactMessage, labels: MailLabels, context: RequestContext): string {
  return mailtoOf(contactMail(to, message, labels, context));
}

/**
 * The mail a page without JavaScript offers as a link (issues 28, 36): the same labelled lines as the composed
 * mail, every one of them, holding what the page knows (the trip's communes, the product, the moment, the size, the
 * simulator's summary as the message: the simulator's state in the URL, never what the visitor typed) and empty
 * otherwise, for the visitor to complete in the mail program. A form posted to `mailto:` as text/plain loses its
 * accents in Chromium (it reads the UTF-8 bytes as Latin-1 and encodes them again: "mÃªme"), so this URL is built
 * here, every character percent-encoded as UTF-8 and line breaks as CRLF (RFC 6068).
 */
export function templateMailto(
  to: string,
  prefill: Partial<Record<RequestField | 'message', string>>,
  labels: MailLabels,
  context: RequestContext,
): string {
  const lines = requestLines(prefill, context);
  const body = [...lines.map(([key, value]) => `${labels.mail[key]} ${value}`), '', labels.mail.message, prefill.message ?? ''].join('\n');
  const subject = contactSubject(labels, '', { ...prefill, product: coverOf(context.cell, context.lang)?.name });
  return mailtoOf({ to, subject, body });
}
