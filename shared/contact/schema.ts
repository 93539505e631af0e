import type { output } from 'zod/mini';
import { maxLength, minLength, object, optional, regex, regexes, string, trim } from 'zod/mini';
import type { Messages } from '../i18n';
import { fill } from '../i18n/fill';

/** The key of a contact-form message in the dictionaries (`contactForm.errors`). */
export type ContactErrorCode = keyof Messages['contactForm']['errors'];

/** The limits of the contact form's fields (SPEC §5), also used as the inputs' maxlength. */
export const contactLimits = { name: 100, phone: 20, email: 255, message: 1000, phoneMin: 10, messageMin: 10, trip: 100 } as const;

/** The optional fields that describe the trip (pickup place, delivery place, when, what), in the form's order. */
export const tripFields = ['pickup', 'delivery', 'when', 'load'] as const;

/** One of the trip's optional fields. */
export type TripField = (typeof tripFields)[number];

/** An optional trip field: trimmed, at most `contactLimits.trip` characters. */
const optionalTrip = () => optional(string().check(trim(), maxLength(contactLimits.trip, code('tripTooLong'))));

const code = (c: ContactErrorCode) => ({ error: c });

/**
 * The contact form's rules (SPEC §5) on trimmed values; each message is a dictionary key. An empty
 * required field is reported as required (its first check), whatever rule it would fail next.
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
  pickup: optionalTrip(),
  delivery: optionalTrip(),
  when: optionalTrip(),
  load: optionalTrip(),
});

/** A contact message once valid. */
export type ContactMessage = output<typeof contactSchema>;

/** The fields of the contact form. */
export type ContactField = keyof ContactMessage;

/** Checks a submitted form: the message, or each invalid field's first error code. */
export function checkContact(
  input: Record<Exclude<ContactField, TripField>, string> & Partial<Record<TripField, string>>,
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

/** The trip in a few words ("Liège → Gent"): the places given, joined by an arrow; empty without them. */
export function tripText(trip: Partial<Record<TripField, string | undefined>>): string {
  return [trip.pickup, trip.delivery]
    .filter((place) => place?.trim())
    .map((place) => place!.trim())
    .join(' → ');
}

/** Subjects of the mail in the page's language: a plain one, and one naming the trip (`{trip}`). */
export type SubjectLabels = { subject: string; subjectTrip: string };

/**
 * The mail's subject in the page's language, naming the trip when its places are known, then the
 * sender's name when known ("Demande de devis Liège → Gent – Zoë Dupont"). Without JavaScript the
 * form's action carries it without the name, which only the browser knows.
 */
export function contactSubject(labels: SubjectLabels, name: string, trip: Partial<Record<TripField, string | undefined>>): string {
  const route = tripText(trip);
  const subject = route ? fill(labels.subjectTrip, { trip: route }) : labels.subject;
  return name.trim() ? `${subject} – ${name.trim()}` : subject;
}

/** Labels of the mail body's lines and its subjects, in the page's language. */
export type MailLabels = { name: string; email: string; phone: string; message: string } & Record<TripField, string> & SubjectLabels;

/** A composed contact mail: the address, the subject and the body (lines joined with `\n`). */
export type ContactMail = { to: string; subject: string; body: string };

/**
 * The mail of SPEC §7: to the company, a body listing the fields (the trip's only when given). Its
 * subject is in the page's language and names the trip (issue 21), in place of SPEC's English
 * "Contact form - <name>".
 */
export function contactMail(to: string, message: ContactMessage, labels: MailLabels): ContactMail {
  const body = [
    `${labels.name}: ${message.name}`,
    `${labels.email}: ${message.email}`,
    `${labels.phone}: ${message.phone}`,
    ...tripFields.flatMap((field) => (message[field] ? [`${labels[field]}: ${message[field]}`] : [])),
    '',
    `${labels.message}:`,
    message.message,
  ]
    .join('\n')
    .replace(/\r\n?/g, '\n');
  return { to, subject: contactSubject(labels, message.name, message), body };
}

/** The mailto: URL of SPEC §7 for a composed mail; line breaks are sent as CRLF (RFC 6068). */
export function contactMailto(to: string, message: ContactMessage, labels: MailLabels): string {
  const mail = contactMail(to, message, labels);
  const body = mail.body.replace(/\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The mail a page without JavaScript offers as a link (issue 28): the request as far as the page
 * knows it (the trip, the product, the size, when, the price: the simulator's state in the URL,
 * never what the visitor typed), with the sender's lines left for the visitor to fill in the mail
 * program. A form posted to `mailto:` as text/plain loses its accents in Chromium (it reads the
 * UTF-8 bytes as Latin-1 and encodes them again: "mÃªme"), so this URL is built here, every
 * character percent-encoded as UTF-8 and line breaks as CRLF (RFC 6068).
 */
export function templateMailto(to: string, prefill: Partial<Record<TripField | 'message', string>>, labels: MailLabels): string {
  const body = [
    `${labels.name}: `,
    `${labels.phone}: `,
    `${labels.email}: `,
    ...tripFields.flatMap((field) => (prefill[field] ? [`${labels[field]}: ${prefill[field]}`] : [])),
    '',
    `${labels.message}:`,
    prefill.message ?? '',
  ].join('\n');
  const subject = contactSubject(labels, '', prefill);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;
}
