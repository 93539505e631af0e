import { z } from 'zod';
import { enterpriseNumberOf, legalFormOf } from '../shared/company/register';
import { courtOf } from '../shared/company/courts';
import { type RecordMethod, recordMethods, specRecord, specRecordMethods, specRecordPeriod } from '../shared/company/record';
import { latePayment } from '../shared/company/legal-facts';
import { defaultTerms, isIsoDate } from '../shared/company/terms';
import type { Company } from '../shared/company/company';

/** The server's configuration, read once from the environment. */
export type Config = {
  port: number;
  /** Public origin of the site (scheme, host, optional port; no path), e.g. https://www.belgo-express.be */
  siteUrl: string;
  /** Express `trust proxy` setting: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  company: Company;
};

/** The enterprise number the configuration falls back on: it passes the check, but it is nobody's. */
export const placeholderEnterpriseNumber = '0123.456.749';

const text = (fallback: string) => z.string().trim().min(1).max(200).default(fallback);
/** A percentage of the company's record, 0 to 100, one decimal at most. */
const percent = (fallback: number) => z.coerce.number().min(0).max(100).multipleOf(0.1).default(fallback);
/** A count of the company's record (years, vans, clients). */
const count = (fallback: number) => z.coerce.number().int().min(1).max(100000).default(fallback);
/** A whole number of the general terms, between two bounds. */
const whole = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);
/** A name and address of a processor, or nothing. */
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** A month "YYYY-MM". */
const month = String.raw`\d{4}-(?:0[1-9]|1[0-2])`;

/** The environment variables of a record figure's method, French and Dutch: COMPANY_RECORD_ON_TIME_METHOD, …_NL. */
const methodVariable = (id: RecordMethod) => `COMPANY_RECORD_${id.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_METHOD`;
const methodVariables = Object.fromEntries(
  recordMethods.flatMap((id) => [
    [methodVariable(id), z.string().trim().min(1).max(300).default(specRecordMethods[id].fr)],
    [`${methodVariable(id)}_NL`, z.string().trim().min(1).max(300).default(specRecordMethods[id].nl)],
  ]),
) as Record<string, z.ZodDefault<z.ZodString>>;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z
    .string()
    .trim()
    .default('http://localhost:3000')
    .transform((value, ctx) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
        ctx.addIssue({ code: 'custom', message: 'must be an http(s) origin such as https://www.example.be, without path or query' });
        return z.NEVER;
      }
      return url.origin;
    }),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string => {
      if (value === 'true') return true;
      if (value === 'false' || value === '') return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
  COMPANY_NAME: text('Belgo Express'),
  COMPANY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{8,20}$/, 'must be a telephone number such as +32 2 808 47 47')
    .default('+32 2 808 47 47'),
  COMPANY_EMAIL: z.email().default('contact@belgo-express.be'),
  COMPANY_URGENT_EMAIL: z.email().default('urgent@belgo-express.be'),
  COMPANY_STREET: text('Chaussée de Mons 600'),
  COMPANY_STREET_NL: text('Bergensesteenweg 600'),
  COMPANY_POSTAL_CODE: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'must be a Belgian postal code of 4 digits')
    .default('1070'),
  COMPANY_TOWN: text('Anderlecht'),
  COMPANY_LEGAL_NAME: text('Belgo Express'),
  COMPANY_LEGAL_FORM: z
    .string()
    .default('SRL')
    .transform((value, ctx) => {
      const form = legalFormOf(value);
      if (!form) {
        ctx.addIssue({ code: 'custom', message: 'must be a Belgian legal form: SRL/BV, SA/NV, SC/CV, SNC/VOF or SComm/CommV' });
        return z.NEVER;
      }
      return form;
    }),
  // A placeholder that passes the check (97 - 01234567 mod 97 = 49): set the company's own number.
  COMPANY_ENTERPRISE_NUMBER: z
    .string()
    .default(placeholderEnterpriseNumber)
    .transform((value, ctx) => {
      const number = enterpriseNumberOf(value);
      if (!number) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a Belgian enterprise number (BCE/KBO) such as 0123.456.749: ten digits starting with 0 or 1, the last two equal to 97 minus the first eight modulo 97',
        });
        return z.NEVER;
      }
      return number;
    }),
  COMPANY_HOST: z.string().trim().max(200).default(''),
  COMPANY_REGISTER_LANGUAGE: z.enum(['', 'fr', 'nl']).default(''),
  COMPANY_TRANSPORT_LICENCE: z.string().trim().max(100).default(''),
  COMPANY_INSURER: z.string().trim().max(200).default(''),
  COMPANY_GEO: z
    .string()
    .trim()
    .regex(/^\d{2}\.\d+,\s*\d\.\d+$/, 'must be latitude,longitude in decimal degrees, such as 50.8344,4.3061')
    .default('50.8344,4.3061')
    .transform((value) => {
      const [latitude, longitude] = value.split(',').map(Number) as [number, number];
      return { latitude, longitude };
    })
    .refine(
      ({ latitude, longitude }) => latitude >= 49.4 && latitude <= 51.6 && longitude >= 2.5 && longitude <= 6.5,
      'must lie in Belgium',
    ),
  // The company's record (shared/company/record.ts): claims it must be able to prove; SPEC's figures by default.
  COMPANY_RECORD_ON_TIME_PCT: percent(specRecord.onTimePct),
  COMPANY_RECORD_RECOMMEND_PCT: percent(specRecord.recommendPct),
  COMPANY_RECORD_TRACKED_PCT: percent(specRecord.trackedPct),
  COMPANY_RECORD_SAVINGS_PCT: percent(specRecord.savingsPct),
  COMPANY_RECORD_YEARS: count(specRecord.years),
  COMPANY_RECORD_VANS: count(specRecord.vans),
  COMPANY_RECORD_CLIENTS: count(specRecord.clients),
  // The months the record's figures cover, and how each is measured (the pages state both beside the figure).
  COMPANY_RECORD_PERIOD: z
    .string()
    .trim()
    .default(`${specRecordPeriod.from}/${specRecordPeriod.to}`)
    .transform((value, ctx) => {
      const [from, to] = value.split('/');
      if (!new RegExp(`^${month}/${month}$`).test(value) || !from || !to || from > to) {
        ctx.addIssue({ code: 'custom', message: 'must be two months, the first no later than the second, such as 2025-11/2026-10' });
        return z.NEVER;
      }
      return { from, to };
    }),
  ...methodVariables,
  // The general terms' business choices (shared/company/terms.ts).
  COMPANY_TERMS_DATE: z.string().trim().default(defaultTerms.date).refine(isIsoDate, 'must be the date of the terms, such as 2026-11-29'),
  COMPANY_PAYMENT_DAYS: whole(1, latePayment.maxTermDays.value, defaultTerms.paymentDays),
  COMPANY_LATE_CANCELLATION_PCT: whole(1, 100, defaultTerms.lateCancellationPct),
  COMPANY_WAITING_FREE_MIN: whole(5, 60, defaultTerms.waitingFreeMin),
  COMPANY_WAITING_EXTRA_EUR: z.coerce
    .number()
    .min(0)
    .max(100)
    .multipleOf(0.01)
    .default(defaultTerms.waitingExtraCents / 100),
  COMPANY_REDELIVERY_PCT: whole(1, 100, defaultTerms.redeliveryPct),
  // Who processes personal data for the company (the privacy statement names them), and transfers outside the EEA.
  COMPANY_MAIL_PROVIDER: optionalText(200),
  COMPANY_PHONE_PROVIDER: optionalText(200),
  COMPANY_DATA_TRANSFERS: optionalText(300),
  COMPANY_DATA_TRANSFER_BASIS: z.enum(['', 'adequacy', 'scc']).default(''),
});

