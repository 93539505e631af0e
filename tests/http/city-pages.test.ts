import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/langs';
import type { Route } from '../../shared/routes';
import { routes } from '../../shared/routes';
import { areaOf, spanWords } from '../../shared/offer';
import { normalizeSpaces, pageHtml, testSiteUrl, visibleText } from '../support/app';
import { elements, hrefs, jsonLd, mainOf, metaContent, titleOf } from '../support/html';
import { expectWholeInSearchResults } from '../support/search-results';

/*
 * The 32 city and commune pages (issue 5, SPEC §2 "City and commune pages"). The pages come from the
 * route table; what each must show is written here from the specification.
 */

type CityPage = { route: Route; lang: Lang; path: string; slug: string };

const cityPages: CityPage[] = routes
  .filter((route) => route.kind === 'city')
  .flatMap((route) =>
    (['fr', 'nl'] as const).map((lang) => {
      const path = route.paths[lang];
      const slug = /^\/(?:fr\/livraison-express|nl\/expresslevering)-([a-z-]+)\/$/.exec(path)?.[1];
      if (!slug) throw new Error(`unexpected city path ${path}`);
      return { route, lang, path, slug };
    }),
  );

/** SPEC §2: no zones list on Anderlecht and Ixelles (and their Dutch twins). */
const withoutZones = new Set(['fr:anderlecht', 'nl:anderlecht', 'fr:ixelles', 'nl:elsene']);
/** SPEC §2: 12 coverage areas on antwerpen, gent, luik, charleroi; issue 5: their French twins get the same depth. */
const twelveAreas = new Set(['nl:antwerpen', 'nl:gent', 'nl:luik', 'nl:charleroi', 'fr:anvers', 'fr:gand', 'fr:liege', 'fr:charleroi']);

/** The 19 communes of the Brussels-Capital Region, in each language (each list item starts with one). */
const brusselsCommunes: Record<Lang, RegExp[]> = {
  fr: [
    /^Anderlecht/,
    /^Auderghem/,
    /^Berchem-Sainte-Agathe/,
    /^(?:Bruxelles|Ville de Bruxelles)/,
    /^Etterbeek/,
    /^Evere/,
    /^Forest/,
    /^Ganshoren/,
    /^Ixelles/,
    /^Jette/,
    /^Koekelberg/,
    /^Molenbeek/,
    /^Saint-Gilles/,
    /^Saint-Josse/,
    /^Schaerbeek/,
    /^Uccle/,
    /^Watermael-Boitsfort/,
    /^Woluwe-Saint-Lambert/,
    /^Woluwe-Saint-Pierre/,
  ],
  nl: [
    /^Anderlecht/,
    /^Oudergem/,
    /^Sint-Agatha-Berchem/,
    /^(?:Brussel|Stad Brussel)/,
    /^Etterbeek/,
    /^Evere/,
    /^Vorst/,
    /^Ganshoren/,
    /^Elsene/,
    /^Jette/,
    /^Koekelberg/,
    /^(?:Sint-Jans-)?Molenbeek/,
    /^Sint-Gillis/,
    /^Sint-Joost/,
    /^Schaarbeek/,
    /^Ukkel/,
    /^Watermaal-Bosvoorde/,
    /^Sint-Lambrechts-Woluwe/,
    /^Sint-Pieters-Woluwe/,
  ],
};

/** SPEC §2: service kinds named across pages (the view marks each card with data-service). */
const knownKinds = [
  'same-day',
  'b2b',
  'restaurants',
  'ecommerce',
  'documents',
  'medical',
  'pallets',
  'port',
  'air',
  'industrial',
  'international',
];

// ---------------------------------------------------------------------------------------------
// The page's own text
// ---------------------------------------------------------------------------------------------

/** The page's own text: its main without the price and request section, the same on every page (issue 28). */
function ownText(main: string): string {
  const without = main.replace(/<section\b[^>]*class="section quote-section"[\s\S]*?<\/section>/, '');
  if (without === main) throw new Error('no quote section');
  return without;
}

