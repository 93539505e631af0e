import { describe, expect, it } from 'vitest';
import { checkContact, contactMailto, contactSubject, templateMailto } from '../../shared/contact/schema';
import { pageCopy } from '../support/copy';

const fr = pageCopy('fr', 'interface');
const nl = pageCopy('nl', 'interface');

const valid = { name: 'Marie Dupont', email: 'marie@example.be', phone: '+32 2 123 45 67', message: 'Bonjour, un colis à enlever.' };
const errorsOf = (change: Partial<typeof valid>) => {
  const result = checkContact({ ...valid, ...change });
  return result.ok ? {} : result.errors;
};

describe('contact schema (SPEC §5)', () => {
  it('accepts a valid message, trimmed', () => {
    const result = checkContact({ ...valid, name: '  Marie Dupont  ', message: '  Bonjour, un colis à enlever.  ' });
    expect(result).toEqual({ ok: true, message: valid });
  });

  it('requires the name and limits it to 100 characters', () => {
    expect(errorsOf({ name: '' }).name).toBe('nameRequired');
    expect(errorsOf({ name: '    ' }).name).toBe('nameRequired');
    expect(errorsOf({ name: 'a'.repeat(100) }).name).toBeUndefined();
    expect(errorsOf({ name: 'a'.repeat(101) }).name).toBe('nameTooLong');
    expect(errorsOf({ name: ` ${'a'.repeat(100)} ` }).name).toBeUndefined();
  });

  it('checks the e-mail format and its 255-character limit', () => {
    expect(errorsOf({ email: 'marie' }).email).toBe('emailInvalid');
    expect(errorsOf({ email: 'marie@' }).email).toBe('emailInvalid');
    expect(errorsOf({ email: '' }).email).toBe('emailRequired');
    expect(errorsOf({ email: '   ' }).email).toBe('emailRequired');
    expect(errorsOf({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.be` }).email).toBeUndefined();
    expect(errorsOf({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.be` }).email).toBe('emailTooLong');
  });

  it('checks the phone: digits, spaces, hyphens, parentheses, a leading plus, 10 to 20 characters', () => {
    expect(errorsOf({ phone: '123456789' }).phone).toBe('phoneTooShort');
    expect(errorsOf({ phone: '1234567890' }).phone).toBeUndefined();
    expect(errorsOf({ phone: '1'.repeat(20) }).phone).toBeUndefined();
    expect(errorsOf({ phone: '1'.repeat(21) }).phone).toBe('phoneTooLong');
    expect(errorsOf({ phone: '+32 (2) 123-45-67' }).phone).toBeUndefined();
    expect(errorsOf({ phone: '32+ 2 123 45 67' }).phone).toBe('phoneInvalid');
    expect(errorsOf({ phone: '+32 2 ABC 45 67' }).phone).toBe('phoneInvalid');
    expect(errorsOf({ phone: '' }).phone).toBe('phoneRequired');
  });

  it('wants a message of 10 to 1000 characters', () => {
    expect(errorsOf({ message: '' }).message).toBe('messageRequired');
    expect(errorsOf({ message: ' \n ' }).message).toBe('messageRequired');
    expect(errorsOf({ message: 'a'.repeat(9) }).message).toBe('messageTooShort');
    expect(errorsOf({ message: 'a'.repeat(10) }).message).toBeUndefined();
    expect(errorsOf({ message: 'a'.repeat(1000) }).message).toBeUndefined();
    expect(errorsOf({ message: 'a'.repeat(1001) }).message).toBe('messageTooLong');
  });

  it('reports only the first message of each field', () => {
    const result = checkContact({ name: '', email: 'x', phone: 'abc', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'nameRequired', email: 'emailInvalid', phone: 'phoneInvalid', message: 'messageRequired' },
    });
  });

  it("takes the trip's four optional fields, trimmed, up to 100 characters each", () => {
    const trip = { pickup: ' Liège ', delivery: 'Gent', when: 'demain matin', load: '2 palettes, 300 kg' };
    expect(checkContact({ ...valid, ...trip })).toEqual({ ok: true, message: { ...valid, ...trip, pickup: 'Liège' } });
    expect(checkContact({ ...valid, pickup: '', delivery: '', when: '', load: '' }).ok).toBe(true);
    expect(errorsOf({ ...valid, load: 'a'.repeat(101) } as typeof valid).load).toBe('tripTooLong');
  });

  it('says in each language that an empty required field is required', () => {
    for (const [dictionary, word] of [
      [fr, 'obligatoire'],
      [nl, 'verplicht'],
    ] as const) {
      for (const code of ['nameRequired', 'emailRequired', 'phoneRequired', 'messageRequired'] as const) {
        expect(dictionary.contactForm.errors[code]).toContain(word);
      }
    }
  });
});

