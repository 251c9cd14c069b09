import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { CATEGORY_INFO, HEADER_CATEGORIES } from '../../core/categories';
import { CloseIcon, MenuIcon } from './icons';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import type { HeaderUser } from '../lib/meta';

const NAV = [{ to: '/', label: 'Home' }, ...HEADER_CATEGORIES.map((c) => ({ to: CATEGORY_INFO[c].path, label: c }))];

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-brand-700 text-white'
      : 'text-neutral-800 hover:bg-neutral-100 hover:text-brand-700 dark:text-neutral-200 dark:hover:bg-neutral-800 dark:hover:text-white'
  }`;
}

/** The site's uploaded logo (set on /admin/settings), or its initial and name. */
export function SiteLogo({ siteName, logo }: { siteName: string; logo: string | null }) {
  if (logo) {
    return (
      <Link to="/" className="flex shrink-0 items-center" aria-label={`${siteName} home`}>
        <img src={logo} alt="" height={32} className="h-8 w-auto max-w-[240px]" />
      </Link>
    );
  }
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${siteName} home`}>
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-md bg-brand-700 font-serif text-xl font-black text-white"
      >
        {siteName.charAt(0).toUpperCase()}
      </span>
      <span className="font-serif text-xl font-black tracking-tight text-neutral-900 dark:text-white">{siteName}</span>
    </Link>
  );
}

export function Header({ siteName, logo, user }: { siteName: string; logo: string | null; user: HeaderUser | null }) {
  // The "sidebar open" flag, false until the menu button is pressed (docs/product.md, 'Header').
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-neutral-800 dark:bg-neutral-950/95 dark:supports-[backdrop-filter]:bg-neutral-950/85">
      <div className="container-page flex h-16 items-center gap-4">
        <SiteLogo siteName={siteName} logo={logo} />
        <nav aria-label="Main" className="hidden min-w-0 flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden w-48 md:block 2xl:w-56">
            <SearchBox id="search-desktop" />
          </div>
          <ThemeToggle />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to="/login" className="btn-secondary">
                Sign In
              </Link>
              <Link to="/register" className="btn-primary">
                Sign Up
              </Link>
            </div>
          )}
          <button
            type="button"
            className="flex h-10 w-10 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 xl:hidden dark:text-neutral-100 dark:hover:bg-neutral-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-neutral-200 xl:hidden dark:border-neutral-800">
          <div className="container-page space-y-4 py-4">
            <SearchBox id="search-mobile" onSearched={close} />
            <nav aria-label="Main (menu)">
              <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4">
                {NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'} className={navClass} onClick={close}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={user ? 'hidden' : 'flex gap-2 sm:hidden'}>
              <Link to="/login" className="btn-secondary flex-1" onClick={close}>
                Sign In
              </Link>
              <Link to="/register" className="btn-primary flex-1" onClick={close}>
                Sign Up
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}
