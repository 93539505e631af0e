/**
 * The product line in the buyer's words: delays, hours, cut-offs and prices with VAT, written once per
 * language so every page, the simulator and the structured data say a figure the same way.
 */
import type { Formatters } from '../format';
import type { Lang } from '../langs';
import { products, type Area, type CutOff, type Hours, type Product, type Span } from './products';
import type { TripPromise } from './promises';
import { vatRatePct, type VatPrice } from './vat';

const units: Record<Lang, Record<Span['unit'], { short: string; one: string; many: string }>> = {
  fr: {
    min: { short: 'min', one: 'minute', many: 'minutes' },
    h: { short: 'h', one: 'heure', many: 'heures' },
    workday: { short: 'j. ouvr.', one: 'jour ouvrable', many: 'jours ouvrables' },
    day: { short: 'j', one: 'jour', many: 'jours' },
    before: { short: 'avant', one: 'avant', many: 'avant' },
  },
  nl: {
    min: { short: 'min', one: 'minuut', many: 'minuten' },
    h: { short: 'uur', one: 'uur', many: 'uur' },
    workday: { short: 'werkd.', one: 'werkdag', many: 'werkdagen' },
    day: { short: 'd.', one: 'dag', many: 'dagen' },
    before: { short: 'vóór', one: 'vóór', many: 'vóór' },
  },
};

/** A delivery before an hour of the day, the same night: "la nuit même, avant 6 h" / "dezelfde nacht, vóór 6 uur". */
function beforeText(lang: Lang, span: Span): string {
  return lang === 'fr' ? `la nuit même, avant ${span.from} h` : `dezelfde nacht, vóór ${span.from} uur`;
}

/** Minutes of two hours or more as a duration, "2 h 30" / "2 uur 30" ("2.30 uur" would read as a clock time); otherwise undefined. */
function hoursAndMinutes(lang: Lang, minutes: number): string | undefined {
  if (minutes < 120) return undefined;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (m === 0) return lang === 'fr' ? `${h} h` : `${h} uur`;
  // Flemish writes a half hour as a decimal ("2,5 uur"); "2 uur 30" reads as a calque of French.
  if (m === 30 && lang === 'nl') return `${h},5 ${units.nl.h.short}`;
  return lang === 'fr' ? `${h} h ${String(m).padStart(2, '0')}` : `${h} uur ${String(m).padStart(2, '0')}`;
}

/** A span in a table cell or a label: "60–90 min", "2–3 h" / "2–3 uur", "2 h 30", "24–48 h". */
export function spanShort(lang: Lang, span: Span): string {
  if (span.unit === 'workday') return workdayText(lang, span);
  if (span.unit === 'before') return beforeText(lang, span);
  if (span.unit === 'min' && span.to === undefined) {
    const hm = hoursAndMinutes(lang, span.from);
    if (hm) return hm;
  }
  const unit = units[lang][span.unit].short;
  const value = span.to === undefined ? `${span.from}` : `${span.from}–${span.to}`;
  if (span.unit === 'day') return lang === 'fr' ? `${value} jours` : `${value} dagen`;
  return `${value} ${unit}`;
}

/** A cell's delivery in a table cell, with what it is counted from when that is the pickup: "4 h après l’enlèvement". */
export function deliveryShort(lang: Lang, area: Pick<Area, 'delivery' | 'afterPickup'>): string {
  const span = spanShort(lang, area.delivery);
  if (!area.afterPickup) return span;
  return lang === 'fr' ? `${span} après l’enlèvement` : `${span} na de ophaling`;
}

/** A span in running prose: "60 à 90 minutes" / "60 tot 90 minuten", "2 à 3 h" / "2 tot 3 uur". */
export function spanWords(lang: Lang, span: Span): string {
  if (span.unit === 'workday') return workdayText(lang, span);
  if (span.unit === 'before') return beforeText(lang, span);
  if (span.unit === 'min' && span.to === undefined) {
    const hm = hoursAndMinutes(lang, span.from);
    if (hm) return hm;
  }
  const u = units[lang][span.unit];
  const unit = span.unit === 'h' ? u.short : span.to === undefined && span.from === 1 ? u.one : u.many;
  if (span.to === undefined) return `${span.from} ${unit}`;
  return lang === 'fr' ? `${span.from} à ${span.to} ${unit}` : `${span.from} tot ${span.to} ${unit}`;
}

