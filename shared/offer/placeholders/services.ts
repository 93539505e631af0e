import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';

/** Placeholders only the services copy names, when the product line's own (./offer.ts) do not say it. */
export function servicesPlaceholders(_lang: Lang): Record<string, PlaceholderValue> {
  return {};
}
