import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

// Issue 36: the request a dispatcher can act on, at 390 px and 1280 px, in French and in Dutch: the moment from the
// URL in words, the call notice for a moment within two hours, the enterprise number checked modulo 97, and the
// mail's subject and labelled lines as the mailto: request carries them; without JavaScript, the mail link.

const to = 'contact@belgo-express.be';
/** A result of the simulator: Ixelles → Uccle by scooter, Urgent. */
const result = 'zone=brussels_center&vehicle=scooter&urgency=urgent&from=Ixelles&to=Uccle&step=result';
/** The browser's clock: Wednesday 2 December 2026, 10:00 in Brussels (winter time, UTC+1). */
const wednesday10 = new Date('2026-12-02T10:00:00+01:00');

/** A Belgian enterprise number from its first eight digits: the last two are 97 minus them modulo 97. */
function enterpriseNumber(first8: string): string {
  const digits = first8 + String(97 - (Number(first8) % 97)).padStart(2, '0');
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}
const valid = enterpriseNumber('04031706');
/** The same number with its last digit changed: the check fails. */
const wrong = valid.slice(0, -1) + ((Number(valid.at(-1)) + 1) % 10);

const words = {
  fr: {
    submit: 'Envoyer le message',
    more: 'Adresses, moment et facture',
    moment: 'mercredi 2 décembre 11 h 30',
    callSoon: 'Pour une course aussi proche, un e-mail risque d’être lu trop tard : appelez le +32 2 808 47 47, 24/7.',
    hours: 'E-mails lus du lundi au vendredi, de 8 h à 18 h. Urgent ? Appelez le +32 2 808 47 47, 24/7.',
    vatCheck: 'Ce numéro d’entreprise n’existe pas : ses deux derniers chiffres ne correspondent pas aux huit premiers. Vérifiez-le.',
    vatFormat: 'Un numéro d’entreprise compte dix chiffres et commence par 0 ou 1 (BE 0xxx.xxx.xxx)',
    subject: 'Demande Urgent Ixelles → Uccle, mercredi 2 décembre 11 h 30 – Zoë Dupont',
    cover: /^Urgent : assurance incluse jusqu’à 500 € par envoi, sur valeur déclarée\. Au-delà, extension payante jusqu’à 50 000 €\.$/,
    open: 'Ouvrir la demande dans ma messagerie',
    lines: (load: string, message: string) => [
      'Nom : Zoë Dupont',
      'Téléphone : +32 470 12 34 56',
      'E-mail : zoe@example.be',
      'Service : Urgent',
      'Quand : mercredi 2 décembre 11 h 30',
      'Adresse d’enlèvement : Rue du Bailli 12, Ixelles',
      'Adresse de livraison : Avenue De Fré 3, Uccle',
      'Contact sur place : Jan Peeters, 0470 98 76 54',
      `Marchandise : ${load}`,
      'Valeur déclarée : 1 500 €',
      'Société : Dupont & Fils SRL',
      `N° d’entreprise : ${valid}`,
      'Référence : PO-2026-118',
      '',
      'Message :',
      message,
    ],
  },
  nl: {
    submit: 'Bericht versturen',
    more: 'Adressen, moment en factuur',
    moment: 'woensdag 2 december 11.30 uur',
    callSoon: 'Voor een rit die zo snel nodig is, wordt een e-mail misschien te laat gelezen: bel +32 2 808 47 47, 24/7.',
    hours: 'E-mails: maandag tot vrijdag, 8–18 uur. Dringend? Bel +32 2 808 47 47, 24/7.',
    vatCheck: 'Dit ondernemingsnummer bestaat niet: de laatste twee cijfers passen niet bij de eerste acht. Controleer het.',
    vatFormat: 'Een ondernemingsnummer telt tien cijfers en begint met 0 of 1 (BE 0xxx.xxx.xxx)',
    subject: 'Aanvraag Spoed Elsene → Ukkel, woensdag 2 december 11.30 uur – Zoë Dupont',
    cover:
      /^Spoed: verzekering inbegrepen tot € 500 per zending, op aangegeven waarde\. Daarboven een betalende uitbreiding tot € 50\.000\.$/,
    open: 'Aanvraag openen in mijn e-mailprogramma',
    lines: (load: string, message: string) => [
      'Naam: Zoë Dupont',
      'Telefoon: +32 470 12 34 56',
      'E-mail: zoe@example.be',
      'Dienst: Spoed',
      'Wanneer: woensdag 2 december 11.30 uur',
      'Ophaaladres: Rue du Bailli 12, Elsene',
      'Leveringsadres: Avenue De Fré 3, Ukkel',
      'Contactpersoon ter plaatse: Jan Peeters, 0470 98 76 54',
      `Goederen: ${load}`,
      'Aangegeven waarde: € 1.500',
      'Bedrijf: Dupont & Fils SRL',
      `Ondernemingsnummer: ${valid}`,
      'Referentie: PO-2026-118',
      '',
      'Bericht:',
      message,
    ],
  },
} as const;

