import type { Formatters } from '../format';
import type { Lang } from '../langs';
import { areaOf, offerWords, type ProductId } from '../offer';
import { centreZone } from './centre-zone';

/**
 * What a "from" price buys, in words: the product line's `buys` (the product, the size and the zone or the trip's
 * length), with the centre zone's communes when the price is a central-Brussels one. "une course Express en scooter,
 * moins de 10 kg, dans la zone Bruxelles centre (Anderlecht, …)".
 */
export function scopeOf(lang: Lang, product: ProductId, id: string): string {
  const rule = areaOf(product, id).price;
  if (!rule) throw new Error(`${product}/${id} is priced on quote`);
  const communes = rule.trip.zone === 'brusselsCentre' ? ` (${centreZone[lang].communes})` : '';
  return `${rule.buys[lang]}${communes}`;
}

/**
 * A "from" price with what it buys, as copy writes it after "dès" / "vanaf": the price excl. VAT with the
 * VAT-included figure, then its scope (`scopeOf`). "8,26 € hors TVA (10 € TVA comprise) pour une course Express en
 * scooter, moins de 10 kg, dans la zone Bruxelles centre (Anderlecht, …)".
 */
export function scopedFrom(lang: Lang, f: Formatters): (product: ProductId, area: string) => string {
  const x = offerWords(lang, f);
  return (product, id) => `${x.from(product, id)} ${lang === 'fr' ? 'pour' : 'voor'} ${scopeOf(lang, product, id)}`;
}
