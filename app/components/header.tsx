import {
  DEFAULT_EDITION,
  EDITIONS,
  editionSwitchPath,
  otherEditions,
  type EditionCounterparts,
} from '../../core/editions';
import { useEdition, useEditionPath, useMenuLink } from '../i18n/paths';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { isCurrentPath } from '../../core/nav';
import type { Navigation } from '../../core/navigation';
import { AlertsBell } from './alerts-bell';
import { BookmarkIcon, CloseIcon, MenuIcon } from './icons';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import type { HeaderUser } from '../lib/meta';

interface NavItem {
  to: string;
  label: string;
}

/** Home, then the header's sections as set on /admin/settings (core/navigation.ts), in the page's edition. */
function useNavItems(home: string, links: Navigation['header']): NavItem[] {
  const menuLink = useMenuLink();
  const local = useEditionPath();
  return [
    { to: local('/'), label: home },
    ...links.map((link) => {
      const { href, label } = menuLink(link);
      return { to: href, label };
    }),
  ];
}

/**
 * Without JavaScript the theme and menu buttons could do nothing: they are not shown, and below
 * the wide layout the menu's block (search, sections, Sign In/Up) is open under a header that
 * scrolls away with the page.
 */
const NO_SCRIPT = `[data-theme-toggle],[data-menu-button]{display:none!important}
@media (width < 80rem){#mobile-menu{display:block}[data-site-header]{position:static}}`;

/**
 * The site's uploaded logo (set on /admin/settings), or its initial and name. Its box is capped
 * (docs/product.md, 'Header'): a wide wordmark is drawn within 160 px (240 px on the widest
 * screens) and 32 px, scaled down whole (object-fit: contain), so the sections and the buttons
 * keep their room at every width; a long name wraps to two lines, then ends in '…'.
 */
export function SiteLogo({ siteName, logo }: { siteName: string; logo: string | null }) {
  const label = useIntl().formatMessage({ id: 'header.logo' }, { siteName });
  const home = useEditionPath()('/');
  if (logo) {
    return (
      <a href={home} className="site-logo" aria-label={label}>
        <img src={logo} alt="" height={32} />
      </a>
    );
  }
  return (
    <a href={home} className="site-logo" aria-label={label}>
      <span aria-hidden="true" className="site-initial">
        {siteName.charAt(0).toUpperCase()}
      </span>
      <span className="site-name">{siteName}</span>
    </a>
  );
}

/** Home and the header's sections, the page being read marked (aria-current) from the URL. */
function NavLinks({ pathname, items }: { pathname: string; items: NavItem[] }) {
  return items.map((item, i) => {
    const current = isCurrentPath(pathname, item.to);
    return (
      <li key={`${i}-${item.to}`}>
        <a href={item.to} className="nav-pill" aria-current={current ? 'page' : undefined}>
          {item.label}
        </a>
      </li>
    );
  });
}

/** Saved stories: an icon in the header row, a labelled button in the ☰ menu on phones. */
function SavedLink({ pathname, className, children }: { pathname: string; className: string; children?: string }) {
  const name = useIntl().formatMessage({ id: 'header.saved' });
  const saved = useEditionPath()('/saved');
  return (
    <a
      href={saved}
      aria-label={children ? undefined : name}
      title={children ? undefined : name}
      className={`saved-link ${className}`}
      aria-current={pathname === saved ? 'page' : undefined}
    >
      <BookmarkIcon />
      {children}
    </a>
  );
}

/**
 * The way to the other edition (docs/decisions/009-editions.md): the same page there when it has
 * one (a story's translation, the same section), else that edition's home; named in its own
 * language and marked as such (`lang`, `hreflang`).
 */
function EditionSwitch({ pathname, className }: { pathname: string; className: string }) {
  const intl = useIntl();
  const edition = useEdition();
  const counterparts = useMatches()
    .map((m) =>
      (m.handle as { counterparts?: (data: unknown) => EditionCounterparts } | undefined)?.counterparts?.(m.data),
    )
    .find(Boolean);
  return (
    <nav aria-label={intl.formatMessage({ id: 'edition.switchLabel' })} className={className}>
      {otherEditions(edition).map((other) => (
        <a
          key={other}
          href={editionSwitchPath(pathname, other, counterparts)}
          lang={EDITIONS[other].code}
          hrefLang={EDITIONS[other].code}
          className="nav-pill edition-switch"
        >
          {EDITIONS[other].name}
        </a>
      ))}
    </nav>
  );
}

function SignInUp({ className, wide = '' }: { className: string; wide?: string }) {
  const intl = useIntl();
  // The account pages exist once; an edition's page names itself, so a new account's e-mails
  // are in its language (docs/product.md, 'Emails to an account').
  const edition = useEdition();
  const from = edition === DEFAULT_EDITION ? '' : `?edition=${edition}`;
  return (
    <div className={className}>
      <a href={`/login${from}`} className={`btn-secondary ${wide}`}>
        {intl.formatMessage({ id: 'header.signIn' })}
      </a>
      <a href={`/register${from}`} className={`btn-primary ${wide}`}>
        {intl.formatMessage({ id: 'header.signUp' })}
      </a>
    </div>
  );
}

