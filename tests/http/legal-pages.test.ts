import { readFileSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { formatters } from '../../shared/format';
import { langCookieMaxAge, langTag, langs } from '../../shared/langs';
import { cmr, consumerDebt, latePayment, retention } from '../../shared/company/legal-facts';
import { booking, productIds, products } from '../../shared/offer';
import { refundGuarantees } from '../../shared/offer/guarantees';
import type { Lang } from '../../shared/langs';
import { pages, routeOf, routes } from '../../shared/routes';
import { loadConfig } from '../../server/config';
import { http, normalizeSpaces, pageHtml, testConfig, testSiteUrl } from '../support/app';

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
  it.each(legalRoutes.flatMap((route) => langs.map((lang) => [route.paths[lang], lang] as const)))(
    '%s answers 200 in its language, pairs with its twin and is in the sitemap',
    async (path, lang) => {
      const root = dom(await pageHtml(path));
      expect(root.querySelector('html')?.getAttribute('lang')).toBe(langTag[lang]);
      expect(text(root.querySelector('h1')).length).toBeGreaterThan(5);
      const route = legalRoutes.find((r) => r.paths[lang] === path)!;
      const alternates = root
        .querySelectorAll('link[rel="alternate"]')
        .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
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
      '0123.456.749',
      // Anderlecht (1070) lies in the judicial district of Brussels: by default its French-speaking court.
      lang === 'fr'
        ? 'RPM Bruxelles (tribunal de l’entreprise francophone de Bruxelles)'
        : 'RPR Brussel (Franstalige ondernemingsrechtbank Brussel)',
      'BE 0123.456.749',
      // No transport licence and no insurer configured: neither line is shown.
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
      COMPANY_POSTAL_CODE: '9000',
      COMPANY_TOWN: 'Gent',
      COMPANY_TRANSPORT_LICENCE: 'L 123456',
      COMPANY_INSURER: 'Assurances Mosanes SA, police 42-7781',
    });
    const html = (await http({ config }).get(notice.paths[lang]).expect(200)).text;
    const byTerm = facts(dom(html));
    const values = Object.values(byTerm);
    expect(values[0]).toBe(lang === 'fr' ? 'Transports Vandenberghe SA' : 'Transports Vandenberghe NV');
    expect(values[1]).toBe(lang === 'fr' ? 'société anonyme (SA)' : 'naamloze vennootschap (NV)');
    expect(values.slice(3)).toEqual([
      '0876.543.270',
      // Ghent (9000): the Ghent enterprise court keeps the register.
      lang === 'fr' ? 'RPM Gand (tribunal de l’entreprise de Gand)' : 'RPR Gent (ondernemingsrechtbank Gent)',
      'BE 0876.543.270',
      'L 123456',
      'Assurances Mosanes SA, police 42-7781',
      'info@vandenberghe.test',
      '+32 9 123 45 67',
      'Serveurs Lambda SA, Avenue Louise 1, 1050 Ixelles',
    ]);
    const [number, register, vat, licence, insurer] = Object.keys(byTerm).slice(3);
    expect(number).toContain(lang === 'fr' ? 'BCE' : 'KBO');
    expect(register).toBe(lang === 'fr' ? 'Registre des personnes morales' : 'Rechtspersonenregister');
    expect(vat).toBe(lang === 'fr' ? 'Numéro de TVA' : 'Btw-nummer');
    expect(licence).toMatch(lang === 'fr' ? /^Licence de transport/ : /^Vergunning voor goederenvervoer/);
    expect(insurer).toMatch(lang === 'fr' ? /^Assurance/ : /^Verzekering/);
    // The enterprise number as the register writes it; the VAT number is "BE" before it, on one line.
    expect(dom(html).querySelector('[data-fact="enterprise-number"]')?.text).toBe('0876.543.270');
    expect(dom(html).querySelector('[data-fact="vat-number"]')?.text).toBe('BE\u00a00876.543.270');
  });
});

