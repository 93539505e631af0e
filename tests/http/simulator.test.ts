import { maxUrlLength } from '../../server/app';
import { defaultShipment, quote, urgencies, vehicles } from '../../shared/offer/tariff';
import { describe, expect, it } from 'vitest';
import { decodeEntities, http, normalizeSpaces, testSiteUrl, visibleText } from '../support/app';

/**
 * The price simulator's URL contract (issue 4, SPEC §4, §5, §9): the server renders the wizard at the
 * state the query gives, in French and in Dutch, and survives any query without echoing it.
 */

type Lang = 'fr' | 'nl';

/** The words of each page, written out here from the spec (not read from the dictionaries under test). */
const words = {
  fr: {
    locale: 'fr-BE',
    stepOf: (n: number, title: string) => `Étape ${n} sur 5 : ${title}`,
    titles: ['Zone de livraison', 'Véhicule', 'Formule', 'Distance', 'Options'],
    previous: 'Précédent',
    next: 'Suivant',
    calculate: 'Calculer',
    tooFar: 'Distance trop longue pour la zone « Villes proches »',
    tooFarAdvice: 'Au-delà de 100 km, c’est la zone « National »',
    tooShort: 'Distance trop courte pour la zone « National »',
    tooShortAdvice: 'Pour 100 km ou moins, choisissez la zone « Villes proches »',
    invalid: 'Indiquez une distance en kilomètres',
    tooLarge: 'Au-delà de 2 000 km',
    notApplicable: 'Non applicable : prix fixe pour cette zone.',
    fixedPrice: 'distance : sans objet (prix fixe)',
    returnAuto: 'Retour compté d’office hors de Bruxelles',
    vat: 'TVA comprise',
    lines: ['Prix de base', 'Distance', 'Supplément urgence, nuit ou week-end', 'Retour', 'Options'],
    total: 'Total TVA comprise',
    delay: 'Délai',
    formula: 'Formule',
  },
  nl: {
    locale: 'nl-BE',
    stepOf: (n: number, title: string) => `Stap ${n} van 5: ${title}`,
    titles: ['Leveringszone', 'Voertuig', 'Formule', 'Afstand', 'Opties'],
    previous: 'Vorige',
    next: 'Volgende',
    calculate: 'Berekenen',
    tooFar: 'Afstand te groot voor ‘Nabije steden’',
    tooFarAdvice: 'Boven 100 km geldt het tarief Nationaal',
    tooShort: 'Afstand te kort voor ‘Nationaal’',
    tooShortAdvice: 'Voor 100 km of minder kiest u het tarief Nabije steden',
    invalid: 'Geef een afstand in kilometer op',
    tooLarge: 'Boven 2.000 km',
    notApplicable: 'Niet van toepassing: vaste prijs voor deze zone.',
    fixedPrice: 'afstand: niet van toepassing (vaste prijs)',
    returnAuto: 'Terugrit automatisch inbegrepen buiten Brussel',
    vat: 'incl. btw',
    lines: ['Basisprijs', 'Afstand', 'Toeslag spoed, nacht of weekend', 'Terugrit', 'Opties'],
    total: 'Totaal incl. btw',
    delay: 'Termijn',
    formula: 'Formule',
  },
} as const;

const langs: Lang[] = ['fr', 'nl'];

/** Euros as the page's locale writes them, spaces made plain. */
function eur(lang: Lang, euros: number): string {
  return normalizeSpaces(new Intl.NumberFormat(words[lang].locale, { style: 'currency', currency: 'EUR' }).format(euros));
}

const agent = http();

/** The HTML of a page, which must answer 200. */
async function page(path: string): Promise<string> {
  const res = await agent.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.text;
}

/** The simulator's form, as the server rendered it (the island's JSON props left out). */
function simulatorForm(html: string): string {
  const match = /<form class="simulator"[\s\S]*?<\/form>/.exec(html);
  if (!match) throw new Error('no simulator form on the page');
  return match[0];
}

type Element = { attrs: Record<string, string>; text: string };

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[name!] = decodeEntities(value ?? '');
  return attrs;
}

function buttons(form: string): Element[] {
  return [...form.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs, text]) => ({
    attrs: attributesOf(attrs!),
    text: visibleText(text!),
  }));
}

