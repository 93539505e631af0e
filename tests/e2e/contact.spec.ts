import type { Page, Request } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

// The contact path (issue 11): errors heard by assistive technology, a valid submit that opens the
// mail client and leaves the page in place with the next-step panel, a draft kept in this tab.
// Headless Chromium has no mail client: navigating to mailto: goes nowhere, as on many real machines.

const to = 'contact@belgo-express.be';

const words = {
  fr: {
    submit: 'Envoyer le message',
    clear: 'Effacer le formulaire',
    toastErrors: 'Veuillez corriger les erreurs du formulaire.',
    nameRequired: 'Le nom est obligatoire',
    phoneTooShort: 'Numéro de téléphone trop court',
    emailInvalid: 'Adresse e-mail non valide',
    messageTooShort: 'Le message doit compter au moins 10 caractères',
    phoneRequired: 'Le numéro de téléphone est obligatoire',
    emailRequired: 'L’adresse e-mail est obligatoire',
    messageRequired: 'Le message est obligatoire',
    subject: 'Demande de contact',
    hours: 'Nous répondons aux e-mails du lundi au vendredi, de 8 h à 18 h ; pour une urgence, appelez-nous : la ligne répond 24/7.',
    beforeSend: 'E-mails lus du lundi au vendredi, de 8 h à 18 h. Urgent ? Appelez le +32 2 808 47 47, 24/7.',
    open: 'Ouvrir la demande dans ma messagerie',
    panel: 'Votre message est prêt',
    copy: 'Copier le message',
    copied: 'Message copié avec notre adresse : collez-le dans un nouvel e-mail.',
    gmail: 'Ouvrir dans Gmail (nouvel onglet)',
    outlook: 'Ouvrir dans Outlook.com (nouvel onglet)',
    close: 'Fermer ce volet',
    lines: { to: 'À:', subject: 'Objet:', name: 'Nom :', email: 'E-mail :', phone: 'Téléphone :', message: 'Message :' },
    /** Every line of the mail (issue 36), in order, the sender's first and the message last. */
    template: [
      'Nom :',
      'Téléphone :',
      'E-mail :',
      'Service :',
      'Quand :',
      'Adresse d’enlèvement :',
      'Adresse de livraison :',
      'Contact sur place :',
      'Marchandise :',
      'Valeur déclarée :',
      'Société :',
      'N° d’entreprise :',
      'Référence :',
    ],
  },
  nl: {
    submit: 'Bericht versturen',
    clear: 'Formulier wissen',
    toastErrors: 'Gelieve de fouten in het formulier te verbeteren.',
    nameRequired: 'Naam is verplicht',
    phoneTooShort: 'Telefoonnummer te kort',
    emailInvalid: 'Ongeldig e-mailadres',
    messageTooShort: 'Het bericht moet minstens 10 tekens bevatten',
    phoneRequired: 'Telefoonnummer is verplicht',
    emailRequired: 'E-mailadres is verplicht',
    messageRequired: 'Bericht is verplicht',
    subject: 'Contactaanvraag',
    hours: 'E-mails beantwoorden we van maandag tot vrijdag, van 8 tot 18 uur; voor een spoedgeval belt u ons: de lijn is 24/7 bereikbaar.',
    beforeSend: 'E-mails: maandag tot vrijdag, 8–18 uur. Dringend? Bel +32 2 808 47 47, 24/7.',
    open: 'Aanvraag openen in mijn e-mailprogramma',
    panel: 'Uw bericht staat klaar',
    copy: 'Bericht kopiëren',
    copied: 'Het bericht en ons e-mailadres zijn gekopieerd: plak ze in een nieuwe e-mail.',
    gmail: 'Openen in Gmail (nieuw tabblad)',
    outlook: 'Openen in Outlook.com (nieuw tabblad)',
    close: 'Dit kader sluiten',
    lines: { to: 'Aan:', subject: 'Onderwerp:', name: 'Naam:', email: 'E-mail:', phone: 'Telefoon:', message: 'Bericht:' },
    template: [
      'Naam:',
      'Telefoon:',
      'E-mail:',
      'Dienst:',
      'Wanneer:',
      'Ophaaladres:',
      'Leveringsadres:',
      'Contactpersoon ter plaatse:',
      'Goederen:',
      'Aangegeven waarde:',
      'Bedrijf:',
      'Ondernemingsnummer:',
      'Referentie:',
    ],
  },
} as const;

/** What the visitor types: accents, an ampersand, a question mark, line breaks. */
const typed = {
  name: 'Zoë Dupont & Fils',
  phone: '+32 470 12 34 56',
  email: 'zoe.dupont@example.be',
  message: 'Deux colis à enlever ? Quai de l’Industrie 12\nÉtage 2 & porte B\nMerci.',
};
/** Pieces of what was typed, as they could appear raw or encoded in a request. */
const typedPieces = ['Zoë', 'Zo%C3%AB', 'Zo%c3%ab', 'zoe.dupont', 'zoe.dupont%40', '470 12', '470%2012', '470+12', 'colis', 'Industrie'];

