import type { Node } from 'node-html-parser';
import { HTMLElement, parse, TextNode } from 'node-html-parser';
import type { Lang } from '../../shared/langs';
import type { ProductId, Span } from '../../shared/offer';
import { booking, products, response, tripCell, waitingMaxMin } from '../../shared/offer';
import type { Shipment } from '../../shared/offer/quote';
import { defaultShipment, quote } from '../../shared/offer/quote';
import { distanceGateKm, isBrusselsZone, speeds, vehicles, zones } from '../../shared/offer/tariff';

/**
 * A buyer's reading of the site: every clause that names a product and states how long something takes
 * (a pickup, a delivery) is held to that product's cells in the product line. Two places that give a
 * different answer for one product show up as a clause whose delay is none of the product's cells.
 */

/** One delay a page states, read as a range of minutes ("same day" and working days as their own kinds). */
type Delay =
  | { kind: 'minutes'; from: number; to: number }
  | { kind: 'sameDay' }
  | { kind: 'workdays'; from: number; to: number }
  | { kind: 'night' };

/** A clause that names a product and a delay that is none of that product's cells. */
export type Contradiction = { page: string; product: ProductId; said: string; clause: string };

/** A JSON-LD offer as a page publishes it: its name and its price with VAT, in cents. */
export type PublishedOffer = { name: string; inclCents: number };

/** How a buyer recognises each product in a clause, per language: Night and Weekend by their capitalised names ("de jour comme de nuit" is no product), the others in any case. */
const productWords: Record<Lang, Record<ProductId, RegExp>> = {
  fr: {
    standard: /\bstandard\b|\bcolis standard\b/,
    express: /\bexpress\b|livraison express|course express|\bpremium\b/,
    urgent: /\burgent(?:e|es|s)?\b|\burgence\b/,
    night: /\bNuit\b/,
    weekend: /\bWeek-end\b/,
    pallets: /\bpalettes?\b|\bdemi-palettes?\b|envois? groupés?|tournée groupée/,
  },
  nl: {
    standard: /\bstandaard\w*/,
    express: /\bexpres\w*|\bpremium\b/,
    urgent: /\bspoed|\bdringend/,
    night: /\bNacht\b/,
    weekend: /\bWeekend\b/,
    pallets: /\bpallets?\b|\bhalve pallet|\bkwartpallet|\bgroupage/,
  },
};

/** A span of the product line as the delay a buyer reads. */
function delayOf(span: Span): Delay {
  const to = span.to ?? span.from;
  switch (span.unit) {
    case 'min':
      return { kind: 'minutes', from: span.from, to };
    case 'h':
      return { kind: 'minutes', from: span.from * 60, to: to * 60 };
    case 'day':
      return { kind: 'minutes', from: span.from * 1440, to: to * 1440 };
    case 'workday':
      return span.from === 0 ? { kind: 'sameDay' } : { kind: 'workdays', from: span.from, to };
    case 'before':
      return { kind: 'night' };
  }
}

/** Where a clause says the trip runs: Brussels alone, or unsaid. */
type Where = 'brussels' | undefined;

const brusselsWords = /\bbruxelles\b|\bbrussel\b/;
/** Words that take a clause beyond Brussels: another city, a long trip, elsewhere. */
const elsewhereWords =
  /\banvers\b|\bgand\b|\bliège\b|\bcharleroi\b|\bantwerpen\b|\bgent\b|\bluik\b|\blongs? trajets?|\blange ritten|\blangere ritten|\bau-delà\b|\bailleurs\b|\belders\b|\bverder\b|\bkm\b/;

/** The cells a clause can be about: those of the product, in Brussels when it names only Brussels. */
function cellsOf(product: ProductId, where: Where) {
  const areas = products[product].areas;
  if (where !== 'brussels') return areas;
  const inBrussels = areas.filter((area) => area.zones.some(isBrusselsZone));
  return inBrussels.length ? inBrussels : areas;
}

