/**
 * The general terms' business choices: what the law leaves to the company (a payment term, the cost of a late
 * cancellation, of waiting, of a failed delivery) and the version date of the terms. Set by configuration
 * (server/config.ts, COMPANY_TERMS_DATE, COMPANY_PAYMENT_DAYS…), with these defaults; the terms name them as
 * `{company.terms.…}` placeholders. What the law or the CMR fixes is in ./legal-facts.ts instead.
 */

import type { Lang } from '../langs';
import { langTag } from '../langs';

/** The company's choices in its general terms. */
export type CompanyTerms = {
  /** The date of this version of the terms, "YYYY-MM-DD". */
  date: string;
  /** Days after the invoice's date within which it is paid (at most the 60 of the law of 2 August 2002, art. 4). */
  paymentDays: number;
  /** What a cancellation later than the free limit costs, in percent of the cancelled trip's price. */
  lateCancellationPct: number;
  /** Minutes the driver waits at no charge at a pickup or a delivery (loading, unloading). */
  waitingFreeMin: number;
  /** Each started quarter of an hour of waiting beyond what is included, in cents, VAT included (as the tariff). */
  waitingExtraCents: number;
  /** A second attempt at a failed delivery, or the return of the goods to the sender, in percent of the trip's price. */
  redeliveryPct: number;
};

/** The defaults: the terms' version of issue 37, and a courier's usual choices. */
export const defaultTerms: CompanyTerms = {
  date: '2026-11-29',
  paymentDays: 30,
  lateCancellationPct: 50,
  waitingFreeMin: 10,
  waitingExtraCents: 500,
  redeliveryPct: 50,
};

const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat(langTag.fr, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat(langTag.nl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A date "YYYY-MM-DD" in words: "29 novembre 2026" ("1er décembre 2026"), "29 november 2026". */
export function dateWords(lang: Lang, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const words = dateFormats[lang].format(new Date(Date.UTC(year, month - 1, day)));
  return lang === 'fr' && day === 1 ? words.replace(/^1 /, '1er ') : words;
}

/** True for a real calendar date written "YYYY-MM-DD". */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
