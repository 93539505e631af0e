import { maxUrlLength } from '../../server/app';
import { formatters } from '../../shared/format';
import { simulatorOptions } from '../../shared/offer/options';
import type { Shipment } from '../../shared/offer/quote';
import { defaultShipment, optionsFor, quote } from '../../shared/offer/quote';
import type { Speed, Vehicle } from '../../shared/offer/tariff';
import { distanceGateKm, isBrusselsZone, maxDistanceKm, speeds, tariff, vehicles } from '../../shared/offer/tariff';
import { speedParam, vehicleParam } from '../../shared/offer/url-params';
import { exclVatCents } from '../../shared/offer/vat';
import { products } from '../../shared/offer/products';
import { tripPromise } from '../../shared/offer/promises';
import { euros } from '../../views/islands/simulator/summary';
import { describe, expect, it } from 'vitest';
import { decodeEntities, http, normalizeSpaces, testSiteUrl, visibleText } from '../support/app';

/**
 * The price simulator's URL contract (issue 4, SPEC §4, §5, §9): the server renders the wizard at the
 * state the query gives, in French and in Dutch, and survives any query without echoing it. The words are
 * written out here from the spec; every price is the tariff's (shared/offer/quote.ts), never a figure typed.
 */

type Lang = 'fr' | 'nl';

/** A number as the page's locale writes it, spaces made plain. */
const num = (lang: Lang, value: number) => normalizeSpaces(formatters(lang).num(value));

/** What the summary in the contact message says of a simulation. */
type Summary = { product: string; vehicle: string; zone: string; distance: string; options: string; total: string; exclVat: string };

/** The words of each page, written out here from the spec (not read from the dictionaries under test). */
const words = {
  fr: {
    stepOf: (n: number, title: string) => `Étape ${n} sur 5 : ${title}`,
    titles: ['Zone de livraison', 'Véhicule', 'Formule', 'Distance', 'Options'],
    previous: 'Précédent',
    next: 'Suivant',
    calculate: 'Calculer',
    tooFar: 'Distance trop longue pour la zone « Villes proches »',
    tooFarAdvice: `Au-delà de ${distanceGateKm} km, c’est la zone « National »`,
    tooShort: 'Distance trop courte pour la zone « National »',
    tooShortAdvice: `Pour ${distanceGateKm} km ou moins, choisissez la zone « Villes proches »`,
    invalid: 'Indiquez une distance en kilomètres',
    tooLarge: `Au-delà de ${num('fr', maxDistanceKm)} km`,
    notApplicable: 'Non applicable : prix fixe pour cette zone.',
    fixedPrice: 'distance : sans objet (prix fixe)',
    returnAuto: (rate: string, amount: string) =>
      `Hors des deux zones bruxelloises, le retour du chauffeur est toujours compté : ${rate} TVA comprise par km, soit ${amount} TVA comprise pour ce trajet`,
    option: (name: string, amount: string) => `${name} : + ${amount} TVA comprise`,
    vat: 'TVA comprise',
    lines: { base: 'Prix de base', distance: 'Distance (aller)', surcharge: 'Supplément', returnTrip: 'Retour du chauffeur' },
    total: 'Total TVA comprise',
    delay: 'Délai',
    formula: 'Formule',
    summary: (s: Summary) =>
      `Estimation du simulateur – formule : ${s.product} ; taille : ${s.vehicle} ; zone : ${s.zone} ; distance : ${s.distance} ; ` +
      `options : ${s.options} ; prix : ${s.total} TVA comprise (${s.exclVat} hors TVA).`,
  },
  nl: {
    stepOf: (n: number, title: string) => `Stap ${n} van 5: ${title}`,
    titles: ['Leveringszone', 'Voertuig', 'Formule', 'Afstand', 'Opties'],
    previous: 'Vorige',
    next: 'Volgende',
    calculate: 'Berekenen',
    tooFar: 'Afstand te groot voor ‘Nabije steden’',
    tooFarAdvice: `Boven ${distanceGateKm} km geldt het tarief Nationaal`,
    tooShort: 'Afstand te kort voor ‘Nationaal’',
    tooShortAdvice: `Voor ${distanceGateKm} km of minder kiest u het tarief Nabije steden`,
    invalid: 'Geef een afstand in kilometer op',
    tooLarge: `Boven ${num('nl', maxDistanceKm)} km`,
    notApplicable: 'Niet van toepassing: vaste prijs voor deze zone.',
    fixedPrice: 'afstand: niet van toepassing (vaste prijs)',
    returnAuto: (rate: string, amount: string) =>
      `Buiten de twee Brusselse zones rekenen we de terugrit van de chauffeur altijd aan: ${rate} incl. btw per km, voor deze rit ${amount} incl. btw`,
    option: (name: string, amount: string) => `${name}: + ${amount} incl. btw`,
    vat: 'incl. btw',
    lines: { base: 'Basisprijs', distance: 'Afstand (heenrit)', surcharge: 'Toeslag', returnTrip: 'Terugrit van de chauffeur' },
    total: 'Totaal incl. btw',
    delay: 'Termijn',
    formula: 'Formule',
    summary: (s: Summary) =>
      `Raming uit de simulator – formule: ${s.product}; grootte: ${s.vehicle}; zone: ${s.zone}; afstand: ${s.distance}; ` +
      `opties: ${s.options}; prijs: ${s.total} incl. btw (${s.exclVat} excl. btw).`,
  },
} as const;

