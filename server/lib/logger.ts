import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** JSON lines at `level` and above, on stdout unless `destination` says (command-line tools: stderr). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'newsdesk' },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    destination,
  );
}
