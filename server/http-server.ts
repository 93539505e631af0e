import closeWithGrace from 'close-with-grace';
import type { Express } from 'express';
import express from 'express';
import type { Server } from 'node:http';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { log, whenLogWritten } from './request-log';
import { plainSecurityHeaders } from './security';

/** Largest request head accepted (request line and headers); beyond it the answer is 431. */
const maxHeaderBytes = 16 * 1024;

/**
 * The HTTP server around the app: bounded request heads, keep-alive longer than common proxy idle
 * timeouts (65 s), a request head within 20 s and a whole request within 30 s (Node only enforces
 * the head's limit when it is below the request's), and a clear answer, with the security headers,
 * to a request Node cannot parse.
 */
export function createHttpServer(app: Express): Server {
  const server = createServer(
    { maxHeaderSize: maxHeaderBytes, requestTimeout: 30_000, headersTimeout: 20_000, ...expressClasses(app) },
    app,
  );
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);
  return server;
}

/**
 * Node's request and response classes (createServer's documented `IncomingMessage` and `ServerResponse`
 * options), subclasses that carry the app's Express methods from birth, and set as the app's request
 * and response prototypes (`app.request`, `app.response`: Express's documented per-app extension points).
 * Express gives every request and response the app's prototype with Object.setPrototypeOf; on Node's
 * own objects that swap, and the three-deep prototype chain it leaves, made every later property access
 * in Node's HTTP code take the slow way: half the site's CPU time per request (docs/performance.md).
 * Born with the app's prototype, the swap finds it in place and changes nothing. Express's own objects
 * are copied, never modified; Express still routes every request.
 */
function expressClasses(app: Express): { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse } {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  for (const [target, sources] of [
    [AppRequest.prototype, [express.request, app.request]],
    [AppResponse.prototype, [express.response, app.response]],
  ] as const) {
    for (const source of sources) Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
  }
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as typeof ServerResponse };
}

const reasons: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (error.code !== 'ECONNRESET') log.warn({ status, code: error.code }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = `${status} ${reasons[status]}\n`;
  const headers = [
    `HTTP/1.1 ${status} ${reasons[status]}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(plainSecurityHeaders).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(headers.join('\r\n') + '\r\n\r\n' + body);
}

/**
 * On SIGTERM or SIGINT (close-with-grace), behind a proxy that keeps connections alive: stop
 * accepting connections, close idle ones at once, answer every request in flight or arriving on an
 * open connection with `Connection: close` (so each connection closes after its answer), and exit 0
 * once the last one is closed. Exit 1 only if that takes longer than `graceMs`.
 */
export function stopOnSignals(server: Server, graceMs = 8000): void {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  // Before the app sees a request: after the signal it closes its connection; before, it is tracked.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) {
      res.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  closeWithGrace(
    {
      delay: graceMs,
      logger: false,
      // Uncaught errors are logged and end the process at once (server/start.ts); a normal exit needs nothing.
      skip: ['uncaughtException', 'unhandledRejection', 'beforeExit'],
      onTimeout: () => log.error('forced exit after grace period'),
    },
    async ({ signal }) => {
      stopping = true;
      log.info({ signal, inFlight: inFlight.size }, 'shutting down');
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      for (const res of inFlight) {
        // Not yet answered: the answer closes the connection. Already streaming: close it once idle.
        if (!res.headersSent) res.setHeader('Connection', 'close');
        else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
      await closed;
      await new Promise<void>((resolve) => whenLogWritten(resolve));
    },
  );
}
