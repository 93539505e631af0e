// Build step: the raster icons browsers, bookmarks and chat apps ask for by name, drawn with resvg from
// public/favicon.svg (the one source of the site's icon): /favicon.ico holding 16, 32 and 48 px PNG
// images, and /apple-touch-icon.png at 180 px on the icon's own blue (iOS fills transparency with black).
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Sides of the images in favicon.ico. */
export const icoSizes = [16, 32, 48];
/** Side of the Apple touch icon. */
export const touchIconSize = 180;

const png = (svg, side, background) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: side }, ...(background ? { background } : {}) }).render().asPng();

/** An ICO container of PNG images (Windows Vista and every current browser read PNG entries). */
export function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ side, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(side % 256, entry); // width (0 means 256)
    header.writeUInt8(side % 256, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/** Writes favicon.svg, favicon.ico and apple-touch-icon.png into `publicOut`. */
export function buildIcons({ root, publicOut }) {
  const svg = readFileSync(path.join(root, 'public/favicon.svg'));
  writeFileSync(path.join(publicOut, 'favicon.svg'), svg);
  writeFileSync(path.join(publicOut, 'favicon.ico'), icoOf(icoSizes.map((side) => ({ side, data: png(svg, side) }))));
  const blue = /fill="(#[0-9a-f]{6})"/i.exec(svg.toString())?.[1] ?? '#ffffff';
  writeFileSync(path.join(publicOut, 'apple-touch-icon.png'), png(svg, touchIconSize, blue));
}
