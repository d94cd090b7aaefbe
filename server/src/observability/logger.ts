import { pino } from 'pino';
import type { Logger as ConsoleLogger } from '../http/errors';

export type JsonLogger = pino.Logger;

/**
 * Structured JSON logs on stdout, one object per line (pino): `time` ISO 8601, `level` as a word, `msg`, and
 * the fields of the event (`reqId` on request lines). Authorization headers, tokens and secrets are redacted
 * should any object carrying them be logged.
 */
export function createJsonLogger(level: string, destination?: pino.DestinationStream): JsonLogger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'dgrid-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: ['authorization', '*.authorization', 'token', '*.token', 'secret', '*.secret', 'jwtSecret'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
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
