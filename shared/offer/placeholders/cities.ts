import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';

/** Placeholders only the cities copy names (the Europe pallet's footprint is the services file's, for every format). */
export function citiesPlaceholders(_lang: Lang): Record<string, PlaceholderValue> {
  return {};
}
