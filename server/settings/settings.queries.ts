import type { Category } from '../../core/categories';
import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { NewsService } from '../news/news.service';
import type { SiteSettingsService, SiteSettingsView } from './site-settings.service';

/** What the site settings reads use (wired in server/services.ts). */
export interface SettingsQueryDeps {
  site: Pick<SiteSettingsService, 'view'>;
  news: Pick<NewsService, 'categoriesWithStories'>;
}

/** The site settings screen's read (admins); saving is SettingsCommands.update. */
export class SettingsQueries {
  constructor(private readonly deps: SettingsQueryDeps) {}

  /**
   * The form's values, who saved them last, and the categories that hold published stories (the
   * screen warns when a menu leads to none of them: core/navigation.ts, `unreachableCategories`).
   */
  async view(actor: Actor): Promise<SiteSettingsView & { categoriesWithStories: Category[] }> {
    authorize(actor, 'settings:manage');
    const [view, categoriesWithStories] = await Promise.all([
      this.deps.site.view(),
      this.deps.news.categoriesWithStories(),
    ]);
    return { ...view, categoriesWithStories };
  }
}
