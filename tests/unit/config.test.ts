import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has defaults for local use', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.company.email).toMatch(/@/);
    expect(config.company.urgentEmail).not.toBe(config.company.email);
  });

  it('reads the public origin without a trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://www.example.be/' }).siteUrl).toBe('https://www.example.be');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://example.be'],
    ['SITE_URL', 'https://example.be/path'],
    ['COMPANY_EMAIL', 'nobody'],
    ['COMPANY_PHONE', 'call us'],
    ['COMPANY_POSTAL_CODE', '10000'],
    ['COMPANY_LEGAL_FORM', 'GmbH'],
    ['COMPANY_ENTERPRISE_NUMBER', 'BE 0123.456.748'],
    ['COMPANY_GEO', '48.85,2.35'],
    ['COMPANY_GEO', 'Anderlecht'],
    ['COMPANY_TERMS_DATE', '2026-02-30'],
    ['COMPANY_TERMS_DATE', '29/11/2026'],
    // The law of 2 August 2002 (art. 4) caps a contractual payment term at sixty days.
    ['COMPANY_PAYMENT_DAYS', '61'],
    ['COMPANY_PAYMENT_DAYS', '0'],
    ['COMPANY_LATE_CANCELLATION_PCT', '120'],
    ['COMPANY_WAITING_FREE_MIN', '2'],
    ['COMPANY_WAITING_EXTRA_EUR', '-1'],
    ['COMPANY_WAITING_EXTRA_EUR', '5.005'],
    ['COMPANY_REDELIVERY_PCT', 'half'],
    ['COMPANY_RECORD_PERIOD', '2026-10/2025-11'],
    ['COMPANY_RECORD_PERIOD', '2026-13/2026-14'],
    ['COMPANY_RECORD_PERIOD', 'last year'],
    ['COMPANY_RECORD_ON_TIME_METHOD', ''],
    ['COMPANY_DATA_TRANSFER_BASIS', 'consent'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('has legal details whose placeholder enterprise number passes its own check', () => {
    const { legal } = loadConfig({}).company;
    expect(legal).toEqual({
      name: 'Belgo Express',
      form: 'srl',
      enterpriseNumber: '0123.456.749',
      host: '',
      // Anderlecht lies in the judicial district of Brussels; no licence or insurer until they are set.
      court: 'brussels-fr',
      transportLicence: '',
      insurer: '',
    });
  });

  it('has the general terms’ business choices, the processors and the record’s source by default', () => {
    const { terms, processors, recordSource } = loadConfig({}).company;
    expect(terms).toEqual({
      date: '2026-11-29',
      paymentDays: 30,
      lateCancellationPct: 50,
      waitingFreeMin: 10,
      waitingExtraCents: 500,
      redeliveryPct: 50,
    });
    // Nothing configured: the company runs its mail and telephone itself, and sends no data outside the EEA.
    expect(processors).toEqual({ mail: '', phone: '', transfers: '', transferBasis: '' });
    expect(recordSource.period).toEqual({ from: '2025-11', to: '2026-10' });
    expect(Object.keys(recordSource.methods)).toEqual(['onTime', 'recommend', 'tracked', 'savings', 'clients', 'support']);
    for (const method of Object.values(recordSource.methods)) expect(method.fr && method.nl).toBeTruthy();
  });

  it('reads the terms, the processors and the record’s source the configuration sets', () => {
    const { terms, processors, recordSource } = loadConfig({
      COMPANY_TERMS_DATE: '2027-03-01',
      COMPANY_PAYMENT_DAYS: '60',
      COMPANY_WAITING_EXTRA_EUR: '7.5',
      COMPANY_MAIL_PROVIDER: 'Mail SA',
      COMPANY_DATA_TRANSFERS: 'Example Inc., États-Unis',
      COMPANY_DATA_TRANSFER_BASIS: 'adequacy',
      COMPANY_RECORD_PERIOD: '2026-01/2026-12',
      COMPANY_RECORD_CLIENTS_METHOD: 'fichier clients',
      COMPANY_RECORD_CLIENTS_METHOD_NL: 'klantenbestand',
    }).company;
    expect(terms).toMatchObject({ date: '2027-03-01', paymentDays: 60, waitingExtraCents: 750 });
    expect(processors).toEqual({ mail: 'Mail SA', phone: '', transfers: 'Example Inc., États-Unis', transferBasis: 'adequacy' });
    expect(recordSource.period).toEqual({ from: '2026-01', to: '2026-12' });
    expect(recordSource.methods.clients).toEqual({ fr: 'fichier clients', nl: 'klantenbestand' });
  });

  it.each([{ COMPANY_DATA_TRANSFERS: 'Example Inc., États-Unis' }, { COMPANY_DATA_TRANSFER_BASIS: 'scc' }])(
    'stops on a transfer outside the EEA without its safeguard, or a safeguard without a transfer (%j)',
    (env) => {
      expect(() => loadConfig(env)).toThrow(/COMPANY_DATA_TRANSFER_BASIS: is needed with COMPANY_DATA_TRANSFERS/);
    },
  );

  it('reads a legal form in either language and any case', () => {
    expect(loadConfig({ COMPANY_LEGAL_FORM: 'BV' }).company.legal.form).toBe('srl');
    expect(loadConfig({ COMPANY_LEGAL_FORM: 'nv' }).company.legal.form).toBe('sa');
    expect(loadConfig({ COMPANY_LEGAL_FORM: 'SComm' }).company.legal.form).toBe('scomm');
    expect(loadConfig({ COMPANY_LEGAL_FORM: 'CommV' }).company.legal.form).toBe('scomm');
  });

  it.each(['0403170701', 'BE0403170701', 'be 0403.170.701', '0403 170 701', '0403.170.701', ' BE 0403.170.701 '])(
    'reads the enterprise number %j and writes it as the register does',
    (value) => {
      expect(loadConfig({ COMPANY_ENTERPRISE_NUMBER: value }).company.legal.enterpriseNumber).toBe('0403.170.701');
    },
  );

  it.each([
    ['wrong check digits', '0403.170.702'],
    ['check digits of another number', 'BE 0876.543.201'],
    ['nine digits', '403.170.701'],
    ['a first digit other than 0 or 1', '2403.170.701'],
    ['letters', 'BE 0403.17O.701'],
    ['a foreign VAT number', 'FR 0403.170.701'],
    ['empty', ''],
  ])('stops on an enterprise number with %s, naming the variable and the check', (_, value) => {
    expect(() => loadConfig({ COMPANY_ENTERPRISE_NUMBER: value })).toThrow(
      /COMPANY_ENTERPRISE_NUMBER: must be a Belgian enterprise number.*97/,
    );
  });

  it('accepts a number starting with 1 and reads the host as given', () => {
    // 10000000 mod 97 = 76, so the check digits are 97 - 76 = 21
    const config = loadConfig({ COMPANY_ENTERPRISE_NUMBER: '1000.000.021', COMPANY_HOST: 'Hôte SA, rue Haute 1, 1000 Bruxelles' });
    expect(config.company.legal.enterpriseNumber).toBe('1000.000.021');
    expect(config.company.legal.host).toBe('Hôte SA, rue Haute 1, 1000 Bruxelles');
  });
});
