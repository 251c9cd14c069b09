import { useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { avatarSize } from '../../core/media';
import { showsDashboardLink } from '../../core/roles';
import type { HeaderUser } from '../lib/meta';

function DefaultAvatar() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

/**
 * The signed-in user's menu (docs/product.md, 'Header'): name and email, Profile, Settings, Sign Out,
 * and Dashboard for admins and editors. Opens on hover, on click and from the keyboard.
 */
export function UserMenu({ user }: { user: HeaderUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const item = 'block w-full px-4 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800';
  return (
    <div ref={ref} className="group relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 items-center gap-2 rounded-full border border-neutral-300 pr-3 pl-1 text-sm font-semibold dark:border-neutral-700"
      >
        <span className="flex h-8 w-8 items-center justify-center overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700">
          {user.avatar ? (
            <img src={avatarSize(user.avatar, 64)} alt="" width={32} height={32} className="h-8 w-8 object-cover" />
          ) : (
            <DefaultAvatar />
          )}
        </span>
        <span className="max-w-28 truncate">{user.username}</span>
        <span className="sr-only">: account menu</span>
      </button>
      <div
        id="user-menu"
        className={`absolute right-0 z-50 w-64 pt-2 ${open ? 'block' : 'hidden group-focus-within:block group-hover:block'}`}
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
                <Link to="/admin" className={item}>
                  Dashboard
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/profile" className={item}>
                Profile
              </Link>
            </li>
            <li>
              <Link to="/settings" className={item}>
                Settings
              </Link>
            </li>
            <li>
              <Form method="post" action="/logout">
                <button type="submit" className={item}>
                  Sign Out
                </button>
              </Form>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
