import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { Toaster } from 'sonner';
import type { Route } from './+types/layout';
import { adminMeta, type RootData } from '../../lib/meta';
import { forPage } from '../../lib/use-case.server';
import { MessagePanel } from '../../components/message-panel';
import { createQueryClient } from '../../lib/query';
import { ThemeToggle, useThemePreference } from '../../components/theme-toggle';

/**
 * The admin menu, in its order, with the right each page needs (`AdminQueries.frame` filters it)
 * and the count it shows beside its name, when it has one (and what the count is of).
 */
const ADMIN_PAGES = [
  {
    to: '/admin',
    label: 'Dashboard',
    end: true,
    needs: 'admin:access',
    counts: 'waitingForReview',
    countOf: 'waiting for review',
    // An author's stories an editor sent back (docs/product.md, 'Review').
    alsoCounts: 'sentBack',
    alsoCountOf: 'sent back to you',
  },
  { to: '/admin/articles', label: 'Articles', needs: 'admin:access' },
  { to: '/admin/news/new', label: 'New article', needs: 'articles:create' },
  { to: '/admin/media', label: 'Media', needs: 'articles:create' },
  { to: '/admin/front-page', label: 'Front page', needs: 'articles:publish' },
  { to: '/admin/alerts', label: 'Alerts', needs: 'articles:publish' },
  { to: '/admin/scheduler', label: 'Scheduler', needs: 'scheduler:control' },
  { to: '/admin/messages', label: 'Messages', needs: 'messages:manage', counts: 'unreadMessages', countOf: 'unread' },
  {
    to: '/admin/comments',
    label: 'Comments',
    needs: 'comments:moderate',
    counts: 'commentsWaiting',
    countOf: 'to review',
  },
  { to: '/admin/newsletter', label: 'Newsletter', needs: 'newsletter:manage' },
  { to: '/admin/analytics', label: 'Analytics', needs: 'admin:access' },
  { to: '/admin/seo', label: 'SEO', needs: 'admin:access' },
  { to: '/admin/users', label: 'Users', needs: 'users:manage' },
  { to: '/admin/settings', label: 'Site settings', needs: 'settings:manage' },
  { to: '/admin/audit', label: 'Audit log', needs: 'users:manage' },
] as const;

/**
 * Every /admin page: signed-out visitors go to /login and come back; readers get a 403.
 * The menu shows the pages the viewer may open, as the frame's use case answers.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return forPage(request, () => context.queries.admin.frame(context.actor, ADMIN_PAGES));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

function navClass({ isActive }: { isActive: boolean }) {
  return `block rounded-md px-1.5 py-2 text-[0.8125rem] font-semibold ${
    isActive
      ? 'bg-brand-700 text-white'
      : 'text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800'
  }`;
}

function ExternalIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4 sm:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

function AdminFrame({ children, username }: { children: React.ReactNode; username?: string }) {
  const siteName = useRouteLoaderData<RootData>('root')?.site.siteName ?? 'Newsdesk';
  return (
    // Nothing wider than a phone's screen may make the whole page scroll sideways.
    <div className="min-h-screen overflow-x-clip bg-neutral-50 dark:bg-neutral-950">
      <header className="border-b border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
        <div className="container-page flex h-16 items-center gap-4">
          {/* A long name takes two lines on a phone rather than being cut to 'The Co…'. */}
          <Link
            to="/admin"
            className="line-clamp-2 min-w-0 font-serif text-lg leading-tight font-black wrap-anywhere sm:line-clamp-1 sm:text-xl"
          >
            {siteName} <span className="sr-only text-brand-700 sm:not-sr-only dark:text-red-400">Admin</span>
          </Link>
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            {/* On a phone the link is its icon alone; its name stays 'View site'. */}
            <a href="/" target="_blank" rel="noopener" className="btn-secondary px-2.5 sm:px-4" title="View site">
              <ExternalIcon />
              <span className="sr-only sm:not-sr-only">View site</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <ThemeToggle />
            {username ? (
              <Form method="post" action="/logout">
                <button type="submit" className="btn-secondary px-2.5 sm:px-4">
                  Sign Out<span className="sr-only"> {username}</span>
                </button>
              </Form>
            ) : null}
          </div>
        </div>
      </header>
      {children}
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const theme = useThemePreference() ?? 'system';
  const location = useLocation();
  const current = loaderData.pages.find((page) =>
    'end' in page ? location.pathname === page.to : location.pathname.startsWith(page.to),
  );
  const links = loaderData.pages.map((page) => (
    <li key={page.to} className="sm:inline-block sm:align-top">
      <NavLink to={page.to} end={'end' in page} className={navClass}>
        {page.label}
        {'counts' in page && loaderData[page.counts] ? (
          <>
            {' '}
            ({loaderData[page.counts]}
            <span className="sr-only"> {page.countOf}</span>)
          </>
        ) : null}
        {'alsoCounts' in page && loaderData[page.alsoCounts] ? (
          <>
            {' '}
            ({loaderData[page.alsoCounts]}
            <span className="sr-only"> {page.alsoCountOf}</span>)
          </>
        ) : null}
      </NavLink>
    </li>
  ));
  return (
    <QueryClientProvider client={queryClient}>
      <AdminFrame username={loaderData.username}>
        <div className="container-page py-6">
          <nav aria-label="Admin">
            {/* Phones: one line that opens the menu (it closes again on the next page). */}
            <details key={location.pathname} className="group sm:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm font-semibold dark:border-neutral-700 dark:bg-neutral-900 [&::-webkit-details-marker]:hidden">
                <span>
                  Admin menu
                  {current ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, current page: </span>
                      {current.label}
                    </>
                  ) : null}
                  {loaderData.pages.map((page) =>
                    'counts' in page && loaderData[page.counts] ? (
                      <span key={page.to} className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                        {loaderData[page.counts]} {page.countOf}
                      </span>
                    ) : null,
                  )}
                  {loaderData.pages.map((page) =>
                    'alsoCounts' in page && loaderData[page.alsoCounts] ? (
                      <span
                        key={`${page.to}-also`}
                        className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white"
                      >
                        {loaderData[page.alsoCounts]} {page.alsoCountOf}
                      </span>
                    ) : null,
                  )}
                </span>
                <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="mt-2 grid grid-cols-2 gap-2">{links}</ul>
            </details>
            {/*
             * One line at 1366 px; narrower, its lines are balanced (text-wrap: balance over the
             * inline blocks), so no page is left alone on a line of its own.
             */}
            <ul className="-mb-1 hidden text-balance sm:block [&>li]:mr-0.5 [&>li]:mb-1">{links}</ul>
          </nav>
          <main id="main" className="mt-6">
            <Outlet />
          </main>
        </div>
      </AdminFrame>
      {/* docs/product.md, 'Admin area': 4 s, 3 at most, 14 px apart, 356 px wide, swipe at 20 px (Sonner's defaults); top right. */}
      <Toaster position="top-right" closeButton richColors theme={theme} />
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <AdminFrame>
      <main id="main" className="container-page">
        <MessagePanel title={forbidden ? '403 - Access denied' : 'Something went wrong'}>
          <p>
            {forbidden
              ? 'Your account does not have access to this page.'
              : 'This page could not be shown. Please try again.'}
          </p>
        </MessagePanel>
      </main>
    </AdminFrame>
  );
}