const langs: Lang[] = ['fr', 'nl'];

/** A price in cents as the page writes it (the simulator's own formatter), spaces made plain. */
function eur(lang: Lang, cents: number): string {
  return normalizeSpaces(euros(formatters(lang), cents));
}

/** The shape of a price in each locale: "1 839,92 €" / "€ 1.839,92". */
const priceShape = { fr: /^\d{1,3}(?: \d{3})*,\d\d €$/, nl: /^€ \d{1,3}(?:\.\d{3})*,\d\d$/ } as const;

/** A simulator trip, from the default state. */
const trip = (change: Partial<Shipment>): Shipment => ({ ...defaultShipment, ...change });

/**
 * The price's detail as the result lists it, then its total: the base; the distance beyond Brussels; the
 * surcharge off the day speed; the automatic return beyond Brussels; one line per option ticked, by its own
 * name (the return is an option in Brussels only). Its lines add up to the total.
 */
function detail(lang: Lang, shipment: Shipment): string {
  const w = words[lang];
  const price = quote(shipment);
  const brussels = isBrusselsZone(shipment.zone);
  const ticked = simulatorOptions.filter((option) => shipment.options.includes(option.id) && (brussels || option.id !== 'return'));
  const lines: [string, number][] = [
    [w.lines.base, price.base],
    ...(brussels ? [] : ([[w.lines.distance, price.distance]] as [string, number][])),
    // The surcharge is named after the product the speed buys ("Supplément Nuit").
    ...(shipment.speed === 'day'
      ? []
      : ([[`${w.lines.surcharge} ${products[tripPromise(shipment).product].name[lang]}`, price.surcharge]] as [string, number][])),
    ...(brussels ? [] : ([[w.lines.returnTrip, price.returnTrip]] as [string, number][])),
    ...ticked.map((option): [string, number] => [option.name[lang], option.cents]),
  ];
  expect(lines.reduce((sum, [, cents]) => sum + cents, 0)).toBe(price.total);
  return [...lines, [w.total, price.total] as [string, number]].map(([label, cents]) => `${label} ${eur(lang, cents)}`).join(' ');
}

