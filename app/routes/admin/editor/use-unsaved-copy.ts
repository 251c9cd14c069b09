import type { BylineEntry } from '../../../../core/bylines';
import { useEffect, useState, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import type { Article } from '../../../../core/article';
import { valuesOf, type Values } from '../../../components/admin/editor-values';
import { editorDraftKey, signOutCount } from '../../../lib/editor-drafts';

/** A copy of unsaved work kept in this browser, and when it was kept. */
export interface KeptCopy {
  values: Values;
  savedAt: string;
}

/**
 * What is typed and not saved is kept in this browser, per account and article, for a reload or
 * a crash (docs/product.md, 'Admin: article editor'): offered back when the editor opens again
 * (`restorable`), written a moment after each change, removed after a save (`forget`) and at
 * sign-out. Leaving with unsaved changes asks first: links inside the app, and closing or
 * reloading the tab (unless `leaving` says the editor is moving on by itself).
 */
export function useUnsavedCopy(options: {
  accountId: string;
  article: Article | null;
  timeZone: string;
  /** The story's credits as saved. */
  bylines: BylineEntry[];
  values: Values;
  dirty: boolean;
  leaving: RefObject<boolean>;
}) {
  const { accountId, article, timeZone, bylines, values, dirty, leaving } = options;
  const [restorable, setRestorable] = useState<KeptCopy | null>(null);
  const draftKey = editorDraftKey(accountId, article?._id ?? null);
  // A sign-out after this editor opened removed its copy; it must not write it back.
  const [openedAt] = useState(signOutCount);

  // A draft kept in this browser from before a reload or a crash: offer it back (once hydrated).
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        const stored = localStorage.getItem(draftKey);
        if (!stored) return;
        const parsed = JSON.parse(stored) as KeptCopy;
        const saved = valuesOf(article, timeZone, bylines);
        if (JSON.stringify({ ...saved, ...parsed.values }) !== JSON.stringify(saved)) setRestorable(parsed);
        else localStorage.removeItem(draftKey);
      } catch {
        // Unreadable or no storage: nothing to restore.
      }
    });
    return () => clearTimeout(timer);
  }, [draftKey, article, timeZone, bylines]);

  // Keep what is typed, a moment after each change.
  useEffect(() => {
    if (!dirty || restorable) return;
    const timer = setTimeout(() => {
      if (signOutCount() !== openedAt) return;
      try {
        localStorage.setItem(draftKey, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      } catch {
        // Storage full or unavailable: the server copy is the only one.
      }
    }, 600);
    return () => clearTimeout(timer);
  }, [values, dirty, draftKey, restorable, openedAt]);

  // Leaving with unsaved changes asks first: links inside the app, and closing or reloading the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    restorable,
    /** The kept copy was taken back into the form (or set aside): stop offering it. */
    dismiss: () => setRestorable(null),
    /** Throws the kept copy away. */
    discard: () => {
      localStorage.removeItem(draftKey);
      setRestorable(null);
    },
    /** Saved on the server: the browser's copy is no longer needed. */
    forget: () => {
      try {
        localStorage.removeItem(draftKey);
      } catch {
        // Nothing kept.
      }
    },
  };
}
