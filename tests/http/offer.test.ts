/**
 * Each business figure is written once (shared/offer/figures.ts): the site is rendered with the real figures,
 * then again with every figure changed, and on every page of the route table each figure the visitor
 * read before now reads the new value, the old one nowhere. Prices come from the tariff through the product
 * line, and the delays and insurance ceilings the product line's areas give (tests/http/product-line-pages.test.ts);
 * the company's record from its configuration.
 */
import { describe, expect, it, vi } from 'vitest';
import { formatters } from '../../shared/format';
import type { Lang } from '../../shared/langs';
import * as real from '../../shared/offer';
import { pages } from '../../shared/routes';
import { normalizeSpaces, visibleText } from '../support/app';

type Offer = typeof real;

/**
 * The pages that still read the figures above. The tariffs page and the general terms read the product
 * line (shared/offer/), which this mock does not change: tests/http/tariffs-page.test.ts and
 * legal-pages.test.ts hold them to it.
 */
const checkedPages = pages.filter((page) => page.route.kind !== 'tariffs' && !(page.route.kind === 'legal' && page.route.id === 'terms'));
type Widen<T> = { -readonly [K in keyof T]: T[K] extends number ? number : Widen<T[K]> };

/** Every figure changed to a value no page shows otherwise. */
const changed: Widen<Pick<Offer, 'pickup' | 'sameDay' | 'insurance' | 'punctuality' | 'brusselsExpress'>> & {
  van: { tonnes: number; payloadKg: number; volumeM3: number };
  smallPallets: { savingsPct: number };
} = {
  van: { tonnes: 3.4, payloadKg: 1100, volumeM3: 4 },
  pickup: { fromMin: 55, toMin: 85, elsewhereFromH: 4, elsewhereToH: 5, urgentLocalMin: 17, urgentRegionalMin: 33, urgentNationalMin: 47 },
  sameDay: { betweenCities: 13, withinCity: 17, nextMorning: 11, palletsNextDay: 15 },
  insurance: {
    express: 6000,
    parcelBase: 600,
    parcelExtension: 12000,
    pallets: 1200,
    urgentLocal: 700,
    urgentRegional: 1300,
    urgentNational: 2300,
    urgentExtension: 60000,
    standardPlan: 7000,
    premiumPlan: 70000,
    urgentPlan: 120000,
  },
  punctuality: { urgentPct: 97.5, parcelWindowPct: 97, parcelNextDayPct: 94 },
  smallPallets: { savingsPct: 55 },
  // Express's Brussels cell in words: its cut-off written with the changed hours (17 h, then before 11 h).
  brusselsExpress: {
    fr: { ...real.brusselsExpress.fr, cutOff: real.cutOffText('fr', { hour: 17, later: 'nextMorning', nextMorningBefore: 11 }) },
    nl: { ...real.brusselsExpress.nl, cutOff: real.cutOffText('nl', { hour: 17, later: 'nextMorning', nextMorningBefore: 11 }) },
  },
};

type Registry = typeof import('../../shared/offer/placeholders/offer');

/** The changed figures as the content files' placeholders name them (`{sameDay.withinCity}`, `{fleet.van.payloadKg}`). */
const changedPlaceholders = (lang: Lang): Record<string, number | string> => ({
  ...Object.fromEntries(
    (['pickup', 'sameDay', 'punctuality'] as const).flatMap((group) =>
      Object.entries(changed[group]).map(([key, value]) => [`${group}.${key}`, value]),
    ),
  ),
  'fleet.maxTonnes': changed.van.tonnes,
  'fleet.van.payloadKg': changed.van.payloadKg,
  'fleet.van.volumeM3': changed.van.volumeM3,
  'pallets.savingsPct': changed.smallPallets.savingsPct,
  'express.brussels.cutOff': changed.brusselsExpress[lang].cutOff,
});

/** The real figures, in the shape of \`changed\`: the van's and the pallets' read from the product line. */
const realFigures = {
  ...(real as unknown as typeof changed),
  van: { tonnes: real.fleet.maxTonnes, payloadKg: real.fleet.van.payloadKg, volumeM3: real.fleet.van.volumeM3 },
  smallPallets: { savingsPct: real.pallets.savingsPct },
};

/** How a page writes a figure, in each language: `{v}`, `{a}`, `{b}` stand for the formatted values. */
type Shown = {
  name: string;
  values: (o: typeof changed, f: ReturnType<typeof formatters>) => Record<string, string>;
  fr: string[];
  nl: string[];
};

