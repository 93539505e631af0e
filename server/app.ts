import type { ErrorRequestHandler, Express } from 'express';
import express from 'express';
import path from 'node:path';
import type { AssetUrls } from '../shared/manifest';
import { pages } from '../shared/routes';
import { assetFiles } from './asset-files';
import { compressPerRequest } from './compression';
import { publicDir } from './assets';
import type { Config } from './config';
import type { Renderer } from '../views/render';
import { createRenderer } from '../views/render';
import { requestLog } from './request-log';
import { encodeBody, PageCache } from './page-cache';
import { contentVersion } from '../shared/content/load';
import { notFoundHandler, pageHandler, sendEncoded } from './page-response';
import { publicImages, securityHeaders } from './security';
import { robotsTxt, sitemapXml } from './sitemap';
import { serverError } from './server-error';
import { speculationRules, speculationRulesPath } from './speculation-rules';

/**
 * What the app is built from. `assets` is the build's manifest, or (`npm run dev`) a function that
 * reads it again when the client files were rebuilt. `renderer` may be replaced (tests force a
 * failing view with it), `now` gives the clock (the footer's year), `warm` renders every page at start-up.
 */
export type AppOptions = {
  config: Config;
  assets: AssetUrls | (() => AssetUrls);
  renderer?: Renderer;
  now?: () => Date;
  warm?: boolean;
  /** How hard pages are compressed: 'max' in production, 'fast' in development and tests. */
  effort?: 'max' | 'fast';
};

/** What pages are made with: the manifest, the renderer on it and the cache of its pages. */
type Rendering = { assets: AssetUrls; content: number; renderer: Renderer; cache: PageCache };

/** Longest URL answered normally (ours are under 100 characters; a shared simulator state under 200). */
export const maxUrlLength = 2048;

/** Files for crawlers and browsers, kept an hour. */
const hourCacheControl = 'public, max-age=3600';

/**
 * Builds the Express application (without listening, so tests drive it with supertest). The router
 * decides once per request (server/router.ts): pages, redirects and 405s are answered at once; a path
 * it does not know goes on to the files below, then to the one 404 at the end.
 */
export function createApp({ config, assets, now = () => new Date(), renderer, warm = false, effort }: AppOptions): Express {
  const app = express();
  const development = typeof assets === 'function';
  const pageEffort = effort ?? (development ? 'fast' : 'max');
  const assetsNow = development ? assets : () => assets;
  let made: Rendering | undefined;
  // A new manifest or an edited content file (only in development) means new pages: a renderer and a cache of their own.
  const rendering = (): Rendering => {
    const current = assetsNow();
    const content = development ? contentVersion() : 0;
    if (made?.assets !== current || made.content !== content) {
      const pageRenderer = renderer ?? createRenderer(config, current, now);
      made = {
        assets: current,
        content,
        renderer: pageRenderer,
        cache: new PageCache(pageRenderer, () => now().getFullYear(), undefined, pageEffort, now),
      };
    }
    return made;
  };
  if (warm) void rendering().cache.warm(pages);
  app.disable('x-powered-by');
  // Express's own ETags (answers made per request) are weak: the compression middleware may send them
  // compressed. Pages, the sitemap and assets carry their own strong ETag, one per encoding.
  app.set('etag', 'weak');
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
  // What is made per request (a simulator state, the 404 and 500 pages, robots.txt, the speculation
  // rules, the icons) goes through the compression middleware as it is sent; the 50 pages, the sitemap
  // and the assets, compressed ahead, never enter it: most requests skip its per-request work.
  const compress = compressPerRequest();
  // The router's decision: pages (nearly every request), redirects and 405s answered here.
  app.use(pageHandler(() => rendering().cache, compress));

  // Liveness for the container HEALTHCHECK and the proxy.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });
  // Crawlers: the sitemap lists the pages with their alternates and the date of their content,
  // compressed once, each encoding with its own ETag, like the pages; robots.txt names it.
  const lastModified = assetsNow().contentDate;
  const sitemap = encodeBody(sitemapXml(config.siteUrl, lastModified), 'max');
  app.get('/sitemap.xml', (req, res) =>
    sendEncoded(req, res, sitemap, { cacheControl: hourCacheControl, type: 'application/xml; charset=utf-8' }),
  );
  const robots = robotsTxt(config.siteUrl);
  app.get('/robots.txt', compress, (_req, res) => {
    res.set('Cache-Control', hourCacheControl).type('text/plain').send(robots);
  });
  // The next page ahead: the rules every page names in its Speculation-Rules header.
  const rules = JSON.stringify(speculationRules);
  app.get(speculationRulesPath, compress, (_req, res) => {
    res.set('Cache-Control', hourCacheControl).type('application/speculationrules+json').send(rules);
  });
  // Images other sites may show (social previews, icons): readable by their preview fetchers.
  app.use(publicImages());
  // Hashed client files never change: cached for a year, compressed by the build.
  app.use('/assets', assetFiles(path.join(publicDir, 'assets'), { live: development }));
  // The icons, cached for a day (named, so that no other request costs a look at the disk).
  for (const icon of ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png']) {
    const file = path.join(publicDir, icon);
    app.get(`/${icon}`, compress, (_req, res) => res.sendFile(file, { maxAge: '1d' }));
  }
  // Whatever is left: the one 404, in the language of the path.
  app.use(notFoundHandler(() => rendering().cache, compress));
  // A failure while answering: a friendly 500 page, the error in the log, never a stack trace.
  const serverErrorPage = serverError(() => rendering().renderer);
  app.use(((err, req, res, next) => compress(req, res, () => serverErrorPage(err, req, res, next))) satisfies ErrorRequestHandler);
  return app;
}
