import type { CompanyDetails } from '../shared/company/company';
import { copyOf } from '../shared/content/load';
import type { ServiceCopy } from '../shared/content/schemas/service';
import type { Lang } from '../shared/langs';
import type { ServiceId } from '../shared/routes';

/** The copy of a service page in a language, for the page's company: content/<lang>/services/<id>.yaml. */
export function serviceCopyOf(lang: Lang, id: ServiceId, company: CompanyDetails): ServiceCopy {
  return copyOf(lang, `services/${id}`, company);
}

/** The short name of a service in a language, for links and breadcrumbs. */
export function serviceName(id: ServiceId, lang: Lang, company: CompanyDetails): string {
  return serviceCopyOf(lang, id, company).name;
}