/** Working days: "le jour même", "le jour ouvrable suivant", "en 1 à 2 jours ouvrables" (and Dutch). */
function workdayText(lang: Lang, span: Span): string {
  if (span.from === 0 && span.to === undefined) return lang === 'fr' ? 'le jour même' : 'dezelfde dag';
  if (span.from === 1 && span.to === undefined) return lang === 'fr' ? 'le jour ouvrable suivant' : 'de volgende werkdag';
  const u = units[lang].workday;
  if (span.to === undefined) return lang === 'fr' ? `en ${span.from} ${u.many}` : `binnen ${span.from} ${u.many}`;
  return lang === 'fr' ? `en ${span.from} à ${span.to} ${u.many}` : `binnen ${span.from} tot ${span.to} ${u.many}`;
}

/**
 * A distance band as the simulator reads it (a trip of exactly `to` km is still in the band): "20 km au plus" /
 * "tot 20 km", "plus de 20 à 50 km" / "meer dan 20 tot 50 km", "plus de 150 km" / "meer dan 150 km".
 */
export function bandWords(lang: Lang, f: Formatters, km: { from: number; to?: number }): string {
  const n = (value: number) => `${f.num(value)} km`;
  if (km.to === undefined) return lang === 'fr' ? `plus de ${n(km.from)}` : `meer dan ${n(km.from)}`;
  if (km.from === 0) return lang === 'fr' ? `${n(km.to)} au plus` : `tot ${n(km.to)}`;
  return lang === 'fr' ? `plus de ${f.num(km.from)} à ${n(km.to)}` : `meer dan ${f.num(km.from)} tot ${n(km.to)}`;
}

/**
 * A product's surcharges on its weekday daytime price, or '' when it has none: "prix de jour en semaine ; entre 22 h
 * et 6 h +30 %, le dimanche et les jours fériés +40 %" / "prijs op weekdagen overdag; tussen 22 en 6 uur +30%, op
 * zon- en feestdagen +40%" (the hours of Urgent's surcharge, not the Night product's).
 */
export function surchargesWords(lang: Lang, f: Formatters, product: Pick<Product, 'surcharges'>): string {
  if (!product.surcharges?.length) return '';
  const parts = product.surcharges.map((s) =>
    s.id === 'night'
      ? `${lang === 'fr' ? `entre ${s.fromHour} h et ${s.toHour} h` : `tussen ${s.fromHour} en ${s.toHour} uur`} +${f.pct(s.pct)}`
      : `${lang === 'fr' ? 'le dimanche et les jours fériés' : 'op zon- en feestdagen'} +${f.pct(s.pct)}`,
  );
  return `${lang === 'fr' ? 'prix de jour en semaine' : 'prijs op weekdagen overdag'}; ${parts.join(', ')}`;
}

/** An hour of the day: "14 h" / "14 uur". */
export function hourText(lang: Lang, hour: number): string {
  return lang === 'fr' ? `${hour} h` : `${hour} uur`;
}

/** A window of hours: "18 h–6 h" / "18–6 uur". */
export function hoursWindow(lang: Lang, from: number, to: number): string {
  return lang === 'fr' ? `${from} h–${to} h` : `${from}–${to} uur`;
}

/**
 * A product's hours: "du lundi au vendredi et le samedi matin" or "24/7, jours fériés compris". The weekend starts where the
 * working days end: Saturday afternoon, then Sunday and public holidays.
 */
export function hoursText(lang: Lang, hours: Hours): string {
  if (hours.days === 'everyDay') return lang === 'fr' ? '24/7, jours fériés compris' : '24/7, ook op feestdagen';
  if (hours.days === 'nights' && hours.window) {
    const w = hoursWindow(lang, hours.window.from, hours.window.to);
    return lang === 'fr' ? `chaque nuit, ${w}` : `elke nacht, ${w}`;
  }
  if (hours.days === 'weekend')
    return lang === 'fr' ? 'le samedi après-midi, le dimanche et les jours fériés' : 'op zaterdagnamiddag, zondag en feestdagen';
  return lang === 'fr' ? 'du lundi au vendredi et le samedi matin' : 'van maandag tot vrijdag en zaterdagvoormiddag';
}

/** A pickup delay, or "à convenir" when it is agreed at booking. */
export function pickupText(lang: Lang, pickup: Area['pickup'], style: 'short' | 'words' = 'short'): string {
  if (pickup === 'agreed') return lang === 'fr' ? 'à convenir' : 'in overleg';
  return style === 'short' ? spanShort(lang, pickup) : spanWords(lang, pickup);
}

