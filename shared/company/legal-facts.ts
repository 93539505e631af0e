/**
 * The figures of the legal pages that are not the offer's: limits set by law or treaty, and the
 * periods for which the company keeps personal data. Each is written once here with its source;
 * the general terms and the privacy statement interpolate them, and the literal-figure scan of the
 * copy may point here for what it allows.
 */

import { booking } from '../offer/facts';

/** A figure with the text that makes it true. */
export type LegalFigure = { value: number; source: string };

/**
 * The CMR convention (Geneva, 19 May 1956, with its protocol of 5 July 1978 that counts in special
 * drawing rights). It governs international road carriage, and in Belgium domestic road carriage too
 * (law of 3 May 1999 on the carriage of goods by road).
 */
export const cmr = {
  /** Most the carrier owes for goods lost or damaged: special drawing rights per kg of gross weight missing. */
  sdrPerKg: { value: 8.33, source: 'CMR, art. 23, § 3 (protocol of 1978)' },
  /** Days after delivery to report a loss or damage that was not apparent (Sundays and public holidays excluded). */
  hiddenDamageDays: { value: 7, source: 'CMR, art. 30, § 1' },
  /** Days after the goods were placed at the consignee's disposal to report a delay in writing. */
  delayNoticeDays: { value: 21, source: 'CMR, art. 30, § 3' },
  /** Years within which a claim must be brought to court (three in case of wilful misconduct). */
  limitationYears: { value: 1, source: 'CMR, art. 32, § 1' },
  limitationWilfulYears: { value: 3, source: 'CMR, art. 32, § 1' },
} as const satisfies Record<string, LegalFigure>;

/** How long the company keeps each kind of personal data it processes as a carrier (GDPR art. 13, 2, a). */
export const retention = {
  /** Proof of delivery (signature or photo, name of who signed, time and place): SPEC §9, FAQ facts. */
  proofOfDeliveryYears: { value: booking.proofKeptYears, source: 'SPEC §9, FAQ facts (shared/offer/facts.ts, booking.proofKeptYears)' },
  /** Sender's and recipient's names, addresses and telephone on a consignment: kept with its proof of delivery. */
  consignmentYears: { value: booking.proofKeptYears, source: 'kept as long as the proof of delivery it belongs to (SPEC §9)' },
  /** Positions of the vans during rounds, before they are reduced to the pickup and delivery times of each consignment. */
  vehiclePositionsMonths: { value: 3, source: 'company policy: long enough to answer a question about a round' },
  /** A request (mail or telephone) that leads to no order, counted from the last exchange. */
  requestsMonths: { value: 12, source: 'company policy: one year to follow up a quote' },
  /** Invoices and the accounting documents that name the customer. */
  accountingYears: {
    value: 10,
    source:
      'Income Tax Code 1992, art. 315, as amended by the law of 20 November 2022 (the Code of economic law, art. III.86 and III.88, asks seven)',
  },
} as const satisfies Record<string, LegalFigure>;

/**
 * Late payment between businesses: the law of 2 August 2002 on combating late payment in commercial transactions
 * (as replaced by the law of 22 November 2013, which transposed directive 2011/7/EU). Interest and the flat
 * compensation are due by law, without notice; they do not apply to consumers (see `consumerDebt`).
 */
export const latePayment = {
  /** Points added to the ECB's main refinancing rate, rounded up to the half point; the rate is published each half-year. */
  interestPoints: { value: 8, source: 'law of 2 August 2002, art. 5' },
  /** Flat compensation for recovery costs, in euros, without prejudice to reasonable costs beyond it. */
  flatEur: { value: 40, source: 'law of 2 August 2002, art. 6' },
  /** Longest payment term a contract may set without an express, not grossly unfair agreement. */
  maxTermDays: { value: 60, source: 'law of 2 August 2002, art. 4, § 2' },
} as const satisfies Record<string, LegalFigure>;

/**
 * A consumer's unpaid invoice: Book XIX of the Code of economic law (amicable recovery of consumer debts, law of
 * 4 August 2022). A first reminder is free and leaves at least this many calendar days before any cost may be
 * charged; the interest and flat compensation agreed may not exceed the ceilings of that book.
 */
export const consumerDebt = {
  reminderDays: { value: 14, source: 'Code of economic law, art. XIX.2, § 1' },
} as const satisfies Record<string, LegalFigure>;
