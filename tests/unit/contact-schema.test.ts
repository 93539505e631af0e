import { describe, expect, it } from 'vitest';
import { momentWords } from '../../shared/contact/request';
import {
  checkContact,
  contactMail,
  contactMailto,
  contactSubject,
  enterpriseNumberIn,
  eurosOf,
  requestFields,
  templateMailto,
} from '../../shared/contact/schema';
import { pageCopy } from '../support/copy';

const fr = pageCopy('fr', 'interface');
const nl = pageCopy('nl', 'interface');

const valid = { name: 'Marie Dupont', email: 'marie@example.be', phone: '+32 2 123 45 67', message: 'Bonjour, un colis à enlever.' };
const errorsOf = (change: Partial<Record<keyof typeof valid | (typeof requestFields)[number], string>>) => {
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

  it("takes the request's optional fields, trimmed, up to 100 characters each, and none of them is required", () => {
    const request = { pickupStreet: ' Rue Haute 12 ', pickup: 'Liège', delivery: 'Gent', when: 'demain matin', load: '2 palettes, 300 kg' };
    expect(checkContact({ ...valid, ...request })).toEqual({ ok: true, message: { ...valid, ...request, pickupStreet: 'Rue Haute 12' } });
    const empty = Object.fromEntries(requestFields.map((name) => [name, '']));
    expect(checkContact({ ...valid, ...empty }).ok).toBe(true);
    expect(errorsOf({ load: 'a'.repeat(101) }).load).toBe('tripTooLong');
    expect(errorsOf({ reference: 'a'.repeat(101) }).reference).toBe('tripTooLong');
  });

  it("checks the contact on site's phone, when given", () => {
    expect(errorsOf({ sitePhone: '0470 12 34 56' }).sitePhone).toBeUndefined();
    expect(errorsOf({ sitePhone: '+32 (2) 123.45.67' }).sitePhone).toBeUndefined();
    expect(errorsOf({ sitePhone: '0470' }).sitePhone).toBe('sitePhoneInvalid');
    expect(errorsOf({ sitePhone: 'Jan, 0470 12 34 56' }).sitePhone).toBe('sitePhoneInvalid');
  });

  it('reads a declared value in euros as a Belgian types it, and refuses what is no amount', () => {
    for (const [typed, euros] of [
      ['800', 800],
      ['800 €', 800],
      ['€ 800', 800],
      ['1 500', 1500],
      ['1\u202f500', 1500],
      ['1.500', 1500],
      ['1.500,50', 1500.5],
      ['1500,5', 1500.5],
      ['2,5', 2.5],
      ['1,500.50', 1500.5],
      ['12 000 euros', 12000],
    ] as const)
      expect([typed, eurosOf(typed)]).toEqual([typed, euros]);
    for (const typed of ['', 'beaucoup', '1.50.0', '0', '-5', '1,5,5', '10^9']) expect([typed, eurosOf(typed)]).toEqual([typed, undefined]);
    expect(errorsOf({ value: '1.500 €' }).value).toBeUndefined();
    expect(errorsOf({ value: 'cher' }).value).toBe('valueInvalid');
  });
});

