import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CompanyDetails } from '../shared/company/company';
import { copyOf, contentRoot } from '../shared/content/load';
import type { ServiceCopy } from '../shared/content/schemas/service';
import { serviceCopy } from '../shared/content/services';
import { formatters } from '../shared/format';
import type { Lang } from '../shared/langs';
import type { ProductId } from '../shared/offer';
import type { ServiceId } from '../shared/routes';
import { typesetDeep } from '../shared/typography';

/** The copy of a service page in a language, for the page's company: content/<lang>/services/<id>.yaml. */
export function serviceCopyOf(lang: Lang, id: ServiceId, company: CompanyDetails): ServiceCopy {
  // TEMPORARY (issue 35 move): a service whose content file is not written yet keeps its TypeScript copy.
  if (!existsSync(path.join(contentRoot, lang, 'services', `${id}.yaml`))) return typescriptCopy(lang, id);
  return copyOf(lang, `services/${id}`, company);
}

/** The short name of a service in a language, for links and breadcrumbs. */
export function serviceName(id: ServiceId, lang: Lang, company: CompanyDetails): string {
  return serviceCopyOf(lang, id, company).name;
}

// TEMPORARY (issue 35 move): from here to the end, until parcel and pallets are in content files.
/** The product and area of each "from" price a TypeScript copy quotes, in its order. */
const typescriptOffers: Partial<Record<ServiceId, [ProductId, string][]>> = {
  parcel: [
    ['standard', 'upTo100Km'],
    ['standard', 'over100Km'],
  ],
};

/** A service's copy as its TypeScript record writes it, typeset, its offers named by product and area. */
function typescriptCopy(lang: Lang, id: ServiceId): ServiceCopy {
  const record = serviceCopy[id];
  if (!record) throw new Error(`services/${id}: neither a content file nor a TypeScript copy`);
  const { offers, ...copy } = typesetDeep(record[lang](formatters(lang)), lang);
  const areas = typescriptOffers[id] ?? [];
  if ((offers ?? []).length !== areas.length) throw new Error(`services/${id}: its offers' products and areas are not listed`);
  return {
    ...copy,
    ...(offers ? { offers: offers.map((offer, i) => ({ name: offer.name, product: areas[i]![0], area: areas[i]![1] })) } : {}),
  };
}
