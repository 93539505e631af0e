import type { RequestHandler } from 'express';

/** Where log lines go: stdout and stderr, unless a test captures them. */
export type LogSink = (line: string, stream: 'out' | 'err') => void;

const writeToConsole: LogSink = (line, stream) => (stream === 'out' ? process.stdout : process.stderr).write(line);
let sink: LogSink = writeToConsole;

/** Sends log lines elsewhere (tests read them); without an argument, back to the console. */
export function setLogSink(next: LogSink = writeToConsole): void {
  sink = next;
}

/** One line of the log, written as JSON to stdout (errors to stderr). */
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