/** A Belgian enterprise number from its first eight digits: the last two are 97 minus them modulo 97 (0 becomes 97). */
function withCheck(first8: string): string {
  const check = String(97 - (Number(first8) % 97)).padStart(2, '0');
  const digits = first8 + check;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

describe('the enterprise or VAT number (issue 36): ten digits, checked modulo 97', () => {
  const numbers = ['01234567', '04031706', '08765432', '10000010'].map(withCheck);

  it('accepts a number whose check digits are right, however it is written, and writes it as the register does', () => {
    for (const number of numbers) {
      const digits = number.replace(/\./g, '');
      for (const typed of [
        number,
        digits,
        `BE${digits}`,
        `BE ${number}`,
        `be ${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`,
        `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`,
      ]) {
        expect([typed, errorsOf({ vat: typed }).vat]).toEqual([typed, undefined]);
        expect(enterpriseNumberIn(typed)).toBe(number);
      }
    }
    // The older nine-digit numbers take a leading 0.
    expect(enterpriseNumberIn(numbers[0]!.replace(/\./g, '').slice(1))).toBe(numbers[0]);
  });

  it('says when the check digits are wrong, and when it is no enterprise number at all', () => {
    for (const number of numbers) {
      const digits = number.replace(/\./g, '');
      const last = Number(digits.at(-1));
      const wrong = `${digits.slice(0, 9)}${(last + 1) % 10}`;
      expect(errorsOf({ vat: wrong }).vat).toBe('vatCheck');
      // Two digits swapped: the check catches it.
      const swapped = `${digits[0]}${digits[2]}${digits[1]}${digits.slice(3)}`;
      if (swapped !== digits) expect(errorsOf({ vat: swapped }).vat).toBe('vatCheck');
    }
    for (const typed of ['2123456749', '01234567', '01234567490', 'BE 0123.456.74x', 'FR12345678901', 'ACME']) {
      expect([typed, errorsOf({ vat: typed }).vat]).toEqual([typed, 'vatFormat']);
    }
    expect(errorsOf({ vat: '' }).vat).toBeUndefined();
  });

  it('says so in the visitor’s language', () => {
    expect(fr.contactForm.errors.vatCheck).toMatch(/numéro d’entreprise/);
    expect(nl.contactForm.errors.vatCheck).toMatch(/ondernemingsnummer/);
    expect(fr.contactForm.errors.vatFormat).toMatch(/numéro d’entreprise/);
    expect(nl.contactForm.errors.vatFormat).toMatch(/ondernemingsnummer/);
  });
});

const to = 'contact@belgo-express.be';
const fromUrl = (url: string) => new URL(url).searchParams;
/** The space before a French colon. */
const nb = ' ';

describe('the mail a dispatcher reads (SPEC §7, issue 36)', () => {
  const thursday9 = momentWords({ day: '2026-12-03', hour: 9, minute: 0 }, fr.contactForm.moment, 'fr');
  const request = {
    ...valid,
    name: 'Zoë Dupont',
    when: thursday9,
    pickupStreet: 'Rue du Bailli 12',
    pickup: 'Ixelles',
    deliveryStreet: 'Avenue De Fré 3',
    delivery: 'Uccle',
    siteName: 'Jan Peeters',
    sitePhone: '0470 12 34 56',
    load: 'Enveloppe – documents',
    value: '1.500',
    company: 'Dupont & Fils SRL',
    vat: `BE ${withCheck('04031706').replace(/\./g, '')}`,
    reference: 'PO-2026-118',
  };

  it('names the product, the trip and the moment in the subject, then the sender', () => {
    expect(thursday9).toBe('jeudi 3 décembre 9\u00a0h');
    const mail = contactMail(to, request, fr.contactForm, { lang: 'fr', cell: 'urgent/local' });
    expect(mail.subject).toBe('Demande Urgent Ixelles → Uccle, jeudi 3 décembre 9\u00a0h – Zoë Dupont');
    const nlWhen = momentWords({ day: '2026-12-03', hour: 9, minute: 30 }, nl.contactForm.moment, 'nl');
    expect(nlWhen).toBe('donderdag 3 december 9.30\u00a0uur');
    const nlMail = contactMail(to, { ...request, when: nlWhen }, nl.contactForm, { lang: 'nl', cell: 'urgent/local' });
    expect(nlMail.subject).toBe('Aanvraag Spoed Ixelles → Uccle, donderdag 3 december 9.30\u00a0uur – Zoë Dupont');
    // Without a product: a quote of the trip; without anything of the request: a contact.
    expect(contactSubject(fr.contactForm, '', { pickup: 'Liège', delivery: 'Gent' })).toBe('Demande de devis Liège → Gent');
    expect(contactSubject(nl.contactForm, '', { delivery: 'Gent' })).toBe('Offerteaanvraag Gent');
    expect(contactSubject(fr.contactForm, '', { when: 'Dès que possible' })).toBe('Demande de devis, Dès que possible');
    expect(contactSubject(fr.contactForm, 'Zoë', {})).toBe('Demande de contact – Zoë');
  });

  it('writes one labelled line per item, in French', () => {
    const mail = contactMail(to, request, fr.contactForm, { lang: 'fr', cell: 'urgent/local' });
    expect(mail.body.split('\n')).toEqual([
      `Nom${nb}: Zoë Dupont`,
      `Téléphone${nb}: +32 2 123 45 67`,
      `E-mail${nb}: marie@example.be`,
      `Service${nb}: Urgent`,
      `Quand${nb}: jeudi 3 décembre 9\u00a0h`,
      `Adresse d’enlèvement${nb}: Rue du Bailli 12, Ixelles`,
      `Adresse de livraison${nb}: Avenue De Fré 3, Uccle`,
      `Contact sur place${nb}: Jan Peeters, 0470 12 34 56`,
      `Marchandise${nb}: Enveloppe – documents`,
      `Valeur déclarée${nb}: 1\u202f500\u00a0€`,
      `Société${nb}: Dupont & Fils SRL`,
      `N° d’entreprise${nb}: ${withCheck('04031706')}`,
      `Référence${nb}: PO-2026-118`,
      '',
      `Message${nb}:`,
      'Bonjour, un colis à enlever.',
    ]);
  });

  it('writes one labelled line per item, in Dutch, and leaves out the empty optional ones', () => {
    const mail = contactMail(
      to,
      { ...request, when: '', pickupStreet: '', deliveryStreet: '', siteName: '', sitePhone: '', company: '', vat: '', value: '2500,5' },
      nl.contactForm,
      { lang: 'nl' },
    );
    expect(mail.body.split('\n')).toEqual([
      'Naam: Zoë Dupont',
      'Telefoon: +32 2 123 45 67',
      'E-mail: marie@example.be',
      'Ophaaladres: Ixelles',
      'Leveringsadres: Uccle',
      'Goederen: Enveloppe – documents',
      'Aangegeven waarde: €\u00a02.500,50',
      'Referentie: PO-2026-118',
      '',
      'Bericht:',
      'Bonjour, un colis à enlever.',
    ]);
    expect(mail.subject).toBe('Offerteaanvraag Ixelles → Uccle – Zoë Dupont');
  });

  it('sends the mail as a mailto: URL, every character encoded, line breaks as CRLF', () => {
    const message = { ...valid, name: 'Dupont & Fils?', message: 'Ligne 1\nLigne 2 & ?x=1#frag\r\nÉté à Liège' };
    const url = contactMailto(to, message, fr.contactForm, { lang: 'fr' });
    expect(url.startsWith(`mailto:${to}?subject=`)).toBe(true);
    expect(url.slice(url.indexOf('?') + 1).split('&')).toHaveLength(2);
    expect(url).not.toMatch(/[\s#]/);
    expect(url).toContain('subject=Demande%20de%20contact%20%E2%80%93%20Dupont%20%26%20Fils%3F');
    expect(url).toContain('Ligne%201%0D%0ALigne%202%20%26%20%3Fx%3D1%23frag%0D%0A%C3%89t%C3%A9%20%C3%A0%20Li%C3%A8ge');
    expect(fromUrl(url).get('body')).toBe(
      `Nom${nb}: Dupont & Fils?\r\nTéléphone${nb}: +32 2 123 45 67\r\nE-mail${nb}: marie@example.be\r\n\r\nMessage${nb}:\r\nLigne 1\r\nLigne 2 & ?x=1#frag\r\nÉté à Liège`,
    );
  });
});

describe('templateMailto: the request a page without JavaScript offers as a link (issues 28, 36)', () => {
  const prefill = {
    pickup: 'Liège',
    delivery: 'Namur',
    when: 'Dès que possible',
    load: 'Camionnette – 1 000 kg',
    message: 'Prix : 152,03 € – même jour',
  };

  it('carries every labelled line of the mail, holding what the page knows and empty otherwise', () => {
    const href = templateMailto(to, prefill, fr.contactForm, { lang: 'fr', cell: 'urgent/regional' });
    expect(href).toMatch(/^mailto:contact@belgo-express\.be\?subject=[^&]+&body=[^&]+$/);
    expect(href).not.toMatch(/[\s+]/);
    expect(href).toContain('Li%C3%A8ge');
    expect(href).toContain('m%C3%AAme');
    expect(href).not.toContain('%C3%83');
    expect(fromUrl(href).get('subject')).toBe('Demande Urgent Liège → Namur, Dès que possible');
    expect(fromUrl(href).get('body')!.split('\r\n')).toEqual([
      `Nom${nb}: `,
      `Téléphone${nb}: `,
      `E-mail${nb}: `,
      `Service${nb}: Urgent`,
      `Quand${nb}: Dès que possible`,
      `Adresse d’enlèvement${nb}: Liège`,
      `Adresse de livraison${nb}: Namur`,
      `Contact sur place${nb}: `,
      `Marchandise${nb}: Camionnette – 1 000 kg`,
      `Valeur déclarée${nb}: `,
      `Société${nb}: `,
      `N° d’entreprise${nb}: `,
      `Référence${nb}: `,
      '',
      `Message${nb}:`,
      'Prix : 152,03 € – même jour',
    ]);
  });

  it('leaves every line to fill in the mail program when the page knows nothing, in Dutch too', () => {
    const href = templateMailto(to, {}, nl.contactForm, { lang: 'nl' });
    expect(fromUrl(href).get('subject')).toBe('Contactaanvraag');
    expect(fromUrl(href).get('body')).toBe(
      [
        'Naam: ',
        'Telefoon: ',
        'E-mail: ',
        'Dienst: ',
        'Wanneer: ',
        'Ophaaladres: ',
        'Leveringsadres: ',
        'Contactpersoon ter plaatse: ',
        'Goederen: ',
        'Aangegeven waarde: ',
        'Bedrijf: ',
        'Ondernemingsnummer: ',
        'Referentie: ',
        '',
        'Bericht:',
        '',
      ].join('\r\n'),
    );
  });
});
