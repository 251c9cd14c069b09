import { authorize } from '../auth/authorize';
import type { Actor } from '../lib/actor';
import type { AuditLog } from '../audit/audit.service';
import type { EventBus } from '../lib/events';
import type { SiteImages, SiteSettingsSaved, SiteSettingsService } from './site-settings.service';

/** What the site settings use cases use (wired in server/services.ts). */
export interface SettingsCommandDeps {
  site: Pick<SiteSettingsService, 'update'>;
  audit: AuditLog;
  events: EventBus;
}

/**
 * The site settings use cases (docs/decisions/004-use-case-layer.md): admins save the site's
 * details, logo and icon (the screen reads them with SettingsQueries.view). A save writes one
 * audit record (`settings.update`, the keys that changed) and emits `settings.changed`, on which
 * the page cache is cleared.
 */
export class SettingsCommands {
  constructor(protected readonly deps: SettingsCommandDeps) {}

  /** Saves the site's details (400 naming the field) and its logo and icon (checked by their bytes). */
  async update(actor: Actor, input: unknown, images: SiteImages = {}): Promise<SiteSettingsSaved> {
    const viewer = authorize(actor, 'settings:manage');
    const saved = await this.deps.site.update(viewer, input, images);
    await this.deps.audit.record(actor, {
      action: 'settings.update',
      target: { type: 'settings', id: 'site', label: saved.values.siteName },
      details: { keys: saved.changed },
    });
    this.deps.events.emit('settings.changed', { keys: saved.changed });
    return saved;
  }
}
