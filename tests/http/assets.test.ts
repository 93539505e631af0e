import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets, publicDir } from '../../server/assets';
import { http, testApp } from '../support/app';

const folder = path.join(publicDir, 'assets');
// Every file the build wrote, but the .br and .gz copies, which are served only as encodings.
const files = readdirSync(folder).filter((name) => !/\.(br|gz)$/.test(name));
const compresses = (name: string) => !/\.(png|jpe?g|gif|webp|avif|woff2?)$/.test(name);
const scripts = files.filter((name) => name.endsWith('.js'));
const types: Record<string, RegExp> = {
  '.js': /^text\/javascript/,
  '.css': /^text\/css/,
  '.map': /^application\/json/,
  '.txt': /^text\/plain/,
  '.svg': /^image\/svg\+xml/,
};

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

let base = '';
const server = testApp().listen(0, '127.0.0.1');
beforeAll(async () => {
  if (!server.listening) await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET whose body comes back as sent on the wire (no client-side decompression). */
function raw(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(base + url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('assets, compressed once by the build', () => {
  it('has scripts, a stylesheet and their maps to check', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    expect(files.some((name) => name.endsWith('.css'))).toBe(true);
  });

  it.each(files.filter(compresses))(
    '%s: brotli or gzip as accepted, each at its best, with Vary, type, length and an ETag that answers 304',
    async (name) => {
      const url = `/assets/${name}`;
      const original = readFileSync(path.join(folder, name));
      const [br, gz, plain] = await Promise.all([
        raw(url, { 'Accept-Encoding': 'gzip, deflate, br' }),
        raw(url, { 'Accept-Encoding': 'gzip' }),
        raw(url, { 'Accept-Encoding': 'identity' }),
      ]);
      for (const res of [br, gz, plain]) {
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        const type = types[path.extname(name)];
        if (type) expect(res.headers['content-type']).toMatch(type);
      }
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
      // At its best: what visitors download is brotli 11 and gzip 9 (maps, for developer tools only, brotli 9).
      const quality = name.endsWith('.map') ? 9 : 11;
      const bestBr = brotliCompressSync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      });
      const bestGz = gzipSync(original, { level: 9 });
      if (bestBr.length > original.length * 0.95) {
        // Too small to gain anything (a 40-byte chunk): sent as it is.
        expect(br.headers['content-encoding']).toBeUndefined();
        return;
      }
      for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
      expect(gunzipSync(gz.body).equals(original)).toBe(true);
      expect(br.body.length).toBeLessThanOrEqual(bestBr.length);
      expect(gz.body.length).toBeLessThanOrEqual(bestGz.length);
      const tags = [br, gz, plain].map((res) => res.headers.etag as string);
      expect(new Set(tags).size).toBe(3);
      const again = await raw(url, { 'Accept-Encoding': 'br', 'If-None-Match': tags[0]! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    },
  );

  it('never serves a compressed copy under its own name, nor a file outside the build', async () => {
    for (const name of readdirSync(folder).filter((file) => /\.(br|gz)$/.test(file))) {
      expect((await http().get(`/assets/${name}`)).status, name).toBe(404);
    }
    expect((await http().get('/assets/manifest.json')).status).toBe(404);
  });
});

describe('source maps and licences', () => {
  it.each(scripts)('%s names its source map, which maps back to the sources', async (name) => {
    const res = await http().get(`/assets/${name}`);
    const map = res.headers.sourcemap as string;
    expect(map).toBe(`/assets/${name}.map`);
    const json = JSON.parse((await http().get(map)).text) as { sources: string[]; mappings: string };
    expect(json.sources.length).toBeGreaterThan(0);
    expect(json.mappings.length).toBeGreaterThan(0);
  });

  it("keeps React's licence with the chunk that bundles it", async () => {
    const react = files.find(
      (name) => name.endsWith('.js') && readFileSync(path.join(folder, name), 'utf8').includes('react.transitional.element'),
    );
    expect(react).toBeDefined();
    const code = (await http().get(`/assets/${react}`)).text;
    const legal = code.match(/For license information please see (\S+\.LEGAL\.txt)/)?.[1];
    expect(legal).toBeDefined();
    const licence = await http().get(`/assets/${legal}`);
    expect(licence.status).toBe(200);
    expect(licence.text).toMatch(/@license React/);
  });
});

describe('an island and its chunks', () => {
  it('lists for each island every chunk its script imports, so the page fetches them together', async () => {
    const assets = loadAssets();
    for (const [island, url] of Object.entries(assets.islands)) {
      const code = readFileSync(path.join(folder, path.basename(url)), 'utf8');
      const imported = [...code.matchAll(/from\s*"\.\/([\w-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
      expect(imported.length, island).toBeGreaterThan(0);
      for (const chunk of imported) expect(assets.islandChunks[island as keyof typeof assets.islands], island).toContain(chunk);
    }
    const home = (await http().get('/fr/')).text;
    const simulator = home.match(/data-island-props="simulator"[^>]*data-chunks="([^"]+)"/)?.[1];
    expect(simulator?.split(' ')).toEqual(assets.islandChunks.simulator);
  });
});
