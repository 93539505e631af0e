// The server's log: pino, one JSON line per event, and pino-http's line per answered request.
// Nothing personal is logged: each line is built from a list of allowed fields, never from the
// request object, so no address, user agent, cookie or query string can reach it.
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { pinoHttp } from 'pino-http';

/** Where log lines go: stdout (errors to stderr), unless a test captures them. */
export type LogSink = (line: string, stream: 'out' | 'err') => void;

// stdout is written asynchronously (a slow reader of the container's pipe must not stall requests);
// errors synchronously, so that a fatal line is out before the process exits.
const stdout = pino.destination({ dest: 1, sync: false });
const stderr = pino.destination({ dest: 2, sync: true });
const toConsole: LogSink = (line, stream) => (stream === 'err' ? stderr : stdout).write(line);
let sink: LogSink = toConsole;

/** Sends log lines elsewhere (tests read them); without an argument, back to the console. */
export function setLogSink(next: LogSink = toConsole): void {
  sink = next;
}

/** The server's logger: `info` and `warn` lines on stdout, `error` and `fatal` on stderr. */
export const log = pino(
  {
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.multistream(
    [
      { level: 'info', stream: { write: (line: string) => sink(line, 'out') } },
      { level: 'error', stream: { write: (line: string) => sink(line, 'err') } },
    ],
    { dedupe: true },
  ),
);

/** Calls `done` once every stdout line logged so far is written (before a clean exit). */
export function whenLogWritten(done: () => void): void {
  stdout.flush(() => done());
}

/** The fields of a request's line: method, path without its query (cut at 256 characters), status, time, size. */
function requestFields(req: IncomingMessage, res: ServerResponse, responseTime: unknown) {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const queryAt = url.indexOf('?');
  return {
    method: req.method,
    path: (queryAt === -1 ? url : url.slice(0, queryAt)).slice(0, 256),
    status: res.statusCode,
    ms: responseTime,
    bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
  };
}

/** One log line per request, once it is answered (pino-http), with the fields above and nothing else. */
export function requestLog(): RequestHandler {
  return pinoHttp({
    logger: log,
    quietReqLogger: true,
    quietResLogger: true,
    customSuccessObject: (req, res, loggable: { responseTime?: unknown }) => requestFields(req, res, loggable.responseTime),
    customErrorObject: (req, res, _error, loggable: { responseTime?: unknown }) => requestFields(req, res, loggable.responseTime),
    customSuccessMessage: () => 'answered',
    customErrorMessage: () => 'answered',
    // 5xx lines stay on stdout with the others; server/server-error.ts logs the error itself to stderr.
    customLogLevel: () => 'info',
  });
}