/** The words that say a price is excluding or including VAT. */
export const vatWords: Record<Lang, { excl: string; incl: string; rate: string }> = {
  fr: { excl: 'hors TVA', incl: 'TVA comprise', rate: 'TVA' },
  nl: { excl: 'excl. btw', incl: 'incl. btw', rate: 'btw' },
};

/** Cents as euros with two decimals when there are cents, none otherwise: "10 €", "130,90 €". */
export function eurCents(f: Formatters, cents: number): string {
  return cents % 100 === 0 ? f.eur(cents / 100) : f.eur(cents / 100, 2);
}

/** A price for a business buyer: excl. VAT first, the VAT-included figure beside it. "8,26 € hors TVA (10 € TVA comprise)". */
export function priceWithVat(lang: Lang, f: Formatters, price: VatPrice): string {
  const w = vatWords[lang];
  return `${eurCents(f, price.exclCents)} ${w.excl} (${eurCents(f, price.inclCents)} ${w.incl})`;
}

/** The VAT rate in words: "TVA 21 %" / "btw 21%". */
export function vatRateText(lang: Lang, f: Formatters): string {
  return `${vatWords[lang].rate} ${f.pct(vatRatePct)}`;
}

/** A cut-off in words: "commande confirmée avant 16 h ; plus tard, le lendemain matin avant 10 h" (and Dutch). */
export function cutOffText(lang: Lang, cut: CutOff): string {
  const later =
    cut.later === 'nextWorkday'
      ? lang === 'fr'
        ? 'un jour ouvrable de plus'
        : 'een werkdag later'
      : lang === 'fr'
        ? `le jour ouvrable suivant avant ${hourText(lang, cut.nextMorningBefore!)}`
        : `de volgende werkdag vóór ${hourText(lang, cut.nextMorningBefore!)}`;
  return lang === 'fr'
    ? `pour une commande confirmée avant ${hourText(lang, cut.hour)} ; plus tard, ${later}`
    : `voor een bestelling bevestigd vóór ${hourText(lang, cut.hour)}; later: ${later}`;
}

/** Urgent's promise before the distance is known: from its shortest band's to its longest's ("livré en 1 à 4 h selon la distance"). */
export function urgentRangeWords(lang: Lang): { name: string; pickup: string; delivery: string } {
  const bands = products.urgent.areas.filter((area) => area.km);
  const first = bands[0]!;
  const last = bands[bands.length - 1]!;
  const span = (a: Span | 'agreed', b: Span | 'agreed'): Span => {
    if (a === 'agreed' || b === 'agreed' || a.unit !== b.unit) throw new Error('urgent bands: comparable spans expected');
    return { from: a.from, to: b.to ?? b.from, unit: a.unit };
  };
  const fr = lang === 'fr';
  return {
    name: products.urgent.name[lang],
    pickup: fr
      ? `enlèvement en ${spanWords(lang, span(first.pickup, last.pickup))} selon la distance`
      : `ophaling binnen ${spanWords(lang, span(first.pickup, last.pickup))} naargelang de afstand`,
    delivery: fr
      ? `livré en ${spanWords(lang, span(first.delivery, last.delivery))} selon la distance`
      : `geleverd binnen ${spanWords(lang, span(first.delivery, last.delivery))} naargelang de afstand`,
  };
}

/** A trip's promise in the page's words: the product's name, its pickup, its delivery and its cut-off. */
export function promiseWords(lang: Lang, promise: TripPromise): { name: string; pickup: string; delivery: string; cutOff?: string } {
  const fr = lang === 'fr';
  const pickup =
    promise.pickup === 'agreed'
      ? fr
        ? 'enlèvement à l’heure convenue'
        : 'ophaling op het afgesproken uur'
      : fr
        ? `enlèvement en ${spanWords(lang, promise.pickup)}`
        : `ophaling binnen ${spanWords(lang, promise.pickup)}`;
  const d = promise.delivery;
  const when = spanWords(lang, d);
  const delivery =
    d.unit === 'workday' || d.unit === 'before'
      ? fr
        ? `livré ${when}`
        : `geleverd ${when}`
      : fr
        ? `livré en ${when}`
        : `geleverd binnen ${when}`;
  const words: { name: string; pickup: string; delivery: string; cutOff?: string } = { name: promise.name[lang], pickup, delivery };
  if (promise.cutOff) words.cutOff = cutOffText(lang, promise.cutOff);
  return words;
}
