import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { legalGaps, warnOfLegalGaps } from '../../server/legal-gaps';
import { loggedLines } from '../support/quiet-logs';

// Issue 37: a site that starts in production with a legal setting left empty, or at its placeholder, says so in
// its log (server/start.ts calls warnOfLegalGaps when NODE_ENV is production).

/** Every setting the warning asks for, set as a company going live would. */
const complete = {
  COMPANY_ENTERPRISE_NUMBER: '0403.170.701',
  COMPANY_TRANSPORT_LICENCE: 'L 123456',
  COMPANY_INSURER: 'Assurances Mosanes SA, police 42-7781',
  COMPANY_RECORD_ON_TIME_PCT: '97.2',
  COMPANY_RECORD_PERIOD: '2026-01/2026-12',
};

describe('the legal settings a site should not go live without', () => {
  it('are all missing from the defaults: placeholder enterprise number, no licence, no insurer, SPEC’s sample record', () => {
    expect(legalGaps(loadConfig({})).map((gap) => gap.variable)).toEqual([
      'COMPANY_ENTERPRISE_NUMBER',
      'COMPANY_TRANSPORT_LICENCE',
      'COMPANY_INSURER',
      'COMPANY_RECORD_*',
      'COMPANY_RECORD_PERIOD',
    ]);
  });

  it('are none once the company sets them', () => {
    expect(legalGaps(loadConfig(complete))).toEqual([]);
  });

  it.each(Object.keys(complete))('name %s when it alone is left out', (variable) => {
    const { [variable as keyof typeof complete]: _, ...rest } = complete;
    const gaps = legalGaps(loadConfig(rest)).map((gap) => gap.variable);
    expect(gaps).toEqual([variable === 'COMPANY_RECORD_ON_TIME_PCT' ? 'COMPANY_RECORD_*' : variable]);
  });

  it('are logged as one warning line that names each of them, and nothing is logged when none is missing', () => {
    loggedLines.length = 0;
    warnOfLegalGaps(loadConfig({ ...complete, COMPANY_INSURER: '', COMPANY_TRANSPORT_LICENCE: '' }));
    expect(loggedLines).toHaveLength(1);
    const line = JSON.parse(loggedLines[0]!) as { level: string; msg: string; settings: string[]; effects: string[] };
    expect(line.level).toBe('warn');
    expect(line.msg).toBe('legal settings to set before going live');
    expect(line.settings).toEqual(['COMPANY_TRANSPORT_LICENCE', 'COMPANY_INSURER']);
    expect(line.effects[1]).toMatch(/^COMPANY_INSURER: the legal notice names no insurer/);
    loggedLines.length = 0;
    warnOfLegalGaps(loadConfig(complete));
    expect(loggedLines).toEqual([]);
  });
});
