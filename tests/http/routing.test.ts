import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createRenderer } from '../../views/render';
import { loadAssets } from '../../server/assets';
import { pages } from '../../shared/routes';
import { http, testConfig, testSiteUrl, visibleText } from '../support/app';
import { loggedLines } from '../support/quiet-logs';

describe('redirects', () => {
  it('sends / to the French home page by default, not cacheable publicly, varying on the language', async () => {
    const res = await http().get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/fr/');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers['cache-control']).toMatch(/private|no-store/);
    expect(res.headers['cache-control']).not.toMatch(/public/);
  });

  it('sends / to Dutch when the visitor prefers Dutch, and follows the toggle cookie first', async () => {
    expect((await http().get('/').set('Accept-Language', 'nl-BE,nl;q=0.9,fr;q=0.5')).headers.location).toBe('/nl/');
    expect((await http().get('/').set('Accept-Language', 'fr-BE,fr;q=0.9,nl;q=0.5')).headers.location).toBe('/fr/');
    expect((await http().get('/').set('Accept-Language', 'nl').set('Cookie', 'lang=fr')).headers.location).toBe('/fr/');
    expect((await http().get('/').set('Accept-Language', 'fr').set('Cookie', 'other=1; lang=nl')).headers.location).toBe('/nl/');
  });

  it('answers / with a garbage or huge Accept-Language without failing', async () => {
    for (const header of ['*;q=x,,;;', 'nl'.padEnd(8000, ',fr'), '\u00e9\u00e9']) {
      const res = await http().get('/').set('Accept-Language', header);
      expect(res.status).toBe(302);
      expect(['/fr/', '/nl/']).toContain(res.headers.location);
    }
  });

  it('adds the trailing slash with 301 on every page, keeping the query', async () => {
    const app = http();
    for (const page of pages) {
      const res = await app.get(page.path.slice(0, -1) + '?a=1&b=%C3%A9');
      expect(res.status, page.path).toBe(301);
      expect(res.headers.location).toBe(page.path + '?a=1&b=%C3%A9');
    }
  });
});

describe('not found', () => {
  it('answers a real 404 page in the language of the path, with a link to its home page, and logs the path', async () => {
    loggedLines.length = 0;
    const fr = await http().get('/fr/nulle-part/');
    expect(fr.status).toBe(404);
    expect(fr.type).toBe('text/html');
    expect(fr.text).toContain('<html lang="fr-BE">');
    expect(visibleText(fr.text)).toContain('404');
    expect(visibleText(fr.text)).toMatch(/Page introuvable/);
    expect(fr.text).toContain('href="/fr/"');
    expect(fr.text).toContain('<meta name="robots" content="noindex"/>');
    expect(loggedLines.some((line) => JSON.parse(line).path === '/fr/nulle-part/' && JSON.parse(line).status === 404)).toBe(true);
    const nl = await http().get('/nl/nergens');
    expect(nl.status).toBe(404);
    expect(nl.text).toContain('<html lang="nl-BE">');
    expect(visibleText(nl.text)).toMatch(/Deze pagina bestaat niet/);
    expect(nl.text).toContain('href="/nl/"');
    const other = await http().get('/wp-login.php');
    expect(other.status).toBe(404);
    expect(other.text).toContain('<html lang="fr-BE">');
  });
});

describe('hostile requests', () => {
  const hostile = [
    '//evil.example/',
    '/\\evil.example',
    '//evil.example/fr',
    '//evil.example/fr/',
    '/%2F%2Fevil.example',
    '/fr%2Flivraison-express-bruxelles',
    '/fr/%2e%2e/%2e%2e/etc/passwd',
    '/fr/%E0%A4%A',
    '/%',
    '/fr/%00',
    '/fr/%0d%0aSet-Cookie:%20x=1',
    '/fr/' + 'a'.repeat(4096),
    '/assets/%E0%A4%A',
    '/assets/../package.json',
    '/assets/',
    '/fr/?zone=<script>alert(1)</script>',
  ];
  it.each(hostile)('%s never redirects off-site, never answers 500, reflects no markup', async (path) => {
    const res = await http().get(path);
    expect(res.status).toBeLessThan(500);
    if (res.headers.location) expect(res.headers.location).toMatch(/^\/(?!\/|\\)/);
    expect(res.text ?? '').not.toContain('<script>alert(1)</script>');
    expect(res.text ?? '').not.toContain('evil.example');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeTruthy();
  });

  it('ignores a forged Host or X-Forwarded-Host in canonical, alternates, sitemap and redirects', async () => {
    const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };
    const page = await http().get('/fr/').set(forged);
    expect(page.text).not.toContain('evil.example');
    expect(page.text).toContain(`<link rel="canonical" href="${testSiteUrl}/fr/"/>`);
    const sitemap = await http().get('/sitemap.xml').set(forged);
    expect(sitemap.text).not.toContain('evil.example');
    const redirect = await http().get('/fr').set(forged);
    expect(redirect.headers.location).toBe('/fr/');
  });
});