/** Every delay a product's cells give (pickups and deliveries) where the clause says it runs. */
function allowedDelays(product: ProductId, where: Where): Delay[] {
  const areas = cellsOf(product, where);
  const spans = areas.flatMap((area) => [area.delivery, ...(area.pickup === 'agreed' ? [] : [area.pickup])]);
  const delays = spans.map(delayOf);
  // A delivery after the cut-off: one working day later than the cell's (small pallets).
  for (const area of areas) {
    if (area.cutOff?.later === 'nextWorkday' && area.delivery.unit === 'workday') {
      delays.push({ kind: 'workdays', from: area.delivery.from + 1, to: area.delivery.from + 1 });
    }
    // After a same-day cut-off: the next working day, before the morning hour the cell gives.
    if (area.cutOff?.later === 'nextMorning') delays.push({ kind: 'workdays', from: 1, to: 1 });
  }
  return delays;
}

/** Times a page may state beside a product that are not its delays, each with the words that say what it times. */
const otherTimes: { delay: Delay; about: RegExp }[] = [
  { delay: { kind: 'minutes', from: booking.changeHoursBefore * 60, to: booking.changeHoursBefore * 60 }, about: /modifi|wijzig|annul/i },
  ...Object.values(response).map((min) => ({
    delay: { kind: 'minutes', from: min, to: min } as Delay,
    about: /devis|offerte|prix|prijs|répond|décroche|antwoord|opneemt|confirm|bevestig|behandeld/i,
  })),
  { delay: { kind: 'minutes', from: waitingMaxMin, to: waitingMaxMin }, about: /attente|wacht/i },
];

function same(a: Delay, b: Delay): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'minutes' && b.kind === 'minutes') return a.from === b.from && a.to === b.to;
  if (a.kind === 'workdays' && b.kind === 'workdays') return a.from === b.from && a.to === b.to;
  return true;
}

const unitMinutes: Record<string, number> = { min: 1, minute: 1, minutes: 1, minuut: 1, minuten: 1, h: 60, heure: 60, heures: 60, uur: 60 };

