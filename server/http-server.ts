import type { Express } from 'express';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { logLine } from './request-log';
import { plainSecurityHeaders } from './security';

/** Largest request head accepted (request line and headers); beyond it the answer is 431. */
export const maxHeaderBytes = 16 * 1024;

/**
 * The HTTP server around the app: bounded request heads, keep-alive longer than common proxy idle
 * timeouts (65 s), and a clear answer, with the security headers, to a request Node cannot parse.
 */
export function createHttpServer(app: Express): Server {
  const server = createServer({ maxHeaderSize: maxHeaderBytes, requestTimeout: 30_000 }, app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('clientError', answerClientError);
  return server;
}

const reasons: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (error.code !== 'ECONNRESET') logLine({ level: 'warn', msg: 'client error', status, code: error.code });
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
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, then exit 0;
 * exit 1 if that takes longer than `graceMs`.
 */
export function stopOnSignals(server: Server, graceMs = 8000): void {
  const shutdown = (signal: string) => {
    logLine({ msg: 'shutting down', signal });
    server.close(() => process.exit(0));
    // Idle keep-alive sockets would hold close() open: end them now; busy ones end after their answer.
    server.closeIdleConnections();
    setTimeout(() => {
      logLine({ level: 'error', msg: 'forced exit after grace period' }, 'err');
      process.exit(1);
    }, graceMs).unref();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => shutdown(signal));
}
