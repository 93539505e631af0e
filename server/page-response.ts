// From the router's decision to the answer: a page from memory in the encoding the request accepts,
// a redirect, a 405 or the 404 page, each with its caching headers.
import type { Request, RequestHandler, Response } from 'express';
import { pickCoding } from './content-coding';
import { cookieValue, langCookie } from './cookies';
import type { CachedPage, PageCache } from './page-cache';
import { decideRoute } from './router';
import { speculationRulesPath } from './speculation-rules';

/**
 * Pages, simulator states included (the same URL always gives the same page): browsers keep them
 * 5 minutes, then revalidate with the ETag; a CDN keeps them a day (purged on deploy) and may serve
 * a copy up to a week old while it refetches, or while the origin fails.
 */
const pageCacheControl = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';
/** The 404 page: cacheable a few minutes, so that a burst of probes reaches a CDN, not the origin. */
const notFoundCacheControl = 'public, max-age=300';

const speculationRulesHeader = `"${speculationRulesPath}"`;

/**
 * Sends a page from memory in the best encoding the client accepts; its ETag answers If-None-Match
 * with 304. It names the speculation rules. Plain setHeader and end: nothing to look up per request.
 */
function sendPage(req: Request, res: Response, cached: CachedPage, cacheControl: string): void {
  const coding = pickCoding(req.headers['accept-encoding']);
  const representation = cached[coding];
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', representation.etag);
  res.setHeader('Speculation-Rules', speculationRulesHeader);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', representation.body.length);
  res.end(representation.body);
}

/** Answers what the router decides; with 'pages only', answers pages and leaves the rest to the next handlers. */
export function pageHandler(cacheNow: () => PageCache, scope: 'pages only' | 'everything else' = 'everything else'): RequestHandler {
  return (req, res, next) => {
    const decision = decideRoute({
      method: req.method,
      url: req.originalUrl,
      chosenLang: cookieValue(req.headers.cookie, langCookie),
      acceptLanguage: req.headers['accept-language'],
    });
    if (scope === 'pages only' && decision.type !== 'page') return next();
    switch (decision.type) {
      case 'page':
        sendPage(req, res, cacheNow().get(decision.page, req.query as Record<string, unknown>), pageCacheControl);
        return;
      case 'redirect':
        if (decision.byLanguage) {
          res.set('Vary', 'Accept-Language, Cookie').set('Cache-Control', 'private, no-cache');
        } else {
          res.set('Cache-Control', 'public, max-age=3600');
        }
        res.redirect(decision.status, decision.location);
        return;
      case 'methodNotAllowed':
        res.set('Allow', decision.allow).status(405).type('text/plain').send('Method Not Allowed');
        return;
      case 'notFound':
        sendPage(req, res.status(404), cacheNow().notFound(decision.lang), notFoundCacheControl);
        return;
    }
  };
}