type Lines = (typeof words)['fr']['lines'] | (typeof words)['nl']['lines'];
/** The subject in the page's language (issue 21, in place of SPEC §7's English "Contact form - <name>"). */
const subjectOf = (lines: Lines) => `${lines === words.nl.lines ? words.nl.subject : words.fr.subject} – ${typed.name}`;
const expectedBody = (l: Lines) =>
  `${l.name} ${typed.name}\n${l.phone} ${typed.phone}\n${l.email} ${typed.email}\n\n${l.message}\n${typed.message}`;
const expectedText = (l: Lines) => `${l.to} ${to}\n${l.subject} ${subjectOf(l)}\n\n${expectedBody(l)}`;

/** The contact section once its island is hydrated. */
async function hydratedContact(page: Page) {
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="contact"][data-hydrated]')).toHaveCount(1);
  return page.locator('form.contact-form');
}

/** Records, at each `focusin`, the focused field's id, aria-invalid, aria-describedby and the text it points to. */
async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const log: { id: string; invalid: string | null; describedBy: string | null; description: string | null }[] = [];
    (window as unknown as { focusLog: typeof log }).focusLog = log;
    document.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement;
      const describedBy = target.getAttribute('aria-describedby');
      log.push({
        id: target.id,
        invalid: target.getAttribute('aria-invalid'),
        describedBy,
        description: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
      });
    });
  });
}
const lastFocus = (page: Page) => page.evaluate(() => (window as unknown as { focusLog: { id: string }[] }).focusLog.at(-1));