function inputs(form: string): Record<string, string>[] {
  return [...form.matchAll(/<input\b([^>]*?)\/?>/g)].map(([, attrs]) => attributesOf(attrs!));
}

function nextButton(form: string): Element {
  const found = buttons(form).find((button) => button.attrs.class?.includes('sim-next'));
  if (!found) throw new Error('no Next button');
  return found;
}

function previousButton(form: string): Element {
  const found = buttons(form).find((button) => button.attrs.class?.includes('sim-previous'));
  if (!found) throw new Error('no Previous button');
  return found;
}

function legendText(form: string): string {
  const legends = [...form.matchAll(/<fieldset\b[^>]*>\s*<legend>([\s\S]*?)<\/legend>/g)];
  expect(legends).toHaveLength(1);
  return visibleText(legends[0]![1]!);
}

function totalOutput(html: string): string | null {
  const match = /<output name="total">([\s\S]*?)<\/output>/.exec(html);
  return match ? normalizeSpaces(decodeEntities(match[1]!)) : null;
}

function contactMessage(html: string): string {
  const match = /<textarea\b[^>]*\bid="contact-message"[^>]*>([\s\S]*?)<\/textarea>/.exec(html);
  if (!match) throw new Error('no contact message');
  return normalizeSpaces(decodeEntities(match[1]!));
}

const example = 'zone=national&vehicle=van&urgency=night&distance=150&return=1&step=result';

describe.each(langs)('the result at /%s/ (national, van, night, 150 km, return)', (lang) => {
  const w = words[lang];

  it('shows the total inside <output name="total"> in the page locale', async () => {
    const html = await page(`/${lang}/?${example}`);
    // 40 + 150 × 0.55 + 20 % of 122.50 + 150 × 0.35 = 40 + 82.50 + 24.50 + 52.50 = 199.50
    expect(totalOutput(html)).toBe(lang === 'fr' ? '199,50 €' : '€ 199,50');
    expect(totalOutput(html)).toBe(eur(lang, 199.5));
    expect(html.match(/<output name="total">/g)).toHaveLength(1);
  });

  it('lists every line, the total including VAT and the estimated delay', async () => {
    const text = visibleText(simulatorForm(await page(`/${lang}/?${example}`)));
    const [base, distance, urgency, , options] = w.lines;
    expect(text).toContain(`${base} ${eur(lang, 40)}`);
    expect(text).toContain(`${distance} ${eur(lang, 82.5)}`);
    expect(text).toContain(`${urgency} ${eur(lang, 24.5)}`);
    // The return is automatic outside Brussels (SPEC §9): its line of the price's detail says so, before the total.
    const detail = visibleText(/<dl class="sim-lines">[\s\S]*?<\/dl>/.exec(simulatorForm(await page(`/${lang}/?${example}`)))![0]);
    expect(detail).toContain(`${w.returnAuto} ${eur(lang, 52.5)}`);
    expect(detail.indexOf(w.returnAuto)).toBeLessThan(detail.indexOf(w.total));
    expect(text).toContain(`${options} ${eur(lang, 0)}`);
    expect(text).toContain(`${w.total} ${eur(lang, 199.5)}`);
    expect(text).toContain(w.vat);
    // The night's own promise (the Night product), not SPEC §9's national 24-48 h.
    expect(text).toContain(`${w.formula} ${lang === 'fr' ? 'Nuit' : 'Nacht'}`);
    expect(text).toContain(
      lang === 'fr'
        ? `${w.delay} Enlèvement à l’heure convenue, livré la nuit même, avant 6 h`
        : `${w.delay} Ophaling op het afgesproken uur, geleverd dezelfde nacht, vóór 6 uur`,
    );
  });

  it('announces the total in a live region and offers the quote link: this estimate in the URL, at the contact form', async () => {
    const form = simulatorForm(await page(`/${lang}/?${example}`));
    const status = /<p[^>]*role="status"[^>]*>([\s\S]*?)<\/p>/.exec(form);
    expect(normalizeSpaces(decodeEntities(status?.[1] ?? ''))).toBe(`${w.total} ${eur(lang, 199.5)}`);
    expect(form).toMatch(new RegExp(`<a [^>]*href="/${lang}/\\?[^"]*step=result[^"]*#contact-form"`));
  });

  it('keeps the whole state in hidden fields and offers Previous back to step 5, no Next', async () => {
    const form = simulatorForm(await page(`/${lang}/?${example}`));
    const hidden = Object.fromEntries(
      inputs(form)
        .filter((i) => i.type === 'hidden')
        .map((i) => [i.name, i.value]),
    );
    // The options are the result's own checkboxes (issue 28); outside Brussels the return is no choice.
    expect(hidden).toEqual({ zone: 'national', vehicle: 'van', urgency: 'night', distance: '150' });
    expect(buttons(form).some((b) => b.attrs.class?.includes('sim-next'))).toBe(false);
    expect(previousButton(form).attrs).toMatchObject({ name: 'step', value: '5', type: 'submit' });
    expect(previousButton(form).text).toBe(w.previous);
  });

  it('prefills the contact message with the summary of the simulation', async () => {
    const html = await page(`/${lang}/?${example}`);
    expect(contactMessage(html)).toBe(
      lang === 'fr'
        ? 'Estimation du simulateur – formule : Nuit ; taille : Camionnette ; zone : National ; distance : 150 km ; ' +
            'options : Retour compté d’office hors de Bruxelles ; prix : 199,50 € TVA comprise (164,88 € hors TVA).'
        : 'Raming uit de simulator – formule: Nacht; grootte: Bestelwagen; zone: Nationaal; afstand: 150 km; ' +
            'opties: Terugrit automatisch inbegrepen buiten Brussel; prijs: € 199,50 incl. btw (€ 164,88 excl. btw).',
    );
  });

  it('keeps the canonical link (and og:url, alternates) on the plain home page', async () => {
    const html = await page(`/${lang}/?${example}`);
    expect(html).toContain(`<link rel="canonical" href="${testSiteUrl}/${lang}/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${testSiteUrl}/${lang}/"/>`);
    const head = /<head>[\s\S]*<\/head>/.exec(html)![0];
    for (const [, href] of head.matchAll(/<link[^>]*href="([^"]*)"/g)) expect(href).not.toContain('?');
  });
});

