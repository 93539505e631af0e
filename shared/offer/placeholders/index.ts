import type { CompanyDetails } from '../../company/company';
import type { PlaceholderValue } from '../../content/messages';
import type { Lang } from '../../langs';
import { interfacePlaceholders } from './interface';
import { legalPlaceholders } from './legal';
import { companyPlaceholders, offerPlaceholders } from './offer';
import { servicesPlaceholders } from './services';
import { tariffsPlaceholders } from './tariffs';

/**
 * Every placeholder a content file may name, in one language: the product line's and the company's. A name is
 * given once; two sources giving it throw at start.
 */
export function placeholders(lang: Lang, company: CompanyDetails): Record<string, PlaceholderValue> {
  return merge([offerOnce(lang), companyPlaceholders(company, lang)]);
}

/** Sources merged; a name two of them give throws. */
function merge(sources: Record<string, PlaceholderValue>[]): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = {};
  for (const source of sources)
    for (const [name, value] of Object.entries(source)) {
      if (name in out) throw new Error(`placeholder {${name}} is given twice`);
      out[name] = value;
    }
  return out;
}

const offerByLang: Partial<Record<Lang, Record<string, PlaceholderValue>>> = {};
/** The product line's placeholders, computed once per language. */
function offerOnce(lang: Lang): Record<string, PlaceholderValue> {
  offerByLang[lang] ??= merge([
    offerPlaceholders(lang),
    servicesPlaceholders(lang),
    legalPlaceholders(lang),
    tariffsPlaceholders(lang),
    interfacePlaceholders(lang),
  ]);
  return offerByLang[lang];
}
