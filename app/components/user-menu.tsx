import { useIntl } from 'react-intl';
import { avatarSize } from '../../core/media';
import { showsDashboardLink } from '../../core/roles';
import type { HeaderUser } from '../lib/meta';
import { useEditionPath } from '../i18n/paths';

function DefaultAvatar() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

const ITEM = 'block w-full px-4 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800';

/**
 * The signed-in user's menu (docs/product.md, 'Header'): name and email, Profile, Settings, Saved stories, My news, Membership, Sign Out,
 * and Dashboard for admins and editors. Pure markup: it opens on hover and while keyboard focus is in
 * it with CSS alone; the menus island (app/islands/menus.ts) adds the click, Escape and outside click
 * (`data-open`, `data-dismissed` on the wrapper, aria-expanded on the button). Sign Out is a POST form
 * to /logout, so it works without JavaScript.
 */
export function UserMenu({ user }: { user: HeaderUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  const intl = useIntl();
  const local = useEditionPath();
  return (
    // data-username: the save island knows the reader is signed in (this page is never shared).
    <div className="group relative" data-user-menu="" data-username={user.username}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls="user-menu"
        data-user-menu-button=""
        // Named in full: below 640 px the button shows the picture alone (docs/product.md, 'Header').
        aria-label={intl.formatMessage({ id: 'userMenu.button' }, { username: user.username })}
        className="flex h-10 items-center gap-2 rounded-full border border-neutral-300 p-1 text-sm font-semibold sm:pr-3 dark:border-neutral-700"
      >
        <span className="flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700">
          {user.avatar ? (
            <img src={avatarSize(user.avatar, 64)} alt="" width={32} height={32} className="h-8 w-8 object-cover" />
          ) : (
            <DefaultAvatar />
          )}
        </span>
        <span className="hidden max-w-28 truncate sm:block">{user.username}</span>
      </button>
      <div
        id="user-menu"
        className="absolute right-0 z-50 hidden w-64 pt-2 group-focus-within:block group-hover:block group-data-open:block group-data-dismissed:hidden!"
      >
        <div className="overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
          <div className="border-b border-neutral-200 px-4 py-3 dark:border-neutral-700">
            <p className="truncate font-semibold">{name}</p>
            {user.email ? (
              <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">{user.email}</p>
            ) : null}
          </div>
          <ul className="py-1">
            {showsDashboardLink(user.role) ? (
              <li>
                <a href="/admin" className={ITEM}>
                  {intl.formatMessage({ id: 'userMenu.dashboard' })}
                </a>
              </li>
            ) : null}
            <li>
              <a href="/profile" className={ITEM}>
                {intl.formatMessage({ id: 'userMenu.profile' })}
              </a>
            </li>
            <li>
              <a href="/settings" className={ITEM}>
                {intl.formatMessage({ id: 'userMenu.settings' })}
              </a>
            </li>
            <li>
              <a href="/saved" className={ITEM}>
                {intl.formatMessage({ id: 'userMenu.saved' })}
              </a>
            </li>
            <li>
              <a href={local('/my-news')} className={ITEM}>
                {intl.formatMessage({ id: 'userMenu.myNews' })}
              </a>
            </li>
            <li>
              <a href="/account" className={ITEM}>
                {intl.formatMessage({ id: 'userMenu.membership' })}
              </a>
            </li>
            <li>
              <form method="post" action="/logout" data-sign-out="">
                <button type="submit" className={ITEM}>
                  {intl.formatMessage({ id: 'userMenu.signOut' })}
                </button>
              </form>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