/** The text of the result's price detail (its list of lines and total). */
function detailText(form: string): string {
  const match = /<dl class="sim-lines">[\s\S]*?<\/dl>/.exec(form);
  if (!match) throw new Error('no price detail');
  return visibleText(match[0]);
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
/** The example's trip: beyond 100 km the return is automatic, so the `return` option does not apply. */
const exampleTrip = trip({ zone: 'over100Km', vehicle: 'van', speed: 'night', distanceKm: 150, options: ['return'] });

describe.each(langs)('the result at /%s/ (national, van, night, 150 km, return)', (lang) => {
  const w = words[lang];
  const total = quote(exampleTrip).total;

  it('shows the total inside <output name="total"> in the page locale', async () => {
    const html = await page(`/${lang}/?${example}`);
    expect(totalOutput(html)).toBe(eur(lang, total));
    expect(totalOutput(html)).toMatch(priceShape[lang]);
    expect(html.match(/<output name="total">/g)).toHaveLength(1);
  });

  it('lists every line, the total including VAT and the estimated delay', async () => {
    const form = simulatorForm(await page(`/${lang}/?${example}`));
    // The return is automatic outside Brussels (SPEC §9): a line of its own, after the surcharge and before the total.
    expect(detailText(form)).toBe(detail(lang, exampleTrip));
    const text = visibleText(form);
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
    expect(normalizeSpaces(decodeEntities(status?.[1] ?? ''))).toBe(`${w.total} ${eur(lang, total)}`);
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
      w.summary({
        product: lang === 'fr' ? 'Nuit' : 'Nacht',
        vehicle: lang === 'fr' ? 'Camionnette' : 'Bestelwagen',
        zone: lang === 'fr' ? 'National' : 'Nationaal',
        distance: '150 km',
        options: lang === 'fr' ? 'retour compté d’office' : 'terugrit altijd aangerekend',
        total: eur(lang, total),
        exclVat: eur(lang, exclVatCents(total)),
      }),
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
    // The `pick` values are the URL's: SPEC's urgency and vehicle names ("night.van").
    const choices = speeds.flatMap((speed) =>
      vehicles.map((vehicle) => ({ speed, vehicle, value: `${speedParam[speed]}.${vehicleParam[vehicle]}` })),
    );
    expect(picks.map((button) => button.attrs.value)).toEqual(choices.map((choice) => choice.value));
    for (const [i, button] of picks.entries()) {
      const { speed, vehicle } = choices[i]! as { speed: Speed; vehicle: Vehicle };
      expect(button.text, button.attrs.value).toContain(eur(lang, quote({ ...exampleTrip, speed, vehicle }).total));
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
    const shipment = trip({ zone: 'brusselsCentre', vehicle: 'van', speed: 'urgent', options: ['return', 'waiting', 'special'] });
    const total = quote(shipment).total;
    expect(totalOutput(html)).toBe(eur(lang, total));
    const form = simulatorForm(html);
    // A flat price in Brussels: no distance, no automatic return; the return is the first option, by its name.
    expect(detailText(form)).toBe(detail(lang, shipment));
    // Urgent in Brussels: 20 min, 1 h.
    expect(visibleText(form)).toContain(
      lang === 'fr' ? `${w.delay} Enlèvement en 20 minutes, livré en 1 h` : `${w.delay} Ophaling binnen 20 minuten, geleverd binnen 1 uur`,
    );
    const message = contactMessage(html);
    expect(message).toContain(w.fixedPrice);
    expect(message).toContain(eur(lang, total));
  });

  it('a four-figure total uses the locale thousands separator', async () => {
    const distanceKm = maxDistanceKm - 0.1;
    const html = await page(`/${lang}/?zone=national&vehicle=truck&urgency=standard&distance=${distanceKm}&step=result`);
    const shipment = trip({ zone: 'over100Km', vehicle: 'largeVan', distanceKm });
    const price = quote(shipment);
    expect(price.total, 'a total of four figures').toBeGreaterThanOrEqual(100_000);
    expect(totalOutput(html)).toBe(eur(lang, price.total));
    expect(totalOutput(html)).toMatch(priceShape[lang]);
    expect(totalOutput(html)).toMatch(lang === 'fr' ? / \d{3},/ : /\.\d{3},/);
    const text = visibleText(simulatorForm(html));
    expect(text).toContain(`${w.lines.distance} ${eur(lang, price.distance)}`);
    expect(text).toContain(
      lang === 'fr'
        ? `${w.delay} Enlèvement à l’heure convenue, livré en 1 à 2 jours ouvrables`
        : `${w.delay} Ophaling op het afgesproken uur, geleverd binnen 1 tot 2 werkdagen`,
    );
  });

  it('a comma decimal distance (12,5 km) in nearby cities, urgent', async () => {
    const html = await page(`/${lang}/?zone=nearby_cities&vehicle=scooter&urgency=urgent&distance=12%2C5&step=result`);
    const shipment = trip({ zone: 'upTo100Km', vehicle: 'scooterOrCar', speed: 'urgent', distanceKm: 12.5 });
    const price = quote(shipment);
    expect(totalOutput(html)).toBe(eur(lang, price.total));
    const form = simulatorForm(html);
    expect(detailText(form)).toBe(detail(lang, shipment));
    const text = visibleText(form);
    // The automatic return, said with its rate and its amount for this trip (12,5 km, half a cent rounded up).
    expect(text).toContain(w.returnAuto(eur(lang, tariff.returnPerKm), eur(lang, price.returnTrip)));
    expect(price.returnTrip).toBe(Math.round(12.5 * tariff.returnPerKm));
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
    // One box per option of the list, in its order, the return among them (it is an option in Brussels).
    expect(boxes.map((b) => [b.name, b.value])).toEqual(optionsFor('brusselsArea').map((option) => [option.id, '1']));
    expect(boxes.map((b) => b.name)).toContain('return');
    expect(boxes.filter((b) => 'checked' in b).map((b) => b.name)).toEqual(['waiting']);
    // Each box says its option's name and price, VAT included.
    const text = visibleText(form);
    for (const option of simulatorOptions) expect(text).toContain(w.option(option.name[lang], eur(lang, option.cents)));
    expect(nextButton(form)).toMatchObject({ attrs: { name: 'step', value: 'result' }, text: w.calculate });
  });

  it('step 5 outside Brussels: the return is automatic, no return checkbox', async () => {
    const form = simulatorForm(await page(`/${lang}/?zone=national&distance=150&step=5`));
    const boxes = inputs(form).filter((i) => i.type === 'checkbox');
    expect(boxes.map((b) => [b.name, b.value])).toEqual(optionsFor('over100Km').map((option) => [option.id, '1']));
    expect(boxes.map((b) => b.name)).not.toContain('return');
    // Instead, a sentence with the return's rate per km and its amount for this trip.
    const returnTrip = quote(trip({ zone: 'over100Km', distanceKm: 150 })).returnTrip;
    expect(visibleText(form)).toContain(w.returnAuto(eur(lang, tariff.returnPerKm), eur(lang, returnTrip)));
  });
});

describe.each(langs)('the step-4 gate at /%s/', (lang) => {
  const w = words[lang];

  const gated = [
    ['nearby_cities', '150', 'result', 'tooFar'],
    ['nearby_cities', '150', '5', 'tooFar'],
    ['nearby_cities', `${distanceGateKm + 0.5}`, 'result', 'tooFar'],
    ['national', '50', 'result', 'tooShort'],
    ['national', '0.1', 'result', 'tooShort'],
    ['national', `${distanceGateKm}`, 'result', 'tooShort'],
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
    ['nearby_cities', distanceGateKm, 'upTo100Km'],
    ['nearby_cities', 0, 'upTo100Km'],
    ['national', 0, 'over100Km'],
    ['national', distanceGateKm + 1, 'over100Km'],
  ] as const)('%s at %s km passes to the result', async (zone, distanceKm, internal) => {
    const html = await page(`/${lang}/?zone=${zone}&distance=${distanceKm}&step=result`);
    expect(totalOutput(html)).toBe(eur(lang, quote(trip({ zone: internal, distanceKm })).total));
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
    expect(totalOutput(html)).toBe(eur(lang, quote(defaultShipment).total));
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
