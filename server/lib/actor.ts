import type { Viewer } from '../auth/auth.service';
import type { Logger } from './logger';

/**
 * Who is asking, as every use case receives it: the signed-in account (or null),
 * the address the request came from, and the request's id and logger, so the use
 * case's audit record and log lines can be traced to the request.
 */
export interface Actor {
  viewer: Viewer | null;
  /** The client's address; null for the system (the scheduler, command-line tools). */
  ip: string | null;
  requestId: string | null;
  /** The stored key of the session the request came with (its token's hash); absent signed out. */
  session?: string;
  log: Logger;
  /**
   * Set only by `systemActor`: the site itself or its operator at the server's console (a
   * command-line tool), never a request. Use cases meant for no request check it.
   */
  system?: true;
}

/** The system itself: the scheduler's timed runs, start-up tasks, command-line tools. */
export function systemActor(log: Logger): Actor {
  return { viewer: null, ip: null, requestId: null, log, system: true };
}
