// Vitest global setup of the fast tier: a stand-in for dist/ that needs no build. Its manifest has
// every entry the schema asks for (shared/manifest.ts), each naming a small file that exists, so
// that the real app renders and serves every page and file without esbuild, maps or images. Tests
// that read what the build really makes run in the built tier (vitest.config.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import { readPalette } from '../../build/map/palette';
import { langs } from '../../shared/langs';
import type { AssetUrls } from '../../shared/manifest';
import { cityIds, pages } from '../../shared/routes';
import { socialImageSize } from '../../views/head';
import { islandNames } from '../../views/render';

const root = path.resolve(import.meta.dirname, '../..');

/** A blank grey PNG of `width` x `height`, written by hand (signature, IHDR, IDAT, IEND). */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(12 + data.length);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the stand-in where the project's DIST_DIR points (vitest.config.ts). */
export default function setup(project: TestProject): void {
  const fixtureDist = project.config.env.DIST_DIR;
  if (!fixtureDist) throw new Error('DIST_DIR names no folder for the stand-in build');
  const assetsDir = path.join(fixtureDist, 'public', 'assets');
  rmSync(fixtureDist, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const file = (name: string, body: string | Buffer): string => {
    writeFileSync(path.join(assetsDir, name), body);
    return `/assets/${name}`;
  };
  const svg = (name: string) => ({
    src: file(`${name}.svg`, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    width: 400,
    height: 300,
  });
  const byLang = <T>(make: (lang: (typeof langs)[number]) => T) =>
    Object.fromEntries(langs.map((lang) => [lang, make(lang)])) as Record<(typeof langs)[number], T>;
  const chunk = file('chunk-TEST.js', 'export {};\n');
  const socialPng = blankPng(socialImageSize.width, socialImageSize.height);
  const manifest: AssetUrls = {
    boot: file('boot-TEST.js', 'export {};\n'),
    styles: file('site-TEST.css', ':root {}\n'),
    islands: Object.fromEntries(
      islandNames.map((name) => [name, file(`island-${name}-TEST.js`, 'export const hydrate = () => {};\n')]),
    ) as AssetUrls['islands'],
    islandChunks: Object.fromEntries(islandNames.map((name) => [name, [chunk]])) as AssetUrls['islandChunks'],
    places: file('places-TEST.json', JSON.stringify(JSON.parse(readFileSync(path.join(root, 'shared/data/places.json'), 'utf8')))),
    maps: {
      home: byLang((lang) => svg(`map-home-${lang}-TEST`)),
      cities: Object.fromEntries(
        cityIds.map((city) => [city, byLang((lang) => ({ ...svg(`map-${city}-${lang}-TEST`), kind: 'city' as const, zones: [] }))]),
      ) as unknown as AssetUrls['maps']['cities'],
    },
    logo: { url: file('logo-TEST.png', blankPng(512, 512)), size: 512 },
    socialImages: Object.fromEntries(pages.map((page) => [page.path, file(`social-${page.path.replace(/\W+/g, '-')}TEST.png`, socialPng)])),
    contentDate: '2026-01-15',
    themeColor: readPalette(path.join(root, 'public/styles.css')).blue,
  };
  writeFileSync(path.join(fixtureDist, 'public', 'manifest.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(fixtureDist, 'public', 'favicon.svg'), readFileSync(path.join(root, 'public/favicon.svg')));
}