describe('methods', () => {
  it('refuses other methods on pages and redirects with 405', async () => {
    for (const path of ['/fr/', '/nl/expresslevering-gent/', '/']) {
      for (const method of ['post', 'put', 'delete', 'patch'] as const) {
        const res = await http()[method](path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await http().head('/nl/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text ?? '').toBe('');
  });
});

describe('headers', () => {
  it('sends strict security headers on pages, 404s and assets', async () => {
    for (const path of ['/fr/', '/nope', '/healthz', '/sitemap.xml', loadAssets().boot, loadAssets().styles, '/favicon.svg']) {
      const res = await http().get(path);
      expect(res.status, path).toBeLessThan(500);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/form-action 'self' mailto:/);
      expect(csp).toMatch(/default-src 'self'/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('gives HTML an ETag that answers 304, and compresses it', async () => {
    const first = await http().get('/fr/').set('Accept-Encoding', 'gzip');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await http()
      .get('/fr/')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('serves hashed assets for a year, immutable', async () => {
    const assets = loadAssets();
    for (const url of [assets.boot, assets.styles, ...Object.values(assets.islands)]) {
      const res = await http().get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('public files', () => {
  it('serves the favicon for a day, and nothing else of the build folder', async () => {
    const favicon = await http().get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await http().get('/manifest.json')).status).toBe(404);
    expect((await http().get('/assets/')).status).toBe(404);
  });
});

describe('crawlers and probes', () => {
  it('lists every page of the route table with its alternates in /sitemap.xml', async () => {
    const res = await http().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(pages.map((page) => testSiteUrl + page.path));
    expect(res.text.match(/<xhtml:link /g)).toHaveLength(pages.length * 3);
  });

  it('names the sitemap in /robots.txt and answers /healthz', async () => {
    expect((await http().get('/robots.txt')).text).toContain(`Sitemap: ${testSiteUrl}/sitemap.xml`);
    const health = await http().get('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
  });
});

describe('failures', () => {
  it('answers a view that throws with a friendly 500 page for that request only, and logs the error', async () => {
    const real = createRenderer(testConfig, loadAssets());
    const app = http({
      renderer: {
        ...real,
        page: (page, query) => {
          if (page.path === '/fr/livraison-express-gand/') throw new Error('boom in the view');
          return real.page(page, query);
        },
      },
    });
    loggedLines.length = 0;
    const broken = await app.get('/fr/livraison-express-gand/');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('<html lang="fr-BE">');
    expect(visibleText(broken.text)).toMatch(/erreur inattendue/i);
    expect(broken.text).not.toContain('boom in the view');
    expect(broken.text).not.toMatch(/at .*\.tsx?:\d+/);
    expect(loggedLines.some((line) => line.includes('boom in the view'))).toBe(true);
    expect((await app.get('/fr/livraison-express-anvers/')).status).toBe(200);
  });

  it('answers a failing Dutch page with the Dutch 500 page', async () => {
    const real = createRenderer(testConfig, loadAssets());
    const app = http({
      renderer: {
        ...real,
        page: (page, query) => {
          if (page.lang === 'nl') throw new Error('boom in a Dutch view');
          return real.page(page, query);
        },
      },
    });
    const broken = await app.get('/nl/expresslevering-gent/');
    expect(broken.status).toBe(500);
    expect(broken.headers['cache-control']).toBe('no-store');
    expect(broken.text).toContain('<html lang="nl-BE">');
    expect(visibleText(broken.text)).toMatch(/er liep iets onverwachts mis/i);
    expect(broken.text).toMatch(/<title>Onverwachte fout/);
    expect(broken.text).toContain('href="/nl/"');
    expect(broken.text).not.toContain('boom in a Dutch view');
  });

  it('writes the Dutch street name (COMPANY_STREET_NL) on Dutch pages and the French one on French pages', async () => {
    const config = loadConfig({ SITE_URL: testSiteUrl, COMPANY_STREET: 'Rue de la Loi 16', COMPANY_STREET_NL: 'Wetstraat 16' });
    const nl = visibleText((await http({ config }).get('/nl/')).text);
    const fr = visibleText((await http({ config }).get('/fr/')).text);
    expect(nl).toContain('Wetstraat 16');
    expect(nl).not.toContain('Rue de la Loi');
    expect(fr).toContain('Rue de la Loi 16');
    expect(fr).not.toContain('Wetstraat');
  });

  it('builds the same pages whatever configuration names the company', async () => {
    const config = loadConfig({ SITE_URL: testSiteUrl, COMPANY_NAME: 'Coursiers <Test> & Co', COMPANY_PHONE: '+32 9 123 45 67' });
    const res = await http({ config }).get('/fr/');
    expect(res.text).toContain('Coursiers &lt;Test&gt; &amp; Co');
    expect(res.text).toContain('href="tel:+3291234567"');
    expect(res.text).not.toContain('<Test>');
  });
});