/**
 * Where the header shows who is signed in, between two empty templates (never drawn): a page kept
 * in the page cache for everyone gets a signed-in reader's own account menu there as it is served
 * (server/http/account-slots.ts), so their locked stories come from the cache too.
 */
function AccountSlot({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <>
      <template data-account-slot={name} />
      {children}
      <template data-account-slot-end={name} />
    </>
  );
}

/**
 * The sticky header (docs/product.md, 'Header'). Pure markup, the same on the server and in the
 * browser; the menus, search and theme islands (app/islands/) make its buttons work. Its links
 * are plain links: reading pages are full page loads, served from the page cache.
 */
export function Header({
  siteName,
  logo,
  user,
  navigation,
}: {
  siteName: string;
  logo: string | null;
  user: HeaderUser | null;
  /**
   * The site's menus (/admin/settings): the bar shows `header`; the ☰ menu `header` and `more`. The
   * bar has no room for a 'More' at 1366 px (the sidebar and the footer lead to those links there).
   */
  navigation: Pick<Navigation, 'header' | 'more'>;
}) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const t = (id: 'header.main' | 'header.mainMenu' | 'header.openMenu' | 'header.closeMenu' | 'header.savedShort') =>
    intl.formatMessage({ id });
  const sections = useNavItems(intl.formatMessage({ id: 'header.home' }), navigation.header);
  const menuLink = useMenuLink();
  const more = navigation.more.map((link) => {
    const { href, label } = menuLink(link);
    return { to: href, label };
  });
  return (
    <header
      data-site-header=""
      className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-neutral-800 dark:bg-neutral-950/95 dark:supports-[backdrop-filter]:bg-neutral-950/85"
    >
      <noscript>
        <style>{NO_SCRIPT}</style>
      </noscript>
      {/*
       * Fits 320 px with the longest username and a wordmark logo (docs/product.md, 'Header'): below
       * 640 px the account button is its picture alone; below 400 px Saved, the alerts bell and the
       * theme button move into ☰. From 1280 px, where the sections are in the bar, the search box and
       * the gaps are narrower, so the sections keep their room beside the four icon buttons.
       */}
      <div className="container-page flex h-16 items-center gap-3">
        <SiteLogo siteName={siteName} logo={logo} />
        <nav aria-label={t('header.main')} className="hidden min-w-0 flex-1 xl:block">
          <ul className="flex items-center gap-0.5">
            <NavLinks pathname={pathname} items={sections} />
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 xl:gap-1">
          <EditionSwitch pathname={pathname} className="hidden md:inline-flex" />
          <div className="hidden w-48 md:block xl:w-44">
            <SearchBox id="search-desktop" />
          </div>
          <SavedLink pathname={pathname} className="header-icon hidden min-[25rem]:flex" />
          <AlertsBell className="header-icon hidden min-[25rem]:flex" />
          <ThemeToggle className="hidden min-[25rem]:flex" />
          <AccountSlot name="bar">
            {user ? <UserMenu user={user} /> : <SignInUp className="hidden items-center gap-2 sm:flex" />}
          </AccountSlot>
          {/*
           * The "sidebar open" flag is this button's aria-expanded: false until it is pressed
           * (app/islands/menus.ts, which names it from `data-label-open` and `data-label-close`).
           */}
          <button
            type="button"
            data-menu-button=""
            className="group header-icon flex xl:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={t('header.openMenu')}
            data-label-open={t('header.openMenu')}
            data-label-close={t('header.closeMenu')}
          >
            <MenuIcon className="h-5 w-5 group-aria-expanded:hidden" />
            <CloseIcon className="hidden h-5 w-5 group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        className="hidden border-t border-neutral-200 data-open:block xl:hidden dark:border-neutral-800"
      >
        <div className="container-page space-y-4 py-4">
          <SearchBox id="search-mobile" />
          <EditionSwitch pathname={pathname} className="inline-flex md:hidden" />
          <nav aria-label={t('header.mainMenu')}>
            <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4">
              <NavLinks pathname={pathname} items={[...sections, ...more]} />
            </ul>
          </nav>
          <div className="flex gap-2 min-[25rem]:hidden">
            <SavedLink pathname={pathname} className="btn-secondary flex-1">
              {t('header.savedShort')}
            </SavedLink>
            <ThemeToggle className="btn-secondary flex-1" withText />
          </div>
          {/* A row of its own: three buttons do not fit 320 px (nor Hindi's words). */}
          <AlertsBell className="btn-secondary w-full min-[25rem]:hidden" withText />
          <AccountSlot name="menu">
            {user ? null : <SignInUp className="flex gap-2 sm:hidden" wide="flex-1" />}
          </AccountSlot>
        </div>
      </div>
    </header>
  );
}