describe('the register of legal persons', () => {
  it.each(langs)('follows the configured language of the company in the judicial district of Brussels (%s)', async (lang) => {
    const config = loadConfig({ SITE_URL: testSiteUrl, COMPANY_REGISTER_LANGUAGE: 'nl' });
    const html = (await http({ config }).get(notice.paths[lang]).expect(200)).text;
    expect(text(dom(html).querySelector('[data-fact="register"]'))).toBe(
      lang === 'fr'
        ? 'RPM Bruxelles (tribunal de l’entreprise néerlandophone de Bruxelles)'
        : 'RPR Brussel (Nederlandstalige ondernemingsrechtbank Brussel)',
    );
  });
});

describe('the privacy statement', () => {
  const expected: Record<Lang, { authority: string[]; cookie: RegExp; logs: RegExp; form: RegExp; rights: RegExp }> = {
    fr: {
      authority: ['Autorité de protection des données', 'rue de la Presse 35, 1000 Bruxelles'],
      cookie: new RegExp(`cookie, nommé « lang ».*expire après ${Math.round(langCookieMaxAge / 86_400)} jours`),
      logs: /n’enregistre ni votre adresse IP/,
      form: /ne transmet rien à notre serveur.*votre propre logiciel de messagerie/,
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

describe('what the privacy statement says a carrier processes', () => {
  const expected: Record<Lang, { rows: RegExp[]; host: string; self: RegExp }> = {
    fr: {
      rows: [/^Demandes de devis/, /^Expéditeurs et destinataires/, /^Preuves de livraison/, /^Positions des camionnettes/, /^Facturation/],
      host: 'Le site est hébergé par Serveurs Lambda SA, Avenue Louise 1, 1050 Ixelles',
      self: /hébergé par Belgo Express SRL elle-même/,
    },
    nl: {
      rows: [/^Offerteaanvragen/, /^Afzenders en bestemmelingen/, /^Leveringsbewijzen/, /^Locatie van de bestelwagens/, /^Facturatie/],
      host: 'De site wordt gehost door Serveurs Lambda SA, Avenue Louise 1, 1050 Ixelles',
      self: /Belgo Express BV host de site zelf/,
    },
  };
  const months = { fr: 'mois', nl: 'maanden' };
  const years = { fr: 'ans', nl: 'jaar' };

  it.each(langs)('lists each kind of data with its purpose, its GDPR basis and a retention in months or years (%s)', async (lang) => {
    const table = dom(await pageHtml(privacy.paths[lang])).querySelector('main table');
    const rows = table?.querySelectorAll('tbody tr') ?? [];
    expect(rows.map((row) => text(row.querySelector('th')))).toEqual(expected[lang].rows.map((pattern) => expect.stringMatching(pattern)));
    const f = formatters(lang);
    const retentions = [
      `${f.num(retention.requestsMonths.value)} ${months[lang]}`,
      `${f.num(retention.consignmentYears.value)} ${years[lang]}`,
      `${f.num(retention.proofOfDeliveryYears.value)} ${years[lang]}`,
      `${f.num(retention.vehiclePositionsMonths.value)} ${months[lang]}`,
      `${f.num(retention.accountingYears.value)} ${years[lang]}`,
    ];
    rows.forEach((row, index) => {
      const cells = row.querySelectorAll('td').map((cell) => text(cell));
      expect(cells).toHaveLength(3);
      expect(cells[1]).toMatch(/art\. 6, (lid )?1, [bcf]/);
      expect(cells[2]!.startsWith(retentions[index]!)).toBe(true);
    });
    // The proof of delivery is kept as long as SPEC says (FAQ facts: two years).
    expect(retention.proofOfDeliveryYears.value).toBe(booking.proofKeptYears);
  });

  it.each(langs)('agrees with the legal notice on who hosts the site (%s)', async (lang) => {
    const own = text(dom(await pageHtml(privacy.paths[lang])).querySelector('main'));
    expect(own).toMatch(expected[lang].self);
    const config = loadConfig({ SITE_URL: testSiteUrl, COMPANY_HOST: 'Serveurs Lambda SA, Avenue Louise 1, 1050 Ixelles' });
    const hosted = text(dom((await http({ config }).get(privacy.paths[lang]).expect(200)).text).querySelector('main'));
    expect(hosted).toContain(expected[lang].host);
    expect(hosted).not.toMatch(expected[lang].self);
    const noticeHost = facts(dom((await http({ config }).get(notice.paths[lang]).expect(200)).text));
    expect(Object.values(noticeHost).at(-1)).toBe('Serveurs Lambda SA, Avenue Louise 1, 1050 Ixelles');
  });

  it.each(langs)('mentions no local storage of the language, which the site no longer writes (%s)', async (lang) => {
    const body = text(dom(await pageHtml(privacy.paths[lang])).querySelector('main'));
    expect(body).not.toMatch(lang === 'fr' ? /stockage local/ : /lokale opslag/);
    const boot = readFileSync(new URL('../../client/boot.ts', import.meta.url), 'utf8');
    expect(boot).not.toContain('localStorage');
  });
});

describe('the general terms of carriage', () => {
  const terms = routeOf('legal', 'terms');

  it.each(langs)('state the CMR limit and claim periods from the legal facts (%s)', async (lang) => {
    const f = formatters(lang);
    const body = text(dom(await pageHtml(terms.paths[lang])).querySelector('main'));
    const sdr = f.num(cmr.sdrPerKg.value);
    expect(body).toContain(lang === 'fr' ? `${sdr} droits de tirage spéciaux` : `${sdr} bijzondere trekkingsrechten`);
    expect(body).toContain(lang === 'fr' ? 'loi du 3 mai 1999' : 'wet van 3 mei 1999');
    expect(body).toContain(`${f.num(cmr.hiddenDamageDays.value)} ${lang === 'fr' ? 'jours' : 'dagen'}`);
    expect(body).toContain(`${f.num(cmr.delayNoticeDays.value)} ${lang === 'fr' ? 'jours' : 'dagen'}`);
  });

  it.each(langs)('insure each product of the line as the line says (%s)', async (lang) => {
    const f = formatters(lang);
    const rows = dom(await pageHtml(terms.paths[lang])).querySelectorAll('main table tbody tr');
    expect(rows.map((row) => text(row.querySelector('th')))).toEqual(productIds.map((id) => products[id].name[lang]));
    rows.forEach((row, index) => {
      const product = products[productIds[index]!];
      const [included, extension, plan] = row.querySelectorAll('td').map((cell) => text(cell));
      const byArea = product.areas.filter((area) => area.insuranceEur !== undefined);
      for (const amount of byArea.length ? byArea.map((area) => area.insuranceEur!) : [product.insurance.includedEur]) {
        expect(included).toContain(normalizeSpaces(f.eur(amount)));
      }
      if (product.insurance.extensionEur) expect(extension).toContain(normalizeSpaces(f.eur(product.insurance.extensionEur)));
      if (product.insurance.planEur) expect(plan).toContain(normalizeSpaces(f.eur(product.insurance.planEur)));
    });
  });

  it.each(langs)('refund the price when a guaranteed product misses its time (%s)', async (lang) => {
    const items = dom(await pageHtml(terms.paths[lang]))
      .querySelectorAll('main li')
      .map((li) => text(li));
    for (const id of Object.keys(refundGuarantees) as (keyof typeof refundGuarantees)[]) {
      expect(items.some((item) => item.startsWith(products[id].name[lang]))).toBe(true);
    }
  });

  it.each(langs)('are linked from the contact form of the home page (%s)', async (lang) => {
    const card = dom(await pageHtml(`/${lang}/`)).querySelector('.contact-form-card');
    expect(card?.querySelector('a[data-terms-link]')?.getAttribute('href')).toBe(terms.paths[lang]);
  });
});

/** A legal page's sections, by id: the text of each, and its heading. */
function sectionsOf(html: string): { id: string; title: string; body: string }[] {
  return dom(html)
    .querySelectorAll('main section[id]')
    .map((section) => ({ id: section.id, title: text(section.querySelector('h2')), body: text(section) }));
}

describe('the clauses of the general terms (issue 37)', () => {
  const terms = routeOf('legal', 'terms');
  // The anchors other pages link to, in the order the page numbers them ("article 7"): French ids in French,
  // Dutch ids in Dutch, the same clause at the same place in both.
  const anchors: Record<Lang, string[]> = {
    fr: [
      'champ-application',
      'commande',
      'envoi',
      'echantillons',
      'annulation',
      'retractation',
      'attente',
      'livraison-impossible',
      'sous-traitance',
      'responsabilite',
      'assurance',
      'garantie-delai',
      'reclamations',
      'facturation',
      'paiement',
      'donnees',
      'tribunaux',
    ],
    nl: [
      'toepassingsgebied',
      'bestelling',
      'zending',
      'stalen',
      'annulering',
      'herroeping',
      'wachttijd',
      'mislukte-levering',
      'onderaanneming',
      'aansprakelijkheid',
      'verzekering',
      'termijngarantie',
      'klachten',
      'facturatie',
      'betaling',
      'persoonsgegevens',
      'rechtbank',
    ],
  };
  const custom = loadConfig({
    SITE_URL: testSiteUrl,
    COMPANY_TERMS_DATE: '2027-01-01',
    COMPANY_PAYMENT_DAYS: '45',
    COMPANY_LATE_CANCELLATION_PCT: '30',
    COMPANY_WAITING_FREE_MIN: '15',
    COMPANY_WAITING_EXTRA_EUR: '6.05',
    COMPANY_REDELIVERY_PCT: '75',
  });
  const byId = async (lang: Lang, config = testConfig) =>
    Object.fromEntries(
      sectionsOf(config === testConfig ? await pageHtml(terms.paths[lang]) : (await http({ config }).get(terms.paths[lang])).text).map(
        (section) => [section.id, section],
      ),
    );

  it.each(langs)('put each clause under its own numbered heading, with its anchor, listed at the top (%s)', async (lang) => {
    const html = await pageHtml(terms.paths[lang]);
    const sections = sectionsOf(html);
    expect(sections.map((section) => section.id)).toEqual(anchors[lang]);
    sections.forEach((section, index) => {
      expect(section.title).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    });
    const contents = dom(html)
      .querySelectorAll('main nav.legal-contents a')
      .map((a) => a.getAttribute('href'));
    expect(contents).toEqual(anchors[lang].map((id) => `#${id}`));
  });

  it.each(langs)('cite their own articles by the number the page gives them (%s)', async (lang) => {
    const sections = await byId(lang);
    const article = lang === 'fr' ? 'article' : 'artikel';
    // Clause → the clause it cites by number.
    const cites: [string, string][] =
      lang === 'fr'
        ? [
            ['envoi', 'echantillons'],
            ['retractation', 'annulation'],
            ['attente', 'livraison-impossible'],
            ['livraison-impossible', 'attente'],
            ['garantie-delai', 'reclamations'],
          ]
        : [
            ['zending', 'stalen'],
            ['herroeping', 'annulering'],
            ['wachttijd', 'mislukte-levering'],
            ['mislukte-levering', 'wachttijd'],
            ['termijngarantie', 'klachten'],
          ];
    for (const [from, to] of cites) expect(sections[from]!.body).toContain(`${article} ${anchors[lang].indexOf(to) + 1}`);
  });

  it.each(langs)('state the business choices from the configuration (%s)', async (lang) => {
    const fr = lang === 'fr';
    const standard = await byId(lang);
    expect(standard[anchors[lang][0]!]!.body).toContain(fr ? 'version du 29 novembre 2026' : 'versie van 29 november 2026');
    const sections = await byId(lang, custom);
    const [scope, , , , cancel, , waiting, failed, , , , , , , payment] = anchors[lang].map((id) => sections[id]!.body);
    expect(scope).toContain(fr ? 'version du 1er janvier 2027' : 'versie van 1 januari 2027');
    expect(cancel).toContain(fr ? '30 % du prix hors TVA' : '30% van de prijs exclusief btw');
    expect(cancel).toContain(`${booking.changeHoursBefore} ${fr ? 'h avant' : 'uur vóór'}`);
    expect(waiting).toContain(fr ? 'jusqu’à 15 minutes' : 'tot 15 minuten');
    expect(waiting).toContain(fr ? '5 € hors TVA (6,05 € TVA comprise)' : '€ 5 excl. btw (€ 6,05 incl. btw)');
    expect(waiting).toContain(fr ? 'jusqu’à 30 minutes' : 'tot 30 minuten');
    expect(failed).toContain(fr ? '75 % du prix hors TVA du transport initial' : '75% van de prijs exclusief btw');
    expect(payment).toContain(fr ? 'dans les 45 jours' : 'binnen 45 dagen');
  });

  it.each(langs)('cite the law where it fixes the rule (%s)', async (lang) => {
    const fr = lang === 'fr';
    const s = await byId(lang);
    const id = (index: number) => anchors[lang][index]!;
    for (const words of ['UN 3373', 'P650', '319', '2.2.62.1.5.6']) expect(s[id(3)]!.body).toContain(words);
    expect(s[id(3)]!.body).toMatch(/UN 2814/);
    expect(s[id(5)]!.body).toContain('VI.53, 12°');
    expect(s[id(7)]!.body).toContain(fr ? 'article 15 de la CMR' : 'artikel 15 CMR');
    expect(s[id(8)]!.body).toContain(fr ? 'article 3 de la CMR' : 'artikel 3 CMR');
    const payment = s[id(14)]!.body;
    expect(payment).toContain(fr ? 'loi du 2 août 2002' : 'wet van 2 augustus 2002');
    expect(payment).toContain(normalizeSpaces(formatters(lang).eur(latePayment.flatEur.value)));
    expect(payment).toContain(`${latePayment.interestPoints.value} ${fr ? 'points de pourcentage' : 'procentpunten'}`);
    expect(payment).toContain(`${consumerDebt.reminderDays.value} ${fr ? 'jours calendrier' : 'kalenderdagen'}`);
    expect(payment).toContain('XIX.2');
  });

  it.each(langs)('name a court a client can plead in, in the language of the terms (%s)', async (lang) => {
    const fr = lang === 'fr';
    const court = (await byId(lang))[anchors[lang].at(-1)!]!.body;
    // Anderlecht: the judicial district of Brussels, where the terms name the court of their own language.
    expect(court).toContain(
      fr ? 'relève du tribunal de l’entreprise francophone de Bruxelles' : 'is de Nederlandstalige ondernemingsrechtbank Brussel bevoegd',
    );
    const ghent = loadConfig({ SITE_URL: testSiteUrl, COMPANY_POSTAL_CODE: '9000', COMPANY_TOWN: 'Gent' });
    const elsewhere = (await byId(lang, ghent))[anchors[lang].at(-1)!]!.body;
    expect(elsewhere).toContain(fr ? 'relève du tribunal de l’entreprise de Gand, sans' : 'is de ondernemingsrechtbank Gent bevoegd.');
    expect(elsewhere).not.toMatch(/Bruxelles|Brussel/);
    // A company whose deeds are in Dutch, in Brussels: the Dutch terms still name the Dutch-speaking court.
    const dutchDeeds = loadConfig({ SITE_URL: testSiteUrl, COMPANY_REGISTER_LANGUAGE: 'nl' });
    expect((await byId(lang, dutchDeeds))[anchors[lang].at(-1)!]!.body).toContain(
      fr ? 'relève du tribunal de l’entreprise francophone de Bruxelles' : 'is de Nederlandstalige ondernemingsrechtbank Brussel bevoegd',
    );
  });

  it.each(langs)('link to the consignee’s notice of the privacy statement, at an anchor it has (%s)', async (lang) => {
    const link = dom(await pageHtml(terms.paths[lang]))
      .querySelectorAll('main a')
      .map((a) => a.getAttribute('href') ?? '')
      .find((href) => href.startsWith(`${privacy.paths[lang]}#`));
    expect(link).toBe(`${privacy.paths[lang]}#${lang === 'fr' ? 'destinataire-envoi' : 'bestemmeling'}`);
    expect(dom(await pageHtml(privacy.paths[lang])).querySelector(`#${link!.split('#')[1]}`)).not.toBeNull();
  });
});

describe('who handles the data, in the privacy statement (issue 37)', () => {
  const body = async (lang: Lang, config = testConfig) =>
    text(
      dom(
        config === testConfig ? await pageHtml(privacy.paths[lang]) : (await http({ config }).get(privacy.paths[lang])).text,
      ).querySelector('main'),
    );

  it.each(langs)('says the default deployment runs its mail and telephone itself and sends nothing outside the EEA (%s)', async (lang) => {
    const fr = lang === 'fr';
    const own = await body(lang);
    expect(own).toContain(fr ? 'sur notre propre serveur de messagerie' : 'op onze eigen mailserver');
    expect(own).toContain(fr ? 'Notre central téléphonique est installé chez nous' : 'Onze telefooncentrale staat bij ons');
    expect(own).toContain(fr ? 'Nous ne transférons aucune donnée personnelle hors de l’Espace' : 'We geven geen persoonsgegevens door');
  });

  it.each(langs)('names the processors and the transfers the configuration sets (%s)', async (lang) => {
    const fr = lang === 'fr';
    const config = loadConfig({
      SITE_URL: testSiteUrl,
      COMPANY_MAIL_PROVIDER: 'Courrier Nuage SA, rue Haute 1, 1000 Bruxelles',
      COMPANY_PHONE_PROVIDER: 'Telefonie Plus BV, Kerkstraat 2, 9000 Gent',
      COMPANY_DATA_TRANSFERS: 'Example Mail Inc., Verenigde Staten / États-Unis',
      COMPANY_DATA_TRANSFER_BASIS: 'scc',
    });
    const named = await body(lang, config);
    expect(named).toContain(
      fr
        ? 'Nos boîtes e-mail sont hébergées par Courrier Nuage SA, rue Haute 1, 1000 Bruxelles'
        : 'Onze mailboxen worden gehost door Courrier Nuage SA, rue Haute 1, 1000 Bruxelles',
    );
    expect(named).toContain(fr ? 'Notre téléphonie est assurée par Telefonie Plus BV' : 'Onze telefonie verloopt via Telefonie Plus BV');
    expect(named).toContain('Example Mail Inc.');
    expect(named).toContain(fr ? 'clauses contractuelles types' : 'modelcontractbepalingen');
    const adequacy = await body(
      lang,
      loadConfig({ SITE_URL: testSiteUrl, COMPANY_DATA_TRANSFERS: 'X Ltd, Royaume-Uni', COMPANY_DATA_TRANSFER_BASIS: 'adequacy' }),
    );
    expect(adequacy).toContain(fr ? 'article 45 du RGPD' : 'artikel 45 AVG');
  });

  it.each(langs)('tells the consignee what GDPR art. 14 asks: who, what, source, why, basis, how long, rights (%s)', async (lang) => {
    const fr = lang === 'fr';
    const html = await pageHtml(privacy.paths[lang]);
    const notice = sectionsOf(html).find((section) => section.id === (fr ? 'destinataire-envoi' : 'bestemmeling'))!;
    expect(notice.body).toContain(fr ? 'article 14 du RGPD' : 'Artikel 14 AVG');
    const items = dom(html)
      .querySelectorAll(`#${notice.id} li`)
      .map((li) => text(li));
    const heads = fr
      ? ['Qui', 'Quelles données', 'D’où elles viennent', 'Pourquoi', 'Sur quelle base', 'Qui les reçoit', 'Combien de temps', 'Vos droits']
      : ['Wie', 'Welke gegevens', 'Waar ze vandaan komen', 'Waarom', 'Op welke grond', 'Wie ze krijgt', 'Hoelang', 'Uw rechten'];
    expect(items.map((item) => item.split(/\s?:/)[0])).toEqual(heads);
    expect(items[0]).toContain(lang === 'fr' ? 'Belgo Express SRL' : 'Belgo Express BV');
    expect(items[4]).toMatch(/6, (lid )?1, f/);
    expect(items[6]).toContain(`${retention.consignmentYears.value} ${fr ? 'ans' : 'jaar'}`);
  });
});

describe('the claims and their source (issue 37)', () => {
  const config = loadConfig({
    SITE_URL: testSiteUrl,
    COMPANY_RECORD_ON_TIME_PCT: '97.2',
    COMPANY_RECORD_PERIOD: '2026-04/2026-09',
    COMPANY_RECORD_ON_TIME_METHOD: 'horodatage des livraisons par le GSM du chauffeur',
    COMPANY_RECORD_ON_TIME_METHOD_NL: 'tijdstempel van de leveringen op de gsm van de chauffeur',
    COMPANY_RECORD_SUPPORT_METHOD: 'statistiques de notre standard',
    COMPANY_RECORD_SUPPORT_METHOD_NL: 'statistieken van onze centrale',
  });
  const period = { fr: 'd’avril 2026 à septembre 2026', nl: 'van april 2026 tot september 2026' };
  const main = async (path: string) => text(dom((await http({ config }).get(path).expect(200)).text).querySelector('main'));

  it.each(langs)('the legal notice says what each figure measures, over which period, by which method (%s)', async (lang) => {
    const fr = lang === 'fr';
    const html = (await http({ config }).get(notice.paths[lang]).expect(200)).text;
    const items = dom(html)
      .querySelectorAll(`#${fr ? 'chiffres' : 'cijfers'} li`)
      .map((li) => text(li));
    expect(items).toHaveLength(6);
    for (const item of items) expect(item).toContain(`${fr ? 'Période :' : 'Periode:'} ${period[lang]}.`);
    expect(items[0]).toContain(`97,2${fr ? ' %' : '%'}`);
    expect(items[0]).toContain(fr ? 'Méthode : horodatage des livraisons' : 'Methode: tijdstempel van de leveringen');
    expect(items[5]).toContain(fr ? 'Méthode : statistiques de notre standard' : 'Methode: statistieken van onze centrale');
  });

  it.each(langs)('the home page and the express page state the period and the method beside the figure (%s)', async (lang) => {
    const fr = lang === 'fr';
    const home = await main(`/${lang}/`);
    expect(home).toMatch(new RegExp(`${period[lang]}[^.]*97,2 ?%|97,2 ?%[^.]*${period[lang]}`));
    expect(home).toContain(fr ? 'méthode : horodatage des livraisons' : 'methode: tijdstempel van de leveringen');
    const express = await main(routeOf('service', 'express').paths[lang]);
    expect(express).toContain(
      `${fr ? 'Méthode : statistiques de notre standard' : 'Methode: statistieken van onze centrale'}, ${period[lang]}`,
    );
  });
});
