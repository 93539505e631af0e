import type { Lang } from './langs';
import { langTag } from './langs';

/** Number formatting for one page's locale: every figure on a page goes through one of these. */
export type Formatters = {
  /** A plain number: `num(50000)` is "50 000" in fr-BE, "50.000" in nl-BE. */
  num: (value: number, fractionDigits?: number) => string;
  /** Euros: `eur(35)` is "35 €" / "€ 35"; `eur(7.5, 2)` is "7,50 €" / "€ 7,50". */
  eur: (value: number, fractionDigits?: number) => string;
  /** A percentage given in percent: `pct(98.7)` is "98,7 %" / "98,7%". */
  pct: (value: number) => string;
};

const cache = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let nf = cache.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(langTag[lang], options);
    cache.set(key, nf);
  }
  return nf;
}

/** The formatters of a language, built on Intl.NumberFormat('fr-BE' | 'nl-BE'). */
export function formatters(lang: Lang): Formatters {
  return {
    num: (value, fractionDigits) =>
      formatter(lang, { minimumFractionDigits: fractionDigits ?? 0, maximumFractionDigits: fractionDigits ?? 2 }).format(value),
    eur: (value, fractionDigits = 0) =>
      formatter(lang, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }).format(value),
    pct: (value) => formatter(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
  };
}
