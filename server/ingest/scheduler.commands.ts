import type { CommandDeps } from '../services';

/**
 * The scheduler use cases (docs/decisions/004-use-case-layer.md): each checks permission
 * (`authorize`), validates, does the work, writes the audit record and emits the event.
 */
export class SchedulerCommands {
  constructor(protected readonly deps: CommandDeps) {}
}
