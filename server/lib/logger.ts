import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'newsdesk' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
