import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/langs';
import { pages } from '../../shared/routes';
import { units } from '../../shared/typography';
import { http, pageHtml, testConfig } from '../support/app';
import type { PageText } from '../support/page-text';
import { pageText } from '../support/page-text';

// The typographic rules over what every page shows (visible text, title, descriptions): French and
// Dutch spacing around high punctuation, figures held to their units, "×" in dimensions, "–" in
// ranges. A failure names the page and quotes the place; fix the view, or the rule in
// shared/typography.ts, never the rendered copy by hand.

/** A breakable space: the plain space and line breaks (U+00A0 and U+202F do not break). */
const br = '[ \\t\\r\\n]';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const unitToken = `(?:${units.map(escapeRegExp).join('|')})[²³]?(?![\\p{L}\\p{N}])`;

/** What no page may show, per language: a name for the failure and the pattern that finds it. */
const faults: Record<Lang, { name: string; pattern: RegExp }[]> = {
  fr: [
    { name: 'breakable space before : ; ! ? or »', pattern: new RegExp(`${br}[:;!?»]`, 'gu') },
    { name: 'breakable space after «', pattern: new RegExp(`«${br}`, 'gu') },
    { name: 'no space before ; ! ?', pattern: /[^\s;!?](?<![.…])[;!?]+(?=\s|$)/gu },
    { name: 'no space before a colon', pattern: /[^\s\d:](?<!https?)(?<!mailto|tel):(?=\s|$)/gu },
    { name: 'breakable space in a thousands group', pattern: new RegExp(`(?<![\\p{N}+])\\p{N}{1,3}${br}\\p{N}{3}(?!\\p{N})`, 'gu') },
  ],
  nl: [{ name: 'space before : ; ! ?', pattern: /[\s\u00a0\u202f][:;!?]+(?=\s|$)/gu }],
};
const bothFaults = [
  { name: 'breakable space between a figure and its unit', pattern: new RegExp(`\\p{N}${br}+${unitToken}`, 'gu') },
  // Any word squared or cubed is a unit, listed in shared/typography.ts or not ("1,1 km²").
  { name: 'breakable space between a figure and a squared or cubed unit', pattern: new RegExp(`\\p{N}${br}+\\p{L}{1,3}[²³]`, 'gu') },
  { name: 'breakable space after €', pattern: new RegExp(`€${br}+\\p{N}`, 'gu') },
  { name: 'letter x in a dimension', pattern: /\p{N}\s*[xX]\s*\p{N}/gu },
  { name: 'hyphen in a range', pattern: /\p{N}\s*-\s*\p{N}/gu },
];

/**
 * Telephone numbers keep the grouping they are dialled with ("+32 2 808 47 47", the company's from
 * the configuration, the supervisory authority's on the privacy page): taken out before checking.
 */
const withoutPhone = (text: string) =>
  text
    .split(testConfig.company.phone)
    .join(' ')
    .replace(/\+\d{1,3}(?:[ \u00a0]\d{1,4}){2,5}(?!\d)/g, ' ');

/** The faults of one text, each quoted with a little context. */
function faultsIn(text: string, lang: Lang): string[] {
  const found: string[] = [];
  const copy = withoutPhone(text);
  for (const { name, pattern } of [...faults[lang], ...bothFaults]) {
    for (const match of copy.matchAll(pattern)) {
      const at = match.index ?? 0;
      const context = copy
        .slice(Math.max(0, at - 25), at + match[0].length + 15)
        .replace(/\u00a0/g, '⍽')
        .replace(/\u202f/g, '·');
      found.push(`${name}: «${context}»`);
    }
  }
  return found;
}

const checked: { path: string; lang: Lang; status: number }[] = [
  ...pages.map((page) => ({ path: page.path, lang: page.lang, status: 200 })),
  ...(['fr', 'nl'] as const).flatMap((lang) => [
    { path: `/${lang}/nope`, lang, status: 404 },
    // A simulator result: the estimate and the prefilled contact message built from the dictionary.
    { path: `/${lang}/?zone=national&vehicle=van&urgency=night&distance=150&return=1&waiting=1&step=result`, lang, status: 200 },
  ]),
];
const texts = new Map<string, PageText>();

beforeAll(async () => {
  await Promise.all(
    checked.map(async ({ path, status }) => {
      const html = status === 200 && !path.includes('?') ? await pageHtml(path) : (await http().get(path).expect(status)).text;
      texts.set(path, pageText(html));
    }),
  );
}, 60_000);

describe('typography of every page', () => {
  it('reads every page of the route table, the 404 pages and a simulator result', () => {
    expect(checked).toHaveLength(pages.length + 4);
    for (const { path } of checked) expect(texts.get(path)?.body.length ?? 0, path).toBeGreaterThan(200);
  });

  it.each(['title', 'description', 'ogTitle', 'ogDescription', 'body'] as const)('has no typographic fault in the %s', (part) => {
    const problems: string[] = [];
    for (const { path, lang } of checked) {
      for (const fault of faultsIn(texts.get(path)![part], lang)) problems.push(`${path}: ${fault}`);
    }
    expect(problems).toEqual([]);
  });

  it('finds each fault it looks for (the checks themselves work)', () => {
    expect(faultsIn('Zone : Bruxelles ; prix « fixe » ! Vite!', 'fr')).toHaveLength(6);
    expect(faultsIn('Zone\u00a0: 1 000\u00a0kg, 120 x 80\u00a0cm, 60-90\u00a0min, 3 t, € 35', 'fr')).toHaveLength(5);
    // A squared unit, whether the rules list it or not; a span in days.
    expect(faultsIn('à peine 1,1 km², 3 dm³, en 2 jours', 'nl').map((fault) => fault.split(':')[0])).toEqual([
      'breakable space between a figure and its unit',
      'breakable space between a figure and its unit',
      'breakable space between a figure and a squared or cubed unit',
      'breakable space between a figure and a squared or cubed unit',
    ]);
    expect(faultsIn('Bekijk de pagina : Antwerpen ; snel !', 'nl')).toHaveLength(3);
    expect(
      faultsIn(
        `Zone\u00a0: Bruxelles\u202f; 1\u202f000\u00a0kg, 120\u00a0×\u00a080\u00a0cm, 60–90\u00a0min, ${testConfig.company.phone}, +32 2 274 48 00, 16:00`,
        'fr',
      ),
    ).toEqual([]);
    expect(faultsIn('Bekijk de pagina: Antwerpen; vóór 16:00\u00a0uur, € 35', 'nl')).toEqual([
      'breakable space after €: «twerpen; vóór 16:00⍽uur, € 35»',
    ]);
  });
});
