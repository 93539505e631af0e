import { once } from 'node:events';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadAssets } from '../../server/assets';
import { createHttpServer } from '../../server/http-server';
import { pages } from '../../shared/routes';
import { testConfig } from '../support/app';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

const fixedNow = () => new Date('2026-06-01T12:00:00Z');
// The production server (request and response classes carrying Express's methods) and Express on Node's own classes.
const production = createHttpServer(createApp({ config: testConfig, assets: loadAssets(), now: fixedNow }));
const plain = createServer(createApp({ config: testConfig, assets: loadAssets(), now: fixedNow }));
const ports = new Map<Server, number>();
beforeAll(async () => {
  for (const server of [production, plain]) {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    ports.set(server, (server.address() as AddressInfo).port);
  }
});
afterAll(async () => {
  for (const server of [production, plain]) await new Promise((resolve) => server.close(resolve));
});

function ask(server: Server, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: ports.get(server), method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the production HTTP server', () => {
  it('answers every kind of request exactly as Express on Node\'s own request and response does', async () => {
    const assets = loadAssets();
    const requests: [string, string, Record<string, string>][] = [
      ...pages.map((page): [string, string, Record<string, string>] => ['GET', page.path, { 'Accept-Encoding': 'br' }]),
      ['GET', '/fr/?zone=national&distance=150&step=result', {}],
      ['HEAD', '/nl/', { 'Accept-Encoding': 'gzip' }],
      ['GET', '/', { 'Accept-Language': 'nl-BE' }],
      ['GET', '/fr', {}],
      ['GET', '/nope', {}],
      ['POST', '/fr/', {}],
      ['GET', assets.boot, { 'Accept-Encoding': 'gzip' }],
      ['GET', '/assets/missing.js', {}],
      ['GET', '/sitemap.xml', { 'Accept-Encoding': 'gzip' }],
      ['GET', '/healthz', {}],
      ['GET', '/fr/' + 'x'.repeat(3000), {}],
    ];
    for (const [method, path, headers] of requests) {
      const [a, b] = await Promise.all([ask(production, method, path, headers), ask(plain, method, path, headers)]);
      expect(a, `${method} ${path.slice(0, 60)}`).toEqual(b);
    }
  });
});
