import type { Viewer } from './auth/auth.service';
import type { Actor } from './lib/actor';
import type { Logger } from './lib/logger';
import type { Commands, Queries } from './use-cases';

/** What every Hono handler and middleware finds in `c.var` (set in server/http.ts). */
export interface AppEnv {
  Variables: {
    /** The use cases (server/use-cases.ts). */
    commands: Commands;
    /** The reads for screens and the API's public reads (server/use-cases.ts). */
    queries: Queries;
    logger: Logger;
    clientIp: string;
    requestId: string;
    /** Who is asking: set for /api and page requests. */
    viewer: Viewer | null;
    /** The viewer with the request's address, id and logger: what every use case receives. */
    actor: Actor;
    authVia: 'bearer' | 'cookie' | null;
  };
}