/** The inner HTML of the <ul> carrying data-block="name", if any. */
function block(html: string, name: string): string | undefined {
  return new RegExp(`<ul\\b[^>]*data-block="${name}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1];
}

/** Lowercase, accents removed, spaces and apostrophes made hyphens: "Liège" -> "liege". */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’]+/g, '-');
}

const key = (page: CityPage) => `${page.lang}:${page.slug}`;

// ---------------------------------------------------------------------------------------------

describe.each(cityPages)('$path', (page) => {
  // The quick quote shows the price on the page itself (issue 28).
  const quoteAction = `${page.path}#simulator-wizard`;

  it('is in its language, with canonical and alternates', async () => {
    const html = await pageHtml(page.path);
    expect(html).toMatch(new RegExp(`<html lang="${page.lang}-BE"`));
    expect(html).toContain(`<link rel="canonical" href="${testSiteUrl}${page.path}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="fr-BE" href="${testSiteUrl}${page.route.paths.fr}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="nl-BE" href="${testSiteUrl}${page.route.paths.nl}"/>`);
  });

  it('has a hero with one h1, the quick quote to its own simulator with the city as origin, and a tel: link', async () => {
    const main = mainOf(await pageHtml(page.path));
    const hero = /<section\b[^>]*class="hero[^"]*"[^>]*>([\s\S]*?)<\/section>/.exec(main)?.[1];
    expect(hero).toBeDefined();
    expect(elements(main, 'h1')).toHaveLength(1);
    expect(elements(hero!, 'h1')).toHaveLength(1);
    expect(visibleText(elements(hero!, 'h1')[0]!).length).toBeGreaterThan(5);
    expect(hero).toContain(`action="${quoteAction}"`);
    expect(hero).toMatch(/<input[^>]*name="from"[^>]*value="[^"]+"/);
    expect(hrefs(hero!).some((href) => /^tel:\+?\d{8,}$/.test(href))).toBe(true);
  });

  it('has a presentation text of several paragraphs after the hero', async () => {
    const main = ownText(mainOf(await pageHtml(page.path)));
    const sections = elements(main, 'section');
    const intro = sections[1]!;
    expect(intro).not.toContain('data-block=');
    const paragraphs = elements(intro, 'p').map((p) => visibleText(p));
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs.join(' ').length).toBeGreaterThan(400);
  });

  it('has the three highlight cards', async () => {
    const highlights = block(mainOf(await pageHtml(page.path)), 'highlights');
    expect(highlights).toBeDefined();
    const cards = elements(highlights!, 'li');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(elements(card, 'h3')).toHaveLength(1);
      expect(visibleText(elements(card, 'p')[0] ?? '').length).toBeGreaterThan(40);
    }
  });

  it('has a service grid with same-day and B2B, plus restaurants, e-commerce or urgent documents', async () => {
    const services = block(mainOf(await pageHtml(page.path)), 'services');
    expect(services).toBeDefined();
    const kinds = [...services!.matchAll(/data-service="([^"]+)"/g)].map((m) => m[1]!);
    expect(kinds.length).toBe(elements(services!, 'li').length);
    expect(kinds).toContain('same-day');
    expect(kinds).toContain('b2b');
    expect(kinds.some((kind) => ['restaurants', 'ecommerce', 'documents'].includes(kind))).toBe(true);
    for (const kind of kinds) expect(knownKinds).toContain(kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const card of elements(services!, 'li')) {
      expect(elements(card, 'h3')).toHaveLength(1);
      expect(visibleText(elements(card, 'p')[0] ?? '').length).toBeGreaterThan(40);
    }
  });

  const zonesWanted = !withoutZones.has(key(page));
  it(zonesWanted ? 'lists the zones it serves' : 'has no zones list (SPEC: absent on Anderlecht and Ixelles)', async () => {
    const main = mainOf(await pageHtml(page.path));
    const zones = block(main, 'zones');
    if (!zonesWanted) {
      expect(main).not.toContain('data-block="zones"');
      return;
    }
    expect(zones).toBeDefined();
    const items = elements(zones!, 'li').map((li) => visibleText(li));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(items).size).toBe(items.length);
    for (const item of items) expect(item.length).toBeGreaterThan(1);
  });

  it('closes with a call to action: phone link and the quick quote', async () => {
    const main = mainOf(await pageHtml(page.path));
    const sections = elements(main, 'section');
    const closing = sections[sections.length - 1]!;
    expect(closing).not.toContain('data-block=');
    expect(elements(closing, 'h2')).toHaveLength(1);
    expect(closing).toContain(`action="${quoteAction}"`);
    expect(hrefs(closing).some((href) => /^tel:\+?\d{8,}$/.test(href))).toBe(true);
    // No call to action jumps to the bottom of the home page any more (issue 21).
    expect(hrefs(main).filter((href) => href.endsWith('#contact'))).toEqual([]);
  });

  it('shows its blocks in the order of the specification', async () => {
    const main = mainOf(await pageHtml(page.path));
    const at = (marker: string) => main.indexOf(marker);
    const order = [at('<h1'), at('data-block="highlights"'), at('data-block="services"')];
    if (zonesWanted) order.push(at('data-block="zones"'));
    order.push(main.lastIndexOf('<section'));
    for (const index of order) expect(index).toBeGreaterThanOrEqual(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('has JSON-LD: Service whose areaServed names the place, and a BreadcrumbList', async () => {
    const html = await pageHtml(page.path);
    const data = jsonLd(html);
    const services = data.filter((item) => item['@type'] === 'Service');
    expect(services).toHaveLength(1);
    const service = services[0]!;
    expect(service['url']).toBe(`${testSiteUrl}${page.path}`);
    expect((service['provider'] as Record<string, unknown>)['@type']).toBe('Organization');
    const area = service['areaServed'] as Record<string, unknown>;
    expect(['City', 'Place', 'AdministrativeArea']).toContain(area['@type']);
    const name = String(area['name']);
    expect(slugify(name).startsWith(page.slug), `${name} names ${page.slug}`).toBe(true);
    expect(visibleText(elements(mainOf(html), 'h1')[0]!)).toContain(name.split(/[-\s]/)[0]!);

    const crumbs = data.filter((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs).toHaveLength(1);
    const items = crumbs[0]!['itemListElement'] as Record<string, unknown>[];
    expect(items.map((item) => item['item'])).toEqual([`${testSiteUrl}/${page.lang}/`, `${testSiteUrl}${page.path}`]);
    expect(items.map((item) => item['position'])).toEqual([1, 2]);
  });
});

describe('what SPEC names for particular pages', () => {
  const bySlug = (lang: Lang, slug: string) => cityPages.find((p) => p.lang === lang && p.slug === slug)!;

  it.each([
    ['fr', 'anderlecht'],
    ['fr', 'ixelles'],
    ['nl', 'anderlecht'],
    ['nl', 'elsene'],
  ] as const)("%s %s promises delivery in Brussels as Express's cell gives it (SPEC §1's blended 1-3 hours went)", async (lang, slug) => {
    const text = visibleText(mainOf(await pageHtml(bySlug(lang, slug).path)));
    expect(text).toContain(normalizeSpaces(spanWords(lang, areaOf('express', 'brussels').delivery)));
    expect(text).not.toMatch(lang === 'fr' ? /(?<![\d])1 ?(?:-|–|à) ?3 ?h/i : /(?<![\d])1 ?(?:-|–|tot) ?3 ?uur/i);
  });

  it.each([
    ['nl', 'brussel'],
    ['fr', 'bruxelles'],
  ] as const)('%s %s adds medical courier and pallets services and lists the 19 Brussels communes', async (lang, slug) => {
    const main = mainOf(await pageHtml(bySlug(lang, slug).path));
    const kinds = [...(block(main, 'services') ?? '').matchAll(/data-service="([^"]+)"/g)].map((m) => m[1]);
    expect(kinds).toContain('medical');
    expect(kinds).toContain('pallets');
    const items = elements(block(main, 'zones') ?? '', 'li').map((li) => visibleText(li));
    expect(items).toHaveLength(19);
    for (const commune of brusselsCommunes[lang]) {
      expect(
        items.filter((item) => commune.test(item)),
        String(commune),
      ).toHaveLength(1);
    }
  });

  it.each([...twelveAreas].map((k) => k.split(':') as [Lang, string]))('%s %s lists exactly 12 coverage areas', async (lang, slug) => {
    const items = elements(block(mainOf(await pageHtml(bySlug(lang, slug).path)), 'zones') ?? '', 'li');
    expect(items).toHaveLength(12);
  });

  it.each([
    ['nl', 'antwerpen', [/haven/i, /diamant/i]],
    ['fr', 'anvers', [/\bport\b/i, /diamant/i]],
    ['nl', 'gent', [/\btech|technolog/i, /haven/i]],
    ['fr', 'gand', [/\btech|technolog/i, /\bport\b/i]],
    ['nl', 'luik', [/luchthaven|airport/i]],
    ['fr', 'liege', [/aéroport|airport/i]],
    ['nl', 'charleroi', [/luchthaven|airport/i]],
    ['fr', 'charleroi', [/aéroport|airport/i]],
  ] as const)('%s %s mentions what SPEC names for it', async (lang, slug, patterns) => {
    const text = visibleText(mainOf(await pageHtml(bySlug(lang, slug).path)));
    for (const pattern of patterns) expect(text).toMatch(pattern);
  });

  it.each([
    ['nl', 'antwerpen', 'port'],
    ['fr', 'anvers', 'port'],
    ['nl', 'luik', 'air'],
    ['fr', 'liege', 'air'],
    ['nl', 'charleroi', 'air'],
    ['fr', 'charleroi', 'air'],
  ] as const)('%s %s has a %s freight service card', async (lang, slug, kind) => {
    const services = block(mainOf(await pageHtml(bySlug(lang, slug).path)), 'services') ?? '';
    expect(services).toContain(`data-service="${kind}"`);
  });
});

describe('each page is written for its place', () => {
  /** Paragraphs of the main content (the header and footer are the shared frame, outside <main>). */
  async function paragraphsOf(page: CityPage): Promise<string[]> {
    return elements(ownText(mainOf(await pageHtml(page.path))), 'p').map((p) => visibleText(p));
  }

  it('no two of the 32 pages share a paragraph (nor repeat one)', async () => {
    const seen = new Map<string, string[]>();
    for (const page of cityPages) {
      for (const paragraph of await paragraphsOf(page)) {
        expect(paragraph.length, `empty paragraph on ${page.path}`).toBeGreaterThan(0);
        seen.set(paragraph, [...(seen.get(paragraph) ?? []), page.path]);
      }
    }
    const shared = [...seen].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
  });

  it('no two pages share a paragraph that differs only by the place name', async () => {
    const seen = new Map<string, string[]>();
    for (const page of cityPages) {
      const area = jsonLd(await pageHtml(page.path)).find((item) => item['@type'] === 'Service')?.['areaServed'] as
        | Record<string, unknown>
        | undefined;
      const name = String(area?.['name'] ?? '');
      for (const paragraph of await paragraphsOf(page)) {
        const masked = name ? paragraph.split(name).join('{place}') : paragraph;
        if (!masked.includes('{place}')) continue;
        seen.set(masked, [...(seen.get(masked) ?? []), page.path]);
      }
    }
    const shared = [...seen].filter(([, paths]) => new Set(paths).size > 1);
    expect(shared).toEqual([]);
  });

  it('titles and descriptions are unique across the route table', async () => {
    const allPaths = routes.flatMap((route) => [route.paths.fr, route.paths.nl]);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of allPaths) {
      const html = await pageHtml(path);
      const title = titleOf(html);
      const description = metaContent(html, 'description');
      expectWholeInSearchResults(title, description, path);
      expect(titles.get(title), `title of ${path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });
});
