import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CSpellUserSettings } from 'cspell-lib';
import { mergeSettings, readSettings, validateText } from 'cspell-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/langs';
import { findPage, pages } from '../../shared/routes';
import { decodeEntities, http, pageHtml, testConfig, visibleText } from '../support/app';

// Spelling of every page, in its own language: the visible text plus the title and meta description
// go through cspell (cspell-lib) with the French dictionary on fr pages and the Dutch one on nl pages.
// Unknown words are either fixed in the copy (shared/content, shared/i18n) or, for proper nouns and
// unavoidable tokens only, listed in tests/support/accepted-words.txt.

const require = createRequire(import.meta.url);

/** The cspell dictionary package of each language (its cspell-ext.json defines the dictionary). */
const dictionaries: Record<Lang, { name: string; ext: string }> = {
  fr: { name: 'fr-fr', ext: '@cspell/dict-fr-fr/cspell-ext.json' },
  nl: { name: 'nl-nl', ext: '@cspell/dict-nl-nl/cspell-ext.json' },
};

/** Proper nouns accepted in both languages (separated by spaces or new lines, `#` starts a comment). */
const acceptedWords = readFileSync(new URL('../support/accepted-words.txt', import.meta.url), 'utf8')
  .split('\n')
  .flatMap((line) => line.replace(/#.*/, '').trim().split(/\s+/))
  .filter(Boolean);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text that is not checked: e-mail addresses and URLs, and the company's name and street as the
 * configuration gives them (data, not copy).
 */
const ignored: RegExp[] = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  new RegExp(escapeRegExp(testConfig.company.name), 'g'),
  ...Object.values(testConfig.company.street).map((street) => new RegExp(escapeRegExp(street), 'g')),
];

/**
 * Common English words that must not appear on a page (whole words, case-insensitive). The French and
 * Dutch dictionaries accept a few English loanwords, so this list is checked on its own.
 */
const englishWords = [
  'the',
  'and',
  'to',
  'for',
  'with',
  'your',
  'our',
  'you',
  'from',
  'this',
  'here',
  'more',
  'about',
  'delivery',
  'deliveries',
  'tracking',
  'track',
  'shop',
  'business',
  'free',
  'quote',
  'home',
  'page',
  'contact form',
  'contact us',
  'click',
  'read more',
  'learn more',
  'services',
  'service',
  'parcel',
  'parcels',
  'courier',
  'same day',
  'next day',
  'pickup',
  'price',
  'prices',
  'request',
  'send',
  'submit',
  'search',
  'previous',
  'next',
  'back',
  'not found',
  'get',
  'now',
  'call us',
  'today',
  'fast',
  'order',
];
/** Words of that list that are also ordinary words of a language, so are not flagged on its pages. */
const englishAlsoNative: Record<Lang, readonly string[]> = {
  fr: ['service', 'services', 'page'],
  nl: ['service', 'services', 'order'],
};

/** What a page shows in words: its title, its meta description and its visible text. */
function pageWords(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return [decodeEntities(title), decodeEntities(description), visibleText(html)].join('\n');
}

/**
 * The unknown words of a text (deduplicated, in order of appearance). validateText is marked deprecated
 * in favour of spellCheckDocument, but the latter merges cspell's default settings (English software,
 * company and cloud dictionaries) into every check; validateText uses exactly the settings given.
 */
async function unknownWords(text: string, settings: CSpellUserSettings): Promise<string[]> {
  const issues = await validateText(text, settings);
  return [...new Set(issues.map((issue) => issue.text))];
}

/** The listed English words a text contains as whole words. */
function englishIn(text: string, lang: Lang): string[] {
  const found = new Set<string>();
  for (const word of englishWords) {
    if (englishAlsoNative[lang].includes(word)) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}'’-])${word.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}'’-])`, 'iu');
    const match = pattern.exec(text);
    if (match) found.add(match[0]);
  }
  return [...found];
}

const checkedPages: { path: string; lang: Lang; status: number }[] = [
  ...pages.map((page) => ({ path: page.path, lang: page.lang, status: 200 })),
  { path: '/fr/nope', lang: 'fr', status: 404 },
  { path: '/nl/nope', lang: 'nl', status: 404 },
];

/** The settings of each language, built once: its dictionary, case-sensitive, plus the accepted words. */
const settingsByLang = {} as Record<Lang, CSpellUserSettings>;
/** The words of each checked page, fetched once. */
const textByPath = new Map<string, string>();

beforeAll(async () => {
  await Promise.all(
    (Object.keys(dictionaries) as Lang[]).map(async (lang) => {
      const { name, ext } = dictionaries[lang];
      const settings = mergeSettings(await readSettings(require.resolve(ext)), {
        language: lang,
        dictionaries: [name],
        caseSensitive: true,
        ignoreRegExpList: ignored,
        words: acceptedWords,
      });
      await validateText('', settings); // loads the dictionary
      settingsByLang[lang] = settings;
    }),
  );
  await Promise.all(
    checkedPages.map(async ({ path, status }) => {
      const html =
        status === 200
          ? await pageHtml(path)
          : await http()
              .get(path)
              .expect(status)
              .then((res) => res.text);
      textByPath.set(path, pageWords(html));
    }),
  );
}, 60_000);

describe('spelling of the visible text', () => {
  it('covers every page of the route table in both languages (legal pages included), plus the 404 pages', () => {
    expect(checkedPages).toHaveLength(pages.length + 2);
    expect(checkedPages.filter(({ path }) => findPage(path)?.route.kind === 'legal')).toHaveLength(6);
    for (const { path } of checkedPages) expect(textByPath.get(path)?.length ?? 0).toBeGreaterThan(20);
  });

  it('has no unknown word on any page (fr dictionary on fr pages, nl dictionary on nl pages)', async () => {
    const problems: string[] = [];
    for (const { path, lang } of checkedPages) {
      const words = await unknownWords(textByPath.get(path) ?? '', settingsByLang[lang]);
      if (words.length) problems.push(`${path}: ${words.join(', ')}`);
    }
    expect(problems, 'unknown words per page: fix the copy, or accept proper nouns in tests/support/accepted-words.txt').toEqual([]);
  });

  it('flags misspellings, English words and the "express-" spelling in Dutch (the checks themselves work)', async () => {
    expect(await unknownWords('Livraison expresse à Bruxelles par Belgo : coursier tres rapide.', settingsByLang.fr)).toEqual(['tres']);
    expect(
      await unknownWords(`${testConfig.company.name} in Brussel: een snelle koereir en een expresslevering.`, settingsByLang.nl),
    ).toEqual(['koereir', 'expresslevering']);
    expect(englishIn('Free quote: click here for your delivery.', 'fr').sort()).toEqual([
      'Free',
      'click',
      'delivery',
      'for',
      'here',
      'quote',
      'your',
    ]);
    expect(englishIn('Home Diensten Contact', 'nl')).toEqual(['Home']);
    expect(englishIn('Ordre de service, page d’accueil, quote-part', 'fr')).toEqual([]);
  });

  it('has no common English word on any page', () => {
    const problems: string[] = [];
    for (const { path, lang } of checkedPages) {
      const words = englishIn(textByPath.get(path) ?? '', lang);
      if (words.length) problems.push(`${path}: ${words.join(', ')}`);
    }
    expect(problems, 'English words per page').toEqual([]);
  });
});
