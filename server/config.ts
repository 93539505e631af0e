import { z } from 'zod';
import { enterpriseNumberOf, legalFormOf } from '../shared/company/register';
import { courtOf } from '../shared/company/courts';
import { specRecord } from '../shared/company/record';
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

const text = (fallback: string) => z.string().trim().min(1).max(200).default(fallback);
/** A percentage of the company's record, 0 to 100, one decimal at most. */
const percent = (fallback: number) => z.coerce.number().min(0).max(100).multipleOf(0.1).default(fallback);
/** A count of the company's record (years, vans, clients). */
const count = (fallback: number) => z.coerce.number().int().min(1).max(100000).default(fallback);

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
    .default('0123.456.749')
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
});

/** Thrown when the environment holds a bad value; its message names the variable. */
export class ConfigError extends Error {}

/** Reads and checks the configuration; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
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
    },
  };
}
