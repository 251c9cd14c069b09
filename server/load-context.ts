import type { PublicConfig } from './config';
import type { Actor } from './lib/actor';
import type { Logger } from './lib/logger';
import type { Viewer } from './auth/auth.service';
import type { AccessGrant } from './members/access-gate';
import type { Commands, Queries } from './use-cases';

/** What React Router loaders and actions receive as `context`. */
export interface LoadContext {
  /** The use cases: every change a page makes goes through one (server/use-cases.ts). */
  commands: Commands;
  /**
   * The reads for screens. For a shared public page, `news` reads also record the ids they
   * answer as the page's cache tags (server/cache/tags.ts, `recordingQueries`); loaders need not care.
   */
  queries: Queries;
  config: PublicConfig;
  /** The caller's address, for rate limits. */
  clientIp: string;
  /** The signed-in user, from the session cookie; null for visitors. */
  viewer: Viewer | null;
  /** Who is asking, as the use cases (`commands`) take it. */
  actor: Actor;
  /** This request's logger: its lines carry the request id. */
  log: Logger;
  requestId: string;
  /** The session token of this request, for signing out. */
  sessionToken: string | undefined;
  /**
   * The Content Security Policy nonce of this response (server/http.ts), for pages drawn for
   * one request; absent on shared cached pages, whose one inline script is allowed by its hash.
   */
  cspNonce?: string;
  /**
   * On a locked story's page: who may read it in full, decided before the page cache was asked
   * (server/members/access-gate.ts). Absent on any other page; a story page without it, or with
   * another story's, shows a locked story's preview only.
   */
  access?: AccessGrant;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  interface AppLoadContext extends LoadContext {}
}
