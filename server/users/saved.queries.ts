import type { SavedItem } from '../../core/saved';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { SavedService } from './saved.service';

export interface SavedList {
  items: SavedItem[];
}

/** What the saved-stories read uses (wired in server/services.ts). */
export interface SavedQueryDeps {
  saved: Pick<SavedService, 'list'>;
}

/**
 * A signed-in reader's own saved stories (docs/product.md, 'Saved stories and offline reading');
 * nobody sees another's. Saving, removing and merging are SavedCommands'.
 */
export class SavedQueries {
  constructor(private readonly deps: SavedQueryDeps) {}

  async list(actor: Actor): Promise<SavedList> {
    const viewer = authorize(actor, 'profile:edit');
    return { items: await this.deps.saved.list(viewer._id) };
  }
}
