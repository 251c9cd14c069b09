import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/**
 * Shareable preview links (docs/product.md, 'Preview'; docs/security.md, 'Preview links'):
 * `/preview/<article id>?token=<token>` shows a story that is not out yet to anyone holding the
 * link, until it expires. Nothing is stored per link. The token is an HMAC-SHA256, under a site
 * secret, of the article's id, when the link was made and when it ends; a forged or changed
 * token does not verify. Revoking stores one time per article: every link of that article
 * made before it is refused. The secret (32 random bytes) and the revocations live in the
 * `settings` table (`preview-links:secret`, `preview-links:revoked:<article id>`), so no
 * migration and every process shares them.
 */

const SECRET_KEY = 'preview-links:secret';
const revokedKey = (articleId: string) => `preview-links:revoked:${articleId}`;
const VERSION = 'p1';

/** Why a link is refused: `invalid` (forged, damaged, another story's), `revoked` or `expired`. */
export type PreviewLinkCheck =
  { ok: true; issuedAt: Date; expiresAt: Date } | { ok: false; reason: 'invalid' | 'revoked' | 'expired' };

export class PreviewLinks {
  private secret: Promise<Buffer> | null = null;

  constructor(private readonly db: Db) {}

  /** A token for `articleId`, made at `now` (to the millisecond, for revocation), valid until `expiresAt` (to the second). */
  async sign(articleId: string, now: Date, expiresAt: Date): Promise<string> {
    const issued = now.getTime();
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const body = `${VERSION}.${issued.toString(36)}.${expires.toString(36)}`;
    return `${body}.${this.mac(await this.key(), articleId, body)}`;
  }

  /** Whether `token` opens `articleId` at `now`. Never throws on bad input. */
  async verify(articleId: string, token: string, now: Date): Promise<PreviewLinkCheck> {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'invalid' };
    const [, issuedText = '', expiresText = '', mac = ''] = parts;
    if (!/^[0-9a-z]{1,12}$/.test(issuedText) || !/^[0-9a-z]{1,12}$/.test(expiresText)) {
      return { ok: false, reason: 'invalid' };
    }
    const expected = Buffer.from(this.mac(await this.key(), articleId, `${VERSION}.${issuedText}.${expiresText}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    const issuedAt = new Date(parseInt(issuedText, 36));
    const expiresAt = new Date(parseInt(expiresText, 36) * 1000);
    const revoked = await this.revokedAt(articleId);
    if (revoked && issuedAt.getTime() <= revoked.getTime()) return { ok: false, reason: 'revoked' };
    if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, issuedAt, expiresAt };
  }

  /** Refuses every link of `articleId` made until `now`. */
  async revoke(articleId: string, now: Date): Promise<void> {
    const value = { before: now.toISOString() };
    await this.db
      .insert(settings)
      .values({ key: revokedKey(articleId), value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  }

  private async revokedAt(articleId: string): Promise<Date | null> {
    const [row] = await this.db
      .select()
      .from(settings)
      .where(eq(settings.key, revokedKey(articleId)));
    const before = (row?.value as { before?: unknown } | undefined)?.before;
    return typeof before === 'string' ? new Date(before) : null;
  }

  private mac(key: Buffer, articleId: string, body: string): string {
    return createHmac('sha256', key).update(`preview|${articleId.toLowerCase()}|${body}`).digest('base64url');
  }

  /** The site's secret: made once (the first process to store it wins), then kept in memory. */
  private key(): Promise<Buffer> {
    this.secret ??= (async () => {
      await this.db
        .insert(settings)
        .values({ key: SECRET_KEY, value: { secret: randomBytes(32).toString('base64url') } })
        .onConflictDoNothing();
      const [row] = await this.db.select().from(settings).where(eq(settings.key, SECRET_KEY));
      const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
      if (typeof secret !== 'string') throw new Error('preview links: the secret could not be read');
      return Buffer.from(secret, 'base64url');
    })().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }
}
