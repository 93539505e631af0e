import type { RequestHandler } from 'express';
import { write, writeSync } from 'node:fs';

/** Where log lines go: stdout and stderr, unless a test captures them. */
export type LogSink = (line: string, stream: 'out' | 'err') => void;

// Node writes to a pipe (what a container runtime reads) synchronously: under load a slow reader
// stalled every request, up to a quarter of the server's time in the bench. So stdout lines gather
// during a turn of the event loop and leave in one write, made off the event loop; lines logged
// meanwhile wait for it. Past 4 MB waiting (a reader that stopped) writing blocks again, as
// Node's own stdout would; on exit whatever waits is written at once.
const maxWaiting = 4 * 1024 * 1024;
let waiting: string[] = [];
let waitingBytes = 0;
let queued = false;
let writing = false;
let drained: (() => void)[] = [];

function takeWaiting(): string {
  const text = waiting.join('');
  waiting = [];
  waitingBytes = 0;
  return text;
}

function writeOut(): void {
  queued = false;
  if (writing || waiting.length === 0) return;
  writing = true;
  const send = (buffer: Buffer) =>
    write(1, buffer, 0, buffer.length, null, (error, written) => {
      if (error?.code === 'EAGAIN') return void setTimeout(() => send(buffer), 5);
      if (!error && written < buffer.length) return send(buffer.subarray(written));
      // Any other error (the reader is gone): these lines are lost, as they would be with stdout.
      writing = false;
      writeOut();
      if (!writing) for (const done of drained.splice(0)) done();
    });
  send(Buffer.from(takeWaiting()));
}

function writeWaitingNow(): void {
  if (waiting.length === 0) return;
  try {
    writeSync(1, takeWaiting());
  } catch {
    // Nowhere to write: nothing more to do.
  }
}
process.on('exit', writeWaitingNow);

/** Calls `done` once every stdout line logged so far is written (before a clean exit). */
export function whenLogWritten(done: () => void): void {
  if (writing || waiting.length > 0) {
    drained.push(done);
    if (!queued && !writing) writeOut();
  } else {
    done();
  }
}

const writeToConsole: LogSink = (line, stream) => {
  if (stream === 'err') {
    process.stderr.write(line);
    return;
  }
  waiting.push(line);
  waitingBytes += line.length;
  if (waitingBytes > maxWaiting) writeWaitingNow();
  else if (!queued) {
    queued = true;
    setImmediate(writeOut);
  }
};
let sink: LogSink = writeToConsole;

/** Sends log lines elsewhere (tests read them); without an argument, back to the console. */
export function setLogSink(next: LogSink = writeToConsole): void {
  sink = next;
}

/** One line of the log, written as JSON to stdout (errors to stderr, at once). */
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
