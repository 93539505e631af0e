import { companyIn } from '../../shared/company/company';
import type { ContentId, CopyOf } from '../../shared/content/catalogue';
import { copyOf } from '../../shared/content/load';
import type { Lang } from '../../shared/langs';
import { testConfig } from './app';

/** A content file's copy as its page reads it (content/<lang>/<id>.yaml), for the test configuration's company. */
export function pageCopy<Id extends ContentId>(lang: Lang, id: Id): CopyOf<Id> {
  return copyOf(lang, id, companyIn(testConfig.company, lang));
}
