import { loadConfig } from '../../server/config';
import { copyOf } from '../../shared/content/load';
import type { Messages } from '../../shared/i18n';
import type { Lang } from '../../shared/langs';

const { company } = loadConfig({});

/** The interface strings of a language (content/<lang>/interface.yaml), as the pages give them to views and islands. */
export function interfaceOf(lang: Lang): Messages {
  return copyOf(lang, 'interface', { ...company, street: company.street[lang], streets: company.street });
}
