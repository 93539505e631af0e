import { describe, expect, it } from 'vitest';
import { http, testConfig } from '../support/app';
import { loggedLines } from '../support/quiet-logs';
import { loadConfig } from '../../server/config';

// The README promises that the request log holds no personal data: no query string (simulator or
// form values), no IP address, no user agent, no cookie. Each request here carries all of them.
describe('the request log', () => {
  const secrets = {
    query: 'jean.dupont%40example.be',
    ip: '203.0.113.77',
    agent: 'SecretAgent/9.9 (Jean Dupont laptop)',
    cookie: 'lang=nl; tracking=abc123',
  };

  it.each([
    ['a page', `/fr/?zone=national&distance=150&step=result&note=${secrets.query}`],
    ['a 404', `/fr/nope?email=${secrets.query}`],
    ['an asset', `/assets/missing.js?e=${secrets.query}`],
  ])('writes one line for %s with method, path, status and time, and nothing personal', async (_, url) => {
    for (const trustProxy of ['false', 'true']) {
      const config = loadConfig({ SITE_URL: testConfig.siteUrl, TRUST_PROXY: trustProxy });
      loggedLines.length = 0;
      await http({ config }).get(url).set('User-Agent', secrets.agent).set('X-Forwarded-For', secrets.ip).set('Cookie', secrets.cookie);
      expect(loggedLines).toHaveLength(1);
      const entry = JSON.parse(loggedLines[0]!) as Record<string, unknown>;
      expect(entry.method).toBe('GET');
      expect(entry.path).toBe(url.slice(0, url.indexOf('?')));
      expect(typeof entry.status).toBe('number');
      expect(typeof entry.ms).toBe('number');
      for (const secret of [secrets.query, 'jean.dupont', secrets.ip, secrets.agent, 'SecretAgent', 'abc123', '127.0.0.1', '::ffff']) {
        expect(loggedLines[0]).not.toContain(secret);
      }
    }
  });
});
