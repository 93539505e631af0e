import { cmr, consumerDebt, latePayment, retention } from '../../company/legal-facts';
import { formatters } from '../../format';
import type { PlaceholderValue } from '../../content/messages';
import { langCookieMaxAge, type Lang } from '../../langs';

/**
 * Placeholders only the legal copy names, when the product line's own (./offer.ts) do not say it: the limits and
 * periods of the CMR (`{cmr.sdrPerKg}`, `{cmr.hiddenDamageDays}`…), how long each kind of personal data is kept
 * (`{retention.requestsMonths}`…), late payment between businesses (`{latePayment.flatEur}`, written in euros) and a
 * consumer's unpaid invoice (`{consumerDebt.reminderDays}`), all from shared/company/legal-facts.ts, and the language
 * cookie's lifetime.
 */
export function legalPlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = { 'langCookie.days': Math.round(langCookieMaxAge / 86_400) };
  for (const [name, figure] of Object.entries(cmr)) out[`cmr.${name}`] = figure.value;
  for (const [name, figure] of Object.entries(retention)) out[`retention.${name}`] = figure.value;
  // Late payment (law of 2 August 2002) and a consumer's unpaid invoice (Code of economic law, book XIX).
  for (const [name, figure] of Object.entries(latePayment)) out[`latePayment.${name}`] = figure.value;
  out['latePayment.flatEur'] = formatters(lang).eur(latePayment.flatEur.value);
  for (const [name, figure] of Object.entries(consumerDebt)) out[`consumerDebt.${name}`] = figure.value;
  return out;
}
