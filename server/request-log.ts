import type { RequestHandler } from 'express';

/** Where log lines go: stdout and stderr, unless a test captures them. */
export type LogSink = (line: string, stream: 'out' | 'err') => void;

// stdout lines wait for the end of the event loop's turn and go out in one write: a write per
// request to a pipe (what a container runtime reads) cost a fifth of the server's time under load.
let pending = '';
let flushQueued = false;
function flushOut(): void {
  flushQueued = false;
  if (!pending) return;
  const text = pending;
  pending = '';
  process.stdout.write(text);
}
process.on('exit', flushOut);

const writeToConsole: LogSink = (line, stream) => {
  if (stream === 'err') {
    flushOut();
    process.stderr.write(line);
    return;
  }
  pending += line;
  if (pending.length > 65_536) flushOut();
  else if (!flushQueued) {
    flushQueued = true;
    setImmediate(flushOut);
  }
};
let sink: LogSink = writeToConsole;

/** Sends log lines elsewhere (tests read them); without an argument, back to the console. */
export function setLogSink(next: LogSink = writeToConsole): void {
  sink = next;
}

/** One line of the log, written as JSON to stdout (errors to stderr), flushed at the end of the turn and on exit. */
export function logLine(entry: Record<string, unknown>, stream: 'out' | 'err' = 'out'): void {
  sink(JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n', stream);
}

/**
 * One JSON log line per request, once it is answered. It holds no personal data: no address,
 * no user agent, no query string (only the path, cut at 256 characters).
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const queryAt = req.originalUrl.indexOf('?');
      const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
      logLine({
        method: req.method,
        path: path.slice(0, 256),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
      });
    });
    next();
  };
}
