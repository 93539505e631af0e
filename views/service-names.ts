import { serviceCopy } from '../shared/content/services';
import { formatters } from '../shared/format';
import type { Lang } from '../shared/langs';
import type { ServiceId } from '../shared/routes';
import { typeset } from '../shared/typography';

/** The short name of a service in a language, for links and breadcrumbs. */
export function serviceName(id: ServiceId, lang: Lang): string {
  return typeset(serviceCopy[id][lang](formatters(lang)).name, lang);
}
