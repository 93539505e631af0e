import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { langTag } from '../../shared/langs';
import { pages } from '../../shared/routes';
import { http, pageHtml, testConfig, testSiteUrl } from '../support/app';
import { loadVocabulary, vocabularyErrors } from '../support/schema-vocabulary';

type Node = Record<string, unknown>;

const vocabulary = loadVocabulary();

/** The JSON-LD blocks of a page, parsed. */
async function blocksOf(path: string): Promise<Node[]> {
  return parse(await pageHtml(path))
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as Node);
}

/** Every node of a JSON-LD tree, nested ones included. */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== 'object') return [];
  return [value as Node, ...Object.values(value).flatMap(nodesOf)];
}

const organizationId = `${testSiteUrl}/#organization`;

describe('the vocabulary check', () => {
  it('knows the types and properties of schema.org, inherited ones included', () => {
    expect(vocabulary.hasType('LocalBusiness')).toBe(true);
    const properties = vocabulary.propertiesOf('LocalBusiness');
    for (const name of ['name', 'address', 'telephone', 'geo', 'openingHoursSpecification', 'areaServed', 'parentOrganization']) {
      expect(properties.has(name), name).toBe(true);
    }
    expect(vocabulary.isA('City', 'Place')).toBe(true);
    expect(vocabulary.isA('City', 'Organization')).toBe(false);
  });

  it('reports an unknown type, a property the type does not define, a node out of range, an untyped node (canaries)', () => {
    const errors = vocabularyErrors(vocabulary, {
      '@context': 'https://schema.org',
      '@type': 'Service',
      inLanguage: 'fr-BE',
      areaServed: { '@type': 'Cty', name: 'Gent' },
      provider: { '@type': 'City', name: 'Gent' },
      offers: [{ '@type': 'Offer', price: '25.00', priceSpecification: { minPrice: 25 } }],
    });
    expect(errors).toEqual([
      '$: Service has no property inLanguage',
      '$.areaServed: schema.org has no type Cty',
      '$.provider: a City where schema.org expects Organization | Person',
      '$.offers[0].priceSpecification: a node without @type',
    ]);
  });
});

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
  it('has JSON-LD blocks that use only what schema.org defines', async () => {
    const blocks = await blocksOf(path);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.flatMap((block, index) => vocabularyErrors(vocabulary, block, `block ${index}`))).toEqual([]);
  });

  it('names the company as one organisation: one @id, one url (the site origin)', async () => {
    const organizations = nodesOf(await blocksOf(path)).filter(
      (node) => node['@type'] === 'Organization' || node['@id'] === organizationId,
    );
    expect(organizations.length).toBeGreaterThan(0);
    for (const node of organizations) {
      expect(node['@id']).toBe(organizationId);
      if ('url' in node) expect(node['url']).toBe(`${testSiteUrl}/`);
    }
  });

  if (page.route.kind === 'home') {
    it('has the Organization with a raster logo, and a LocalBusiness open 24/7', async () => {
      const blocks = await blocksOf(path);
      const organization = blocks.find((block) => block['@type'] === 'Organization')!;
      const logo = organization['logo'] as Node;
      expect(logo['url']).toMatch(new RegExp(`^${testSiteUrl}/assets/logo-[\\w-]+\\.png$`));
      expect(Number(logo['width'])).toBeGreaterThanOrEqual(112);
      const business = blocks.find((block) => block['@type'] === 'LocalBusiness')!;
      expect(business['name']).toBe(testConfig.company.name);
      expect(business['telephone']).toBe(testConfig.company.phone);
      expect(business['address']).toMatchObject({
        streetAddress: [
          { '@value': testConfig.company.street.fr, '@language': 'fr-BE' },
          { '@value': testConfig.company.street.nl, '@language': 'nl-BE' },
        ],
        postalCode: testConfig.company.postalCode,
        addressLocality: testConfig.company.town,
        addressCountry: 'BE',
      });
      expect(business['priceRange']).toBeTruthy();
      expect(business['geo']).toEqual({
        '@type': 'GeoCoordinates',
        latitude: testConfig.company.geo.latitude.toFixed(5),
        longitude: testConfig.company.geo.longitude.toFixed(5),
      });
      const hours = business['openingHoursSpecification'] as Node;
      expect(hours['dayOfWeek']).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
      expect([hours['opens'], hours['closes']]).toEqual(['00:00', '23:59']);
      expect(business['areaServed']).toMatchObject({ '@type': 'Country' });
    });
  } else if (page.route.kind === 'city' || page.route.kind === 'service') {
    it('wraps its Service in a WebPage in its language; "from" prices are minimum prices in euros', async () => {
      const blocks = await blocksOf(path);
      const webPage = blocks.find((block) => block['@type'] === 'WebPage')!;
      expect(webPage['inLanguage']).toBe(langTag[page.lang]);
      expect(webPage['url']).toBe(testSiteUrl + path);
      const service = webPage['mainEntity'] as Node;
      expect(service['@type']).toBe('Service');
      expect(service['inLanguage']).toBeUndefined();
      for (const offer of (service['offers'] ?? []) as Node[]) {
        expect(offer['price']).toBeUndefined();
        const prices = offer['priceSpecification'] as Node[];
        expect(prices.map((price) => price['valueAddedTaxIncluded'])).toEqual([false, true]);
        for (const price of prices) {
          expect(price['priceCurrency']).toBe('EUR');
          expect(typeof price['minPrice']).toBe('number');
        }
      }
    });
  }
});

