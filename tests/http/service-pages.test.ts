import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/langs';
import type { VatPrice, Zone } from '../../shared/offer';
import { areaOf, areaPrice, bandWords, distanceGateKm, tripPrice } from '../../shared/offer';
import { formatters } from '../../shared/format';
import { routes } from '../../shared/routes';
import { decodeEntities, normalizeSpaces, pageHtml, testSiteUrl, visibleText } from '../support/app';
import { elements, hrefs, jsonLd, mainOf } from '../support/html';

/*
 * The eight service pages (issue 6). The expected facts below are written from SPEC §9 "Service page
 * figures", §2 "Service pages", §1 (delivery flow) and §5 (business rules), not from the content
 * files: each figure must appear in the page's visible text, formatted for the page's locale. Prices are
 * the tariff's, read from the product line (shared/offer/), never typed here.
 */

// ---------------------------------------------------------------------------------------------
// Small helpers: regex pieces for locale-formatted figures, and HTML extraction.
// ---------------------------------------------------------------------------------------------

/** A number as fr-BE or nl-BE writes it: 10000 is "10 000" (fr) or "10.000" (nl); small numbers as is. */
function num(value: number, lang: Lang): string {
  const digits = String(value);
  if (value < 1000) return digits;
  const sep = lang === 'fr' ? '[ .]?' : '[.]?';
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** An amount in euros in the page's locale: "50 000 €" / "€ 50.000" (a few spelled-out variants accepted). */
function eur(value: number, lang: Lang): string {
  const n = `(?<![\\d.,])${num(value, lang)}(?![\\d]|[.,]\\d)`;
  return lang === 'fr' ? `${n}(?:,00)? ?(?:€|EUR|euros?)` : `(?:€ ?${n}(?:,00)?|${n}(?:,00)? ?(?:€|EUR|euro))`;
}

/** A price in euros, whole or with its two decimals ("62,20 €" / "€ 62,20"). */
function money(value: number, lang: Lang): string {
  if (Number.isInteger(value)) return eur(value, lang);
  const n = `(?<![\\d.,])${value.toFixed(2).replace('.', ',')}`;
  return lang === 'fr' ? `${n} ?€` : `€ ?${n}`;
}

/** A price's VAT-included amount, in euros. */
const incl = (price: VatPrice) => price.inclCents / 100;

/** In a Brussels zone, the tariff's half pallet by van and euro pallet in the large van, and the share one is of the other (in %, to the tenth). */
function pallets(zone: Zone) {
  const half = tripPrice({ zone, vehicle: 'van' });
  const euro = tripPrice({ zone, vehicle: 'largeVan' });
  return { half, euro, sharePct: Math.round((half.inclCents / euro.inclCents) * 1000) / 10 };
}
const palletsInCentre = pallets('brusselsCentre');
const palletsAround = pallets('brusselsArea');
const [lowShare, highShare] = [palletsInCentre.sharePct, palletsAround.sharePct].sort((a, b) => a - b) as [number, number];

/** A percentage in the page's locale: "98,5 %" (fr, narrow space normalized) / "98,5%" (nl); decimal comma in both. */
function pct(value: string, lang: Lang): string {
  const n = `(?<![\\d,])${value.replace('.', ',')}`;
  return lang === 'fr' ? `${n} ?%` : `${n}%`;
}

/** A range "a-b" written with a hyphen, an en dash or "à" / "tot". */
function range(a: string, b: string): string {
  return `(?<![\\d])${a} ?(?:-|–|à|tot) ?${b}(?![\\d])`;
}

/** An urgent band's distance as the product line bounds it ("20 km au plus", "plus de 20 à 50 km"), any space kept loose. */
function band(id: string): string {
  const words = bandWords('fr', formatters('fr'), areaOf('urgent', id).km!);
  return words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s?');
}

/** Dimensions "a x b (x c)" with x or ×. */
function dims(...values: number[]): string {
  return `(?<![\\d])${values.join(' ?[x×] ?')}(?![\\d])`;
}

/** Both patterns, in either order, at most `gap` characters apart. */
function near(a: string, b: string, gap = 160): RegExp {
  return new RegExp(`(?:${a})[\\s\\S]{0,${gap}}?(?:${b})|(?:${b})[\\s\\S]{0,${gap}}?(?:${a})`, 'i');
}

/** A pattern on its own (case-insensitive). */
function re(source: string): RegExp {
  return new RegExp(source, 'i');
}

function ofType(data: Record<string, unknown>[], type: string): Record<string, unknown>[] {
  return data.filter((item) => item['@type'] === type);
}

/** The element with id="contact" (a <section>). */
function contactSection(html: string): string {
  const match = /<section\b[^>]*\bid="contact"[^>]*>([\s\S]*?)<\/section>/.exec(html);
  if (!match) throw new Error('no section id="contact"');
  return match[1]!;
}

// ---------------------------------------------------------------------------------------------
// The table of expected facts, page by page.
// ---------------------------------------------------------------------------------------------

type Fact = { what: string; pattern: RegExp };
type ServiceKey = 'express' | 'parcel' | 'pallets' | 'urgent';
type Expected = {
  id: ServiceKey;
  lang: Lang;
  path: string;
  facts: Fact[];
  /** "From" prices the page quotes (SPEC §9): the JSON-LD offers must carry them. */
  prices?: number[];
  /** SPEC §2: French pages have an FAQ. */
  faq: boolean;
};

const fact = (what: string, pattern: RegExp | string): Fact => ({
  what,
  pattern: typeof pattern === 'string' ? re(pattern) : pattern,
});

const expected: Expected[] = [
  {
    id: 'express',
    lang: 'fr',
    path: '/fr/services/livraison-express/',
    // The tariff's prices (VAT included) for Express in central Brussels; SPEC's 25 € 1 h and 35 € 3 h were re-scoped (tests/support/rescoped.ts).
    prices: [incl(areaPrice('express', 'brussels')), incl(tripPrice({ vehicle: 'van' }))],
    faq: true,
    facts: [
      // §9 Express (French page)
      fact('1h delivery within a 20 km radius', near('(?<![\\d])1 ?h(?![\\d])|une heure|60 min', '(?<![\\d])20 ?km')),
      fact('a van in central Brussels at the tariff', near(money(incl(tripPrice({ vehicle: 'van' })), 'fr'), 'Bruxelles')),
      fact(
        '1 h in central Brussels is the urgent delivery, from its local price incl. VAT',
        near('(?<![\\d])1 ?h(?![\\d])', money(incl(areaPrice('urgent', 'local')), 'fr')),
      ),
      fact('prices excl. VAT with the VAT-included figure beside', 'hors TVA \\([^)]*TVA comprise\\)'),
      fact('same-day when ordered before 14h', near('(?<![\\d])14 ?h', 'même jour|jour même')),
      fact(
        'same-day cities: Brussels, Antwerp, Ghent, Liège, Charleroi (in the same sentence as the 14h cut-off)',
        /14 ?h(?=[^.]*Bruxelles)(?=[^.]*Anvers)(?=[^.]*Gand)(?=[^.]*Liège)(?=[^.]*Charleroi)/,
      ),
      fact('capacity up to 1000 kg', `${num(1000, 'fr')} ?kg`),
      fact('capacity up to 3 m³', '(?<![\\d])3 ?m(?:³|3)'),
      fact('insurance up to 5000 €', near('assur', eur(5000, 'fr'))),
      fact('support answers in under 2 minutes', near('(?<![\\d])2 ?min', 'support|répon|assistance')),
      fact('night or weekend supplements may apply', near('suppl[ée]ment', 'nuit|week-end|weekend')),
      // §2 Express delivery
      fact('pickup in 60-90 min', `${range('60', '90')} ?min`),
      fact('24/7 option', '24 ?/ ?7|24 ?h ?/ ?24'),
      fact('multi-stop', 'multi-?(?:arrêts?|stops?|points?|adresses?|destinations?)|plusieurs (?:arrêts|adresses|points|destinations)'),
      fact(
        'B2B with monthly invoicing',
        near('B2B|entreprise|professionnel', 'factur\\w* mensuel\\w*|mensuel\\w* factur|factur\\w+ (?:chaque|par) mois|relevé mensuel'),
      ),
      fact('sector e-commerce', 'e-commerce|commerce en ligne|vente en ligne|boutiques? en ligne'),
      fact('sector healthcare', 'santé|médical'),
      fact('sector automotive', 'automobile'),
      fact('sector technology', 'technologi|high-tech|informatique'),
      fact('sector legal', 'juridique|avocats?|notaires?'),
      fact('sector manufacturing', 'industri|fabrication|manufactur'),
    ],
  },
  {
    id: 'express',
    lang: 'nl',
    path: '/nl/services/expresslevering/',
    faq: false,
    facts: [
      // §9 Express (Dutch page)
      fact('pickup in 60-90 min', `${range('60', '90')} ?min`),
      fact('same-day for requests before 16:00', near('(?<![\\d])16[:.]00|(?<![\\d])16 ?u', 'dezelfde dag|zelfde dag|nog vandaag')),
      fact(
        'later requests delivered next morning before 10:00',
        // SPEC's "next morning" is the next working day's: Express does not run on Sunday.
        near('(?<![\\d])10[:.]00|(?<![\\d])10 ?u', 'volgende (?:ochtend|morgen|dag|werkdag)|morgenochtend|de dag erna'),
      ),
      fact('packages up to 300 kg', '(?<![\\d])300 ?kg'),
      fact('packages up to 2 m long', near('(?<![\\d])2 ?m(?:eter)?(?![\\d³2a-z])', 'lang|lengte')),
      fact('7 days a week', '7 dagen|zeven dagen|7 ?/ ?7'),
      fact('24/7', '24 ?/ ?7|24 uur per dag|dag en nacht'),
      fact('pickup-time guarantee with refund', near('garantie|gegarandeerd|garanderen', 'terugbetal|geld terug|terugstort|vergoed')),
      // §2 Express delivery
      fact('multi-stop', 'multi-?stop|meerdere (?:adressen|stops|bestemmingen|afleveradressen|ophaaladressen)'),
      fact(
        'B2B with monthly invoicing',
        near('B2B|bedrijven|zakelijk', 'maandelijks\\w* factu|maandfactu|per maand gefactureerd|factu\\w+ per maand'),
      ),
      fact('sector e-commerce', 'e-commerce|webwinkel|webshop'),
      fact('sector healthcare', 'gezondheidszorg|zorgsector|medisch'),
      fact('sector automotive', 'automobiel|automotive|garages?\\b|wagen'),
      fact('sector technology', /[Tt]echnologie|\bICT\b|\bIT\b/),
      fact('sector legal', 'juridisch|advocat|notari'),
      fact('sector manufacturing', 'industrie|productie|maakbedrijf|fabrie'),
    ],
  },
  {
    id: 'parcel',
    lang: 'fr',
    path: '/fr/services/transport-colis/',
    // SPEC's 8 € is out of the tariff's reach (tests/support/rescoped.ts): the Standard product's prices, VAT included.
    prices: [incl(areaPrice('standard', 'upTo100Km')), incl(areaPrice('standard', 'over100Km'))],
    faq: true,
    facts: [
      // §9 Parcel (French)
      fact('standard parcels up to 30 kg', near('standard', '(?<![\\d])30 ?kg', 300)),
      fact(
        'standard priced by the tariff up to 100 km, VAT included',
        near(`${distanceGateKm} ?km`, money(incl(areaPrice('standard', 'upTo100Km')), 'fr'), 200),
      ),
      fact('standard delivered D+1 or D+2', near('J ?\\+ ?1', 'J ?\\+ ?2', 40)),
      fact('bulky up to 100 kg', near('volumineu|encombrant|grand', '(?<![\\d])100 ?kg', 300)),
      fact('bulky up to 2 m³', '(?<![\\d])2 ?m(?:³|3)'),
      fact('pallets up to 1000 kg', near('palette', `${num(1000, 'fr')} ?kg`)),
      fact('base insurance 500 €', near('assur', eur(500, 'fr'))),
      fact('insurance extensions up to 10 000 €', near('assur|extension|garantie', eur(10000, 'fr'))),
      fact('extension at about 1% of the declared value', near(`${pct('1', 'fr')}`, 'valeur déclarée')),
      fact('on time above 96%', near('plus de|>|au-delà de|au-dessus de|supérieur\\w* à|dépasse', pct('96', 'fr'), 20)),
      fact(
        'volumetric weight = L x W x H / 5000',
        new RegExp(`longueur ?[x×] ?largeur ?[x×] ?hauteur[^.]{0,40}(?:/|÷|divisé\\w* par) ?${num(5000, 'fr')}`, 'i'),
      ),
      fact('international 2-5 days in Europe', near(`${range('2', '5')} jours`, 'Europe')),
      fact('international 5-10 days elsewhere', `${range('5', '10')} jours`),
      fact('quote within 5 minutes', near('devis', '(?<![\\d])5 ?min', 200)),
      fact('hero: quote within 2 minutes', near('devis', '(?<![\\d])2 ?min', 200)),
      // §2 Parcel transport
      fact('service standard', 'standard'),
      fact('service large', 'volumineu|encombrant|grands? colis'),
      fact('service fragile with insurance', near('fragile', 'assur', 300)),
      fact('service express', 'express'),
      fact('service multi-point', 'multi-?(?:points?|adresses?|destinations?)|plusieurs (?:adresses|points|destinations)'),
      fact('service B2B', 'B2B|offre aux entreprises'),
      // §1 delivery flow
      fact('flow: quote request', 'devis'),
      fact('flow: booking with shipping label and tracking number', near('étiquette', 'numéro de suivi', 300)),
      fact('flow: pickup with scan and receipt', near('scann?', 'reçu|récépissé|accusé de réception|preuve de prise en charge', 300)),
      fact('flow: transport with tracking', near('transport|acheminement', 'suivi', 300)),
      fact('flow: delivery confirmed by signature or photo', near('signature', 'photo', 100)),
      fact('flow: e-mail or SMS notice', near('e-mail|email|courriel', 'SMS', 60)),
    ],
  },
  {
    id: 'parcel',
    lang: 'nl',
    path: '/nl/services/pakketvervoer/',
    faq: false,
    facts: [
      // §9 Parcel (Dutch)
      fact('standard up to 30 kg', near('standaard', '(?<![\\d])30 ?kg', 300)),
      fact('standard up to 1 m³', '(?<![\\d])1 ?m(?:³|3)'),
      // SPEC's 24-48 h is the national cell's 1 to 2 working days (one answer per product and zone).
      fact('standard in 1 to 2 working days', 'binnen 1 tot 2 werkdagen'),
      fact('large up to 300 kg', '(?<![\\d])300 ?kg'),
      fact('large up to 2 m long', near('(?<![\\d])2 ?m(?:eter)?(?![\\d³2a-z])', 'lang|lengte')),
      fact('98% on time', near(pct('98', 'nl'), 'op tijd|stipt|tijdig|punctu', 80)),
      // §2 Parcel transport
      fact('service standard', 'standaard'),
      fact('service large', 'groot|grote|volumineu|omvangrijk'),
      fact('service fragile with insurance', near('breekba|fragiel', 'verzeker', 300)),
      fact('service express', 'express|spoed'),
      fact('service multi-point', 'multi-?(?:point|stop|adres)|meerdere (?:adressen|bestemmingen|afleveradressen|stops)'),
      fact('service B2B', 'B2B|voor bedrijven|zakelijke klanten'),
    ],
  },
  {
    id: 'pallets',
    lang: 'fr',
    path: '/fr/services/petites-palettes/',
    faq: true,
    facts: [
      // §9 Small pallets (French)
      fact('quarter pallet 60x40 cm', near('quart', dims(60, 40), 300)),
      fact('quarter pallet or 60x80 cm', dims(60, 80)),
      fact('quarter pallet max height 80 cm', near('hauteur', '(?<![\\d])80 ?cm', 80)),
      fact('quarter pallet max 100 kg', near('quart', '(?<![\\d])100 ?kg', 300)),
      fact('half pallet 60x80 cm', near('demi', dims(60, 80), 300)),
      fact('half pallet height 120 cm', '(?<![\\d])120 ?cm'),
      fact('half pallet 250 kg', near('demi', '(?<![\\d])250 ?kg', 300)),
      fact('reduced pallet 80x100 cm', dims(80, 100)),
      fact('reduced pallet height 150 cm', '(?<![\\d])150 ?cm'),
      fact('reduced pallet 400 kg', near(dims(80, 100), '(?<![\\d])400 ?kg', 200)),
      fact('D+1 for shipments before 16h', near('J ?\\+ ?1', '(?<![\\d])16 ?h')),
      fact('insurance up to 1000 €', near('assur', eur(1000, 'fr'))),
      fact('savings up to 60% versus full pallets', near(pct('60', 'fr'), 'économ')),
      fact('1 to 10 half pallets per shipment', near(range('1', '10'), 'demi-palettes?', 60)),
      fact('degressive rates from 5 pallets a month', near('dégressi', '(?<![\\d])5 palettes', 200)),
      fact('per month', 'par mois|mensuel'),
      fact('volumetric divisor 3000', near('volum', `(?<![\\d])${num(3000, 'fr')}(?![\\d])`)),
      // SPEC's 45 € full pallet is out of the tariff's reach: a half pallet by van costs the share of a euro pallet
      // in the large van that the tariff gives in Brussels, not "40-60 %" (tests/support/rescoped.ts).
      fact(
        'half pallet a share of the full price in Brussels, as the tariff gives it',
        near('Bruxelles', `(?<![\\d,])${String(lowShare).replace('.', ',')} à ${pct(String(highShare), 'fr')}`, 120),
      ),
      fact(
        'example in the centre: half pallet versus euro pallet',
        near(money(incl(palletsInCentre.half), 'fr'), money(incl(palletsInCentre.euro), 'fr'), 160),
      ),
      fact(
        'example in the rest of Brussels: half pallet versus euro pallet',
        near(money(incl(palletsAround.half), 'fr'), money(incl(palletsAround.euro), 'fr'), 160),
      ),
      fact('chilled range -20 to +20 °C', /[-−–]20 ?(?:°C?)? ?(?:à|et|-|–) ?\+ ?20 ?°C/i),
      // §2 + §5: preparation guide with its rules
      fact('preparation guide', 'préparation|préparer'),
      fact('no overhang, or loading is refused', near('débord|dépass', 'refus', 200)),
      fact('at least 3 turns of stretch film', near('(?<![\\d])3 tours', 'film', 80)),
      fact('declared value mandatory when insuring', near('valeur', 'obligatoire', 120)),
    ],
  },
  {
    id: 'pallets',
    lang: 'nl',
    path: '/nl/services/kleine-pallets/',
    faq: false,
    facts: [
      // §9 Small pallets (Dutch)
      fact('half pallet 60x80 cm', near('halve', dims(60, 80), 300)),
      fact('half pallet up to 300 kg', near('halve', '(?<![\\d])300 ?kg', 300)),
      fact('quarter pallet 40x60 cm', near('kwart', dims(40, 60), 300)),
      fact('quarter pallet up to 150 kg', near('kwart', '(?<![\\d])150 ?kg', 300)),
      fact('euro pallet 80x120 cm', near('euro', dims(80, 120), 300)),
      fact('euro pallet up to 800 kg', near('euro', '(?<![\\d])800 ?kg', 300)),
      // SPEC's 24-48 h is the cell's D+1, or a working day later after the cut-off.
      fact('delivery D+1, else in 2 working days', 'binnen 2 werkdagen'),
      fact('tail-lift vehicles', 'laadklep|hefplatform|liftbak|hydraulische lift'),
    ],
  },
  {
    id: 'urgent',
    lang: 'fr',
    path: '/fr/services/livraison-urgente/',
    // The tariff's price of the shortest trip of each band, VAT included (SPEC's 55 € and 85 € re-scoped).
    prices: [incl(areaPrice('urgent', 'local')), incl(areaPrice('urgent', 'regional')), incl(areaPrice('urgent', 'midDistance'))],
    faq: true,
    facts: [
      // §9 Urgent (French)
      // SPEC's "under 30 minutes" is the local band's 20 minutes, the regional band's 30.
      fact('pickup in 20 minutes in Brussels', near('(?<![\\d])20 ?min', 'enlèvement|porte')),
      fact('45 minutes on long trips', near('(?<![\\d])45 ?min', 'au-delà|long')),
      fact('delivery within 1 h in Brussels', near('(?<![\\d])1 ?h(?![\\d])', 'Bruxelles')),
      fact('on time 98,5 %', pct('98.5', 'fr')),
      fact('insurance up to 50 000 €', near('assur', eur(50000, 'fr'))),
      // SPEC's "max 50 kg and 150x80x80 cm" went: the simulator sells Urgent by van and large van, so Urgent carries
      // what the vehicle picked carries (the fleet's figures), one answer with the simulator.
      fact('carries what a van carries', near('camionnette', `${num(1000, 'fr')} ?kg`, 80)),
      fact('night 22h-6h', `${range('22 ?h', '6 ?h')}`),
      fact('night +30%', near('nuit', `\\+ ?${pct('30', 'fr')}`)),
      fact('Sunday and public holidays +40%', near('dimanche', `\\+ ?${pct('40', 'fr')}`)),
      fact('public holidays', 'jours? fériés?|fériés'),
      // SPEC's "above 30 kg on quote" and the bands' included 5, 15 and 30 kg went with it: the simulator prices
      // Urgent by vehicle (its "up to 10 kg" column in the local band), never by weight.
      fact('Paris in 4h', near('Paris', '(?<![\\d])4 ?h(?![\\d])', 40)),
      fact('Amsterdam in 3h', near('Amsterdam', '(?<![\\d])3 ?h(?![\\d])', 40)),
      fact('Luxembourg in 2h30', near('Luxembourg', '(?<![\\d])2 ?h ?30', 40)),
    ],
  },
  {
    id: 'urgent',
    lang: 'nl',
    path: '/nl/services/spoedlevering/',
    faq: false,
    facts: [
      // §9 Urgent (Dutch)
      fact('request handled within 5 minutes', near('(?<![\\d])5 ?min', 'aanvraag|verzoek|oproep|behandel|bevestig')),
      fact('driver on the way within 30 minutes', near('(?<![\\d])30 ?min', 'koerier|chauffeur|bestuurder|onderweg|vertrekt')),
      fact('open round the clock', 'dag en nacht'),
      fact('all seven days', '7 dagen|zeven dagen|7 ?/ ?7'),
      fact('every day of the year', 'alle dagen van het jaar'),
      fact('languages: French', 'Frans'),
      fact('languages: Dutch', 'Nederlands'),
      fact(
        'refund if the promised time is missed',
        near('terugbetaa?l|betalen we u terug|geld terug|terugstort', 'tijd|termijn|beloofd', 120),
      ),
      // §2 Dutch urgent page: use cases
      fact('use case industrial', 'industri|productie'),
      fact('use case medical', 'medisch|medische|ziekenhui'),
      fact('use case legal', 'juridisch|advocat|notari|gerecht'),
      fact('use case IT', /\b(?:ICT|IT)\b|[Ii]nformatica/),
    ],
  },
];

const urgentEmail = 'urgent@belgo-express.be';
const contactEmail = 'contact@belgo-express.be';

const serviceRoutes = routes.filter((route) => route.kind === 'service');

describe('the table of expected facts covers the route table', () => {
  it('has the eight service pages of SPEC §2, in both languages', () => {
    expect(expected.map((page) => page.path).sort()).toEqual(serviceRoutes.flatMap((route) => [route.paths.fr, route.paths.nl]).sort());
  });
});

describe.each(expected)('$path', (page) => {
  const route = serviceRoutes.find((r) => r.id === page.id)!;
  const twin = route.paths[page.lang === 'fr' ? 'nl' : 'fr'];

  it.each(page.facts)('states: $what', async ({ pattern }) => {
    const text = visibleText(mainOf(await pageHtml(page.path)));
    expect(text).toMatch(pattern);
  });

  it('is in its language, with canonical and the alternate twin page', async () => {
    const html = await pageHtml(page.path);
    expect(html).toMatch(new RegExp(`<html lang="${page.lang}-BE"`));
    expect(html).toContain(`<link rel="canonical" href="${testSiteUrl}${page.path}"/>`);
    const other = page.lang === 'fr' ? 'nl' : 'fr';
    expect(html).toContain(`<link rel="alternate" hrefLang="${other}-BE" href="${testSiteUrl}${twin}"/>`);
  });

  it('has one h1 and its own contact section that the quote buttons point to', async () => {
    const html = await pageHtml(page.path);
    const main = mainOf(html);
    expect(elements(main, 'h1')).toHaveLength(1);
    expect(html.match(/\bid="contact"/g)).toHaveLength(1);
    expect(main).toMatch(/<section\b[^>]*\bid="contact"/);
    // The hero's quote button leads to the request form after the first block, on the same page (issue 28).
    const hero = /<section\b[^>]*class="hero[^"]*"[^>]*>([\s\S]*?)<\/section>/.exec(main)?.[1] ?? '';
    expect(hrefs(hero)).toContain('#contact-form');
    expect(main.indexOf('id="contact-form"')).toBeGreaterThan(main.indexOf('id="block-0"'));
    expect(main.indexOf('id="contact-form"')).toBeLessThan(main.indexOf('id="block-1"'));
    expect(hrefs(hero).some((href) => href.startsWith('tel:'))).toBe(true);
  });

  it(`offers a quote by e-mail to the ${page.id === 'urgent' ? 'urgent' : 'contact'} address, and a phone link`, async () => {
    const contact = contactSection(mainOf(await pageHtml(page.path)));
    const mails = hrefs(contact).filter((href) => href.startsWith('mailto:'));
    expect(mails.length).toBeGreaterThan(0);
    const want = page.id === 'urgent' ? urgentEmail : contactEmail;
    const other = page.id === 'urgent' ? contactEmail : urgentEmail;
    for (const mail of mails) expect(mail).toMatch(new RegExp(`^mailto:${want.replace(/\./g, '\\.')}(\\?|$)`));
    expect(contact).not.toContain(other);
    expect(visibleText(contact)).toContain(want);
    expect(hrefs(contact).some((href) => /^tel:\+?\d{8,}$/.test(href))).toBe(true);
  });

  it('links the other three service pages in its language', async () => {
    const links = hrefs(mainOf(await pageHtml(page.path)));
    for (const other of serviceRoutes) {
      if (other.id === page.id) continue;
      expect(links).toContain(other.paths[page.lang]);
    }
    // No link from the content to a service page of the other language.
    const otherLang = page.lang === 'fr' ? 'nl' : 'fr';
    expect(links.filter((href) => href.startsWith(`/${otherLang}/services/`))).toEqual([]);
  });

  it('has JSON-LD: Service with provider and areaServed, offers where prices are given', async () => {
    const html = await pageHtml(page.path);
    const text = visibleText(mainOf(html));
    const services = ofType(jsonLd(html), 'Service');
    expect(services).toHaveLength(1);
    const service = services[0]!;
    expect(service['url']).toBe(`${testSiteUrl}${page.path}`);
    const provider = service['provider'] as Record<string, unknown>;
    expect(provider['@type']).toBe('Organization');
    expect(provider['name']).toBe('Belgo Express');
    const area = service['areaServed'] as Record<string, unknown>;
    expect(area['name']).toBe(page.lang === 'fr' ? 'Belgique' : 'België');
    // "From" prices: each offer gives a minimum price excluding VAT and one including it (21 %).
    const offers = ((service['offers'] ?? []) as Record<string, unknown>[]).map(
      (offer) => offer['priceSpecification'] as Record<string, unknown>[],
    );
    const incl = offers.map((specs) => specs.find((spec) => spec['valueAddedTaxIncluded'] === true)!);
    const excl = offers.map((specs) => specs.find((spec) => spec['valueAddedTaxIncluded'] === false)!);
    if (page.prices) {
      const prices = incl.map((spec) => Number(spec['minPrice']));
      for (const price of page.prices) expect(prices).toContain(price);
    }
    // Whatever offers are given are prices the page itself shows, in euros, both ways.
    offers.forEach((specs, i) => {
      expect(specs).toHaveLength(2);
      for (const spec of specs) expect(spec['priceCurrency']).toBe('EUR');
      expect(Number(excl[i]!['minPrice'])).toBeCloseTo(Number(incl[i]!['minPrice']) / 1.21, 2);
      for (const spec of specs) expect(text).toMatch(re(money(Number(spec['minPrice']), page.lang)));
    });
  });

  it('has JSON-LD: BreadcrumbList from the home page to this page', async () => {
    const crumbs = ofType(jsonLd(await pageHtml(page.path)), 'BreadcrumbList');
    expect(crumbs).toHaveLength(1);
    const items = crumbs[0]!['itemListElement'] as Record<string, unknown>[];
    expect(items.map((item) => item['item'])).toEqual([`${testSiteUrl}/${page.lang}/`, `${testSiteUrl}${page.path}`]);
    expect(items.map((item) => item['position'])).toEqual([1, 2]);
  });

  it(page.faq ? 'has an FAQ, mirrored in FAQPage JSON-LD' : 'has FAQPage JSON-LD exactly when it has an FAQ', async () => {
    const html = await pageHtml(page.path);
    const main = mainOf(html);
    const faqs = ofType(jsonLd(html), 'FAQPage');
    // The request form's fold (the quote section, issue 28) is no question of the FAQ.
    const questions = elements(main.replace(/<section\b[^>]*class="section quote-section"[\s\S]*?<\/section>/, ''), 'summary').map((q) =>
      visibleText(q),
    );
    if (page.faq) expect(questions.length).toBeGreaterThanOrEqual(3);
    if (questions.length === 0) {
      expect(faqs).toEqual([]);
      return;
    }
    expect(faqs).toHaveLength(1);
    const entities = faqs[0]!['mainEntity'] as { name: string; acceptedAnswer: { text: string } }[];
    // The visible text has its spaces collapsed; the JSON-LD keeps the typeset no-break spaces.
    expect(entities.map((q) => normalizeSpaces(q.name))).toEqual(questions);
    const text = visibleText(main);
    for (const q of entities) expect(text).toContain(normalizeSpaces(q.acceptedAnswer.text));
  });
});

