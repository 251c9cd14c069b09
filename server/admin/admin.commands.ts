import type { Permission } from '../../core/roles';
import { allows, authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { CommandDeps } from '../services';

/** One entry of the admin menu: the right it needs to be shown. */
export interface AdminPage {
  needs: Permission;
}

/**
 * The admin area's frame (docs/decisions/004-use-case-layer.md): who may enter it, and
 * which of its pages and counts the viewer sees.
 */
export class AdminCommands {
  constructor(protected readonly deps: CommandDeps) {}

  /**
   * Entering any /admin page: staff only (`admin:access`). Answers who is signed in, the pages
   * of `pages` (the menu, in its order) the viewer may open, the unread messages count for
   * those who handle messages and the count of stories waiting for review for those who publish
   * (null for the others). A count query each; the frame is read again after every change made
   * on an admin page, so the counts stay current.
   */
  async frame<P extends AdminPage>(
    actor: Actor,
    pages: readonly P[],
  ): Promise<{ username: string; pages: P[]; unreadMessages: number | null; waitingForReview: number | null }> {
    const viewer = authorize(actor, 'admin:access');
    const [unreadMessages, waitingForReview] = await Promise.all([
      allows(actor, 'messages:manage') ? this.deps.contact.unreadCount() : null,
      // Those who publish see how many stories wait for them.
      allows(actor, 'articles:publish')
        ? this.deps.news.reviewQueue('everything', 0).then((queue) => queue.total)
        : null,
    ]);
    return {
      username: viewer.username,
      pages: pages.filter((page) => allows(actor, page.needs)),
      unreadMessages,
      waitingForReview,
    };
  }
}
