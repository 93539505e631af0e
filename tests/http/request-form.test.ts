import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { decodeEntities, http, normalizeSpaces, pageHtml } from '../support/app';

// Issue 36: the request a dispatcher can act on, as the server writes it: the form prefilled from the simulator's
// state and its moment (`when`), the call notice that does not depend on the clock, and the mail link a page
// without JavaScript offers, carrying the same labelled lines as the mail the form composes.

const to = 'contact@belgo-express.be';
/** A result of the simulator: Liège → Namur by van, urgent, 60 km. */
const result = 'zone=nearby_cities&vehicle=van&urgency=urgent&distance=60&from=Li%C3%A8ge&to=Namur&step=result';

/** The form's island, the no-JavaScript mail link (its subject and body lines) and the field values of a page. */
async function requestOf(path: string) {
  const html = await pageHtml(path);
  const root = parse(html);
  const card = root.querySelector('.contact-form-card')!;
  // <noscript> holds text for the parser: its content is parsed once more.
  const noScript = parse(card.querySelector('noscript')!.textContent);
  const href = decodeEntities(noScript.querySelector('.contact-no-script a.btn')!.getAttribute('href')!);
  const url = new URL(href);
  const value = (name: string) => decodeEntities(card.querySelector(`[name="${name}"]`)?.getAttribute('value') ?? '');
  return {
    html,
    card,
    noScript,
    mailto: `${url.protocol}${url.pathname}`,
    subject: url.searchParams.get('subject'),
    lines: url.searchParams.get('body')!.split('\r\n'),
    value,
    details: card.querySelector('details.contact-request')!,
  };
}

describe('the request form as the server writes it (issue 36)', () => {
  it('on a plain page: the dispatcher’s fields folded away, every labelled line left to fill in the mail program', async () => {
    const page = await requestOf('/fr/');
    expect(page.details.hasAttribute('open')).toBe(false);
    expect(page.subject).toBe('Demande de contact');
    expect(page.lines).toEqual([
      'Nom : ',
      'Téléphone : ',
      'E-mail : ',
      'Service : ',
      'Quand : ',
      'Adresse d’enlèvement : ',
      'Adresse de livraison : ',
      'Contact sur place : ',
      'Marchandise : ',
      'Valeur déclarée : ',
      'Société : ',
      'N° d’entreprise : ',
      'Référence : ',
      '',
      'Message :',
      '',
    ]);
    expect(page.noScript.querySelector('.contact-call')).toBeNull();
    expect(page.noScript.querySelector('a[href="tel:+3228084747"]')).not.toBeNull();
  });

  it('with a result and its moment: the product, the trip and the moment in the subject and the lines, the fields unfolded', async () => {
    const page = await requestOf(`/fr/?${result}&when=2026-12-03T09%3A00`);
    expect(page.mailto).toBe(`mailto:${to}`);
    expect(page.subject).toBe('Demande Urgent Liège → Namur, jeudi 3 décembre 9\u00a0h');
    expect(page.lines.slice(0, 13)).toEqual([
      'Nom : ',
      'Téléphone : ',
      'E-mail : ',
      'Service : Urgent',
      'Quand : jeudi 3 décembre 9\u00a0h',
      'Adresse d’enlèvement : Liège',
      'Adresse de livraison : Namur',
      'Contact sur place : ',
      expect.stringMatching(/^Marchandise : Camionnette – /),
      'Valeur déclarée : ',
      'Société : ',
      'N° d’entreprise : ',
      'Référence : ',
    ]);
    expect(page.lines.slice(13, 15)).toEqual(['', 'Message :']);
    expect(page.lines[15]).toMatch(/Urgent/);
    expect(page.details.hasAttribute('open')).toBe(true);
    expect(page.value('when')).toBe('jeudi 3 décembre 9\u00a0h');
    expect(page.value('pickup')).toBe('Liège');
    expect(page.value('cell')).toMatch(/^urgent\//);
    expect(page.value('moment')).toBe('2026-12-03T09:00');
    // The product's cover beside the declared value, from the product line.
    expect(normalizeSpaces(page.card.querySelector('#contact-value-hint')!.textContent)).toMatch(
      /^Urgent : assurance incluse jusqu’à [\d ]+ € par envoi/,
    );
    // A weekday morning within the answering hours: no call notice from the server (the clock is the browser's).
    expect(page.card.querySelector('.contact-call')).toBeNull();
  });

  it('says to call when the moment is as soon as possible, or outside the answering hours, with and without JavaScript', async () => {
    const asap = await requestOf(`/nl/?${result}&when=asap`);
    expect(asap.subject).toBe('Aanvraag Spoed Liège → Namur, Zo snel mogelijk');
    expect(asap.lines).toContain('Wanneer: Zo snel mogelijk');
    expect(asap.value('when')).toBe('Zo snel mogelijk');
    for (const where of [asap.card, asap.noScript]) {
      const call = where.querySelector('.contact-call')!;
      expect(call.textContent).toMatch(/te laat gelezen/);
      expect(call.querySelector('a[href="tel:+3228084747"]')).not.toBeNull();
    }
    const saturday = await requestOf(`/fr/?${result}&when=2026-12-05T10%3A00`);
    expect(saturday.value('when')).toBe('samedi 5 décembre 10\u00a0h');
    expect(saturday.card.querySelector('.contact-before-send .contact-call')!.textContent).toMatch(/en dehors de nos heures/);
    // The answering hours, before the send button, with the 24/7 line.
    const from = saturday.html.indexOf('class="contact-before-send"');
    const beforeButton = saturday.html.slice(from, saturday.html.indexOf('<button type="submit"', from));
    expect(normalizeSpaces(beforeButton)).toMatch(
      /E-mails lus du lundi au vendredi, de 8 h à 18 h\. Urgent \? Appelez le <a href="tel:\+3228084747">/,
    );
  });

  it('on a city page too, whose quote section holds the same form', async () => {
    const page = await requestOf(`/nl/expresslevering-luik/?${result}&when=2026-12-03T16%3A30`);
    expect(page.subject).toBe('Aanvraag Spoed Liège → Namur, donderdag 3 december 16.30\u00a0uur');
    expect(page.lines).toContain('Ophaaladres: Liège');
  });

  it('ignores a `when` that names no moment, and reflects nothing of it', async () => {
    for (const when of ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', '2026-02-30T10%3A00', 'tomorrow', '2026-12-03T25%3A00']) {
      const res = await http().get(`/fr/?${result}&when=${when}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert');
      expect(res.text).not.toContain('alert(1)');
      const page = await requestOf(`/fr/?${result}&when=${when}`);
      expect(page.value('when')).toBe('');
      expect(page.value('moment')).toBe('');
      expect(page.subject).toBe('Demande Urgent Liège → Namur');
      expect(page.card.querySelector('.contact-call')).toBeNull();
    }
  });

  it('renders each moment of one simulator state as its own page (the page cache keys on `when`)', async () => {
    const thursday = await requestOf(`/fr/?${result}&when=2026-12-10T09%3A00&waiting=1`);
    const friday = await requestOf(`/fr/?${result}&when=2026-12-11T09%3A00&waiting=1`);
    expect(thursday.value('when')).toBe('jeudi 10 décembre 9\u00a0h');
    expect(friday.value('when')).toBe('vendredi 11 décembre 9\u00a0h');
  });
});