/** The trip's places as each language's page names them. */
const places = { fr: { from: 'Ixelles', to: 'Uccle' }, nl: { from: 'Elsene', to: 'Ukkel' } } as const;

/** Every kind of space as a plain one: French typography and Intl put no-break spaces in figures and before colons. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The contact form once its island is hydrated. */
async function hydratedForm(page: Page): Promise<Locator> {
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="contact"][data-hydrated]')).toHaveCount(1);
  return page.locator('#contact-form');
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

for (const width of [390, 1280] as const) {
  test.describe(`the request at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const lang of ['fr', 'nl'] as const) {
      const w = words[lang];
      const trip = `${result.replace('from=Ixelles&to=Uccle', `from=${places[lang].from}&to=${places[lang].to}`)}`;

      test(`a moment within two hours says to call, the enterprise number is checked, the mail has a line per item (${lang})`, async ({
        page,
        navigate,
        problems,
      }) => {
        await page.clock.install({ time: wednesday10 });
        await navigate(`/${lang}/`, `?${trip}&when=2026-12-02T11%3A30#contact-form`);
        const form = await hydratedForm(page);

        // The page comes with a simulator state: the dispatcher's fields are open, the moment in words, the communes in.
        await expect(form.locator('details.contact-request')).toHaveAttribute('open', '');
        expect(plain(await form.locator('#contact-when').inputValue())).toBe(w.moment);
        await expect(form.locator('#contact-pickup')).toHaveValue(places[lang].from);
        await expect(form.locator('#contact-delivery')).toHaveValue(places[lang].to);
        expect(plain((await form.locator('#contact-value-hint').textContent())!)).toMatch(w.cover);

        // 11:30, an hour and a half away: call. The answering hours are there too, before the send button.
        const call = form.locator('.contact-before-send .contact-call');
        await expect(call).toHaveText(w.callSoon);
        await expect(call.locator('a[href="tel:+3228084747"]')).toBeVisible();
        await expect(form.locator('.contact-hours')).toHaveText(w.hours);
        const hoursFirst = await form
          .locator('.contact-hours')
          .evaluate((hours) => Boolean(hours.compareDocumentPosition(document.querySelector('#contact-form button[type="submit"]')!) & 4));
        expect(hoursFirst).toBe(true);
        // A moment typed instead is the visitor's words: no notice; the simulator's moment again, the notice again.
        const moment = await form.locator('#contact-when').inputValue();
        await form.locator('#contact-when').fill('jeudi matin');
        await expect(call).toHaveCount(0);
        await form.locator('#contact-when').fill(moment);
        await expect(call).toHaveText(w.callSoon);

        await fill(form, {
          name: 'Zoë Dupont',
          phone: '+32 470 12 34 56',
          email: 'zoe@example.be',
          pickupStreet: 'Rue du Bailli 12',
          deliveryStreet: 'Avenue De Fré 3',
          siteName: 'Jan Peeters',
          sitePhone: '0470 98 76 54',
          value: lang === 'fr' ? '1 500' : '1.500',
          company: 'Dupont & Fils SRL',
          vat: `BE ${wrong}`,
          reference: 'PO-2026-118',
        });

        // The check digits fail: the message in the page's language, on the field, in the summary, the focus there.
        await form.getByRole('button', { name: w.submit }).click();
        const vat = form.locator('#contact-vat');
        await expect(vat).toBeFocused();
        await expect(vat).toHaveAttribute('aria-invalid', 'true');
        await expect(form.locator('#contact-vat-error')).toHaveText(w.vatCheck);
        await expect(form.locator('.error-summary').getByRole('link')).toHaveText([w.vatCheck]);
        // Not ten digits: another message.
        await vat.fill('BE 0403.170');
        await form.getByRole('button', { name: w.submit }).click();
        await expect(form.locator('#contact-vat-error')).toHaveText(w.vatFormat);

        // Right: the mail, with the product, the trip and the moment in its subject and one line per item.
        await vat.fill(valid.replace(/\./g, ''));
        const load = await form.locator('#contact-load').inputValue();
        const message = await form.locator('#contact-message').inputValue();
        const mailtoRequest = page.waitForRequest((request) => request.url().startsWith('mailto:'));
        await form.getByRole('button', { name: w.submit }).click();
        const mailto = new URL((await mailtoRequest).url());
        expect(`${mailto.protocol}${mailto.pathname}`).toBe(`mailto:${to}`);
        expect(plain(mailto.searchParams.get('subject')!)).toBe(w.subject);
        expect(plain(mailto.searchParams.get('body')!).split('\r\n')).toEqual(w.lines(plain(load), plain(message)));
        // The draft is gone with the sent request; the next-step panel holds the same lines.
        expect(await page.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull();
        await expect(page.locator('#contact-next pre')).toContainText(plain(w.lines('', '')[5]!));
        expect(problems.console).toEqual([]);
      });
    }
  });
}

