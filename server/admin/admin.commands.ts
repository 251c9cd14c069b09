import type { CommandDeps } from '../services';

/**
 * The admin area's frame (docs/decisions/004-use-case-layer.md): who may enter it, and
 * which of its pages and counts the viewer sees.
 */
export class AdminCommands {
  constructor(protected readonly deps: CommandDeps) {}
}
