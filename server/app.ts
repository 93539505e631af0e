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
 * What the app is built from. `assets` is the build's manifest, or (`npm run dev`) a function that
 * reads it again when the client files were rebuilt. `renderer` may be replaced (tests force a
 * failing view with it), `now` gives the clock (the footer's year), `warm` renders every page at start-up.
 */
export type AppOptions = { config: Config; assets: AssetUrls | (() => AssetUrls); renderer?: Renderer; now?: () => Date; warm?: boolean };

/** What pages are made with: the manifest, the renderer on it and the cache of its pages. */
type Rendering = { assets: AssetUrls; renderer: Renderer; cache: PageCache };

/** Longest URL answered normally (ours are under 100 characters; a shared simulator state under 200). */
export const maxUrlLength = 2048;

/** Builds the Express application (without listening, so tests drive it with supertest). */
export function createApp({ config, assets, now = () => new Date(), renderer, warm = false }: AppOptions): Express {
  const app = express();
  const development = typeof assets === 'function';
  const assetsNow = development ? assets : () => assets;
  let made: Rendering | undefined;
  // A new manifest (only in development) means new pages: a renderer and a cache of its own.
  const rendering = (): Rendering => {
    const current = assetsNow();
    if (made?.assets !== current) {
      const pageRenderer = renderer ?? createRenderer(config, current, now);
      made = { assets: current, renderer: pageRenderer, cache: new PageCache(pageRenderer, () => now().getFullYear(), undefined, development ? 'fast' : 'max') };
    }
    return made;
  };
  if (warm) void rendering().cache.warm(pages);
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
  app.use(pageHandler(() => rendering().cache, 'pages only'));
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
  app.use('/assets', assetFiles(path.join(publicDir, 'assets'), { live: development }));
  // The favicon, cached for a day (named, so that no other request costs a look at the disk).
  const favicon = path.join(publicDir, 'favicon.svg');
  app.get('/favicon.svg', (_req, res) => res.sendFile(favicon, { maxAge: '1d' }));
  // Redirects, 405s and 404s: the router decides, this handler answers.
  app.use(pageHandler(() => rendering().cache));
  // A failure while answering: a friendly 500 page, the error in the log, never a stack trace.
  app.use(serverError(() => rendering().renderer));
  return app;
}

