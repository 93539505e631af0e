import { describe, expect, it } from 'vitest';
import { cityCopy } from '../../shared/content/cities';
import { home } from '../../shared/content/home';
import { specRecord } from '../../shared/company/record';
import { formatters } from '../../shared/format';
import { dictionaries } from '../../shared/i18n';
import { serviceIds } from '../../shared/routes';
import { serviceCopyOf } from '../../views/service-names';
import { testConfig } from '../support/app';

/** Every key path of an object, with the kind of value at its end. */
function shape(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [`${prefix}:${typeof value}`];
  if (Array.isArray(value)) return [`${prefix}:array`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => shape(inner, `${prefix}.${key}`));
}

describe('dictionaries', () => {
  it('have the same keys in French and Dutch', () => {
    expect(shape(dictionaries.nl)).toEqual(shape(dictionaries.fr));
  });

  it('have no empty string and no string left identical by mistake in long texts', () => {
    const fr = shape(dictionaries.fr);
    expect(fr.every((entry) => entry.endsWith(':string'))).toBe(true);
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves);
    const frTexts = leaves(dictionaries.fr);
    const nlTexts = leaves(dictionaries.nl);
    expect(frTexts.every((text) => text.trim().length > 0)).toBe(true);
    expect(nlTexts.every((text) => text.trim().length > 0)).toBe(true);
    frTexts.forEach((text, index) => {
      if (text.length > 25) expect(nlTexts[index], text).not.toBe(text);
    });
  });
});

describe('content records', () => {
  it('give the home page the same structure in both languages', () => {
    const fr = home.fr(formatters('fr'), { name: 'X', record: specRecord });
    const nl = home.nl(formatters('nl'), { name: 'X', record: specRecord });
    expect(shape(nl)).toEqual(shape(fr));
  });

  it('give every city page both languages with the same optional blocks', () => {
    for (const [id, record] of Object.entries(cityCopy)) {
      expect(Boolean(record.nl.zones), id).toBe(Boolean(record.fr.zones));
      expect(
        record.nl.services.map((s) => s.kind),
        id,
      ).toEqual(record.fr.services.map((s) => s.kind));
    }
  });

  it('give every service page both languages', () => {
    const company = (lang: 'fr' | 'nl') => ({
      ...testConfig.company,
      street: testConfig.company.street[lang],
      streets: testConfig.company.street,
    });
    for (const id of serviceIds) {
      expect(serviceCopyOf('fr', id, company('fr')).blocks.length, id).toBeGreaterThan(0);
      expect(serviceCopyOf('nl', id, company('nl')).blocks.length, id).toBeGreaterThan(0);
    }
  });
});
