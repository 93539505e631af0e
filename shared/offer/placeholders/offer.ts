import type { CompanyDetails } from '../../company/company';
import { answeringHours } from '../../company/company';
import { courtNames, forumCourtOf } from '../../company/courts';
import { periodWords } from '../../company/record';
import { dateWords } from '../../company/terms';
import { legalFormAbbreviations } from '../../company/register';
import type { PlaceholderValue } from '../../content/messages';
import { formatters } from '../../format';
import type { Lang } from '../../langs';
import { capitalize } from '../../typography';
import { centreZone } from '../../places/centre-zone';
import { booking, pallets, response, volumetricDivisor, waitingMaxMin } from '../facts';
import { brusselsExpress, expressPickupTitle, pickup, punctuality, sameDay, vanInBrussels } from '../figures';
import { simulatorOptions } from '../options';
import { fleet, fromPrice, productIds, products } from '../products';
import { distanceGateKm, maxDistanceKm } from '../tariff';
import { vatPrice } from '../vat';
import {
  bandWords,
  cutOffText,
  deliveryShort,
  eurCents,
  hoursText,
  pickupText,
  priceWithVat,
  spanWords,
  surchargesWords,
  vatRateText,
  vatWords,
} from '../words';
import { scopeOf } from './scope';

/**
 * The placeholders the copy may name, generated from the product line, the tariff and the company's settings, so
 * that a figure is never typed in a content file. Numbers stay numbers (the message formats them in the page's
 * locale and `plural` counts them); euros, spans, bands and prices come written in the page's language.
 */

/** Every number under an object, by its dotted path: `pickup.fromMin`, `fleet.van.payloadKg`. */
function numbers(prefix: string, value: unknown, out: Record<string, PlaceholderValue>): void {
  if (typeof value === 'number') out[prefix] = value;
  else if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, item] of Object.entries(value)) numbers(`${prefix}.${key}`, item, out);
}

/** The product line's placeholders in one language: `{express.brussels.pickup}`, `{urgent.local.from}`, `{insurance.express}`… */
export function offerPlaceholders(lang: Lang): Record<string, PlaceholderValue> {
  const f = formatters(lang);
  const out: Record<string, PlaceholderValue> = {};
  const facts = { pickup, sameDay, fleet, booking, response, pallets, volumetricDivisor, punctuality, answeringHours };
  for (const [name, value] of Object.entries(facts)) numbers(name, value, out);
  Object.assign(out, { distanceGateKm, maxDistanceKm, waitingMaxMin });
  out['vat.excl'] = vatWords[lang].excl;
  out['vat.incl'] = vatWords[lang].incl;
  out['vat.rate'] = vatRateText(lang, f);
  out.vanInBrussels = priceWithVat(lang, f, vanInBrussels);
  out['express.brussels.deliveryAfterOrder'] = brusselsExpress[lang].delivery;
  out['express.pickupTitle'] = expressPickupTitle[lang];
  for (const option of simulatorOptions) out[`option.${option.id}.fee`] = priceWithVat(lang, f, vatPrice(option.cents));
  for (const [key, value] of Object.entries(centreZone[lang])) out[`centre.${key}`] = value;
  for (const id of productIds) {
    const p = products[id];
    out[`${id}.name`] = p.name[lang];
    out[`${id}.hours`] = hoursText(lang, p.hours);
    out[`${id}.hoursCapitalized`] = capitalize(hoursText(lang, p.hours));
    const cover = p.insurance;
    out[`${id}.insurance.included`] = f.eur(cover.includedEur);
    if (cover.extensionEur) out[`${id}.insurance.extension`] = f.eur(cover.extensionEur);
    if (cover.planEur) out[`${id}.insurance.plan`] = f.eur(cover.planEur);
    if (cover.extensionRatePct) out[`${id}.insurance.extensionRatePct`] = cover.extensionRatePct;
    for (const limit of p.limits)
      numbers(`${id}.limit.${limit.id}`, { maxKg: limit.maxKg, maxM3: limit.maxM3, maxLengthCm: limit.maxLengthCm }, out);
    for (const s of p.surcharges ?? []) numbers(`${id}.surcharge.${s.id}`, { pct: s.pct, fromHour: s.fromHour, toHour: s.toHour }, out);
    if (p.surcharges?.length) out[`${id}.surcharges`] = surchargesWords(lang, f, p);
    for (const area of p.areas) {
      const at = `${id}.${area.id}`;
      out[`${at}.name`] = area.name[lang];
      out[`${at}.pickup`] = pickupText(lang, area.pickup, 'words');
      out[`${at}.pickupShort`] = pickupText(lang, area.pickup, 'short');
      out[`${at}.delivery`] = spanWords(lang, area.delivery);
      out[`${at}.deliveryShort`] = deliveryShort(lang, area);
      if (area.cutOff) {
        out[`${at}.cutOffHour`] = area.cutOff.hour;
        out[`${at}.cutOff`] = cutOffText(lang, area.cutOff);
      }
      if (area.insuranceEur) out[`${at}.cover`] = f.eur(area.insuranceEur);
      if (area.km) {
        out[`${at}.band`] = bandWords(lang, f, area.km);
        numbers(`${at}.km`, area.km, out);
      }
      const price = fromPrice(area);
      if (price) {
        out[`${at}.from`] = priceWithVat(lang, f, price);
        out[`${at}.fromExcl`] = eurCents(f, price.exclCents);
        out[`${at}.fromScoped`] = `${priceWithVat(lang, f, price)} ${lang === 'fr' ? 'pour' : 'voor'} ${scopeOf(lang, id, area.id)}`;
        out[`${at}.buys`] = scopeOf(lang, id, area.id);
      }
    }
  }
  return out;
}

