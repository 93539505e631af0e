import type { Lang } from '../langs';

/** The Belgian legal forms of a company (Code of Companies and Associations), by a neutral key. */
const legalForms = ['srl', 'sa', 'sc', 'snc', 'scomm'] as const;
/** A Belgian legal form. */
export type LegalForm = (typeof legalForms)[number];

/** The abbreviation of each legal form as each language writes it after the company's name. */
export const legalFormAbbreviations: Record<LegalForm, Record<Lang, string>> = {
  srl: { fr: 'SRL', nl: 'BV' },
  sa: { fr: 'SA', nl: 'NV' },
  sc: { fr: 'SC', nl: 'CV' },
  snc: { fr: 'SNC', nl: 'VOF' },
  scomm: { fr: 'SComm', nl: 'CommV' },
};

/** The legal form an abbreviation names, in either language and any case ("BV" and "srl" are both srl). */
export function legalFormOf(abbreviation: string): LegalForm | undefined {
  const wanted = abbreviation.trim().toLowerCase();
  return legalForms.find((form) => Object.values(legalFormAbbreviations[form]).some((a) => a.toLowerCase() === wanted));
}

/**
 * A Belgian enterprise number (BCE/KBO) written as the register shows it, "0123.456.749",
 * from any usual spelling ("BE0123456749", "0123 456 749", "be 0123.456.749"), or undefined when it
 * is not ten digits starting with 0 or 1 whose last two are 97 minus the first eight modulo 97.
 */
export function enterpriseNumberOf(text: string): string | undefined {
  const digits = text.trim().replace(/^BE/i, '').replace(/[\s.]/g, '');
  if (!/^[01]\d{9}$/.test(digits)) return undefined;
  if (97 - (Number(digits.slice(0, 8)) % 97) !== Number(digits.slice(8))) return undefined;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}
