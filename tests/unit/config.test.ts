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
    ['COMPANY_GEO', '48.85,2.35'],
    ['COMPANY_GEO', 'Anderlecht'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});
