import type { HTMLElement } from 'node-html-parser';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { formatters } from '../../shared/format';
import { langTag, langs } from '../../shared/langs';
import { eurCents, fromPrice, productIds, products, vatPrice } from '../../shared/offer';
import { placeIndex } from '../../shared/places/list';
import { findPlace, roadKm } from '../../shared/places/places';
import { quote } from '../../shared/offer/quote';
import { pages, routeOf } from '../../shared/routes';
import { euros } from '../../views/islands/simulator/summary';
import { pricedTrips } from '../../views/pages/tariffs-page';
import { decodeEntities, http, normalizeSpaces, pageHtml, testSiteUrl } from '../support/app';
import { expectWholeInSearchResults } from '../support/search-results';

// The tariffs and delays page: in the route table, the sitemap and every footer; its table is the
// product line, row for row, its prices the tariff's to the cent (excl. VAT, and VAT included); its
// example trips are priced by the simulator's tariff on the estimated distance, and each one opens the
// simulator on its result.

const tariffs = routeOf('tariffs');
const text = (node: HTMLElement | null | undefined) => normalizeSpaces(node?.text ?? '').trim();

describe('the tariffs page in the route table', () => {
  it.each(langs)(
    'answers 200 in %s, pairs with its twin, is in the sitemap, with a title and description of the right length',
    async (lang) => {
      const root = parse(await pageHtml(tariffs.paths[lang]));
      expect(root.querySelector('html')?.getAttribute('lang')).toBe(langTag[lang]);
      const alternates = root
        .querySelectorAll('link[rel="alternate"]')
        .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(alternates).toEqual([
        ['fr-BE', testSiteUrl + tariffs.paths.fr],
        ['nl-BE', testSiteUrl + tariffs.paths.nl],
        ['x-default', testSiteUrl + tariffs.paths.fr],
      ]);
      const sitemap = (await http().get('/sitemap.xml')).text;
      expect(sitemap).toContain(`<loc>${testSiteUrl}${tariffs.paths[lang]}</loc>`);
      const title = decodeEntities(root.querySelector('title')?.text ?? '');
      const description = decodeEntities(root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
      expectWholeInSearchResults(title, description, tariffs.paths[lang]);
    },
  );

  it.each(pages.map((page) => [page.path, page.lang] as const))('%s links to the tariffs page from its footer', async (path, lang) => {
    const link = parse(await pageHtml(path)).querySelector('footer a[data-nav="tariffs"]');
    expect(link?.getAttribute('href')).toBe(tariffs.paths[lang]);
    expect(text(link).length).toBeGreaterThan(5);
  });
});

describe.each(langs)('the product table (%s)', (lang) => {
  const f = formatters(lang);
  const table = async () => parse(await pageHtml(tariffs.paths[lang])).querySelector('table.product-table')!;

  it('has one group of rows per product of the line, one row per area, in order', async () => {
    const groups = (await table()).querySelectorAll('tbody');
    expect(groups.map((group) => group.getAttribute('data-product'))).toEqual([...productIds]);
    for (const group of groups) {
      const product = products[group.getAttribute('data-product') as (typeof productIds)[number]];
      expect(group.querySelectorAll('tr').map((row) => row.getAttribute('data-area'))).toEqual(product.areas.map((area) => area.id));
      expect(text(group.querySelector('th[scope="rowgroup"]'))).toContain(product.name[lang]);
    }
  });

  it('states each "from" price of the line excl. VAT with the VAT-included figure, to the cent', async () => {
    const root = await table();
    let priced = 0;
    for (const id of productIds) {
      for (const area of products[id].areas) {
        const cell = root.querySelector(`tbody[data-product="${id}"] [data-price-area="${area.id}"]`);
        const price = fromPrice(area);
        if (!price) {
          expect(cell).toBeNull();
          continue;
        }
        priced += 1;
        expect(Number(cell?.getAttribute('data-price-cents'))).toBe(quote(area.price!.trip).total);
        const shown = text(cell);
        expect(shown).toContain(normalizeSpaces(eurCents(f, price.exclCents)));
        expect(shown).toContain(normalizeSpaces(eurCents(f, price.inclCents)));
      }
    }
    expect(priced).toBeGreaterThanOrEqual(productIds.length);
  });

  it('scrolls inside a focusable region on a narrow screen, with a hint that says so', async () => {
    const root = parse(await pageHtml(tariffs.paths[lang]));
    const region = root.querySelector('table.product-table')?.parentNode;
    expect(region?.getAttribute('role')).toBe('region');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.classList.contains('table-scroll')).toBe(true);
    expect(text(root.querySelector('.scroll-hint')).length).toBeGreaterThan(10);
  });
});

describe.each(langs)('the example trips (%s)', (lang) => {
  const f = formatters(lang);
  const trips = pricedTrips();

  it('are the four trips of the issue, on the estimated road distance', () => {
    expect(trips.map((trip) => [trip.from.fr, trip.to.fr])).toEqual([
      ['Ixelles', 'Uccle'],
      ['Bruxelles', 'Anvers'],
      ['Liège', 'Gand'],
      ['Bruxelles', 'Arlon'],
    ]);
    for (const trip of trips) {
      expect(trip.km).toBe(roadKm(findPlace(placeIndex, trip.from.fr, 'fr')!, findPlace(placeIndex, trip.to.fr, 'fr')!));
    }
    expect(trips.map((trip) => trip.shipment.zone)).toEqual(['brusselsArea', 'upTo100Km', 'over100Km', 'over100Km']);
  });

  it('show the price the simulator gives, to the cent, excl. VAT and VAT included', async () => {
    const root = parse(await pageHtml(tariffs.paths[lang]));
    for (const trip of trips) {
      const row = root.querySelector(`tr[data-trip="${trip.from.nis}-${trip.to.nis}"]`);
      const cell = row?.querySelector('[data-price-cents]');
      expect(Number(cell?.getAttribute('data-price-cents'))).toBe(quote(trip.shipment).total);
      const price = vatPrice(quote(trip.shipment).total);
      expect(text(cell)).toContain(normalizeSpaces(eurCents(f, price.exclCents)));
      expect(text(cell)).toContain(normalizeSpaces(eurCents(f, price.inclCents)));
      expect(text(row?.querySelector('th'))).toContain(trip.from[lang]);
      expect(text(row?.querySelector('th'))).toContain(trip.to[lang]);
    }
  });

  it('each open the simulator on its result, with the same total', async () => {
    const root = parse(await pageHtml(tariffs.paths[lang]));
    for (const trip of trips) {
      const href = root.querySelector(`tr[data-trip="${trip.from.nis}-${trip.to.nis}"] a`)?.getAttribute('href') ?? '';
      expect(href).toMatch(new RegExp(`^/${lang}/\\?.*step=result.*#simulator$`));
      const res = await http().get(href.replace(/#.*$/, '')).expect(200);
      const output = parse(res.text).querySelector('output[name="total"]');
      expect(normalizeSpaces(output?.text ?? '')).toContain(normalizeSpaces(euros(f, quote(trip.shipment).total)));
    }
  });

  it('link to the general terms of carriage', async () => {
    const root = parse(await pageHtml(tariffs.paths[lang]));
    expect(root.querySelector(`main a[href="${routeOf('legal', 'terms').paths[lang]}"]`)).not.toBeNull();
  });
});
