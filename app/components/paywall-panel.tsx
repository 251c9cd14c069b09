import { useEditionPath } from '../i18n/paths';
import { useIntl } from 'react-intl';
import { GIFT_DAYS, GIFT_MAX_OPENS, type GiftLink, type LockView } from '../../core/access';

/**
 * What a reader without access sees after a locked story's preview (docs/product.md, 'Access and
 * the paywall'): why, and what opens it: a free account, or a membership (and a donation).
 */
export function PaywallPanel({
  lock,
  storyPath,
  donations,
}: {
  lock: LockView & { result: { full: false } };
  storyPath: string;
  donations: boolean;
}) {
  const local = useEditionPath();
  const { reason, limit } = lock.result;
  const intl = useIntl();
  // Why, and what opens it (as core/access.ts lockPanelText says it).
  const spent = intl.formatMessage({ id: 'paywall.spent' }, { limit });
  const text =
    reason === 'register'
      ? {
          title: intl.formatMessage({ id: 'paywall.registerTitle' }),
          body: intl.formatMessage({ id: 'paywall.registerBody' }, { spent, signedIn: lock.signedIn ? 'yes' : 'no' }),
        }
      : {
          title: intl.formatMessage({ id: 'paywall.membersTitle' }),
          body: intl.formatMessage({ id: 'paywall.membersBody' }, { spent }),
        };
  const signIn = `/login?redirectTo=${encodeURIComponent(storyPath)}`;
  return (
    <section
      aria-labelledby="paywall-title"
      data-paywall={reason}
      className="relative mt-8 rounded-xl border border-neutral-300 bg-neutral-50 p-6 text-center shadow-sm before:pointer-events-none before:absolute before:inset-x-0 before:-top-24 before:h-24 before:bg-gradient-to-b before:from-transparent before:to-white sm:p-8 dark:border-neutral-700 dark:bg-neutral-900 dark:before:to-neutral-950"
    >
      <h2 id="paywall-title" className="font-serif text-2xl font-bold text-neutral-950 dark:text-white">
        {text.title}
      </h2>
      <p className="mx-auto mt-3 max-w-prose leading-7 text-neutral-800 dark:text-neutral-200">{text.body}</p>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
        {reason === 'register' ? (
          <a className="btn-primary" href="/register">
            {intl.formatMessage({ id: 'paywall.signUp' })}
          </a>
        ) : (
          <a className="btn-primary" href={local(`/membership?story=${encodeURIComponent(storyPath)}`)}>
            {intl.formatMessage({ id: 'paywall.plans' })}
          </a>
        )}
        {lock.signedIn ? null : (
          <a className="btn-secondary" href={signIn}>
            {intl.formatMessage({ id: 'paywall.signIn' })}
          </a>
        )}
      </div>
      {donations ? (
        <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">
          {intl.formatMessage(
            { id: 'paywall.donate' },
            {
              link: (chunks) => (
                <a className="link" href={local('/donate')}>
                  {chunks}
                </a>
              ),
            },
          )}
        </p>
      ) : null}
    </section>
  );
}

/** 'You have 2 free stories left this month', above a story the meter opened. */
export function MeterNote({ left, counts, level }: { left: number; counts: boolean; level: LockView['level'] }) {
  const intl = useIntl();
  const note = intl.formatMessage({ id: 'paywall.meter' }, { left, counts: counts ? 'yes' : 'no' });
  return (
    <p
      data-meter={left}
      className="mt-6 rounded-lg border border-neutral-300 bg-neutral-50 px-4 py-2 text-sm text-neutral-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200"
    >
      {intl.formatMessage(
        { id: level === 'registered' ? 'paywall.meterRegister' : 'paywall.meterMember' },
        {
          note,
          link: (chunks) => (
            <a className="link" href={level === 'registered' ? '/register' : '/membership'}>
              {chunks}
            </a>
          ),
        },
      )}
    </p>
  );
}

/** A locked story in a list: who may read it in full. */
export function LockBadge({ level }: { level: LockView['level'] }) {
  const intl = useIntl();
  return (
    <span className="badge border border-neutral-400 bg-white text-neutral-800 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-1 h-3 w-3" fill="currentColor">
        <path d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
      </svg>
      {intl.formatMessage({ id: level === 'members' ? 'paywall.badgeMembers' : 'paywall.badgeFree' })}
    </span>
  );
}

/** Above a story a member's gift link opened. */
export function GiftedNote() {
  const local = useEditionPath();
  const intl = useIntl();
  return (
    <p className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-2 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
      {intl.formatMessage(
        { id: 'gift.gifted' },
        {
          link: (chunks) => (
            <a className="link" href={local('/membership')}>
              {chunks}
            </a>
          ),
        },
      )}
    </p>
  );
}

type GiftAnswer = { ok: true; link: GiftLink; left: number } | { ok: false; message: string };

/**
 * 'Gift this story', for a member reading a locked story: a plain form (the page is a document),
 * answered with the link to copy, or why not.
 */
export function GiftForm({ answer }: { answer: GiftAnswer | undefined }) {
  const intl = useIntl();
  return (
    <section
      aria-labelledby="gift-title"
      className="mt-6 rounded-lg border border-neutral-300 p-4 text-sm dark:border-neutral-700"
    >
      <h2 id="gift-title" className="font-semibold">
        {intl.formatMessage({ id: 'gift.title' })}
      </h2>
      {answer?.ok ? (
        <div className="mt-2 space-y-2">
          <label htmlFor="gift-link" className="block">
            {intl.formatMessage({ id: 'gift.link' }, { days: GIFT_DAYS, opens: GIFT_MAX_OPENS, left: answer.left })}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input id="gift-link" readOnly value={answer.link.url} className="input min-w-0 flex-1 font-mono text-xs" />
            <button type="button" className="btn-secondary py-1" data-copy="gift-link">
              {intl.formatMessage({ id: 'gift.copy' })}
            </button>
            <span data-copied role="status" />
          </div>
        </div>
      ) : (
        <form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <p className="flex-1">{intl.formatMessage({ id: 'gift.offer' })}</p>
          <button type="submit" className="btn-secondary py-1">
            {intl.formatMessage({ id: 'gift.make' })}
          </button>
        </form>
      )}
      {answer && !answer.ok ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {answer.message}
        </p>
      ) : null}
    </section>
  );
}
