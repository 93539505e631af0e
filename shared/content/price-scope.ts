import type { Formatters } from '../format';
import type { Lang } from '../langs';
import { offerWords, type ProductId } from '../offer';
import { scopeOf } from '../offer/placeholders/scope';

export { scopeOf };

/** A "from" price with what it buys (transition: the copy still in TypeScript reads it). */
export function scopedFrom(lang: Lang, f: Formatters): (product: ProductId, area: string) => string {
  const x = offerWords(lang, f);
  return (product, id) => `${x.from(product, id)} ${lang === 'fr' ? 'pour' : 'voor'} ${scopeOf(lang, product, id)}`;
}