/** Thrown when the environment holds a bad value; its message names the variable. */
export class ConfigError extends Error {}

/** Reads and checks the configuration; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema
    .refine((e) => !e.COMPANY_DATA_TRANSFERS === !e.COMPANY_DATA_TRANSFER_BASIS, {
      message: 'is needed with COMPANY_DATA_TRANSFERS, and only then: adequacy (GDPR art. 45) or scc (art. 46, 2, c)',
      path: ['COMPANY_DATA_TRANSFER_BASIS'],
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    siteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY,
    company: {
      name: e.COMPANY_NAME,
      phone: e.COMPANY_PHONE,
      email: e.COMPANY_EMAIL,
      urgentEmail: e.COMPANY_URGENT_EMAIL,
      street: { fr: e.COMPANY_STREET, nl: e.COMPANY_STREET_NL },
      postalCode: e.COMPANY_POSTAL_CODE,
      town: e.COMPANY_TOWN,
      legal: {
        name: e.COMPANY_LEGAL_NAME,
        form: e.COMPANY_LEGAL_FORM,
        enterpriseNumber: e.COMPANY_ENTERPRISE_NUMBER,
        host: e.COMPANY_HOST,
        court: courtOf(e.COMPANY_POSTAL_CODE, e.COMPANY_REGISTER_LANGUAGE || undefined),
        transportLicence: e.COMPANY_TRANSPORT_LICENCE,
        insurer: e.COMPANY_INSURER,
      },
      geo: e.COMPANY_GEO,
      record: {
        onTimePct: e.COMPANY_RECORD_ON_TIME_PCT,
        recommendPct: e.COMPANY_RECORD_RECOMMEND_PCT,
        trackedPct: e.COMPANY_RECORD_TRACKED_PCT,
        savingsPct: e.COMPANY_RECORD_SAVINGS_PCT,
        years: e.COMPANY_RECORD_YEARS,
        vans: e.COMPANY_RECORD_VANS,
        clients: e.COMPANY_RECORD_CLIENTS,
      },
      recordSource: {
        period: e.COMPANY_RECORD_PERIOD,
        methods: Object.fromEntries(
          recordMethods.map((id) => {
            const methods = e as unknown as Record<string, string>;
            return [id, { fr: methods[methodVariable(id)]!, nl: methods[`${methodVariable(id)}_NL`]! }];
          }),
        ) as Company['recordSource']['methods'],
      },
      terms: {
        date: e.COMPANY_TERMS_DATE,
        paymentDays: e.COMPANY_PAYMENT_DAYS,
        lateCancellationPct: e.COMPANY_LATE_CANCELLATION_PCT,
        waitingFreeMin: e.COMPANY_WAITING_FREE_MIN,
        waitingExtraCents: Math.round(e.COMPANY_WAITING_EXTRA_EUR * 100),
        redeliveryPct: e.COMPANY_REDELIVERY_PCT,
      },
      processors: {
        mail: e.COMPANY_MAIL_PROVIDER,
        phone: e.COMPANY_PHONE_PROVIDER,
        transfers: e.COMPANY_DATA_TRANSFERS,
        transferBasis: e.COMPANY_DATA_TRANSFER_BASIS,
      },
    },
  };
}
