import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createHttpServer } from '../../server/http-server';
import { wizardParams } from '../../shared/offer/simulator-state';
import { http, testConfig, testSiteUrl } from '../support/app';

const server = createHttpServer(createApp({ config: testConfig, assets: loadAssets() })).listen(0, '127.0.0.1');
let port = 0;
beforeAll(async () => {
  if (!server.listening) await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes on a fresh connection and resolves with everything the server sent back. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('timeout')));
  });
}

const securityHeaders = ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'referrer-policy'];

describe('oversized requests', () => {
  it('answers headers over 16 KB with 431 and the security headers', async () => {
    const response = await rawExchange(`GET /fr/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    for (const header of securityHeaders) expect(response.toLowerCase()).toContain(`${header}:`);
  });

  it('answers a very long URL with 414, quickly, and a malformed request with 400', async () => {
    const started = Date.now();
    const res = await http().get('/fr/' + 'x'.repeat(3000));
    expect(res.status).toBe(414);
    expect(Date.now() - started).toBeLessThan(1000);
    for (const header of securityHeaders) expect(res.headers[header]).toBeTruthy();
    const garbage = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('forged Host and X-Forwarded-* headers', () => {
  const forged = {
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'http',
    'X-Forwarded-For': '6.6.6.6',
    Forwarded: 'host=evil.example',
  };
  for (const trust of ['false', 'true', '1']) {
    it(`change nothing on canonical, alternates, sitemap or redirects (TRUST_PROXY=${trust})`, async () => {
      const config = loadConfig({ SITE_URL: testSiteUrl, TRUST_PROXY: trust });
      const agent = http({ config });
      for (const path of ['/fr/', '/nl/expresslevering-gent/', '/sitemap.xml', '/robots.txt']) {
        const res = await agent.get(path).set('Host', 'evil.example').set(forged);
        expect(res.text, path).not.toContain('evil.example');
      }
      const redirect = await agent.get('/nl').set('Host', 'evil.example').set(forged);
      expect(redirect.headers.location).toBe('/nl/');
      const root = await agent.get('/').set('Host', 'evil.example').set(forged);
      expect(root.headers.location).toBe('/fr/');
    });
  }
});

describe('hostile query strings', () => {
  const markup = '<script>alert(1)</script>"\'><img src=x onerror=alert(2)>';
  it.each(wizardParams.map((name) => [name]))('HTML and script in %s are never reflected', async (name) => {
    for (const path of ['/fr/', '/nl/']) {
      const res = await http()
        .get(path)
        .query({ [name]: markup, step: 'result' });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert(1)');
      expect(res.text).not.toContain('onerror=alert');
      expect(res.text).not.toContain('<img src=x');
    }
  });

  it.each([
    '__proto__=1',
    '__proto__[zone]=national',
    'constructor=1&constructor[prototype][x]=1',
    'zone=__proto__&vehicle=constructor&urgency=toString&step=hasOwnProperty',
    'zone=national&zone=van&vehicle[]=van&distance[0]=150&step=result&step=4',
    'zone[a][b][c]=1&distance=%00&step=%E0%A4%A',
    `distance=${'9'.repeat(1500)}&step=result`,
    'zone=national&distance=1e308&step=result',
  ])('?%s answers 200 with the site page', async (query) => {
    const res = await http().get(`/fr/?${query}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<section id="simulator"');
    expect(({} as Record<string, unknown>).zone).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('methods on every kind of route', () => {
  const kinds: Record<string, string> = {
    page: '/fr/livraison-express-uccle/',
    'slash redirect': '/nl/services/kleine-pallets',
    'language redirect': '/',
    'not found': '/fr/nergens/',
    asset: loadAssets().boot,
    'missing asset': '/assets/nothing-here.js',
    health: '/healthz',
    sitemap: '/sitemap.xml',
    robots: '/robots.txt',
  };
  for (const [kind, path] of Object.entries(kinds)) {
    it(`${kind} (${path}): HEAD, OPTIONS and TRACE get a clear answer with the security headers`, async () => {
      const get = await http().get(path);
      const head = await http().head(path);
      expect(head.status, 'HEAD').toBe(get.status);
      expect(head.text ?? '').toBe('');
      for (const method of ['options', 'trace'] as const) {
        const res = await http()[method](path);
        expect([404, 405], `${method.toUpperCase()} ${path}`).toContain(res.status);
        for (const header of securityHeaders) expect(res.headers[header], `${method} ${header}`).toBeTruthy();
        expect(res.text ?? '').not.toMatch(/at .*\.(ts|js):\d+/);
      }
    });
  }
});
