import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { glossary } from '../support/glossary';
import { contentRoot, mapStrings } from '../../shared/content/load';
import { langs, type Lang } from '../../shared/langs';
import { pages } from '../../shared/routes';
import { normalizeSpaces, pageHtml, visibleText } from '../support/app';
import { type AvoidedWord, avoidedWordsIn } from '../support/glossary-words';

/*
 * The writers' glossary (content/glossary.yaml) is the one term list the copy follows (issue 35): it holds the
 * terms the native readers asked for, and no content file nor page uses a variant it asks to avoid.
 */

/**
 * Variants the legal pages use in another sense than the glossary's thing, which a whole-word match cannot tell
 * apart: the customer's VAT number among the billing data and the notice's own ("numéro de TVA", "btw-nummer",
 * not the enterprise number), and the CMR convention's words for the two ends of a carriage ("prise en charge",
 * "aflevering"). Only in the legal content files and on the legal pages.
 */
const legalSenses: Record<Lang, string[]> = { fr: ['numéro de TVA', 'prise en charge'], nl: ['btw-nummer', 'aflevering'] };

/** The avoided variants in a legal text, less the legal senses above. */
const outsideLegalSenses = (found: AvoidedWord[], lang: Lang) =>
  found.filter((hit) => !legalSenses[lang].includes(hit.found.toLowerCase()) && !legalSenses[lang].includes(hit.found));

/**
 * Faults against the glossary still in the copy, found by this test when the copy moved to content files (a move
 * changes no wording): each is fixed in its content file, then taken out of this list, which must match exactly.
 */
const knownFaults: Record<string, string[]> = {};

/** Every content file of a language, by its path under content/<lang>/. */
function contentFiles(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under)).flatMap((name) => {
    const file = under ? `${under}/${name}` : name;
    return statSync(path.join(dir, file)).isDirectory() ? contentFiles(dir, file) : name.endsWith('.yaml') ? [file] : [];
  });
}

describe('the glossary', () => {
  it.each([
    ['zendingsnummer', 'volgnummer'],
    ['leveringsbewijs', 'afleverbewijs'],
    ['bestemmeling', 'geadresseerde'],
    ['vrijblijvend', 'zonder verplichting'],
  ])('says "%s", not "%s" (the native readers of issue 35)', (term, variant) => {
    const entry = glossary.find((e) => e.nl === term);
    expect(entry, `a term "${term}" in content/glossary.yaml`).toBeDefined();
    expect(entry!.avoidNl).toContain(variant);
  });

  it('lists no term of a language among the variants that language avoids', () => {
    for (const entry of glossary) {
      expect(avoidedWordsIn(entry.fr, 'fr'), entry.concept).toEqual([]);
      expect(avoidedWordsIn(entry.nl, 'nl'), entry.concept).toEqual([]);
    }
  });
});

describe.each(langs.map((lang) => [lang] as const))('the %s copy uses the glossary’s words', (lang) => {
  const dir = path.join(contentRoot, lang);

  it.each(contentFiles(dir).map((file) => [`content/${lang}/${file}`, file] as const))('%s', (name, file) => {
    const found: string[] = [];
    mapStrings(parse(readFileSync(path.join(dir, file), 'utf8')), (message, at) => {
      // A placeholder's name ({company.email}) is not a word of the copy.
      const hits = avoidedWordsIn(message.replace(/\{[^{}]*\}/g, ''), lang);
      for (const hit of file.startsWith('legal/') ? outsideLegalSenses(hits, lang) : hits)
        found.push(`${at}: "${hit.found}", write "${hit.use}"`);
      return message;
    });
    expect(found).toEqual(knownFaults[name] ?? []);
  });

  it.each(pages.filter((page) => page.lang === lang).map((page) => [page.path, page.route.kind] as const))(
    '%s, as rendered',
    async (pagePath, kind) => {
      const hits = avoidedWordsIn(normalizeSpaces(visibleText(await pageHtml(pagePath))), lang);
      const found = (kind === 'legal' ? outsideLegalSenses(hits, lang) : hits).map((hit) => `"${hit.found}", write "${hit.use}"`);
      expect(found).toEqual(knownFaults[pagePath] ?? []);
    },
  );
});
