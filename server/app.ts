import compression from 'compression';
import type { Express } from 'express';
import express from 'express';
import path from 'node:path';
import { pages } from '../shared/routes';
import type { AssetUrls } from '../views/site-context';
import { assetFiles } from './asset-files';
import { publicDir } from './assets';
import type { Config } from './config';
import type { Renderer } from './render';
import { createRenderer } from './render';
import { requestLog } from './request-log';
import { PageCache } from './page-cache';
import { pageHandler } from './page-response';
import { securityHeaders } from './security';
import { robotsTxt, sitemapXml } from './sitemap';
import { serverError } from './server-error';
import { speculationRules, speculationRulesPath } from './speculation-rules';

/**
 * What the app is built from. `renderer` may be replaced (tests force a failing view with it),
 * `now` gives the clock (the footer's year), `warm` renders every page at start-up.
 */
export type AppOptions = { config: Config; assets: AssetUrls; renderer?: Renderer; now?: () => Date; warm?: boolean };

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
  // Crawlers: the sitemap lists the 46 pages with their alternates; robots.txt names it.
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
  // The icons, cached for a day (named, so that no other request costs a look at the disk).
  for (const icon of ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png']) {
    const file = path.join(publicDir, icon);
    app.get(`/${icon}`, (_req, res) => res.sendFile(file, { maxAge: '1d' }));
  }
  // Redirects, 405s and 404s: the router decides, this handler answers.
  app.use(pageHandler(cache));
  // A failure while answering: a friendly 500 page, the error in the log, never a stack trace.
  app.use(serverError(renderer));
  return app;
}

