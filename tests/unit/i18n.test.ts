import { describe, expect, it } from 'vitest';
import { readRaw } from '../../shared/content/load';
import { interfaceSchema } from '../../shared/content/schemas/interface';
import { cityIds, serviceIds } from '../../shared/routes';
import { pageCopy } from '../support/copy';

/** Every key path of an object, with the kind of value at its end. */
function shape(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [`${prefix}:${typeof value}`];
  if (Array.isArray(value)) return [`${prefix}:array`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => shape(inner, `${prefix}.${key}`));
}

describe('the interface strings (content/<lang>/interface.yaml)', () => {
  const raw = { fr: readRaw('fr', 'interface'), nl: readRaw('nl', 'interface') };

  it('have the same keys in French and Dutch, as written and as the schema keeps them', () => {
    expect(shape(raw.nl)).toEqual(shape(raw.fr));
    expect(shape(pageCopy('nl', 'interface'))).toEqual(shape(raw.nl));
  });

  it('fail the schema when a key is missing in either language', () => {
    for (const lang of ['fr', 'nl'] as const) {
      expect(interfaceSchema.safeParse(raw[lang]).success, lang).toBe(true);
      const { nav, ...rest } = raw[lang] as { nav: Record<string, string> };
      const { menu: _menu, ...navWithoutMenu } = nav;
      expect(interfaceSchema.safeParse({ ...rest, nav: navWithoutMenu }).success, lang).toBe(false);
    }
  });

  it('have no empty string and no string left identical by mistake in long texts', () => {
    const fr = pageCopy('fr', 'interface');
    const nl = pageCopy('nl', 'interface');
    expect(shape(fr).every((entry) => entry.endsWith(':string'))).toBe(true);
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves);
    const frTexts = leaves(fr);
    const nlTexts = leaves(nl);
    expect(frTexts.every((text) => text.trim().length > 0)).toBe(true);
    expect(nlTexts.every((text) => text.trim().length > 0)).toBe(true);
    frTexts.forEach((text, index) => {
      if (text.length > 25) expect(nlTexts[index], text).not.toBe(text);
    });
  });
});

describe('content records', () => {
  it('give the home page the same structure in both languages', () => {
    const fr = pageCopy('fr', 'home');
    const nl = pageCopy('nl', 'home');
    expect(shape(nl)).toEqual(shape(fr));
  });

  it('give every city page both languages with the same optional blocks', () => {
    for (const id of cityIds) {
      const [fr, nl] = [pageCopy('fr', `cities/${id}`), pageCopy('nl', `cities/${id}`)];
      expect(Boolean(nl.zones), id).toBe(Boolean(fr.zones));
      expect(
        nl.services.map((s) => s.kind),
        id,
      ).toEqual(fr.services.map((s) => s.kind));
    }
  });

  it('give every service page both languages', () => {
    for (const id of serviceIds) {
      expect(pageCopy('fr', `services/${id}`).blocks.length, id).toBeGreaterThan(0);
      expect(pageCopy('nl', `services/${id}`).blocks.length, id).toBeGreaterThan(0);
    }
  });
});
