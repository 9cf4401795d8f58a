import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

/** Credentials never reach the logs, whatever a future log line includes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.idToken',
];

/** json: one object per line, for journald and log collectors; pretty: coloured lines for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  // In-process and synchronous: no worker thread to lose lines when the process stops.
  return format === 'pretty'
    ? pino(options, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }))
    : pino(options);
}
export type { Logger };
