import { describe, expect, it } from 'vitest';
import { formatters } from '../../shared/format';
import type { Lang } from '../../shared/langs';
import {
  areaOf,
  areaPrice,
  exclVatCents,
  insurance,
  planName,
  planProduct,
  priceWithVat,
  products,
  spanShort,
  spanWords,
  tripPrice,
} from '../../shared/offer';
import { defaultShipment, quote } from '../../shared/offer/quote';
import { euros } from '../../views/islands/simulator/summary';
import { normalizeSpaces, pageHtml, visibleText } from '../support/app';

/**
 * The pages say what the product line says: each "from" price as the tariff gives it, excl. VAT with the
 * VAT-included figure beside it; the delays and insurance ceilings of each product's areas; the simulator's
 * result names the product it prices and gives the excl.-VAT figure beside its VAT-included total.
 */
const text = async (path: string) => normalizeSpaces(visibleText(await pageHtml(path)));
const price = (lang: Lang, p: Parameters<typeof priceWithVat>[2]) => normalizeSpaces(priceWithVat(lang, formatters(lang), p));

describe.each(['fr', 'nl'] as const)('the product line on the %s pages', (lang) => {
  const home = `/${lang}/`;
  const service = (fr: string, nl: string) => `/${lang}/services/${lang === 'fr' ? fr : nl}/`;

  it('names each plan after its product, with its insurance ceiling and no "from" price that would rank the plans', async () => {
    const page = await text(home);
    const plans = page.slice(page.indexOf(planName.standard[lang]), page.lastIndexOf(planName.urgent[lang]) + 400);
    for (const plan of ['standard', 'premium', 'urgent'] as const) {
      expect(page).toContain(planName[plan][lang]);
      expect(planName[plan][lang]).toContain(products[planProduct[plan]].name[lang]);
      expect(page).toContain(normalizeSpaces(formatters(lang).eur(products[planProduct[plan]].insurance.planEur!)));
    }
    expect(plans).not.toMatch(lang === 'fr' ? /hors TVA/ : /excl\. btw/);
  });

  it('prices the urgent bands at the tariff, with VAT, with their pickup and delivery delays', async () => {
    const page = await text(service('livraison-urgente', 'spoedlevering'));
    for (const id of ['local', 'regional', 'midDistance']) {
      const area = areaOf('urgent', id);
      expect(page).toContain(price(lang, areaPrice('urgent', id)));
      expect(page).toContain(normalizeSpaces(spanShort(lang, area.delivery)));
      expect(page).toContain(normalizeSpaces(formatters(lang).eur(area.insuranceEur!)));
    }
    // SPEC's 35 / 55 / 85 € are not the tariff's: none of them is shown as a price.
    expect(page).not.toMatch(lang === 'fr' ? /(?<![\d,])(?:55|85) €/ : /€ (?:55|85)(?![\d,])/);
  });

  it('states Express in Brussels at the tariff (pli and van) and sends the one-hour trip to Urgent', async () => {
    const page = await text(service('livraison-express', 'expresslevering'));
    expect(page).toContain(price(lang, areaPrice('express', 'brussels')));
    expect(page).toContain(price(lang, tripPrice({ vehicle: 'van' })));
    expect(page).toContain(price(lang, areaPrice('urgent', 'local')));
    expect(page).not.toMatch(lang === 'fr' ? /3 h partout/ : /3 uur in heel België/);
  });

  it("prices Standard parcels at the tariff, never SPEC's 8 €", async () => {
    const page = await text(service('transport-colis', 'pakketvervoer'));
    expect(page).toContain(price(lang, areaPrice('standard', 'upTo100Km')));
    expect(page).toContain(price(lang, areaPrice('standard', 'over100Km')));
    expect(page).not.toMatch(lang === 'fr' ? /(?<![\d,])8 €/ : /€ 8(?![\d,])/);
    expect(page).toContain(normalizeSpaces(formatters(lang).eur(insurance.parcelBase)));
  });

  it('shows the delivery in Brussels from the product line on a commune page', async () => {
    const page = await text(lang === 'fr' ? '/fr/livraison-express-ixelles/' : '/nl/expresslevering-elsene/');
    expect(page).toContain(normalizeSpaces(spanWords(lang, areaOf('express', 'brussels').delivery)));
  });

  it("names the product in the simulator's result and gives the total without VAT beside the total with it", async () => {
    const page = await text(`${home}?zone=national&vehicle=scooter&urgency=standard&distance=159&step=result`);
    const total = quote({ ...defaultShipment, zone: 'over100Km', vehicle: 'scooterOrCar', speed: 'day', distanceKm: 159 }).total;
    const f = formatters(lang);
    expect(page).toContain(normalizeSpaces(euros(f, total)));
    expect(page).toContain(normalizeSpaces(euros(f, exclVatCents(total))));
    expect(page).toContain(products.standard.name[lang]);
    // One national price whatever the vehicle: the result says the price follows the distance.
    expect(page).toMatch(lang === 'fr' ? /le prix suit la distance/ : /betaalt u per kilometer/);
  });
});