describe('contactMailto (SPEC §7)', () => {
  const labels = { ...fr.contactForm, name: 'Nom', email: 'E-mail', phone: 'Téléphone', message: 'Message' };

  it('addresses the company with a subject in the page\'s language (issue 21 replaces SPEC\'s "Contact form - <name>") and a body listing the fields', () => {
    const url = contactMailto('contact@belgo-express.be', valid, labels);
    expect(url.startsWith('mailto:contact@belgo-express.be?subject=')).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1).replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Demande de contact – Marie Dupont');
    expect(params.get('body')).toBe(
      'Nom: Marie Dupont\r\nE-mail: marie@example.be\r\nTéléphone: +32 2 123 45 67\r\n\r\nMessage:\r\nBonjour, un colis à enlever.',
    );
  });

  it('encodes ampersands, question marks, equals signs, line breaks and accents', () => {
    const message = { ...valid, name: 'Dupont & Fils?', message: 'Ligne 1\nLigne 2 & ?x=1#frag\r\nÉté à Liège' };
    const url = contactMailto('contact@belgo-express.be', message, labels);
    const query = url.slice(url.indexOf('?') + 1);
    expect(query.split('&')).toHaveLength(2);
    expect(url).not.toMatch(/[\s#]/);
    expect(url).toContain('subject=Demande%20de%20contact%20%E2%80%93%20Dupont%20%26%20Fils%3F');
    expect(url).toContain('Ligne%201%0D%0ALigne%202%20%26%20%3Fx%3D1%23frag%0D%0A%C3%89t%C3%A9%20%C3%A0%20Li%C3%A8ge');
  });

  it("names the trip in the subject and lists the trip's fields given in the body, in French and in Dutch", () => {
    const trip = { pickup: 'Liège', delivery: 'Gent', when: 'Urgent', load: '' };
    const fromUrl = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1).replace(/\+/g, '%2B'));
    const frMail = fromUrl(contactMailto('contact@belgo-express.be', { ...valid, ...trip }, fr.contactForm));
    expect(frMail.get('subject')).toBe('Demande de devis Liège → Gent – Marie Dupont');
    expect(frMail.get('body')).toContain('Lieu d’enlèvement: Liège\r\nLieu de livraison: Gent\r\nDate ou délai souhaité: Urgent\r\n\r\n');
    expect(frMail.get('body')).not.toContain('Quoi');
    const nlMail = fromUrl(contactMailto('contact@belgo-express.be', { ...valid, ...trip }, nl.contactForm));
    expect(nlMail.get('subject')).toBe('Offerteaanvraag Liège → Gent – Marie Dupont');
    expect(contactSubject(nl.contactForm, '', { delivery: 'Gent' })).toBe('Offerteaanvraag Gent');
    expect(contactSubject(fr.contactForm, '', {})).toBe('Demande de contact');
  });
});

describe('templateMailto: the request a page without JavaScript offers as a link (issue 28)', () => {
  const prefill = {
    pickup: 'Liège',
    delivery: 'Bruxelles',
    when: 'Dès que possible (Urgent, livré en 1 h)',
    message: 'Prix : 152,03 € – même jour',
  };

  it('encodes every character as UTF-8, spaces as %20 and line breaks as CRLF', () => {
    const href = templateMailto('contact@belgo-express.be', prefill, fr.contactForm);
    expect(href).toMatch(/^mailto:contact@belgo-express\.be\?subject=[^&]+&body=[^&]+$/);
    expect(href).not.toMatch(/[\s+]/);
    expect(href).toContain('Li%C3%A8ge');
    expect(href).toContain('m%C3%AAme');
    expect(href).not.toContain('%C3%83');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(contactSubject(fr.contactForm, '', prefill));
    expect(url.searchParams.get('body')).toBe(
      'Nom complet: \r\nTéléphone: \r\nE-mail: \r\nLieu d’enlèvement: Liège\r\nLieu de livraison: Bruxelles\r\n' +
        'Date ou délai souhaité: Dès que possible (Urgent, livré en 1 h)\r\n\r\nMessage:\r\nPrix : 152,03 € – même jour',
    );
  });

  it("leaves the sender's lines to fill in the mail program, in Dutch too", () => {
    const body = new URL(templateMailto('contact@belgo-express.be', {}, nl.contactForm)).searchParams.get('body');
    expect(body).toBe('Volledige naam: \r\nTelefoon: \r\nE-mail: \r\n\r\nBericht:\r\n');
  });
});
