import { describe, expect, it } from 'vitest';
import { langs } from '../../shared/langs';
import { pages } from '../../shared/routes';
import { areaPrice } from '../../shared/offer';
import { contradictions, jsonLdOf, offerContradictions, readableLines, tripPrices } from '../support/buyer-reading';
import { pageHtml, testConfig } from '../support/app';

/**
 * One answer per product and zone (issue 27): read every page of both languages as a buyer would, and
 * hold each delay stated next to a product to that product's cells in the product line.
 */
describe.each(langs)('a buyer reading every %s page', (lang) => {
  const paths = pages.filter((page) => page.lang === lang).map((page) => page.path);

  it('finds no delay that contradicts the product it is said of', { timeout: 60_000 }, async () => {
    const found = [];
    for (const path of paths) {
      const html = await pageHtml(path);
      const jsonLd = jsonLdOf(html);
      found.push(...contradictions(path, lang, [...readableLines(html), ...jsonLd.lines], testConfig.company.name));
      found.push(...offerContradictions(path, lang, jsonLd.offers));
    }
    expect(found.map((c) => `${c.page} [${c.product}] «${c.said}» in: ${c.clause}`)).toEqual([]);
  });
});

describe.each(langs)("the simulator's answers at /%s/", (lang) => {
  const trips = [
    ['Ixelles', 'Uccle'],
    ['Anvers', 'Anvers'],
    ['Liège', 'Liège'],
    ['Gand', 'Gand'],
    ['Charleroi', 'Charleroi'],
    ['Bruxelles', 'Liège'],
    ['Uccle', 'Drogenbos'],
    ['Namur', 'Dinant'],
    ['Ostende', 'Arlon'],
  ] as const;
  const result = async (from: string, to: string, urgency: string) => {
    const html = await pageHtml(`/${lang}/?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&urgency=${urgency}&step=quote`);
    const cell = /data-promise="([^"]+)"/.exec(html)?.[1];
    return { html, cell };
  };

  it('gives each trip the promise of the product it prices, the one the pages give', { timeout: 60_000 }, async () => {
    const found = [];
    for (const [from, to] of trips) {
      for (const urgency of ['standard', 'urgent', 'night', 'weekend']) {
        const { html, cell } = await result(from, to, urgency);
        expect(cell, `${from} → ${to}, ${urgency}`).toBeDefined();
        const lines = readableLines(html).filter((line) => /Délai|Termijn|Formule/.test(line));
        found.push(...contradictions(`${from} → ${to} (${urgency})`, lang, lines, testConfig.company.name));
      }
    }
    expect(found.map((c) => `${c.page} [${c.product}] «${c.said}» in: ${c.clause}`)).toEqual([]);
  });

  it('tells a visitor who picks the zone by hand, without places, that inside or between the five cities it is Express', async () => {
    const manual = await pageHtml(`/${lang}/?zone=nearby_cities&distance=0&vehicle=van&urgency=standard&step=result`);
    expect(/data-promise="([^"]+)"/.exec(manual)?.[1]).toBe('standard/upTo100Km');
    expect(manual).toContain('sim-cities-note');
    // With the two places typed, the simulator knows and names Express itself: no note.
    const typed = await result(lang === 'fr' ? 'Anvers' : 'Antwerpen', lang === 'fr' ? 'Anvers' : 'Antwerpen', 'standard');
    expect(typed.cell).toBe('express/city');
    expect(typed.html).not.toContain('sim-cities-note');
  });

  it('promises a trip inside one of the five cities the same day, and Urgent less time than the day speed', async () => {
    for (const city of ['Anvers', 'Liège', 'Gand', 'Charleroi']) expect((await result(city, city, 'standard')).cell).toBe('express/city');
    expect((await result('Bruxelles', 'Liège', 'standard')).cell).toBe('express/betweenCities');
    expect((await result('Ixelles', 'Uccle', 'standard')).cell).toBe('express/brussels');
    expect((await result('Ixelles', 'Uccle', 'urgent')).cell).toBe('urgent/local');
    expect((await result('Namur', 'Dinant', 'standard')).cell).toBe('standard/upTo100Km');
    expect((await result('Ostende', 'Arlon', 'urgent')).cell).toBe('urgent/long');
  });
});

describe("the buyer's reading itself", () => {
  const said = (line: string, lang: 'fr' | 'nl' = 'fr') =>
    contradictions('/planted/', lang, [line], testConfig.company.name).map((c) => `${c.product} ${c.said}`);

  it('fails when a page states another delay for a product than its cell', () => {
    // Urgent's Brussels pickup is 20 minutes; 45 is its pickup on long trips, not in Brussels.
    expect(said('En Urgent, à Bruxelles, un chauffeur est chez vous en 45 minutes.')).toEqual(['urgent 45 minutes']);
    expect(said('Livraison express à Bruxelles en 4 h.')).toEqual(['express 4 h']);
    expect(said('Met Spoed staat er binnen 30 minuten een chauffeur aan uw deur in Brussel.', 'nl')).toEqual(['urgent 30 minuten']);
    expect(said('Standaard: geleverd binnen 3 tot 5 werkdagen.', 'nl')).toEqual(['standard 3 tot 5 werkdagen']);
  });

  it("reads the delay as said of the product named before it, and passes the cells' own answers", () => {
    expect(said('En Express, enlèvement en 60 à 90 minutes ; en Standard, dans les 2 à 3 h.')).toEqual([]);
    expect(said('En Urgent, à Bruxelles, un chauffeur est chez vous en 20 minutes et livre en 1 h.')).toEqual([]);
    // A cut-off hour or a night window is not a delay.
    expect(said('Express : le jour même pour une commande confirmée avant 14 h.')).toEqual([]);
    expect(said('Nuit : enlèvement entre 18 h et 6 h.')).toEqual([]);
  });

  it("fails on an insurance ceiling or a JSON-LD price that is not the product's", () => {
    expect(said('Express : assurance jusqu’à 10 000 € par envoi.')).toEqual(['express 10 000 €']);
    expect(said('Express : assurance jusqu’à 5 000 € par envoi, 50 000 € sous contrat.')).toEqual([]);
    // A price no urgent trip costs (a euro above the dearest one), then the local band's own "from" price.
    const none = Math.max(...tripPrices('urgent')) + 100;
    expect(offerContradictions('/planted/', 'fr', [{ name: 'Livraison urgente locale', inclCents: none }]).map((c) => c.said)).toEqual([
      `${none / 100} €`,
    ]);
    const local = areaPrice('urgent', 'local').inclCents;
    expect(offerContradictions('/planted/', 'fr', [{ name: 'Livraison urgente locale', inclCents: local }])).toEqual([]);
  });

  it('finds a planted contradiction on a real page', async () => {
    const lines = readableLines(await pageHtml('/fr/services/livraison-urgente/'));
    expect(contradictions('/fr/services/livraison-urgente/', 'fr', lines, testConfig.company.name)).toEqual([]);
    const planted = lines.map((line) => line.replace('un chauffeur chez vous en 20 minutes', 'un chauffeur chez vous en 30 minutes'));
    expect(planted).not.toEqual(lines);
    expect(contradictions('/fr/services/livraison-urgente/', 'fr', planted, testConfig.company.name).map((c) => c.said)).toContain(
      '30 minutes',
    );
  });
});
