import compression from 'compression';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import express from 'express';
import path from 'node:path';
import type { Lang } from '../shared/langs';
import { pages } from '../shared/routes';
import type { AssetUrls } from '../views/site-context';
import { assetFiles } from './asset-files';
import { publicDir } from './assets';
import type { Config } from './config';
import type { Renderer } from './render';
import { createRenderer } from './render';
import { logLine, requestLog } from './request-log';
import type { CachedPage } from './page-cache';
import { PageCache, pickCoding } from './page-cache';
import { decideRoute, langOfPath } from './router';
import { securityHeaders } from './security';
import { robotsTxt, sitemapXml } from './sitemap';
import { speculationRules, speculationRulesPath } from './speculation-rules';

/**
 * What the app is built from. `renderer` may be replaced (tests force a failing view with it),
 * `now` gives the clock (the footer's year), `warm` renders every page at start-up.
 */
export type AppOptions = { config: Config; assets: AssetUrls; renderer?: Renderer; now?: () => Date; warm?: boolean };

/** The name of the cookie that keeps the language a visitor chose with the FR/NL toggle. */
export const langCookie = 'lang';

/**
 * Pages, simulator states included (the same URL always gives the same page): browsers keep them
 * 5 minutes, then revalidate with the ETag; a CDN keeps them a day (purged on deploy) and may serve
 * a copy up to a week old while it refetches, or while the origin fails.
 */
export const pageCacheControl = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';
/** The 404 page: cacheable a few minutes, so that a burst of probes reaches a CDN, not the origin. */
export const notFoundCacheControl = 'public, max-age=300';

/** Longest URL answered normally (ours are under 100 characters; a shared simulator state under 200). */
export const maxUrlLength = 2048;

/** Builds the Express application (without listening, so tests drive it with supertest). */
export function createApp({ config, assets, now = () => new Date(), renderer = createRenderer(config, assets, now), warm = false }: AppOptions): Express {
  const app = express();
  const cache = new PageCache(renderer, () => now().getFullYear());
  if (warm) void cache.warm(pages);
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // Every request gets one JSON log line, once answered.
  app.use(requestLog());
  // Security headers first, so that every answer carries them, 404s and errors included.
  app.use(securityHeaders());
  // A URL longer than any of ours is refused at once, before any routing work.
  app.use((req, res, next) => {
    if (req.originalUrl.length <= maxUrlLength) return next();
    res.status(414).set('Cache-Control', 'no-store').type('text/plain').send('URI Too Long');
  });
  // Pages first: nearly every request is one, answered before any other route is tried.
  app.use(pageHandler(cache, 'pages only'));
  // gzip for the sitemap; pages and assets come from memory already compressed.
  app.use('/sitemap.xml', compression());

  // Liveness for the container HEALTHCHECK and the proxy.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });
  // Crawlers: the sitemap lists the 42 pages with their alternates; robots.txt names it.
  const sitemap = sitemapXml(config.siteUrl);
  app.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemap);
  });
  // The next page ahead: the rules every page names in its Speculation-Rules header.
  const rules = JSON.stringify(speculationRules);
  app.get(speculationRulesPath, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/speculationrules+json').send(rules);
  });
  const robots = robotsTxt(config.siteUrl);
  app.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots);
  });
  // Hashed client files never change: cached for a year, compressed by the build.
  app.use('/assets', assetFiles(path.join(publicDir, 'assets')));
  // The favicon, cached for a day (named, so that no other request costs a look at the disk).
  const favicon = path.join(publicDir, 'favicon.svg');
  app.get('/favicon.svg', (_req, res) => res.sendFile(favicon, { maxAge: '1d' }));
  // Redirects, 405s and 404s: the router decides, this handler answers.
  app.use(pageHandler(cache));
  // A failure while answering: a friendly 500 page, the error in the log, never a stack trace.
  app.use(serverError(renderer));
  return app;
}

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
function pageHandler(cache: PageCache, scope: 'pages only' | 'everything else' = 'everything else'): RequestHandler {
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
        sendPage(req, res, cache.get(decision.page, req.query as Record<string, unknown>), pageCacheControl);
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
        sendPage(req, res.status(404), cache.notFound(decision.lang), notFoundCacheControl);
        return;
    }
  };
}

function serverError(renderer: Renderer): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = httpStatusOf(error);
    if (status < 500) {
      // A request the client got wrong (a body parser's or static file's complaint): say so plainly.
      res.status(status).type('text/plain').send(status === 400 ? 'Bad Request' : 'Error');
      return;
    }
    logLine({ level: 'error', method: req.method, path: req.path.slice(0, 256), error: errorText(error) }, 'err');
    if (res.headersSent) {
      next(error);
      return;
    }
    const lang: Lang = langOfPath(req.path);
    let html = 'Internal Server Error';
    try {
      html = renderer.serverError(lang);
    } catch (renderError) {
      logLine({ level: 'error', msg: 'error page failed', error: errorText(renderError) }, 'err');
    }
    res.status(500).set('Cache-Control', 'no-store').type('html').send(html);
  };
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** The value of one cookie from a Cookie header, if present. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
