import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';
import { capitalize } from '../../typography';
import { planName } from '../mapping';
import { productIds, products } from '../products';
import { hoursText } from '../words';

/** Placeholders only the services copy names, when the product line's own (./offer.ts) do not say it. */
export function servicesPlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = {};
  // Express, urgent (services/express, services/urgent): a product's hours opening a sentence, the plans' names,
  // a piece's longest length in metres.
  for (const id of productIds) {
    const p = products[id];
    out[`${id}.hoursCapitalized`] = capitalize(hoursText(lang, p.hours));
    for (const limit of p.limits) if (limit.maxLengthCm) out[`${id}.limit.${limit.id}.maxLengthM`] = limit.maxLengthCm / 100;
  }
  for (const [id, name] of Object.entries(planName)) out[`plan.${id}.name`] = name[lang];
  return out;
}