describe('one organisation, one depot, one website', () => {
  it('has each node once, byte-identical on every page of both languages, and the website at the root', async () => {
    const ids = { organization: organizationId, depot: `${testSiteUrl}/#depot`, website: `${testSiteUrl}/#website` };
    const seen = new Map<string, Set<string>>();
    for (const { path } of pages) {
      for (const block of await blocksOf(path)) {
        const id = String(block['@id']);
        if (Object.values(ids).includes(id)) seen.set(id, (seen.get(id) ?? new Set()).add(JSON.stringify(block)));
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.values(ids).sort());
    for (const [id, versions] of seen) expect(versions.size, id).toBe(1);
    const website = JSON.parse([...seen.get(ids.website)!][0]!) as Node;
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: `${testSiteUrl}/`,
      inLanguage: ['fr-BE', 'nl-BE'],
      publisher: { '@id': organizationId },
    });
    const depot = JSON.parse([...seen.get(ids.depot)!][0]!) as Node;
    expect(depot['url']).toBe(`${testSiteUrl}/`);
    expect(depot['areaServed']).toEqual({
      '@type': 'Country',
      name: [
        { '@value': 'Belgique', '@language': 'fr-BE' },
        { '@value': 'België', '@language': 'nl-BE' },
      ],
    });
    const geo = depot['geo'] as Node;
    for (const value of [geo['latitude'], geo['longitude']]) expect(String(value)).toMatch(/^\d+\.\d{5}$/);
  });

  it('refers to the website by its @id from every page', async () => {
    for (const { path } of pages) {
      for (const node of nodesOf(await blocksOf(path))) {
        if ('isPartOf' in node) expect(node['isPartOf'], path).toEqual({ '@id': `${testSiteUrl}/#website` });
      }
    }
  });
});

describe('the raster logo', () => {
  it('is a square PNG of at least 112 px, served from the assets', async () => {
    const blocks = await blocksOf('/fr/');
    const url = ((blocks.find((block) => block['@type'] === 'Organization')!['logo'] as Node)['url'] as string).slice(testSiteUrl.length);
    const res = await http().get(url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    const png = res.body as Buffer;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBeGreaterThanOrEqual(112);
    expect(height).toBe(width);
  });
});
