import { once } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets';
import { createHttpServer } from '../../server/http-server';
import { pages } from '../../shared/routes';
import { sharedApp } from '../support/app';

type Answer = { status: number; headers: IncomingHttpHeaders; bytes: number };

// The shared app: its pages are already rendered for the other files of the worker.
const server = createHttpServer(sharedApp());
let port = 0;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function ask(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HEAD', () => {
  it('answers with the same status and headers as GET, and no body, for every kind of answer', async () => {
    const assets = loadAssets();
    const requests: [string, Record<string, string>][] = [
      ...pages.map((page): [string, Record<string, string>] => [page.path, { 'Accept-Encoding': 'br' }]),
      ['/fr/?zone=national&distance=150&step=result', {}],
      ['/nl/', { 'Accept-Encoding': 'gzip' }],
      ['/', { 'Accept-Language': 'nl-BE' }],
      ['/fr', {}],
      ['/fr/services/', {}],
      ['/nope', {}],
      [assets.boot, { 'Accept-Encoding': 'gzip' }],
      [assets.socialImages['/fr/']!, {}],
      ['/assets/missing.js', {}],
      ['/sitemap.xml', { 'Accept-Encoding': 'gzip' }],
      ['/sitemap.xml', {}],
      ['/robots.txt', {}],
      ['/speculation-rules.json', { 'Accept-Encoding': 'br' }],
      ['/favicon.svg', {}],
      ['/healthz', {}],
      ['/fr/' + 'x'.repeat(3000), {}],
    ];
    for (const [path, headers] of requests) {
      const label = path.slice(0, 60);
      const [get, head] = [await ask('GET', path, headers), await ask('HEAD', path, headers)];
      expect(head.status, label).toBe(get.status);
      expect(head.headers, label).toEqual(get.headers);
      expect(head.bytes, label).toBe(0);
    }
  });
});
