// From the router's decision to the answer: a page from memory in the encoding the request accepts,
// a redirect, a 405 or the 404 page, each with its caching headers.
import type { Request, RequestHandler, Response } from 'express';
import type { Lang } from '../shared/langs';
import { markPrecompressed } from './compression';
import { pickCoding } from './content-coding';
import { cookieValue, langCookie } from './cookies';
import type { CachedPage, PageCache } from './page-cache';
import { decideRoute, langOfPath } from './router';
import { speculationRulesPath } from './speculation-rules';
import { whenFromQuery } from '../shared/offer/simulator-state';

/**
 * Pages, simulator states included (the same URL always gives the same page). Browsers keep them
 * 5 minutes, then revalidate with the ETag. Shared caches keep them a day (s-maxage; purged on
 * deploy); a CDN may also serve a copy up to a week old while it refetches or while the origin
 * fails, said only to CDNs (CDN-Cache-Control, RFC 9213, and Surrogate-Control), never to browsers.
 */
export const pageCaching = {
  'Cache-Control': 'public, max-age=300, s-maxage=86400',
  'CDN-Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800, stale-if-error=604800',
  'Surrogate-Control': 'max-age=86400, stale-while-revalidate=604800, stale-if-error=604800',
};
/**
 * A simulator state priced "as soon as possible" (issue 36, `when=asap`): its answer is now's, so no cache keeps it
 * past the minute.
 */
export const asapCaching = { 'Cache-Control': 'public, max-age=60' };

/** The 404 page: cacheable a few minutes, so that a burst of probes reaches a CDN, not the origin. */
const notFoundCaching = { 'Cache-Control': 'public, max-age=300' };

const speculationRulesHeader = `"${speculationRulesPath}"`;

/** The caching headers of an answer: one Cache-Control, or several (Cache-Control and the CDNs' own). */
type Caching = string | Record<string, string>;

function setCaching(res: Response, caching: Caching): void {
  if (typeof caching === 'string') res.setHeader('Cache-Control', caching);
  else for (const [name, value] of Object.entries(caching)) res.setHeader(name, value);
}

/**
 * Sends a text answer kept in memory, compressed ahead, in the best encoding the client accepts; its
 * strong ETag (one per encoding) answers If-None-Match with 304. HEAD gets the same headers as GET.
 * The compression middleware leaves it alone.
 */
export function sendEncoded(req: Request, res: Response, cached: CachedPage, options: { cacheControl: Caching; type: string }): void {
  markPrecompressed(res);
  const coding = pickCoding(req.headers['accept-encoding']);
  const representation = cached[coding];
  setCaching(res, options.cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', representation.etag);
  res.setHeader('Content-Type', options.type);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', representation.body.length);
  res.end(representation.body);
}

/**
 * Sends a page, naming the speculation rules: a page of the table precompressed from memory
 * (sendEncoded); HTML made for this request (a simulator state, the 404 page) through Express's send,
 * which answers If-None-Match by its ETag, and the compression middleware, which compresses it.
 */
function sendPage(req: Request, res: Response, page: CachedPage | string, caching: Caching, compress: RequestHandler): void {
  res.setHeader('Speculation-Rules', speculationRulesHeader);
  if (typeof page !== 'string') {
    sendEncoded(req, res, page, { cacheControl: caching, type: 'text/html; charset=utf-8' });
    return;
  }
  // A simulator state is made for this request: the compression middleware compresses it as it is sent.
  compress(req, res, () => {
    setCaching(res, caching);
    res.type('html').send(page);
  });
}

/** Answers what the router decides: a page, a redirect or a 405; a path it does not know goes on to the next handlers. */
export function pageHandler(cacheNow: () => PageCache, compress: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const decision = decideRoute({
      method: req.method,
      url: req.originalUrl,
      chosenLang: cookieValue(req.headers.cookie, langCookie),
      acceptLanguage: req.headers['accept-language'],
    });
    switch (decision.type) {
      case 'page': {
        const query = req.query as Record<string, unknown>;
        const caching = whenFromQuery(query.when) === 'asap' ? asapCaching : pageCaching;
        sendPage(req, res, cacheNow().get(decision.page, query), caching, compress);
        return;
      }
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
        // The files below may still answer; if none does, the 404 below uses this language.
        res.locals.notFoundLang = decision.lang;
        next();
        return;
    }
  };
}

/** The one 404 of the site, last in the chain: the not-found page in the language of the path. */
export function notFoundHandler(cacheNow: () => PageCache, compress: RequestHandler): RequestHandler {
  return (req, res) => {
    const lang = (res.locals.notFoundLang as Lang | undefined) ?? langOfPath(req.originalUrl.split('?', 1)[0]!);
    sendPage(req, res.status(404), cacheNow().notFound(lang), notFoundCaching, compress);
  };
}
