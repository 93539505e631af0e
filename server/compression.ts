// Compression of what is made per request (simulator states, the 404 page, small files): the
// compression middleware, brotli when the request asks for it. Answers compressed ahead (pages of the
// route table, the sitemap, the build's assets) pass through untouched, with their strong ETags,
// through the middleware's documented `filter` option.
import compression from 'compression';
import type { RequestHandler, Response } from 'express';
import type { ServerResponse } from 'node:http';

/** Marks an answer as compressed ahead (or deliberately sent as is): the middleware leaves it alone. */
export function markPrecompressed(res: Response): void {
  res.locals.precompressed = true;
}

function isPrecompressed(res: ServerResponse): boolean {
  return (res as Response).locals?.precompressed === true;
}

/** The compression middleware: per-request answers compressed as they are sent (gzip 6, brotli 4, from 1 KB). */
export function compressPerRequest(): RequestHandler {
  return compression({ filter: (req, res) => !isPrecompressed(res) && compression.filter(req, res) });
}
