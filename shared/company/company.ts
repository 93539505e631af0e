import type { LegalForm } from './register';
import type { CompanyRecord, RecordMethod, RecordSource } from './record';
import type { CompanyTerms } from './terms';
import type { EnterpriseCourt } from './courts';
import type { Lang } from '../langs';

/** The company's details as the views show them (from the server's configuration). */
export type CompanyDetails = {
  name: string;
  phone: string;
  email: string;
  urgentEmail: string;
  street: string;
  /** The street in each language, for what both language versions share (the structured data's organisation). */
  streets: Record<Lang, string>;
  postalCode: string;
  town: string;
  /** What the legal notice must state: registered name and form, enterprise number, the site's host. */
  legal: {
    name: string;
    form: LegalForm;
    /** As the register writes it: "0123.456.749"; the VAT number is "BE" before it. */
    enterpriseNumber: string;
    /** Name and address of the site's host; empty when the company hosts the site itself. */
    host: string;
    /** The enterprise court whose register of legal persons (RPM/RPR) keeps the company's file. */
    court: EnterpriseCourt;
    /** The road transport licence number; empty when not configured (then not shown). */
    transportLicence: string;
    /** The insurer of the company's carrier's liability (name, address, policy); empty when not configured. */
    insurer: string;
  };
  /** Where the depot is, for the LocalBusiness of the structured data. */
  geo: { latitude: number; longitude: number };
  /** The figures the company states about itself (configuration; SPEC's by default). */
  record: CompanyRecord;
  /** Where those figures come from: the months they cover, and how each was measured, in this language. */
  recordSource: RecordSource;
  /** The general terms' business choices: version date, payment term, costs of cancelling, waiting, a failed delivery. */
  terms: CompanyTerms;
  /** Who processes personal data for the company besides the site's host (`legal.host`), and any transfer outside the EEA. */
  processors: Processors;
};

/**
 * The processors the privacy statement names (GDPR art. 13, 1, e and f): the provider of the company's mailboxes
 * and of its telephone line (name and address; empty when the company runs them itself), and the transfers of
 * personal data outside the European Economic Area with their safeguard (none, by default).
 */
export type Processors = {
  mail: string;
  phone: string;
  /** Who receives data outside the EEA, and where ("Example Inc., United States"); empty: no transfer. */
  transfers: string;
  /** The safeguard of those transfers: an adequacy decision (GDPR art. 45) or the standard contractual clauses (art. 46, 2, c). */
  transferBasis: '' | 'adequacy' | 'scc';
};

/** The company's contact details (SPEC's {phone} and {email}), with the street in each language. */
export type Company = Omit<CompanyDetails, 'street' | 'streets' | 'recordSource'> & {
  /** The street as each language writes it (Brussels streets have a French and a Dutch name). */
  street: Record<Lang, string>;
  /** The record's period, and each figure's method as each language writes it. */
  recordSource: { period: RecordSource['period']; methods: Record<RecordMethod, Record<Lang, string>> };
};

/**
 * When the company answers e-mails (requests, written quotes): working days (Monday to Friday), from
 * `fromHour` to `toHour`; the phone line answers 24/7. SPEC gives no such hours; these are issue 28's
 * default, in one place, for the company to set before going live. The request form says them before
 * the send button, the panel after a request is sent and the parcel page's written quote too.
 * `callWithinHours`: a job needed less than this many hours after its mail would be read is to be
 * phoned in (issue 36: the request form says so).
 */
export const answeringHours = { fromHour: 8, toHour: 18, callWithinHours: 2 } as const;

/** The company as one language's pages show it: the street in that language, both streets beside. */
export function companyIn(company: Company, lang: Lang): CompanyDetails {
  const { period, methods } = company.recordSource;
  const inLang = Object.fromEntries(Object.entries(methods).map(([id, method]) => [id, method[lang]])) as Record<RecordMethod, string>;
  return { ...company, street: company.street[lang], streets: company.street, recordSource: { period, methods: inLang } };
}