describe.each(langs)('every price of the trip at /%s/ (issue 28)', (lang) => {
  it('lists each speed and each size, priced by SPEC §9 to the cent, each a button that picks it, the chosen one pressed', async () => {
    const form = simulatorForm(await page(`/${lang}/?${example}`));
    const picks = buttons(form).filter((button) => button.attrs.name === 'pick');
    expect(picks.map((button) => button.attrs.value)).toEqual(
      urgencies.flatMap((urgency) => vehicles.map((vehicle) => `${urgency}.${vehicle}`)),
    );
    for (const button of picks) {
      const [urgency, vehicle] = button.attrs.value!.split('.') as [(typeof urgencies)[number], (typeof vehicles)[number]];
      const total = quote({ ...defaultShipment, zone: 'national', distanceKm: 150, urgency, vehicle }).total;
      expect(button.text, button.attrs.value).toContain(eur(lang, total / 100));
      expect(button.attrs.type).toBe('submit');
      expect(button.attrs['aria-pressed'], button.attrs.value).toBe(String(button.attrs.value === 'night.van'));
    }
  });
});

describe.each(langs)('other results at /%s/', (lang) => {
  const w = words[lang];

  it('Brussels centre, van, urgent, with all three options', async () => {
    const html = await page(
      `/${lang}/?zone=brussels_center&vehicle=van&urgency=urgent&distance=0&return=1&waiting=1&special=1&step=result`,
    );
    // 25 + 10 (flat urgency) + 7.50 (return) + 10 + 12.50 = 65.00; Urgent in Brussels: 20 min, 1 h.
    expect(totalOutput(html)).toBe(lang === 'fr' ? '65,00 €' : '€ 65,00');
    const text = visibleText(simulatorForm(html));
    const [base, distance, urgency, back, options] = w.lines;
    expect(text).toContain(`${base} ${eur(lang, 25)}`);
    expect(text).toContain(`${distance} ${eur(lang, 0)}`);
    expect(text).toContain(`${urgency} ${eur(lang, 10)}`);
    expect(text).toContain(`${back} ${eur(lang, 7.5)}`);
    expect(text).toContain(`${options} ${eur(lang, 22.5)}`);
    expect(text).toContain(
      lang === 'fr' ? `${w.delay} Enlèvement en 20 minutes, livré en 1 h` : `${w.delay} Ophaling binnen 20 minuten, geleverd binnen 1 uur`,
    );
    const message = contactMessage(html);
    expect(message).toContain(w.fixedPrice);
    expect(message).toContain(eur(lang, 65));
  });

  it('a four-figure total uses the locale thousands separator', async () => {
    const html = await page(`/${lang}/?zone=national&vehicle=truck&urgency=standard&distance=1999.9&step=result`);
    // 40 + 1099.95 + 699.97 = 1839.92
    expect(totalOutput(html)).toBe(lang === 'fr' ? '1 839,92 €' : '€ 1.839,92');
    const text = visibleText(simulatorForm(html));
    expect(text).toContain(`${w.lines[1]} ${lang === 'fr' ? '1 099,95 €' : '€ 1.099,95'}`);
    expect(text).toContain(
      lang === 'fr'
        ? `${w.delay} Enlèvement à l’heure convenue, livré en 1 à 2 jours ouvrables`
        : `${w.delay} Ophaling op het afgesproken uur, geleverd binnen 1 tot 2 werkdagen`,
    );
  });

  it('a comma decimal distance (12,5 km) in nearby cities, urgent', async () => {
    const html = await page(`/${lang}/?zone=nearby_cities&vehicle=scooter&urgency=urgent&distance=12%2C5&step=result`);
    // 35 + 6.25 + 20 % of 41.25 (8.25) + 4.375 → 4.38 = 53.88.
    expect(totalOutput(html)).toBe(lang === 'fr' ? '53,88 €' : '€ 53,88');
    const text = visibleText(simulatorForm(html));
    expect(text).toContain(`${w.returnAuto} ${eur(lang, 4.38)}`);
    expect(text).toContain('12,5 km');
    // 12,5 km is the local urgent band: 1 h, not SPEC §9's coarse 2-3 h.
    expect(text).toContain(
      lang === 'fr' ? `${w.delay} Enlèvement en 20 minutes, livré en 1 h` : `${w.delay} Ophaling binnen 20 minuten, geleverd binnen 1 uur`,
    );
  });

  it('leaves the contact message empty before the result', async () => {
    for (const query of ['', '?step=5', '?zone=nearby_cities&distance=150&step=result']) {
      expect(contactMessage(await page(`/${lang}/${query}`))).toBe('');
    }
  });
});

