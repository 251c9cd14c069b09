import type { Permission } from '../../core/roles';
import { allows, authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { ContactService } from '../contact/contact.service';
import type { NewsService } from '../news/news.service';
import type { CommentStore } from '../comments/comments.service';

/** One entry of the admin menu: the right it needs to be shown. */
export interface AdminPage {
  needs: Permission;
}

/** What the admin frame uses (wired in server/services.ts). */
export interface AdminQueryDeps {
  contact: Pick<ContactService, 'unreadCount'>;
  news: Pick<NewsService, 'reviewQueue' | 'sentBackTo'>;
  comments: Pick<CommentStore, 'reviewCount'>;
}

/**
 * The admin area's frame (docs/architecture.md, 'Use cases'): who may enter it, and which of
 * its pages and counts the viewer sees. A read: nothing here changes anything.
 */
export class AdminQueries {
  constructor(private readonly deps: AdminQueryDeps) {}

  /**
   * Entering any /admin page: staff only (`admin:access`). Answers who is signed in, the pages
   * of `pages` (the menu, in its order) the viewer may open, the unread messages count for
   * those who handle messages, the count of stories waiting for review for those who publish and
   * of their own stories sent back for those who write, and of comments waiting for moderators (null for the others). A count query each; the frame is read again after every change made
   * on an admin page, so the counts stay current.
   */
  async frame<P extends AdminPage>(
    actor: Actor,
    pages: readonly P[],
  ): Promise<{
    username: string;
    pages: P[];
    unreadMessages: number | null;
    waitingForReview: number | null;
    sentBack: number | null;
    commentsWaiting: number | null;
  }> {
    const viewer = authorize(actor, 'admin:access');
    const [unreadMessages, waitingForReview, sentBack, commentsWaiting] = await Promise.all([
      allows(actor, 'messages:manage') ? this.deps.contact.unreadCount() : null,
      // Those who publish see how many stories wait for them.
      allows(actor, 'articles:publish')
        ? this.deps.news.reviewQueue('everything', 0).then((queue) => queue.total)
        : null,
      // Those who write see how many of their stories an editor sent back to them.
      allows(actor, 'articles:edit-own') ? this.deps.news.sentBackTo(viewer._id, 0).then((list) => list.total) : null,
      // Moderators see how many comments wait for review (held or reported).
      allows(actor, 'comments:moderate') ? this.deps.comments.reviewCount() : null,
    ]);
    return {
      username: viewer.username,
      pages: pages.filter((page) => allows(actor, page.needs)),
      unreadMessages,
      waitingForReview,
      sentBack,
      commentsWaiting,
    };
  }
}
