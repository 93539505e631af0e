import { describe, expect, it } from 'vitest';
import { http } from '../support/app';

// The icon files the build draws from public/favicon.svg (build/icons.mjs): read as served, so in the
// built tier (the fast tier's stand-in for dist/ has no icons). That every page links them is
// tests/http/head-links.test.ts.

/** Width and height of a PNG, read from its IHDR chunk (null when the bytes are not a PNG). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The images of an ICO file: the size its directory states and the PNG each entry holds. */
function icoImages(bytes: Buffer): { side: number; png: { width: number; height: number } | null }[] {
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const [size, offset] = [bytes.readUInt32LE(entry + 8), bytes.readUInt32LE(entry + 12)];
    expect(offset + size).toBeLessThanOrEqual(bytes.length);
    return { side: bytes.readUInt8(entry) || 256, png: pngSize(bytes.subarray(offset, offset + size)) };
  });
}

describe('the icons browsers ask for by name', () => {
  it('/favicon.ico holds 16, 32 and 48 px PNG images, cached for a day', async () => {
    const res = await http().get('/favicon.ico').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(icoImages(res.body as Buffer)).toEqual([16, 32, 48].map((side) => ({ side, png: { width: side, height: side } })));
  });

  it('/apple-touch-icon.png is a 180 px square PNG without transparency, cached for a day', async () => {
    const res = await http().get('/apple-touch-icon.png').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngSize(res.body as Buffer)).toEqual({ width: 180, height: 180 });
  });
});
