import { type CompanyRecord, specRecord, specRecordPeriod } from '../shared/company/record';
import type { Config } from './config';
import { placeholderEnterpriseNumber } from './config';
import { log } from './request-log';

/**
 * The legal settings a site in production should not leave as they are, each with what the pages then say: the
 * enterprise number at its placeholder, no transport licence, no insurer, the record's figures or their period left
 * at SPEC's sample (claims the company could not prove). The server logs them as a warning when it starts in production.
 */
export function legalGaps(config: Config): { variable: string; effect: string }[] {
  const { legal, record, recordSource } = config.company;
  const gaps: { variable: string; effect: string }[] = [];
  if (legal.enterpriseNumber === placeholderEnterpriseNumber)
    gaps.push({ variable: 'COMPANY_ENTERPRISE_NUMBER', effect: 'the legal notice and the VAT number show the placeholder 0123.456.749' });
  if (!legal.transportLicence)
    gaps.push({ variable: 'COMPANY_TRANSPORT_LICENCE', effect: 'the legal notice names no road transport licence' });
  if (!legal.insurer) gaps.push({ variable: 'COMPANY_INSURER', effect: 'the legal notice names no insurer of the carrier’s liability' });
  if ((Object.keys(specRecord) as (keyof CompanyRecord)[]).every((key) => record[key] === specRecord[key]))
    gaps.push({
      variable: 'COMPANY_RECORD_*',
      effect: 'the pages state SPEC’s sample figures (on time, recommend, clients…) as the company’s own',
    });
  if (recordSource.period.from === specRecordPeriod.from && recordSource.period.to === specRecordPeriod.to)
    gaps.push({ variable: 'COMPANY_RECORD_PERIOD', effect: 'the figures are said to cover the sample period of the defaults' });
  return gaps;
}

/**
 * In production, one warning line naming each legal setting left empty or at its placeholder (enterprise number,
 * transport licence, insurer, the record's sample figures): the site starts all the same, its pages say what they
 * can, and whoever reads the log knows what to set.
 */
export function warnOfLegalGaps(config: Config): void {
  const gaps = legalGaps(config);
  if (gaps.length)
    log.warn(
      { settings: gaps.map((gap) => gap.variable), effects: gaps.map((gap) => `${gap.variable}: ${gap.effect}`) },
      'legal settings to set before going live',
    );
}
