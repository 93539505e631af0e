import { copyOf } from '../../shared/content/load';
import type { CityCopy } from '../../shared/content/schemas/city';
import type { Lang } from '../../shared/langs';
import type { CityId } from '../../shared/routes';
import { testConfig } from './app';

/** A city page's copy as its page reads it (content/<lang>/cities/<id>.yaml), for the test configuration's company. */
export function cityCopyOf(lang: Lang, id: CityId): CityCopy {
  const { company } = testConfig;
  return copyOf(lang, `cities/${id}`, { ...company, street: company.street[lang], streets: company.street });
}