describe.each(langs)('the form and its steps at /%s/', (lang) => {
  const w = words[lang];

  it('is one GET form back to the home page', async () => {
    const form = simulatorForm(await page(`/${lang}/?step=2`));
    const open = attributesOf(/<form\b([^>]*)>/.exec(form)![1]!);
    expect(open.method).toBe('get');
    expect(open.action).toBe(`/${lang}/#simulator`);
  });

  it.each([1, 2, 3, 4, 5])('step %s has its fieldset and legend with the step number', async (n) => {
    const form = simulatorForm(await page(`/${lang}/?zone=nearby_cities&step=${n}`));
    expect(legendText(form)).toBe(w.stepOf(n, w.titles[n - 1]!));
    for (const button of buttons(form)) expect(button.attrs).toMatchObject({ type: 'submit', name: 'step' });
    expect(previousButton(form).attrs.value).toBe(String(Math.max(1, n - 1)));
    expect(previousButton(form).text).toBe(w.previous);
    const next = nextButton(form);
    expect(next.attrs.value).toBe(n === 5 ? 'result' : String(n + 1));
    expect(next.text).toBe(n === 5 ? w.calculate : w.next);
    expect('disabled' in next.attrs).toBe(false);
    expect(totalOutput(form)).toBeNull();
  });

  it('disables Previous at step 1 only', async () => {
    expect('disabled' in previousButton(simulatorForm(await page(`/${lang}/`))).attrs).toBe(true);
    expect('disabled' in previousButton(simulatorForm(await page(`/${lang}/?step=1`))).attrs).toBe(true);
    expect('disabled' in previousButton(simulatorForm(await page(`/${lang}/?step=2`))).attrs).toBe(false);
  });

  it('step 1: radios named zone, the chosen one checked', async () => {
    const radios = inputs(simulatorForm(await page(`/${lang}/?zone=nearby_cities&step=1`))).filter((i) => i.type === 'radio');
    expect(radios.map((r) => [r.name, r.value])).toEqual([
      ['zone', 'brussels_center'],
      ['zone', 'brussels_periphery'],
      ['zone', 'nearby_cities'],
      ['zone', 'national'],
    ]);
    expect(radios.filter((r) => 'checked' in r).map((r) => r.value)).toEqual(['nearby_cities']);
  });

  it('step 2: radios named vehicle, the other choices carried in hidden fields', async () => {
    const form = simulatorForm(await page(`/${lang}/?zone=national&vehicle=truck&urgency=weekend&distance=150&waiting=1&step=2`));
    const fields = inputs(form);
    const radios = fields.filter((i) => i.type === 'radio');
    expect(radios.map((r) => [r.name, r.value])).toEqual([
      ['vehicle', 'scooter'],
      ['vehicle', 'van'],
      ['vehicle', 'truck'],
    ]);
    expect(radios.filter((r) => 'checked' in r).map((r) => r.value)).toEqual(['truck']);
    const hidden = Object.fromEntries(fields.filter((i) => i.type === 'hidden').map((i) => [i.name, i.value]));
    expect(hidden).toEqual({ zone: 'national', urgency: 'weekend', distance: '150', waiting: '1' });
  });

  it('step 3: radios named urgency', async () => {
    const radios = inputs(simulatorForm(await page(`/${lang}/?urgency=night&step=3`))).filter((i) => i.type === 'radio');
    expect(radios.map((r) => [r.name, r.value])).toEqual([
      ['urgency', 'standard'],
      ['urgency', 'urgent'],
      ['urgency', 'night'],
      ['urgency', 'weekend'],
    ]);
    expect(radios.filter((r) => 'checked' in r).map((r) => r.value)).toEqual(['night']);
  });

  it.each(['nearby_cities', 'national'])('step 4 in %s: a number named distance, at least 0', async (zone) => {
    const form = simulatorForm(await page(`/${lang}/?zone=${zone}&distance=${zone === 'national' ? '150' : '35'}&step=4`));
    const distance = inputs(form).filter((i) => i.name === 'distance');
    expect(distance).toHaveLength(1);
    expect(distance[0]).toMatchObject({ type: 'number', min: '0', value: zone === 'national' ? '150' : '35', id: 'sim-distance' });
    expect(form).toContain('<label for="sim-distance">');
    expect(visibleText(form)).not.toContain(w.notApplicable);
    expect('disabled' in nextButton(form).attrs).toBe(false);
  });

  it.each(['brussels_center', 'brussels_periphery'])('step 4 does not apply in %s: it is skipped, both ways', async (zone) => {
    // Asked for directly, step 4 becomes step 5; Next at step 3 and Previous at step 5 step over it.
    const skipped = simulatorForm(await page(`/${lang}/?zone=${zone}&step=4`));
    expect(legendText(skipped)).toBe(w.stepOf(5, w.titles[4]!));
    expect(inputs(skipped).some((i) => i.type === 'number')).toBe(false);
    expect(previousButton(skipped).attrs.value).toBe('3');
    expect(nextButton(simulatorForm(await page(`/${lang}/?zone=${zone}&step=3`))).attrs.value).toBe('5');
    expect(visibleText(skipped)).not.toContain(w.notApplicable);
  });

  it('step 5 in Brussels: checkboxes return, waiting, special with value 1', async () => {
    const form = simulatorForm(await page(`/${lang}/?zone=brussels_periphery&waiting=1&step=5`));
    const boxes = inputs(form).filter((i) => i.type === 'checkbox');
    expect(boxes.map((b) => [b.name, b.value])).toEqual([
      ['return', '1'],
      ['waiting', '1'],
      ['special', '1'],
    ]);
    expect(boxes.filter((b) => 'checked' in b).map((b) => b.name)).toEqual(['waiting']);
    expect(nextButton(form)).toMatchObject({ attrs: { name: 'step', value: 'result' }, text: w.calculate });
  });

  it('step 5 outside Brussels: the return is automatic, no return checkbox', async () => {
    const form = simulatorForm(await page(`/${lang}/?zone=national&distance=150&step=5`));
    const boxes = inputs(form).filter((i) => i.type === 'checkbox');
    expect(boxes.map((b) => [b.name, b.value])).toEqual([
      ['waiting', '1'],
      ['special', '1'],
    ]);
    expect(visibleText(form)).toContain(w.returnAuto);
  });
});

