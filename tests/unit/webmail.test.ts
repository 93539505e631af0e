import { describe, expect, it } from 'vitest';
import { contactMail } from '../../shared/contact/schema';
import { gmailComposeUrl, mailAsText, outlookComposeUrl } from '../../shared/contact/webmail';
import { pageCopy } from '../support/copy';

const fr = pageCopy('fr', 'interface');

const labels = fr.contactForm;
const message = {
  name: 'Dupont & Fils?',
  email: 'marie@example.be',
  phone: '+32 2 123 45 67',
  message: 'Ligne 1\r\nLigne 2 & ?x=1#frag\nÉté à Liège',
};
const mail = contactMail('contact@belgo-express.be', message, labels, { lang: 'fr' });
const body =
  'Nom : Dupont & Fils?\nTéléphone : +32 2 123 45 67\nE-mail : marie@example.be\n\nMessage :\nLigne 1\nLigne 2 & ?x=1#frag\nÉté à Liège';

describe('contactMail', () => {
  it("composes a subject in the page's language (issue 21, in place of SPEC §7's English one) and a body with one kind of line break", () => {
    expect(mail).toEqual({ to: 'contact@belgo-express.be', subject: 'Demande de contact – Dupont & Fils?', body });
  });
});

describe('webmail compose links', () => {
  it('Gmail: address, subject and body survive the round trip, every reserved character encoded', () => {
    const url = gmailComposeUrl(mail);
    expect(url).not.toMatch(/[\s#+]/);
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://mail.google.com/mail/');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      view: 'cm',
      fs: '1',
      to: 'contact@belgo-express.be',
      su: mail.subject,
      body,
    });
    expect(url).toContain('su=Demande%20de%20contact%20%E2%80%93%20Dupont%20%26%20Fils%3F');
    expect(url).toContain('Ligne%201%0ALigne%202%20%26%20%3Fx%3D1%23frag%0A%C3%89t%C3%A9');
  });

  it('Outlook.com: the same, with its own parameter names', () => {
    const url = outlookComposeUrl(mail);
    expect(url).not.toMatch(/[\s#+]/);
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://outlook.live.com/mail/0/deeplink/compose');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ to: 'contact@belgo-express.be', subject: mail.subject, body });
  });

  it('puts the address and subject above the body for the clipboard', () => {
    expect(mailAsText(mail, { to: 'À', subject: 'Objet' })).toBe(
      `À: contact@belgo-express.be\nObjet: Demande de contact – Dupont & Fils?\n\n${body}`,
    );
  });
});
