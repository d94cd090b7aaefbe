import { pino } from 'pino';
import type { Logger as ConsoleLogger } from '../http/errors';

export type JsonLogger = pino.Logger;

/** Bytes of log lines gathered before one write(2); an idle server's lines still leave within FLUSH_EVERY_MS. */
const WRITE_BATCH_BYTES = 8192;
const FLUSH_EVERY_MS = 250;

/**
 * Where log lines go: `dest` (stdout's fd 1 by default, or a file path), written asynchronously in batches.
 * A line costs a buffer append, not a write(2) per request as pino's default synchronous stdout did: under
 * load the lines leave 8 KiB at a time (about 40 request lines a write; sonic-boom allows less than 16), and a timer (which keeps no process alive) sends the rest within
 * 250 ms. pino flushes the buffer synchronously when the process exits (process.exit included), and
 * `logger.flush()` does it on demand.
 */
export function asyncDestination(dest: number | string = 1): pino.DestinationStream {
  const destination = pino.destination({ dest, sync: false, minLength: WRITE_BATCH_BYTES });
  const timer = setInterval(() => destination.flush(() => undefined), FLUSH_EVERY_MS).unref();
  destination.once('close', () => clearInterval(timer));
  return destination;
}

/**
 * Structured JSON logs on stdout, one object per line (pino): `time` ISO 8601, `level` as a word, `msg`, and
 * the fields of the event (`reqId` on request lines). Authorization headers, tokens and secrets are redacted
 * should any object carrying them be logged.
 */
export function createJsonLogger(
  level: string,
  destination: pino.DestinationStream = asyncDestination(),
): JsonLogger {
  return pino({ ...lineOptions(level), redact: REDACTED }, destination);
}

const REDACTED = {
  paths: ['authorization', '*.authorization', 'token', '*.token', 'secret', '*.secret', 'jwtSecret'],
  censor: '[redacted]',
};

let lastMs = Number.NaN;
let lastTime = '';

/**
 * pino's isoTime (`,"time":"<ISO 8601>"`), formatted once per millisecond: under load several lines share a
 * millisecond, and formatting the date was 2% of a public read's profile.
 */
function isoTime(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = `,"time":"${new Date(ms).toISOString()}"`;
  }
  return lastTime;
}

/** The shape of every line: `time`, `level` as a word, the service, then the event's fields and `msg`. */
function lineOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: { service: 'dgrid-api' },
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/**
 * The same lines to the same stream as `logger`, without the redaction pass, for request lines only: their
 * fields (reqId, method, route, path, status, ms) carry none of the keys it censors, and it matches keys, not
 * values, so it never changed one; yet it walked every line's keys (a few microseconds a request under
 * bench:api). Whatever else is logged keeps it.
 */
export function unredactedSibling(logger: JsonLogger): JsonLogger {
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  return pino(lineOptions(logger.level), stream);
}

/** The console-shaped logger the app's error handler takes, writing through pino (errors keep their stack). */
export function consoleShaped(logger: JsonLogger): ConsoleLogger {
  const split = (args: unknown[]) => ({
    err: args.find((a) => a instanceof Error),
    msg: args
      .filter((a) => !(a instanceof Error))
      .map(String)
      .join(' '),
  });
  return {
    info: (...args: unknown[]) => {
      const { err, msg } = split(args);
      logger.info(err ? { err } : {}, msg);
    },
    error: (...args: unknown[]) => {
      const { err, msg } = split(args);
      logger.error(err ? { err } : {}, msg);
    },
  };
}
