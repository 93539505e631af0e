import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';

/** Placeholders only the home copy names, when the product line's own (./offer.ts) do not say it. */
export function homePlaceholders(_lang: Lang): Record<string, PlaceholderValue> {
  return {};
}