describe('page-specific structure', () => {
  it('French pages have hero, several card blocks (services, benefits, sectors) and an FAQ', async () => {
    for (const page of expected.filter((p) => p.lang === 'fr')) {
      const main = mainOf(await pageHtml(page.path));
      expect(main, page.path).toMatch(/<section\b[^>]*class="hero/);
      expect(elements(main, 'h2').length, page.path).toBeGreaterThanOrEqual(5);
      expect(main.match(/<ul class="cards/g)?.length ?? 0, page.path).toBeGreaterThanOrEqual(2);
      expect(main, page.path).toContain('<details');
    }
  });

  it('the French parcel page has the five-step process', async () => {
    const main = mainOf(await pageHtml('/fr/services/transport-colis/'));
    const lists = elements(main, 'ol').map((ol) => (ol.match(/<li\b/g) ?? []).length);
    expect(lists).toContain(5);
  });

  it('the French urgent page has the tariff table as a real <table> with local, regional and middle-distance rows', async () => {
    const main = mainOf(await pageHtml('/fr/services/livraison-urgente/'));
    const tables = elements(main, 'table');
    expect(tables.length).toBeGreaterThanOrEqual(1);
    const table = tables.find((t) => /local/i.test(visibleText(t)) && /moyenne distance/i.test(visibleText(t)));
    expect(table, 'a table with the local and middle-distance rates').toBeDefined();
    expect(table).toMatch(/<caption>/);
    const head = elements(table!, 'thead')[0] ?? '';
    const headers = elements(head, 'th').map((cell) => visibleText(cell));
    const column = (pattern: RegExp) => {
      const index = headers.findIndex((h) => pattern.test(h));
      expect(index, `column ${pattern} in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    const columns = {
      price: column(/prix|tarif/i),
      pickup: column(/enlèvement|prise en charge|ramassage/i),
      delivery: column(/livraison/i),
      insurance: column(/assurance/i),
    };
    const body = elements(table!, 'tbody')[0] ?? '';
    const rows = elements(body, 'tr').map((row) => [...row.matchAll(/<(th|td)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => visibleText(m[2]!)));
    expect(rows).toHaveLength(4);
    const wanted: { name: RegExp; km: string; cells: Record<keyof typeof columns, string> }[] = [
      {
        name: /local/i,
        km: band('local'),
        cells: {
          price: money(incl(areaPrice('urgent', 'local')), 'fr'),
          pickup: '(?<![\\d])20 ?min',
          delivery: '(?<![\\d])1 ?h',
          insurance: eur(500, 'fr'),
        },
      },
      {
        name: /régional/i,
        km: band('regional'),
        cells: {
          price: money(incl(areaPrice('urgent', 'regional')), 'fr'),
          pickup: '(?<![\\d])30 ?min',
          delivery: '(?<![\\d])90 ?min|1 ?h ?30',
          insurance: eur(1000, 'fr'),
        },
      },
      {
        name: /moyenne distance/i,
        km: band('midDistance'),
        cells: {
          price: money(incl(areaPrice('urgent', 'midDistance')), 'fr'),
          pickup: '(?<![\\d])45 ?min',
          delivery: '(?<![\\d])2 ?h ?30|150 ?min',
          insurance: eur(2000, 'fr'),
        },
      },
    ];
    for (const want of wanted) {
      const row = rows.find((cells) => want.name.test(cells[0] ?? ''));
      expect(row, `row ${want.name}`).toBeDefined();
      expect(row!.join(' | '), `distance of ${want.name}`).toMatch(re(want.km));
      for (const [key, pattern] of Object.entries(want.cells)) {
        const index = columns[key as keyof typeof columns];
        expect(row![index], `${key} of ${want.name}`).toMatch(re(pattern));
      }
    }
    // SPEC's "30 kg or pallets" went with the bands' included weights: no row speaks of weight or pallets.
    expect(headers.join(' '), 'no weight column').not.toMatch(/poids/i);
    expect(rows.flat().join(' '), 'no pallets in the urgent table').not.toMatch(/palette/i);
  });

  it('the Dutch urgent page has a call button, a "Meer informatie" button to #contact and a link to the express page', async () => {
    const main = mainOf(await pageHtml('/nl/services/spoedlevering/'));
    const anchors = [...main.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
      href: decodeEntities(m[1]!),
      text: visibleText(m[2]!),
    }));
    expect(anchors.some((a) => a.href.startsWith('tel:') && /bel/i.test(a.text))).toBe(true);
    expect(anchors.find((a) => /^meer informatie$/i.test(a.text))?.href).toBe('#contact');
    expect(anchors.some((a) => a.href === '/nl/services/expresslevering/')).toBe(true);
  });
});