/** Every request the page makes, with its body, to check that nothing typed leaves the browser. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}
function carriesTypedValue(request: Request): boolean {
  const seen = [request.url(), safeDecode(request.url()), request.postData() ?? '', JSON.stringify(request.headers())].join('\n');
  return typedPieces.some((piece) => seen.includes(piece));
}
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function fillAll(form: ReturnType<Page['locator']>, values: Partial<typeof typed>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

for (const lang of ['fr', 'nl'] as const) {
  const w = words[lang];

  test(`contact (${lang}): errors heard in order, then a valid submit keeps the page and shows the next step`, async ({
    page,
    context,
    navigate,
    problems,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.clock.install();
    const requests = recordRequests(page);
    await navigate(`/${lang}/`, '#contact');
    const form = await hydratedContact(page);
    await expect(form).toHaveAttribute('novalidate', '');
    await watchFocus(page);
    // From here on the page's timers move only when the test says so (the toast's six seconds).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    // First failed submit: focus lands on the name only once it says invalid and names its message.
    await form.getByRole('button', { name: w.submit }).click();
    expect(await lastFocus(page)).toEqual({
      id: 'contact-name',
      invalid: 'true',
      describedBy: 'contact-name-error',
      description: w.nameRequired,
    });
    await expect(form.locator('#contact-name')).toBeFocused();
    await expect(page.locator('#contact-name-error')).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(page.locator('.toast-region .toast > span')).toHaveText(w.toastErrors);
    const summary = form.locator('.error-summary');
    await expect(summary.getByRole('link')).toHaveText([w.nameRequired, w.phoneRequired, w.emailRequired, w.messageRequired]);
    await summary.getByRole('link', { name: w.emailRequired }).click();
    await expect(form.locator('#contact-email')).toBeFocused();

    // Second failed submit with the same toast text: a new toast node, so it is announced again.
    await page.locator('.toast').evaluate((toast) => toast.setAttribute('data-seen', ''));
    await fillAll(form, { name: typed.name, phone: '0470 12 3', email: typed.email, message: typed.message });
    await form.getByRole('button', { name: w.submit }).click();
    expect(await lastFocus(page)).toEqual({
      id: 'contact-phone',
      invalid: 'true',
      describedBy: 'contact-phone-error',
      description: w.phoneTooShort,
    });
    await expect(page.locator('.toast > span')).toHaveText(w.toastErrors);
    await expect(page.locator('.toast[data-seen]')).toHaveCount(0);
    await expect(form.locator('#contact-name')).not.toHaveAttribute('aria-invalid');
    await expect(summary.getByRole('link')).toHaveText([w.phoneTooShort]);

    // Valid submit: the mail client is asked for, nothing opens, the page stays where it is.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const urlBefore = page.url();
    await form.locator('#contact-phone').fill(typed.phone);
    const mailtoRequest = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await form.getByRole('button', { name: w.submit }).click();
    const mailto = new URL((await mailtoRequest).url());
    expect(`${mailto.protocol}${mailto.pathname}`).toBe(`mailto:${to}`);
    expect(mailto.searchParams.get('subject')).toBe(subjectOf(w.lines));
    expect(mailto.searchParams.get('body')).toBe(expectedBody(w.lines).replace(/\n/g, '\r\n'));
    expect(page.url()).toBe(urlBefore);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // What happens next shows at once, with when we answer, and no success claim (issue 28).
    const panel = page.getByRole('region', { name: w.panel });
    await expect(panel).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(panel).toContainText(w.hours);
    await expect(panel).toBeFocused();
    expect(await panel.locator('pre').textContent()).toBe(expectedText(w.lines));
    for (const name of ['name', 'phone', 'email', 'message']) await expect(form.locator(`[name="${name}"]`)).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull();
    await expect(panel.locator(`a[href="tel:+3228084747"]`)).toBeVisible();
    await expect(panel).toContainText(to);

    // Copy: the whole message, with our address and the visitor's, on the clipboard.
    await panel.getByRole('button', { name: w.copy }).click();
    await expect(panel.getByRole('status')).toHaveText(w.copied);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(expectedText(w.lines));
    expect(clipboard).toContain(typed.email);

    // Webmail compose links: plain links to a new tab, every value encoded.
    for (const [name, host, path, subjectKey] of [
      [w.gmail, 'mail.google.com', '/mail/', 'su'],
      [w.outlook, 'outlook.live.com', '/mail/0/deeplink/compose', 'subject'],
    ] as const) {
      const link = panel.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = (await link.getAttribute('href'))!;
      expect(href).not.toMatch(/[\s#]/);
      expect(href).toContain('Zo%C3%AB%20Dupont%20%26%20Fils');
      expect(href).toContain('enlever%20%3F%20');
      expect(href).toContain('%0A%C3%89tage');
      const url = new URL(href);
      expect(url.host + url.pathname).toBe(host + path);
      expect(url.searchParams.get('to')).toBe(to);
      expect(url.searchParams.get(subjectKey)).toBe(subjectOf(w.lines));
      expect(url.searchParams.get('body')).toBe(expectedBody(w.lines));
      if (host === 'mail.google.com') expect([url.searchParams.get('view'), url.searchParams.get('fs')]).toEqual(['cm', '1']);
    }

    // The panel stays until closed.
    await page.clock.runFor(10_000);
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: w.close }).click();
    await expect(panel).toHaveCount(0);
    await expect(form.getByRole('button', { name: w.submit })).toBeFocused();

    // Nothing typed left the browser, and nothing was asked of any other site.
    const ours = requests.filter((request) => request.url().startsWith(baseURL!));
    expect(ours.filter(carriesTypedValue).map((request) => request.url())).toEqual([]);
    expect(
      requests.filter((request) => !request.url().startsWith(baseURL!) && !request.url().startsWith('mailto:')).map((r) => r.url()),
    ).toEqual([]);
    expect((await context.cookies()).filter((cookie) => cookie.name !== 'lang')).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(problems.failed).toEqual([]);
  });
  test(`contact (${lang}): axe finds nothing with the errors shown, nor with the next-step panel open`, async ({
    page,
    navigate,
    problems,
  }) => {
    test.slow(); // two full axe runs over the home page
    await navigate(`/${lang}/`, '#contact');
    const form = await hydratedContact(page);
    await fillAll(form, { name: typed.name, phone: '12', message: 'court' });
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.locator('.error-summary li')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    await fillAll(form, typed);
    await form.getByRole('button', { name: w.submit }).click();
    await expect(page.getByRole('region', { name: w.panel })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.console).toEqual([]);
  });
}

test('a half-typed message is back after a reload, and gone after a valid submit', async ({ page, navigate, problems }) => {
  await navigate('/fr/', '#contact');
  let form = await hydratedContact(page);
  await fillAll(form, { name: typed.name, message: 'Deux colis à enl' });
  await page.reload();
  form = await hydratedContact(page);
  await expect(form.locator('#contact-name')).toHaveValue(typed.name);
  await expect(form.locator('#contact-message')).toHaveValue('Deux colis à enl');
  await expect(form.locator('#contact-phone')).toHaveValue('');
  // The draft lives in this tab's sessionStorage only: no cookie, no localStorage.
  expect(await page.evaluate(() => document.cookie)).not.toContain('Zo');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Zo');

  await fillAll(form, { phone: typed.phone, email: typed.email, message: typed.message });
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', { name: words.fr.submit }).click();
  await mailto;
  await expect(page.getByRole('region', { name: words.fr.panel })).toBeVisible();
  await page.reload();
  form = await hydratedContact(page);
  for (const name of ['name', 'phone', 'email', 'message']) await expect(form.locator(`[name="${name}"]`)).toHaveValue('');
  expect(problems.console).toEqual([]);
});

test('clearing the form empties it and forgets the draft', async ({ page, navigate }) => {
  await navigate('/nl/', '#contact');
  let form = await hydratedContact(page);
  await fillAll(form, { name: 'Jan Peeters', email: 'jan@example.be' });
  await form.getByRole('button', { name: words.nl.submit }).click();
  await expect(form.locator('.error-summary')).toBeVisible();
  await form.getByRole('button', { name: words.nl.clear }).click();
  await expect(form.locator('#contact-name')).toHaveValue('');
  await expect(form.locator('#contact-email')).toHaveValue('');
  await expect(form.locator('.error-summary')).toHaveCount(0);
  await expect(form.locator('#contact-name')).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull();
  await page.reload();
  form = await hydratedContact(page);
  await expect(form.locator('#contact-name')).toHaveValue('');
});

test('the quote from the simulator lands in the message and in the draft, whether the form is awake or not', async ({
  page,
  navigate,
  problems,
}) => {
  const quote = 'Demander un devis avec cette estimation';
  await navigate('/fr/', '?zone=national&vehicle=van&urgency=night&distance=150&step=5#simulator');
  const simulator = page.locator('#simulator');
  await expect(page.locator('[data-island="simulator"][data-hydrated]')).toHaveCount(1);
  await simulator.getByRole('button', { name: 'Calculer', exact: true }).click();
  // The contact form's code has not arrived yet: the quote waits in the draft and is there when it wakes.
  await expect(page.locator('[data-island="contact"][data-hydrated]')).toHaveCount(0);
  await simulator.getByRole('link', { name: quote }).click();
  await expect(page.locator('[data-island="contact"][data-hydrated]')).toHaveCount(1);
  const message = page.locator('#contact-message');
  await expect(message).toHaveValue(/National/);
  const first = await message.inputValue();

  // Awake now: a second estimate replaces the message through the event, and the draft follows.
  await simulator.scrollIntoViewIfNeeded();
  await simulator.getByRole('link', { name: 'Recommencer' }).click();
  // Zone, vehicle, urgency; in Brussels the distance step is skipped, so options come next.
  for (let step = 1; step <= 3; step++) await simulator.getByRole('button', { name: 'Suivant', exact: true }).click();
  await simulator.getByRole('button', { name: 'Calculer', exact: true }).click();
  await simulator.getByRole('link', { name: quote }).click();
  await expect(message).not.toHaveValue(first);
  await expect(message).toHaveValue(/Bruxelles/);
  await page.locator('#contact-name').fill('Zoë');
  const second = await message.inputValue();

  // A plain visit to the page, no estimate in the URL: the draft brings both back.
  await navigate('/fr/', '#contact');
  await hydratedContact(page);
  await expect(message).toHaveValue(second);
  await expect(page.locator('#contact-name')).toHaveValue('Zoë');
  expect(problems.console).toEqual([]);
});

test('when the Clipboard API refuses, the message is selected and copied all the same', async ({ page, context, navigate, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await navigate('/fr/', '#contact');
  const form = await hydratedContact(page);
  await fillAll(form, typed);
  await form.getByRole('button', { name: words.fr.submit }).click();
  const panel = page.getByRole('region', { name: words.fr.panel });
  await panel.getByRole('button', { name: words.fr.copy }).click();
  await expect(panel.getByRole('status')).toHaveText(words.fr.copied);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(expectedText(words.fr.lines));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedText(words.fr.lines));
});

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of ['fr', 'nl'] as const) {
    test(`offers the request as a mail link that keeps its accents, with our address and phone as links (${lang})`, async ({
      page,
      navigate,
    }) => {
      await navigate(`/${lang}/`, '#contact');
      // A form posted to mailto: as text/plain loses its accents in Chromium: the form is hidden, a link written by the server takes its place (issue 28).
      await expect(page.locator('form.contact-form')).toBeHidden();
      const link = page.getByRole('link', { name: words[lang].open });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(`mailto:${to}?subject=${encodeURIComponent(words[lang].subject)}&body=`)).toBe(true);
      const body = new URL(href).searchParams.get('body')!;
      // Every line of the mail, empty, for the visitor to complete in the mail program (issue 36).
      expect(body).toBe(`${words[lang].template.map((label) => `${label} \r\n`).join('')}\r\n${words[lang].lines.message}\r\n`);
      const noScript = page.locator('.contact-no-script');
      await expect(noScript).toContainText(words[lang].beforeSend);
      await expect(noScript.locator('a[href="tel:+3228084747"]')).toHaveText('+32 2 808 47 47');
      const below = page.locator('.contact-fallback');
      await expect(below.locator(`a[href="mailto:${to}"]`)).toHaveText(to);
      await expect(below).toBeVisible();
    });
  }
});
