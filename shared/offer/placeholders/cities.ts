import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';
import { products } from '../products';

const euro = products.pallets.limits.find((limit) => limit.id === 'euro')!;

/** Placeholders only the cities copy names, when the product line's own (./offer.ts) do not say it. */
export function citiesPlaceholders(_lang: Lang): Record<string, PlaceholderValue> {
  // The Europe pallet's footprint, as the product line gives it (width, then length): "{…lengthCm} × {…widthCm} cm".
  const [widthCm, lengthCm] = euro.dimsCm!;
  return { 'pallets.limit.euro.lengthCm': lengthCm!, 'pallets.limit.euro.widthCm': widthCm! };
}
