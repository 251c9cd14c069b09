import { useIntl } from 'react-intl';
import type { FollowKind } from '../../core/follows';
import { useEditionPath } from '../i18n/paths';

/**
 * The follow island's words (app/islands/follow.ts), in the page's language: it reads them from
 * the first element with `data-label-following`. Drawn once by a page with Follow buttons.
 */
export function FollowTexts() {
  const intl = useIntl();
  return (
    <template
      data-label-follow={intl.formatMessage({ id: 'follow.follow' })}
      data-label-following={intl.formatMessage({ id: 'follow.following' })}
      data-label-unfollow={intl.formatMessage({ id: 'follow.unfollowHint' })}
      data-label-failed={intl.formatMessage({ id: 'follow.failed' })}
      // '#' the most a reader follows (core/follows.ts FOLLOW_LIMIT: the island has it).
      data-label-full={intl.formatMessage({ id: 'follow.full' }, { limit: '#' })}
    />
  );
}

/**
 * A Follow button for a tag, a section or a writer (docs/product.md, 'Alerts and following').
 * The page is shared and cached, so whether this reader follows the topic is known only in the
 * browser: the button is drawn disabled, in its place, and the follow island
 * sets `aria-pressed` from the reader's list and enables it, reading 'Following' when pressed.
 * `chip`: the small kind under a story's tags, showing the topic's name. The page draws
 * `<FollowTexts />` once. (No value of core/follows.ts is imported here: the island's module would
 * be split into one more chunk.)
 */
export function FollowButton({
  kind,
  topicKey,
  name,
  chip = false,
}: {
  kind: FollowKind;
  /** The tag's slug, the section's key, the writer's username. */
  topicKey: string;
  name: string;
  chip?: boolean;
}) {
  const intl = useIntl();
  const local = useEditionPath();
  const word = intl.formatMessage({ id: 'follow.follow' });
  const button = (
    <button
      type="button"
      disabled
      aria-pressed="false"
      data-follow={`${kind}:${topicKey}`}
      data-follow-name={name}
      className={chip ? 'follow follow-chip' : 'follow'}
    >
      {/* 'Following' once pressed (the follow island). */}
      <span data-follow-text="" className={chip ? 'sr-only' : undefined}>
        {word}
      </span>
      {/* The space is for the name ('Follow Monsoon'): at the start of a flex item, none is drawn. */}
      <span className={chip ? undefined : 'sr-only'}> {name}</span>
    </button>
  );
  if (chip) return button;
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      {button}
      {/* Shown by the island while the topic is followed: where its stories gather. */}
      <a href={local('/my-news')} data-follow-my-news="" hidden className="link text-sm">
        {intl.formatMessage({ id: 'follow.myNews' })}
      </a>
    </span>
  );
}