test.describe('the request on a page with no trip', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['fr', 'nl'] as const) {
    const w = words[lang];
    test(`the dispatcher's fields stay folded until used or wrong, and the draft keeps them (${lang})`, async ({ page, navigate }) => {
      await navigate(`/${lang}/`, '#contact');
      let form = await hydratedForm(page);
      const details = form.locator('details.contact-request');
      await expect(details).not.toHaveAttribute('open');
      await expect(form.locator('#contact-vat')).toBeHidden();
      // No moment: nothing to call about; the hours are said all the same.
      await expect(form.locator('.contact-call')).toHaveCount(0);
      await expect(form.locator('.contact-hours')).toBeVisible();

      await details.locator('summary').click();
      await fill(form, { name: 'Zoë Dupont', phone: '+32 470 12 34 56', email: 'zoe@example.be', message: 'Deux plis à porter.' });
      await fill(form, { pickupStreet: 'Rue Haute 12', value: '800', vat: wrong, reference: 'PO-7' });
      await page.reload();
      form = await hydratedForm(page);
      // The draft brings back what was typed, the request's fields too, in sight.
      await expect(form.locator('#contact-pickupStreet')).toHaveValue('Rue Haute 12');
      await expect(form.locator('#contact-vat')).toHaveValue(wrong);
      await expect(form.locator('#contact-reference')).toHaveValue('PO-7');
      await expect(details).toHaveAttribute('open', '');
      // Folded again by the visitor: an error in it unfolds it.
      await details.locator('summary').click();
      await expect(details).not.toHaveAttribute('open');
      await form.getByRole('button', { name: w.submit }).click();
      await expect(details).toHaveAttribute('open', '');
      await expect(form.locator('#contact-vat')).toBeFocused();
      await expect(form.locator('#contact-vat-error')).toHaveText(w.vatCheck);
      // Any product: the cover's range.
      await expect(form.locator('#contact-value-hint')).toContainText(lang === 'fr' ? 'dépend du service' : 'hangt af van de dienst');
    });
  }

  test('a quote handed over by the simulator brings the moment of the URL, in words, and the call notice', async ({ page, navigate }) => {
    await page.clock.install({ time: wednesday10 });
    await navigate('/fr/', '?zone=brussels_center&vehicle=scooter&urgency=urgent&step=5#simulator');
    const simulator = page.locator('#simulator');
    await expect(page.locator('[data-island="simulator"][data-hydrated]')).toHaveCount(1);
    await simulator.getByRole('button', { name: 'Calculer', exact: true }).click();
    // The moment as the simulator writes it in its URL (its `when` question: views/islands/simulator/).
    await page.evaluate(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('when', 'asap');
      history.replaceState(null, '', url);
    });
    await simulator.getByRole('link', { name: 'Demander un devis avec cette estimation' }).click();
    await expect(page.locator('[data-island="contact"][data-hydrated]')).toHaveCount(1);
    const form = page.locator('#contact-form');
    await expect(form.locator('#contact-when')).toHaveValue('Dès que possible');
    await expect(form.locator('details.contact-request')).toHaveAttribute('open', '');
    await expect(form.locator('.contact-before-send .contact-call')).toHaveText(words.fr.callSoon);
    expect(plain((await form.locator('#contact-value-hint').textContent())!)).toMatch(words.fr.cover);
    await fill(form, { name: 'Zoë Dupont', phone: '+32 470 12 34 56', email: 'zoe@example.be' });
    const mailtoRequest = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await form.getByRole('button', { name: words.fr.submit }).click();
    const mailto = new URL((await mailtoRequest).url());
    expect(mailto.searchParams.get('subject')).toBe('Demande Urgent, Dès que possible – Zoë Dupont');
    expect(plain(mailto.searchParams.get('body')!)).toContain('Service : Urgent\r\nQuand : Dès que possible\r\n');
  });
});

