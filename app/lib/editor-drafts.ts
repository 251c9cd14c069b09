/**
 * The article editor keeps unsaved work in this browser's localStorage, so a reload or a crash
 * loses nothing. That copy may hold an embargoed story, so it belongs to one account (another
 * account on the same browser never finds it) and ends with the session (`clearEditorDrafts`
 * on sign-out).
 */
const DRAFT_KEY_PREFIX = 'newsdesk-editor:';

/** One entry per account and article ('new' for one not yet saved). */
export function editorDraftKey(accountId: string, articleId: string | null): string {
  return `${DRAFT_KEY_PREFIX}${accountId}:${articleId ?? 'new'}`;
}

/**
 * Counts sign-outs in this page. An editor still on screen while the sign-out request is under
 * way would otherwise write its copy back a moment after it was removed; it keeps the count it
 * opened with and stops writing once that is out of date.
 */
let signOuts = 0;

export function signOutCount(): number {
  return signOuts;
}

/** Removes every editor copy, of every account, the unscoped ones of older versions included. */
export function clearEditorDrafts(): void {
  signOuts += 1;
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // No storage in this browser: nothing was kept.
  }
}
