import type { PublicConfig } from './config';
import type { Services } from './services';

/** What React Router loaders and actions receive as `context`. */
export interface LoadContext {
  services: Services;
  config: PublicConfig;
  /** The caller's address, for rate limits. */
  clientIp: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  interface AppLoadContext extends LoadContext {}
}