describe.each(langs)('the step-4 gate at /%s/', (lang) => {
  const w = words[lang];

  const gated = [
    ['nearby_cities', '150', 'result', 'tooFar'],
    ['nearby_cities', '150', '5', 'tooFar'],
    ['nearby_cities', '100.5', 'result', 'tooFar'],
    ['national', '50', 'result', 'tooShort'],
    ['national', '0.1', 'result', 'tooShort'],
    ['national', '100', 'result', 'tooShort'],
    ['national', '50', '4', 'tooShort'],
  ] as const;

  it.each(gated)('%s at %s km, step=%s: step 4 with the %s warning and Next disabled', async (zone, distance, step, problem) => {
    const html = await page(`/${lang}/?zone=${zone}&distance=${distance}&step=${step}`);
    const form = simulatorForm(html);
    expect(legendText(form)).toBe(w.stepOf(4, w.titles[3]!));
    const text = visibleText(form);
    expect(text).toContain(problem === 'tooFar' ? w.tooFar : w.tooShort);
    expect(text).toContain(problem === 'tooFar' ? w.tooFarAdvice : w.tooShortAdvice);
    expect(text).not.toContain(problem === 'tooFar' ? w.tooShort : w.tooFar);
    expect('disabled' in nextButton(form).attrs).toBe(true);
    expect(form).toMatch(/role="alert"/);
    const input = inputs(form).find((i) => i.name === 'distance');
    expect(input).toMatchObject({ type: 'number', value: distance, 'aria-invalid': 'true' });
    expect(totalOutput(html)).toBeNull();
  });

  it.each([
    ['nearby_cities', '100', '35 + 50 + 35 = 120', 120],
    ['nearby_cities', '0', '35', 35],
    ['national', '0', '40', 40],
    ['national', '101', '40 + 55.55 + 35.35 = 130.90', 130.9],
  ])('%s at %s km passes to the result (%s)', async (zone, distance, _sum, total) => {
    const html = await page(`/${lang}/?zone=${zone}&distance=${distance}&step=result`);
    expect(totalOutput(html)).toBe(eur(lang, total));
    const text = visibleText(simulatorForm(html));
    expect(text).not.toContain(w.tooFar);
    expect(text).not.toContain(w.tooShort);
  });
});