/** The delays a clause states, with the words that state them. */
function delaysIn(clause: string, lang: Lang): { said: string; delay: Delay; at: number }[] {
  const found: { said: string; delay: Delay; at: number }[] = [];
  const range = /(?<![\d,.])(\d+)(?:\s*(?:–|-|à|tot)\s*(\d+))?\s*(minutes?|minuten|minuut|min|heures?|uur|h)(?:\s*(\d\d))?(?![\p{L}\d])/gu;
  for (const m of clause.matchAll(range)) {
    // A time of day ("avant 14 h", "vóór 16 uur", "de 18 h à 6 h") is a cut-off or hours, not a delay.
    const clock =
      lang === 'fr'
        ? /(?:(?:^|[\s(’'])(?:avant|entre|dès|après|jusqu’à|à|de|et)|[–-])\s*$/
        : /(?:(?:^|[\s(])(?:vóór|voor|tussen|vanaf|na|tot|van|om|en)|[–-])\s*$/;
    if (clock.test(clause.slice(Math.max(0, m.index - 14), m.index))) continue;
    if (/^\s*[–-]\s*\d/.test(clause.slice(m.index + m[0].length))) continue;
    // A window of hours ("22–6 uur") runs past midnight: hours, not a delay.
    if (m[2] && Number(m[2]) < Number(m[1])) continue;
    const unit = unitMinutes[m[3]!]!;
    const extra = m[4] ? Number(m[4]) : 0;
    const from = Number(m[1]) * unit + (m[2] ? 0 : extra);
    const to = (m[2] ? Number(m[2]) : Number(m[1])) * unit + extra;
    found.push({ said: m[0], delay: { kind: 'minutes', from, to }, at: m.index });
  }
  const workdays = lang === 'fr' ? /(\d+)\s*(?:à\s*(\d+)\s*)?jours? ouvrables?/g : /(\d+)\s*(?:tot\s*(\d+)\s*)?werkdag(?:en)?/g;
  for (const m of clause.matchAll(workdays)) {
    found.push({ said: m[0], delay: { kind: 'workdays', from: Number(m[1]), to: Number(m[2] ?? m[1]) }, at: m.index });
  }
  const nextDay = lang === 'fr' ? /jour ouvrable suivant|\bJ\+1\b/g : /volgende werkdag|\bD\+1\b/g;
  for (const m of clause.matchAll(nextDay)) found.push({ said: m[0], delay: { kind: 'workdays', from: 1, to: 1 }, at: m.index });
  const sameDay = lang === 'fr' ? /le jour même/g : /dezelfde dag/g;
  for (const m of clause.matchAll(sameDay)) found.push({ said: m[0], delay: { kind: 'sameDay' }, at: m.index });
  return found;
}

const blockTags = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'dt',
  'dd',
  'div',
  'section',
  'summary',
  'caption',
  'figcaption',
  'tr',
  'label',
  'legend',
  'option',
  'title',
]);

/** A page's text as a buyer reads it: its head's title and description, then the body, one line per block. */
export function readableLines(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: false, style: false } });
  const out: string[] = [
    root.querySelector('title')?.text ?? '',
    root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  ];
  let line = '';
  const walk = (node: Node): void => {
    if (node instanceof TextNode) {
      line += node.text;
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    const tag = node.rawTagName?.toLowerCase() ?? '';
    if (tag === 'head' || tag === 'script' || tag === 'style' || tag === 'template') return;
    const block = blockTags.has(tag);
    if (block) {
      out.push(line);
      line = '';
    }
    node.childNodes.forEach(walk);
    if (block) {
      out.push(line);
      line = ' ';
    }
  };
  walk(root.querySelector('body') ?? root);
  out.push(line);
  return out.map((l) => l.replace(/[\s\u00a0\u202f]+/g, ' ').trim()).filter(Boolean);
}

/**
 * The contradictions of one page: in each clause (a block cut at . ; ! ?), each delay is attributed
 * to the last product named before it (or the first one after it), and must be one of its cells.
 */
export function contradictions(page: string, lang: Lang, lines: string[], companyName: string): Contradiction[] {
  const found: Contradiction[] = [];
  const mentionsIn = (text: string) =>
    (Object.keys(productWords[lang]) as ProductId[]).flatMap((product) =>
      [...text.matchAll(new RegExp(productWords[lang][product], product === 'night' || product === 'weekend' ? 'g' : 'gi'))].map((m) => ({
        product,
        at: m.index,
      })),
    );
  /** The mention right after what is said ("500 € en Standard", "50 000 € avec le Contrat Express"), else the nearest before it, else the first one after it. */
  const nearest = <T extends { at: number }>(list: T[], at: number, end = at, reach = 6): T | undefined =>
    list.find((m) => m.at >= end && m.at - end <= reach) ??
    list.filter((m) => m.at < at).sort((a, b) => b.at - a.at)[0] ??
    list.filter((m) => m.at >= at).sort((a, b) => a.at - b.at)[0];
  for (const line of lines) {
    const whole = line.replaceAll(companyName, '');
    let offset = 0;
    for (const clause of whole.split(/(?<=[.;!?])\s+|\s;\s/)) {
      const start = whole.indexOf(clause, offset);
      offset = start + clause.length;
      const delays = delaysIn(clause.toLowerCase(), lang);
      const insured = /assur|verzeker/i.test(clause) ? eurosIn(clause, lang) : [];
      if (!delays.length && !insured.length) continue;
      // A clause that names no product is read with what its paragraph named before it.
      const own = mentionsIn(clause);
      const mentions = own.length ? own : mentionsIn(whole.slice(0, start)).map((m) => ({ ...m, at: m.at - start }));
      if (!mentions.length) continue;
      // Brussels's cells only when the clause names Brussels and no place beyond it.
      const lower = clause.toLowerCase();
      const where: Where = brusselsWords.test(lower) && !elsewhereWords.test(lower) ? 'brussels' : undefined;
      for (const d of delays) {
        const product = nearest(mentions, d.at, d.at + d.said.length)!.product;
        if (otherTimes.some((t) => same(t.delay, d.delay) && t.about.test(clause))) continue;
        if (!allowedDelays(product, where).some((a) => same(a, d.delay)))
          found.push({ page, product, said: d.said, clause: clause.trim() });
      }
      for (const amount of insured) {
        const product = nearest(mentions, amount.at, amount.at + amount.said.length, 20)!.product;
        if (!insuranceOf(product).includes(amount.euros)) found.push({ page, product, said: amount.said, clause: clause.trim() });
      }
    }
  }
  return found;
}

/** Amounts of euros a clause states, as the page's locale writes them ("5 000 €", "€ 5.000"). */
function eurosIn(clause: string, lang: Lang): { said: string; euros: number; at: number }[] {
  const pattern =
    lang === 'fr'
      ? /(?<![\d,])(\d{1,3}(?:[\s\u00a0\u202f]\d{3})*)(?:,\d+)?[\s\u00a0\u202f]?€/g
      : /€[\s\u00a0\u202f]?(\d{1,3}(?:\.\d{3})*)(?!\d|,\d)/g;
  const amounts = [...clause.matchAll(pattern)].map((m) => ({
    said: m[0],
    euros: Number(m[1]!.replace(/[\s\u00a0\u202f.]/g, '')),
    at: m.index,
  }));
  // A range ("de 500 € à 2 000 € en Urgent") is said of what follows its upper bound.
  return amounts.map((amount, i) => {
    const next = amounts[i + 1];
    const between = next ? clause.slice(amount.at + amount.said.length, next.at) : '';
    return next && /^\s*(?:à|tot|-|–)\s*$/.test(between)
      ? { ...amount, said: clause.slice(amount.at, next.at + next.said.length) }
      : amount;
  });
}

/** Every insurance amount a product's line gives: included (per area too), the extension, the contract's ceiling. */
function insuranceOf(product: ProductId): number[] {
  const { insurance, areas } = products[product];
  return [insurance.includedEur, insurance.extensionEur, insurance.planEur, ...areas.map((a) => a.insuranceEur)].filter(
    (n): n is number => n !== undefined,
  );
}

/** The distances the cells of the line start and end at (Urgent's bands, the 100 km gate), each with the km after it. */
const edgeKm = [
  ...new Set(
    [0, distanceGateKm, ...products.urgent.areas.flatMap((area) => (area.km ? [area.km.from, area.km.to ?? area.km.from] : []))].flatMap(
      (km) => [km, km + 1],
    ),
  ),
];

/** The prices, VAT included, of every simulator trip a product prices (no option), at the distances its cells start and end at. */
export function tripPrices(product: ProductId): Set<number> {
  const prices = new Set<number>();
  for (const zone of zones) {
    for (const vehicle of vehicles) {
      for (const speed of speeds) {
        for (const distanceKm of edgeKm) {
          for (const cities of [undefined, 'within', 'between'] as const) {
            const shipment: Shipment = { ...defaultShipment, zone, vehicle, speed, distanceKm };
            if (tripCell(zone, speed, distanceKm, cities).product === product) prices.add(quote(shipment).total);
          }
        }
      }
    }
  }
  return prices;
}

/** The JSON-LD of a page: its texts (read like the page's) and its offers with their VAT-included price. */
export function jsonLdOf(html: string): { lines: string[]; offers: PublishedOffer[] } {
  const lines: string[] = [];
  const offers: PublishedOffer[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    for (const key of ['name', 'description', 'text']) if (typeof node[key] === 'string') lines.push(node[key] as string);
    if (node['@type'] === 'Offer' && Array.isArray(node.priceSpecification)) {
      const incl = (node.priceSpecification as { minPrice: number; valueAddedTaxIncluded: boolean }[]).find((p) => p.valueAddedTaxIncluded);
      if (incl) offers.push({ name: `${node.name ?? ''}`, inclCents: Math.round(incl.minPrice * 100) });
    }
    for (const child of Object.values(node)) visit(child);
  };
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) visit(JSON.parse(m[1]!));
  return { lines, offers };
}

/** The offers whose price no trip of the product they name can cost. */
export function offerContradictions(page: string, lang: Lang, offers: PublishedOffer[]): Contradiction[] {
  const found: Contradiction[] = [];
  for (const offer of offers) {
    const named = (Object.keys(productWords[lang]) as ProductId[]).find((product) =>
      new RegExp(productWords[lang][product], product === 'night' || product === 'weekend' ? '' : 'i').test(offer.name),
    );
    if (named && !tripPrices(named).has(offer.inclCents))
      found.push({ page, product: named, said: `${offer.inclCents / 100} €`, clause: offer.name });
  }
  return found;
}