const shown: Shown[] = [
  {
    name: 'same day between cities',
    values: (o) => ({ v: `${o.sameDay.betweenCities}` }),
    fr: ['avant {v} h'],
    nl: ['vóór {v} uur', 'tot {v} uur'],
  },
  { name: 'same day within a city', values: (o) => ({ v: `${o.sameDay.withinCity}` }), fr: ['jusqu’à {v} h'], nl: ['tot {v} uur'] },
  { name: 'next morning', values: (o) => ({ v: `${o.sameDay.nextMorning}` }), fr: ['avant {v} h'], nl: ['vóór {v} uur'] },
  {
    name: 'van',
    values: (o, f) => ({ t: f.num(o.van.tonnes), kg: f.num(o.van.payloadKg), m: `${o.van.volumeM3}` }),
    fr: ['jusqu’à {t} t', '{kg} kg', '{m} m³'],
    nl: ['tot {t} ton', '{kg} kg', '{m} m³'],
  },
  {
    name: 'pallet savings',
    values: (o, f) => ({ v: f.pct(o.smallPallets.savingsPct) }),
    fr: ['jusqu’à {v}', 'Jusqu’à {v}'],
    nl: ['tot {v}', 'Tot {v}'],
  },
];

/** The phrases of one figure as a page in this language would write them with these values. */
function phrases(item: Shown, offer: typeof changed, lang: Lang): string[] {
  const values = item.values(offer, formatters(lang));
  return item[lang].map((template) => normalizeSpaces(template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!)));
}

/** Occurrences of a phrase standing on its own (not inside a longer number or word). */
function count(text: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`(?<![\\p{L}\\d,.])${escaped}(?![\\d]|,\\d|\\.\\d)`, 'gu'))?.length ?? 0;
}

type Rendered = Map<string, { text: string; offers: number[] }>;

/** Every page of the route table, rendered by a fresh app whose modules see the given offer module. */
async function renderSite(): Promise<Rendered> {
  const { http } = await import('../support/app');
  const agent = http();
  const site: Rendered = new Map();
  for (const page of checkedPages) {
    const res = await agent.get(page.path);
    expect(res.status, page.path).toBe(200);
    const offers = [...res.text.matchAll(/"minPrice":([\d.]+)/g)].map((m) => Number(m[1]));
    site.set(page.path, { text: normalizeSpaces(visibleText(res.text)), offers });
  }
  return site;
}

describe('a business figure is written once', () => {
  let before: Rendered;
  let after: Rendered;

  it('renders the site with the real figures, then with every figure changed', async () => {
    before = await renderSite();
    vi.resetModules();
    vi.doMock('../../shared/offer', async (importOriginal) => ({ ...(await importOriginal<Offer>()), ...changed }));
    // The content files read the same figures through their placeholders (shared/offer/placeholders).
    vi.doMock('../../shared/offer/placeholders/offer', async (importOriginal) => {
      const registry = await importOriginal<Registry>();
      return { ...registry, offerPlaceholders: (lang: Lang) => ({ ...registry.offerPlaceholders(lang), ...changedPlaceholders(lang) }) };
    });
    // The fresh modules have a fresh log: keep it out of the report, as tests/support/quiet-logs.ts does.
    (await import('../../server/request-log')).setLogSink(() => {});
    after = await renderSite();
    vi.doUnmock('../../shared/offer');
    vi.doUnmock('../../shared/offer/placeholders/offer');
    // Test files share their modules (isolate: false): the next one must get the real figures again.
    vi.resetModules();
  }, 60_000);

  it.each(shown.map((item) => [item.name, item] as const))(
    '%s: every page that showed it shows the new value, none the old one',
    (_, item) => {
      let pagesShowing = 0;
      for (const page of checkedPages) {
        // Two figures may share a value (5 000 € for two products): the phrases are compared as a set.
        const old = [...new Set(phrases(item, realFigures, page.lang))];
        const now = [...new Set(phrases(item, changed, page.lang))];
        const textBefore = before.get(page.path)!.text;
        const textAfter = after.get(page.path)!.text;
        const shownBefore = old.reduce((sum, phrase) => sum + count(textBefore, phrase), 0);
        for (const phrase of old) expect(count(textAfter, phrase), `${page.path}: "${phrase}" is still there`).toBe(0);
        const shownAfter = now.reduce((sum, phrase) => sum + count(textAfter, phrase), 0);
        expect(shownAfter, `${page.path}: ${now.join(' | ')}`).toBeGreaterThanOrEqual(shownBefore);
        if (shownBefore > 0) pagesShowing++;
      }
      expect(pagesShowing, 'the figure is shown somewhere').toBeGreaterThan(0);
    },
  );
});
