import type { CommandDeps } from '../services';

/**
 * The news use cases (docs/decisions/004-use-case-layer.md): each checks permission
 * (`authorize`), validates, does the work, writes the audit record and emits the event.
 */
export class NewsCommands {
  constructor(protected readonly deps: CommandDeps) {}
}