/** The company's placeholders, from the server's configuration: `{company.name}`, `{company.phone}`, `{company.record.years}`… */
export function companyPlaceholders(company: CompanyDetails, lang: Lang): Record<string, PlaceholderValue> {
  const out: Record<string, PlaceholderValue> = {
    'company.name': company.name,
    'company.phone': company.phone,
    'company.email': company.email,
    'company.urgentEmail': company.urgentEmail,
    'company.street': company.street,
    'company.postalCode': company.postalCode,
    'company.town': company.town,
    'company.registeredName': company.legal.name,
    'company.enterpriseNumber': company.legal.enterpriseNumber,
    // The legal pages': the legal form's abbreviation after the registered name ("SRL", "BV"), the enterprise court
    // that keeps the company's file, the site's host ('yes'/'no' for a `select`: the company hosts it itself).
    'company.legalForm': legalFormAbbreviations[company.legal.form][lang],
    'company.court': courtNames[company.legal.court][lang].court,
    'company.host': company.legal.host,
    'company.selfHosted': company.legal.host ? 'no' : 'yes',
    // The general terms' court for a business client, in the page's language (in Brussels, the court of that
    // language), and, in the judicial district of Brussels, the other language's court ('' elsewhere).
    'company.forumCourt': courtNames[forumCourtOf(company.legal.court, lang)][lang].court,
    'company.forumInBrussels': company.legal.court.startsWith('brussels') ? 'yes' : 'no',
    'company.forumOtherCourt': company.legal.court.startsWith('brussels')
      ? courtNames[forumCourtOf(company.legal.court, lang === 'fr' ? 'nl' : 'fr')][lang].court
      : '',
    // The general terms' business choices: the version date in words, the waiting beyond what is included.
    'company.terms.date': dateWords(lang, company.terms.date),
    'company.terms.waitingExtra': priceWithVat(lang, formatters(lang), vatPrice(company.terms.waitingExtraCents)),
    // The privacy statement's processors ('yes'/'no' for a `select`: a provider is named), the transfers outside
    // the EEA and their safeguard ('none', 'adequacy', 'scc').
    'company.processors.mail': company.processors.mail,
    'company.processors.mailNamed': company.processors.mail ? 'yes' : 'no',
    'company.processors.phone': company.processors.phone,
    'company.processors.phoneNamed': company.processors.phone ? 'yes' : 'no',
    'company.processors.transfers': company.processors.transfers,
    'company.processors.transferBasis': company.processors.transferBasis || 'none',
    // Where the record's figures come from: their months in words, and how each was measured.
    'company.record.period': periodWords(lang, company.recordSource.period),
  };
  numbers('company.record', company.record, out);
  numbers('company.terms', company.terms, out);
  delete out['company.terms.waitingExtraCents'];
  for (const [id, method] of Object.entries(company.recordSource.methods)) out[`company.record.method.${id}`] = method;
  return out;
}