test('axe finds nothing on the request with its fields open, the call notice and an error shown', async ({ page, navigate }) => {
  test.slow(); // a full axe run over the home page
  await page.clock.install({ time: wednesday10 });
  await navigate('/nl/', `?${result.replace('from=Ixelles&to=Uccle', 'from=Elsene&to=Ukkel')}&when=asap#contact-form`);
  const form = await hydratedForm(page);
  await fill(form, { name: 'Zoë Dupont', phone: '+32 470 12 34 56', email: 'zoe@example.be', vat: wrong, value: 'veel' });
  await form.getByRole('button', { name: words.nl.submit }).click();
  await expect(form.locator('.error-summary li')).toHaveCount(2);
  await expect(form.locator('.contact-call')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('the request without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280] as const) {
    for (const lang of ['fr', 'nl'] as const) {
      const w = words[lang];
      test(`the mail link carries the same labelled lines, the known ones filled, and says to call for as soon as possible (${lang}, ${width} px)`, async ({
        page,
        navigate,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const trip = result.replace('from=Ixelles&to=Uccle', `from=${places[lang].from}&to=${places[lang].to}`);
        await navigate(`/${lang}/`, `?${trip}&when=asap#contact-form`);
        const link = page.getByRole('link', { name: w.open });
        await expect(link).toBeVisible();
        const mail = new URL((await link.getAttribute('href'))!);
        expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${to}`);
        const asap = lang === 'fr' ? 'Dès que possible' : 'Zo snel mogelijk';
        expect(mail.searchParams.get('subject')).toBe(
          `${lang === 'fr' ? 'Demande Urgent' : 'Aanvraag Spoed'} ${places[lang].from} → ${places[lang].to}, ${asap}`,
        );
        const lines = plain(mail.searchParams.get('body')!).split('\r\n');
        // Every line of the composed mail, in its order: the ones the page knows filled, the others left empty.
        const expected = w.lines('', '').map((line, index) => {
          const label = line.slice(0, line.indexOf(':') + 1);
          if (index === 3 || index === 13 || index === 14) return line;
          if (index === 4) return `${label} ${asap}`;
          if (index === 5) return `${label} ${places[lang].from}`;
          if (index === 6) return `${label} ${places[lang].to}`;
          return index === 15 ? line : `${label} `;
        });
        expect(lines.slice(0, 8)).toEqual(expected.slice(0, 8));
        expect(lines[8]).toMatch(lang === 'fr' ? /^Marchandise : Moins de 10 kg/ : /^Goederen: Minder dan 10 kg/);
        expect(lines.slice(9, 15)).toEqual(expected.slice(9, 15));
        expect(lines[15]).toMatch(lang === 'fr' ? /Urgent/ : /Spoed/);
        // As soon as possible: call, before the link; the hours and the 24/7 line below it.
        const noScript = page.locator('.contact-no-script');
        await expect(noScript.locator('.contact-call')).toHaveText(w.callSoon);
        await expect(noScript).toContainText(w.hours);
        await expect(noScript.locator('a[href="tel:+3228084747"]').first()).toBeVisible();
      });
    }
  }
});
