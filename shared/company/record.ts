/**
 * The company's own record: figures it states about itself (punctuality, recommendation, years, fleet,
 * clients). They are claims, not offer terms: set by configuration (server/config.ts, COMPANY_RECORD_*),
 * with SPEC's figures as defaults, and worded on the pages as the company's own statement.
 */

import type { Lang } from '../langs';

/** The figures of the record. */
export type CompanyRecord = {
  /** Share of all deliveries on time over the last 12 months, in percent. */
  onTimePct: number;
  /** Share of clients who recommend the company, in percent (from its own survey). */
  recommendPct: number;
  /** Share of shipments tracked from pickup to delivery, in percent. */
  trackedPct: number;
  /** What clients save at most on urgent transport costs, in percent. */
  savingsPct: number;
  /** Years in business, vans on the road, clients: shown as "Plus de 15" in French, "15+" in Dutch. */
  years: number;
  vans: number;
  clients: number;
};

/** SPEC §1's figures, the defaults until the company sets the ones it can prove. */
export const specRecord: CompanyRecord = {
  onTimePct: 98.7,
  recommendPct: 95,
  trackedPct: 100,
  savingsPct: 30,
  years: 15,
  vans: 30,
  clients: 500,
};

/**
 * The figures whose source the pages state: the record's performance figures, and the support line's answer time
 * (an offer figure, `response.supportMin` in shared/offer/facts.ts, which the company measures all the same).
 * Years and vans are facts of the register and the fleet, not measurements.
 */
export const recordMethods = ['onTime', 'recommend', 'tracked', 'savings', 'clients', 'support'] as const;
/** One figure whose method the pages state. */
export type RecordMethod = (typeof recordMethods)[number];

/** A span of whole months, each "YYYY-MM", `from` no later than `to`. */
export type MonthSpan = { from: string; to: string };

/** Where the figures come from, in one language: the months they cover and how each was measured. */
export type RecordSource = { period: MonthSpan; methods: Record<RecordMethod, string> };

/**
 * The months the default figures are said to cover: the twelve months before the default terms' version
 * (shared/company/terms.ts). A deployment sets the period of its own measurements (COMPANY_RECORD_PERIOD).
 */
export const specRecordPeriod: MonthSpan = { from: '2025-11', to: '2026-10' };

/**
 * How each figure is measured, by default: a phrase that follows "Méthode :" / "Methode:" on the pages (lower
 * case, no closing full stop). A deployment that measures otherwise says how (COMPANY_RECORD_<FIGURE>_METHOD, _NL).
 */
export const specRecordMethods: Record<RecordMethod, Record<Lang, string>> = {
  onTime: {
    fr: 'scan de livraison comparé à l’heure promise à la commande, pour tous les envois',
    nl: 'leveringsscan vergeleken met het beloofde uur, voor alle zendingen',
  },
  recommend: {
    fr: 'enquête par e-mail après livraison ; part des réponses « oui » à « Nous recommanderiez-vous ? »',
    nl: 'e-mailenquête na de levering; aandeel ‘ja’ op de vraag ‘Zou u ons aanbevelen?’',
  },
  tracked: {
    fr: 'envois scannés à l’enlèvement et à la livraison dans notre système de suivi, sur tous les envois',
    nl: 'zendingen die bij de ophaling en bij de levering gescand zijn in ons volgsysteem, op alle zendingen',
  },
  savings: {
    fr: 'frais d’un client l’année avant et l’année après son contrat ; meilleur résultat',
    nl: 'kosten van een klant het jaar vóór en na zijn contract; beste resultaat',
  },
  clients: {
    fr: 'clients différents, entreprises et particuliers, facturés au moins une fois sur la période, d’après notre comptabilité',
    nl: 'verschillende klanten, bedrijven en particulieren, met minstens één factuur in de periode, volgens onze boekhouding',
  },
  support: {
    fr: 'journal de notre central téléphonique ; délai moyen entre la première sonnerie et la réponse d’une personne',
    nl: 'logboek van onze telefooncentrale; gemiddelde tijd tussen de eerste beltoon en het moment dat een medewerker opneemt',
  },
};

const monthNames: Record<Lang, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A month "YYYY-MM" in words: "octobre 2026" / "oktober 2026". */
function monthWords(lang: Lang, month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthNames[lang].format(new Date(Date.UTC(year, number - 1, 1)));
}

/**
 * A span of months as a phrase: "de novembre 2025 à octobre 2026" ("d’avril", "d’août", "d’octobre" before a
 * vowel), "van november 2025 tot oktober 2026"; a single month, "en octobre 2026" / "in oktober 2026".
 */
export function periodWords(lang: Lang, { from, to }: MonthSpan): string {
  const first = monthWords(lang, from);
  const last = monthWords(lang, to);
  if (lang === 'nl') return from === to ? `in ${last}` : `van ${first} tot ${last}`;
  if (from === to) return `en ${last}`;
  return `${/^[aeiouéèê]/i.test(first) ? 'd’' : 'de '}${first} à ${last}`;
}
