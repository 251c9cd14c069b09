/**
 * The like button of an article (app/components/like-button.tsx): the page's HTML is shared and
 * cached, so the count and the reader's own like are fetched here, then the button is enabled.
 * Pressing toggles at once (`aria-pressed`, the count) and rolls back with the error in the
 * group's alert when the server refuses.
 */
import type { LikeState } from '../../core/analytics';
import { likeRequest, likesLabel } from '../lib/engagement';

const GROUP = '[data-like]';

interface LikeParts {
  id: string;
  button: HTMLButtonElement;
  count: HTMLElement;
  error: HTMLElement;
}

function partsOf(group: HTMLElement): LikeParts | null {
  const button = group.querySelector<HTMLButtonElement>('[data-like-button]');
  const count = group.querySelector<HTMLElement>('[data-like-count]');
  const error = group.querySelector<HTMLElement>('[data-like-error]');
  const id = group.dataset.like;
  return button && count && error && id ? { id, button, count, error } : null;
}

function stateOf(group: HTMLElement, parts: LikeParts): LikeState {
  return { likes: Number(group.dataset.likes) || 0, liked: parts.button.getAttribute('aria-pressed') === 'true' };
}

function show(group: HTMLElement, parts: LikeParts, state: LikeState): void {
  group.dataset.likes = String(state.likes);
  parts.button.setAttribute('aria-pressed', String(state.liked));
  parts.count.textContent = likesLabel(state.likes, group.dataset);
}

/** The reader's state from the server (else the count the page was drawn with), then the button works. */
async function load(group: HTMLElement): Promise<void> {
  const parts = partsOf(group);
  if (!parts) return;
  const state = await likeRequest(parts.id, 'GET').catch(() => stateOf(group, parts));
  show(group, parts, state);
  parts.button.disabled = false;
}

async function toggle(group: HTMLElement): Promise<void> {
  const parts = partsOf(group);
  // Busy: the button waits for the server's answer (aria-disabled keeps the keyboard focus on it).
  if (!parts || parts.button.disabled || parts.button.getAttribute('aria-disabled') === 'true') return;
  const before = stateOf(group, parts);
  parts.button.setAttribute('aria-disabled', 'true');
  parts.error.textContent = '';
  show(group, parts, { liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) });
  try {
    show(group, parts, await likeRequest(parts.id, before.liked ? 'DELETE' : 'PUT'));
  } catch (error) {
    show(group, parts, before);
    // Refused ('busy', 'failed'), or no answer: said in the page's words (app/components/like-button.tsx).
    parts.error.textContent =
      (error as Error).message === 'busy' ? group.dataset.labelBusy! : group.dataset.labelFailed!;
  } finally {
    parts.button.removeAttribute('aria-disabled');
  }
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-like-button]') : null;
  const group = button?.closest<HTMLElement>(GROUP);
  if (group) void toggle(group);
});

for (const group of document.querySelectorAll<HTMLElement>(GROUP)) void load(group);