describe.each(langs)('hostile queries at /%s/', (lang) => {
  const w = words[lang];
  const huge = 'x'.repeat(6000);

  const hostile: [string, string][] = [
    ['zone=<script>', `zone=${encodeURIComponent('<script>alert(1)</script>')}&step=result`],
    ['vehicle=attribute breakout', `vehicle=${encodeURIComponent('"><svg onload=alert(1)>')}&step=2`],
    ['urgency=markup', `urgency=${encodeURIComponent('<img src=x onerror=alert(1)>')}&step=3`],
    ['distance=-5', 'zone=nearby_cities&distance=-5&step=result'],
    ['distance=1e309', 'zone=national&distance=1e309&step=result'],
    ['distance=abc', 'zone=nearby_cities&distance=abc&step=4'],
    ['distance=<b>', `zone=nearby_cities&distance=${encodeURIComponent('<b>')}&step=result`],
    ['distance=markup', `zone=national&distance=${encodeURIComponent('<img src=x onerror=alert(1)>')}&step=4`],
    ['distance=999999', 'zone=national&distance=999999&step=result'],
    ['repeated zone', 'zone=a&zone=b&step=result'],
    ['repeated valid zone', 'zone=national&zone=nearby_cities&distance=150&distance=50&step=result&step=5'],
    ['step=999', 'step=999'],
    ['step=-1', 'step=-1&zone=national'],
    ['huge zone', `zone=${huge}&step=result`],
    ['long zone within the URL limit', `zone=${'x'.repeat(1800)}&step=result`],
    ['long distance within the URL limit', `zone=nearby_cities&distance=${'9'.repeat(1800)}&step=result`],
    ['huge distance', `zone=nearby_cities&distance=${'9'.repeat(6000)}&step=result`],
    ['huge step', `step=${'9'.repeat(6000)}`],
    ['many parameters', Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&')],
    ['bracketed keys', 'zone[]=national&distance[a]=5&step[0]=result'],
    ['__proto__', '__proto__=national&__proto__[zone]=national&constructor[prototype][polluted]=1&step=result'],
    ['malformed percent', 'zone=%E0%A4%A&distance=%&step=%ZZ'],
    ['null byte', 'zone=national%00&distance=5%00&step=result%00'],
    ['empty keys', '&&=&==&zone=&step='],
  ];

  it.each(hostile)('%s: 200 (414 past the URL limit), no 500, nothing injected echoed', async (_name, query) => {
    const url = `/${lang}/?${query}`;
    const res = await agent.get(url);
    if (url.length > maxUrlLength) {
      // Longer than any real simulator URL: refused plainly, before any rendering.
      expect(res.status).toBe(414);
      expect(res.text).not.toContain('9'.repeat(100));
      return;
    }
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).not.toMatch(/alert\(|onerror|onload|<b>/i);
    expect(html).not.toContain('&lt;script&gt;');
    expect(html).not.toContain('x'.repeat(100));
    expect(html).not.toContain('9'.repeat(100));
    expect(html).not.toContain('polluted');
    expect(html).toContain(`<link rel="canonical" href="${testSiteUrl}/${lang}/"/>`);
    // The wizard is still there, with a valid zone.
    const form = simulatorForm(html);
    expect(form).toMatch(/name="zone" value="(brussels_center|brussels_periphery|nearby_cities|national)"/);
  });

  it.each([
    ['-5', 'invalid'],
    ['1e309', 'invalid'],
    ['abc', 'invalid'],
    [encodeURIComponent('<b>'), 'invalid'],
    ['999999', 'tooLarge'],
  ] as const)('distance=%s outside Brussels: step 4 with a validation message, Next disabled', async (distance, problem) => {
    for (const zone of ['nearby_cities', 'national']) {
      const form = simulatorForm(await page(`/${lang}/?zone=${zone}&distance=${distance}&step=result`));
      expect(legendText(form)).toBe(w.stepOf(4, w.titles[3]!));
      expect(visibleText(form)).toContain(problem === 'invalid' ? w.invalid : w.tooLarge);
      expect('disabled' in nextButton(form).attrs).toBe(true);
      expect(inputs(form).find((i) => i.name === 'distance')).toMatchObject({ type: 'number', value: '0' });
    }
  });

  it('an unknown zone falls back to Brussels centre', async () => {
    const form = simulatorForm(await page(`/${lang}/?zone=${encodeURIComponent('<script>alert(1)</script>')}&step=1`));
    const checked = inputs(form).filter((i) => i.type === 'radio' && 'checked' in i);
    expect(checked.map((i) => i.value)).toEqual(['brussels_center']);
  });

  it('a repeated zone falls back to Brussels centre, step=999 to step 1', async () => {
    const form = simulatorForm(await page(`/${lang}/?zone=national&zone=nearby_cities&step=999`));
    expect(legendText(form)).toBe(w.stepOf(1, w.titles[0]!));
    const checked = inputs(form).filter((i) => i.type === 'radio' && 'checked' in i);
    expect(checked.map((i) => i.value)).toEqual(['brussels_center']);
  });

  it('a Brussels zone ignores a hostile distance and shows the result', async () => {
    const html = await page(`/${lang}/?zone=brussels_center&distance=abc&step=result`);
    expect(totalOutput(html)).toBe(eur(lang, 10));
  });
});

describe('the plain home page', () => {
  it.each(langs)('/%s/ starts the wizard at step 1 with the defaults', async (lang) => {
    const form = simulatorForm(await page(`/${lang}/`));
    expect(legendText(form)).toBe(words[lang].stepOf(1, words[lang].titles[0]!));
    const hidden = Object.fromEntries(
      inputs(form)
        .filter((i) => i.type === 'hidden')
        .map((i) => [i.name, i.value]),
    );
    expect(hidden).toEqual({ vehicle: 'scooter', urgency: 'standard', distance: '0' });
  });
});
