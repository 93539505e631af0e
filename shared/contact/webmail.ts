import type { ContactMail } from './schema';

/** Gmail's compose window with the address, subject and body filled in (opened only when the visitor clicks). */
export function gmailComposeUrl(mail: ContactMail): string {
  return `https://mail.google.com/mail/?${query({ view: 'cm', fs: '1', to: mail.to, su: mail.subject, body: mail.body })}`;
}

/** Outlook.com's compose window with the address, subject and body filled in (opened only when the visitor clicks). */
export function outlookComposeUrl(mail: ContactMail): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?${query({ to: mail.to, subject: mail.subject, body: mail.body })}`;
}

/** The whole mail as plain text for the clipboard: address, subject, then the body. */
export function mailAsText(mail: ContactMail, labels: { to: string; subject: string }): string {
  return `${labels.to}: ${mail.to}\n${labels.subject}: ${mail.subject}\n\n${mail.body}`;
}

// Spaces as %20 rather than "+": webmail composers do not all turn "+" back into a space.
function query(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}
