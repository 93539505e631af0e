import type { PlaceholderValue } from '../../content/messages';
import { formatters } from '../../format';
import type { Lang } from '../../langs';
import { tariff } from '../tariff';
import { vatPrice, vatRatePct } from '../vat';
import { priceWithVat } from '../words';

/** Placeholders only the tariffs copy names, when the product line's own (./offer.ts) do not say it. */
export function tariffsPlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const f = formatters(lang);
  return {
    'vat.ratePct': vatRatePct,
    'tariff.returnPerKm': priceWithVat(lang, f, vatPrice(tariff.returnPerKm)),
    'tariff.outOfDay.outsidePct': tariff.outOfDay.outsidePct,
  };
}
