import { readFileSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { langCookieMaxAge, langTag, langs } from '../../shared/langs';
import type { Lang } from '../../shared/langs';
import { pages, routeOf, routes } from '../../shared/routes';
import { loadConfig } from '../../server/config';
import { http, pageHtml, testConfig, testSiteUrl } from '../support/app';

// The legal notice and the privacy statement: in the route table, the sitemap and every footer;
// the notice states the company's register details from the configuration, the privacy page what
// the site really does (mailto form, logs without addresses, the one `lang` cookie and its lifetime).

const legalRoutes = routes.filter((route) => route.kind === 'legal');
const notice = routeOf('legal', 'notice');
const privacy = routeOf('legal', 'privacy');

const dom = (html: string) => parse(html);
const text = (node: HTMLElement | null) => (node?.text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The legal notice's list of facts, as term → description. */
function facts(root: HTMLElement): Record<string, string> {
  const list = root.querySelector('[data-block="company-facts"]');
  const terms = list?.querySelectorAll('dt') ?? [];
  const values = list?.querySelectorAll('dd') ?? [];
  return Object.fromEntries(terms.map((dt, index) => [text(dt), text(values[index] ?? null)]));
}

describe('the legal pages in the route table', () => {
  it('has a legal notice and a privacy statement in each language, with Belgian slugs', () => {
    expect(legalRoutes.map((route) => route.paths)).toEqual([
      { fr: '/fr/mentions-legales/', nl: '/nl/wettelijke-vermeldingen/' },
      { fr: '/fr/vie-privee/', nl: '/nl/privacy/' },
    ]);
  });

  it.each(legalRoutes.flatMap((route) => langs.map((lang) => [route.paths[lang], lang] as const)))(
    '%s answers 200 in its language, pairs with its twin and is in the sitemap',
    async (path, lang) => {
      const root = dom(await pageHtml(path));
      expect(root.querySelector('html')?.getAttribute('lang')).toBe(langTag[lang]);
      expect(text(root.querySelector('h1')).length).toBeGreaterThan(5);
      const route = legalRoutes.find((r) => r.paths[lang] === path)!;
      const alternates = root.querySelectorAll('link[rel="alternate"]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(alternates).toEqual([
        ['fr-BE', testSiteUrl + route.paths.fr],
        ['nl-BE', testSiteUrl + route.paths.nl],
        ['x-default', testSiteUrl + route.paths.fr],
      ]);
      const sitemap = (await http().get('/sitemap.xml')).text;
      expect(sitemap).toContain(`<loc>${testSiteUrl}${path}</loc>`);
    },
  );
});

describe('the footer of every page', () => {
  it.each([...pages.map((page) => [page.path, page.lang] as const), ['/fr/nope', 'fr'] as const, ['/nl/nope', 'nl'] as const])(
    '%s links to both legal pages in its language',
    async (path, lang: Lang) => {
      const html = path.endsWith('nope') ? (await http().get(path).expect(404)).text : await pageHtml(path);
      const nav = dom(html).querySelector('footer nav.legal-links');
      expect(nav?.getAttribute('aria-label')).toBeTruthy();
      const links = nav?.querySelectorAll('a').map((a) => [a.getAttribute('href'), text(a)]) ?? [];
      expect(links.map(([href]) => href)).toEqual(legalRoutes.map((route) => route.paths[lang]));
      for (const [, label] of links) expect(label!.length).toBeGreaterThan(4);
    },
  );
});

describe('the legal notice', () => {
  it.each(langs)('states the register details of the default configuration (%s)', async (lang) => {
    const root = dom(await pageHtml(notice.paths[lang]));
    const values = Object.values(facts(root));
    const { company } = testConfig;
    const office = `${company.street[lang]}, ${company.postalCode} ${company.town}`;
    expect(values).toEqual([
      lang === 'fr' ? 'Belgo Express SRL' : 'Belgo Express BV',
      lang === 'fr' ? 'société à responsabilité limitée (SRL)' : 'besloten vennootschap (BV)',
      office,
      'BE 0123.456.749',
      company.email,
      company.phone,
      // No host configured: the company hosts the site itself.
      `${lang === 'fr' ? 'Belgo Express SRL' : 'Belgo Express BV'}, ${office}`,
    ]);
    expect(root.querySelector(`[data-block="company-facts"] a[href="mailto:${company.email}"]`)).not.toBeNull();
    expect(root.querySelector('[data-block="company-facts"] a[href^="tel:+32"]')).not.toBeNull();
  });

  it.each(langs)('states what the configuration sets (%s)', async (lang) => {
    const config = loadConfig({
      SITE_URL: testSiteUrl,
      COMPANY_LEGAL_NAME: 'Transports Vandenberghe',
      COMPANY_LEGAL_FORM: 'NV',
      COMPANY_ENTERPRISE_NUMBER: '0876543270',
      COMPANY_HOST: 'Serveurs Lambda SA, Avenue Louise 1, 1050 Ixelles',
      COMPANY_EMAIL: 'info@vandenberghe.test',
      COMPANY_PHONE: '+32 9 123 45 67',
    });
    const html = (await http({ config }).get(notice.paths[lang]).expect(200)).text;
    const byTerm = facts(dom(html));
    const values = Object.values(byTerm);
    expect(values[0]).toBe(lang === 'fr' ? 'Transports Vandenberghe SA' : 'Transports Vandenberghe NV');
    expect(values[1]).toBe(lang === 'fr' ? 'société anonyme (SA)' : 'naamloze vennootschap (NV)');
    expect(values.slice(3)).toEqual([
      'BE 0876.543.270',
      'info@vandenberghe.test',
      '+32 9 123 45 67',
      'Serveurs Lambda SA, Avenue Louise 1, 1050 Ixelles',
    ]);
    const number = Object.keys(byTerm)[3]!;
    expect(number).toContain(lang === 'fr' ? 'BCE' : 'KBO');
    // The number is shown as one unbreakable group, "BE 0876.543.270".
    expect(dom(html).querySelector('[data-fact="enterprise-number"]')?.text).toBe('BE\u00a00876.543.270');
  });
});

describe('the privacy statement', () => {
  const expected: Record<Lang, { authority: string[]; cookie: RegExp; logs: RegExp; form: RegExp; rights: RegExp }> = {
    fr: {
      authority: ['Autorité de protection des données', 'rue de la Presse 35, 1000 Bruxelles'],
      cookie: new RegExp(`cookie, nommé « lang ».*expire après ${Math.round(langCookieMaxAge / 86_400)} jours`),
      logs: /n’enregistre ni votre adresse IP/,
      form: /ne transmet rien à notre serveur.*votre propre programme de messagerie/,
      rights: /articles 15 à 21 du RGPD/,
    },
    nl: {
      authority: ['Gegevensbeschermingsautoriteit', 'Drukpersstraat 35, 1000 Brussel'],
      cookie: new RegExp(`cookie, met de naam ‘lang’.*vervalt na ${Math.round(langCookieMaxAge / 86_400)} dagen`),
      logs: /registreert uw IP-adres niet/,
      form: /stuurt niets naar onze server.*uw eigen e-mailprogramma/,
      rights: /artikelen 15 tot 21 van de AVG/,
    },
  };

  it.each(langs)('says what the site does with personal data, and where to complain (%s)', async (lang) => {
    const body = text(dom(await pageHtml(privacy.paths[lang])).querySelector('main'));
    const e = expected[lang];
    for (const words of e.authority) expect(body).toContain(words);
    expect(body).toMatch(e.cookie);
    expect(body).toMatch(e.logs);
    expect(body).toMatch(e.form);
    expect(body).toMatch(e.rights);
    expect(body).toContain(testConfig.company.email);
    expect(body).toContain(lang === 'fr' ? 'Belgo Express SRL' : 'Belgo Express BV');
  });

  it('states the lifetime the toggle really gives the cookie (client/boot.ts)', () => {
    const boot = readFileSync(new URL('../../client/boot.ts', import.meta.url), 'utf8');
    expect(boot).toContain(`lang=\${lang}; Path=/; Max-Age=${langCookieMaxAge};`);
  });
});
