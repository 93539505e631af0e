// A failure while answering: a friendly 500 page in the path's language, the error in the log,
// never a stack trace to the visitor.
import type { ErrorRequestHandler } from 'express';
import type { Lang } from '../shared/langs';
import type { Renderer } from '../views/render';
import { log } from './request-log';
import { langOfPath } from './router';

/** The error handler, last in the chain: 4xx complaints answered plainly, anything else with the 500 page. */
export function serverError(rendererNow: () => Renderer): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = httpStatusOf(error);
    if (status < 500) {
      // A request the client got wrong (a body parser's or static file's complaint): say so plainly.
      res
        .status(status)
        .type('text/plain')
        .send(status === 400 ? 'Bad Request' : 'Error');
      return;
    }
    log.error({ method: req.method, path: req.path.slice(0, 256), error: errorText(error) }, 'failed');
    if (res.headersSent) {
      next(error);
      return;
    }
    const lang: Lang = langOfPath(req.path);
    let html = 'Internal Server Error';
    try {
      html = rendererNow().serverError(lang);
    } catch (renderError) {
      log.error({ error: errorText(renderError) }, 'error page failed');
    }
    res.status(500).set('Cache-Control', 'no-store').type('html').send(html);
  };
}

function httpStatusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
