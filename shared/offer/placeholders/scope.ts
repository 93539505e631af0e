import type { Lang } from '../../langs';
import { centreZone } from '../../places/centre-zone';
import { areaOf, type ProductId } from '../products';

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
