import { cmr, retention } from '../../company/legal-facts';
import type { PlaceholderValue } from '../../content/messages';
import { langCookieMaxAge, type Lang } from '../../langs';

/**
 * Placeholders only the legal copy names, when the product line's own (./offer.ts) do not say it: the limits and
 * periods of the CMR (`{cmr.sdrPerKg}`, `{cmr.hiddenDamageDays}`…), how long each kind of personal data is kept
 * (`{retention.requestsMonths}`…), both from shared/company/legal-facts.ts, and the language cookie's lifetime.
 */
export function legalPlaceholders(_lang: Lang): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = { 'langCookie.days': Math.round(langCookieMaxAge / 86_400) };
  for (const [name, figure] of Object.entries(cmr)) out[`cmr.${name}`] = figure.value;
  for (const [name, figure] of Object.entries(retention)) out[`retention.${name}`] = figure.value;
  return out;
}
