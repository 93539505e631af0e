import type { output } from 'zod/mini';
import { maxLength, minLength, object, regex, regexes, string, trim } from 'zod/mini';
import type { Messages } from './i18n';

/** The key of a contact-form message in the dictionaries (`contactForm.errors`). */
export type ContactErrorCode = keyof Messages['contactForm']['errors'];

/** The limits of the contact form's fields (SPEC §5), also used as the inputs' maxlength. */
export const contactLimits = { name: 100, phone: 20, email: 255, message: 1000, phoneMin: 10, messageMin: 10 } as const;

const code = (c: ContactErrorCode) => ({ error: c });

/**
 * The contact form's rules (SPEC §5) on trimmed values; each message is a dictionary key.
 * Written with zod/mini, which the browser bundle tree-shakes to a few kilobytes.
 */
const contactSchema = object({
  name: string().check(
    trim(),
    minLength(1, code('nameRequired')),
    maxLength(contactLimits.name, code('nameTooLong')),
  ),
  email: string().check(
    trim(),
    regex(regexes.email, code('emailInvalid')),
    maxLength(contactLimits.email, code('emailTooLong')),
  ),
  phone: string().check(
    trim(),
    regex(/^\+?[0-9\s\-()]*$/, code('phoneInvalid')),
    minLength(contactLimits.phoneMin, code('phoneTooShort')),
    maxLength(contactLimits.phone, code('phoneTooLong')),
  ),
  message: string().check(
    trim(),
    minLength(contactLimits.messageMin, code('messageTooShort')),
    maxLength(contactLimits.message, code('messageTooLong')),
  ),
});

/** A contact message once valid. */
export type ContactMessage = output<typeof contactSchema>;

/** The fields of the contact form. */
export type ContactField = keyof ContactMessage;

/** Checks a submitted form: the message, or each invalid field's first error code. */
export function checkContact(
  input: Record<ContactField, string>,
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

/** Labels of the mail body's lines, in the page's language. */
export type MailLabels = { name: string; email: string; phone: string; message: string };

/** A composed contact mail: the address, the subject and the body (lines joined with `\n`). */
export type ContactMail = { to: string; subject: string; body: string };

/** The mail of SPEC §7: to the company, subject "Contact form - <name>", a body listing the fields. */
export function contactMail(to: string, message: ContactMessage, labels: MailLabels): ContactMail {
  const body = [
    `${labels.name}: ${message.name}`,
    `${labels.email}: ${message.email}`,
    `${labels.phone}: ${message.phone}`,
    '',
    `${labels.message}:`,
    message.message,
  ]
    .join('\n')
    .replace(/\r\n?/g, '\n');
  return { to, subject: `Contact form - ${message.name}`, body };
}

/** The mailto: URL of SPEC §7 for a composed mail; line breaks are sent as CRLF (RFC 6068). */
export function contactMailto(to: string, message: ContactMessage, labels: MailLabels): string {
  const mail = contactMail(to, message, labels);
  const body = mail.body.replace(/\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(body)}`;
}
