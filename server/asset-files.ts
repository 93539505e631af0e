import type { RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Coding } from './content-coding';
import { markPrecompressed } from './compression';
import { pickCoding } from './content-coding';

type Variant = { body: Buffer; etag: string };

/** One hashed asset in memory: its bytes, the brotli and gzip copies the build made, its source map. */
type AssetFile = { type: string; variants: Partial<Record<Coding, Variant>>; sourceMap?: string };

const codingSuffix: Record<Exclude<Coding, 'identity'>, string> = { br: '.br', gzip: '.gz' };
const cacheControl = 'public, max-age=31536000, immutable';
const tables = new Map<string, Map<string, AssetFile>>();

function variant(file: string, suffix: string): Variant {
  const body = readFileSync(file);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"` };
}

/** Reads the built assets of a folder once per process: each file with its precompressed copies. */
function assetTable(folder: string): Map<string, AssetFile> {
  let table = tables.get(folder);
  if (table) return table;
  table = new Map();
  const names = existsSync(folder) ? readdirSync(folder) : [];
  const all = new Set(names);
  for (const name of names) {
    // A copy (name.js.br) is served as its original's encoding, never under its own name.
    if (/\.(br|gz)$/.test(name) && all.has(name.slice(0, -3))) continue;
    const file = path.join(folder, name);
    const variants: AssetFile['variants'] = { identity: variant(file, '') };
    for (const [coding, suffix] of Object.entries(codingSuffix) as [Exclude<Coding, 'identity'>, string][]) {
      if (all.has(name + suffix)) variants[coding] = variant(file + suffix, `-${coding === 'br' ? 'br' : 'gz'}`);
    }
    table.set(name, { type: path.extname(name), variants, ...(all.has(name + '.map') ? { sourceMap: `/assets/${name}.map` } : {}) });
  }
  tables.set(folder, table);
  return table;
}

/** One file of the folder as it is on disk now, without compressed copies (development only). */
function liveAsset(folder: string, name: string): AssetFile | undefined {
  const file = path.join(folder, name);
  if (name.includes('/') || name.startsWith('.') || !existsSync(file)) return undefined;
  return {
    type: path.extname(name),
    variants: { identity: variant(file, '') },
    ...(existsSync(file + '.map') ? { sourceMap: `/assets/${name}.map` } : {}),
  };
}

/**
 * Serves the hashed files of the build from memory, for a year, immutable: the brotli or gzip copy
 * the build made when the request accepts it (with Vary), a strong ETag per encoding that answers
 * If-None-Match with 304 (the compression middleware leaves them alone), and a SourceMap header on each file that has a map. Unknown names go on
 * to the 404 page.
 */
export function assetFiles(folder: string, { live = false } = {}): RequestHandler {
  // In development (`npm run dev`) the client files are rebuilt while the server runs: read at each request.
  const lookup = live ? (name: string) => liveAsset(folder, name) : (name: string) => assetTable(folder).get(name);
  return (req, res, next) => {
    const asset = (req.method === 'GET' || req.method === 'HEAD') && lookup(req.path.slice(1));
    if (!asset) return next();
    // The build compressed what compresses: the compression middleware leaves every asset as it is.
    markPrecompressed(res);
    const precompressed = asset.variants.br || asset.variants.gzip;
    const coding = pickCoding(req.headers['accept-encoding'], (c) => c in asset.variants);
    const chosen = asset.variants[coding]!;
    res.type(asset.type).set({ 'Cache-Control': cacheControl, ETag: chosen.etag });
    if (precompressed) res.set('Vary', 'Accept-Encoding');
    if (coding !== 'identity') res.set('Content-Encoding', coding);
    if (asset.sourceMap) res.set('SourceMap', asset.sourceMap);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(chosen.body.length)).end(chosen.body);
  };
}
