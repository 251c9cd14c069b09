import { Link } from 'react-router';
import type { Route } from './+types/alerts';
import { formatDateTime } from '../../../core/dates';
import { DEFAULT_EDITION, EDITIONS } from '../../../core/editions';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { forPage } from '../../lib/use-case.server';
import { HeaderCells } from '../../components/admin/table-parts';
import { KIND_TEXT, type AlertSummary } from '../../components/admin/alerts-api';

/** Editors and admins (`articles:publish`, the alerts' own read): every alert sent, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return forPage(request, () => context.queries.alerts.history(context.actor));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Alerts');

const muted = 'text-neutral-700 dark:text-neutral-300';
const count = (n: number) => n.toLocaleString('en-IN');

/** Clicks per alert delivered, as a percentage with one decimal (none before a delivery). */
function clickRate(alert: Pick<AlertSummary, 'clicked' | 'delivered'>): string | null {
  if (alert.delivered === 0) return null;
  return `${((alert.clicked / alert.delivered) * 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })} %`;
}

/**
 * /admin/alerts (docs/product.md, 'Alerts and following'): what was sent, when and by whom, and
 * what became of it: the devices it went to, delivered, failed, gone (subscriptions the push
 * service no longer knows, removed) and the clicks on it. An alert still being delivered says so.
 */
export default function Alerts({ loaderData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const items: AlertSummary[] = loaderData.items;
  const cell = 'p-2 sm:p-3';
  const number = `${cell} text-right tabular-nums`;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-black">Alerts</h1>
        <p className={`mt-1 max-w-3xl text-sm ${muted}`}>
          Every alert sent to readers’ devices: editors’ breaking news, stories and live blog key events, the daily
          briefing and followed topics. An editor sends one from a published story’s editor or from the front page.
          Delivered, failed and gone are counted as the push services answer; clicks as readers open them.
        </p>
      </div>
      {items.length === 0 ? (
        <p className={muted}>No alert sent yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className={`p-3 text-left text-sm ${muted}`}>
              {count(items.length)} {items.length === 1 ? 'alert' : 'alerts'}, newest first
            </caption>
            <thead className="border-y border-neutral-200 dark:border-neutral-800">
              <tr>
                <HeaderCells
                  cellClass={cell}
                  columns={[
                    { label: 'When' },
                    { label: 'Kind' },
                    { label: 'Alert' },
                    { label: 'By' },
                    { label: 'Devices', className: `${cell} text-right` },
                    { label: 'Delivered', className: `${cell} text-right` },
                    { label: 'Failed', className: `${cell} text-right` },
                    { label: 'Gone', className: `${cell} text-right` },
                    { label: 'Clicked', className: `${cell} text-right` },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {items.map((alert) => {
                const rate = clickRate(alert);
                return (
                  <tr key={alert.id} className="align-top" data-testid="alert-row">
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={alert.createdAt}>{formatDateTime(alert.createdAt, timeZone)}</time>
                    </td>
                    <td className={cell}>
                      {KIND_TEXT[alert.kind]}
                      {alert.edition !== DEFAULT_EDITION ? (
                        <span className={`block text-xs ${muted}`}>{EDITIONS[alert.edition].english}</span>
                      ) : null}
                    </td>
                    <th scope="row" className={`${cell} min-w-64 font-normal [overflow-wrap:anywhere]`}>
                      <a href={alert.url} className="link font-semibold" lang={EDITIONS[alert.edition].code}>
                        {alert.title}
                      </a>
                      <span className={`line-clamp-2 ${muted}`} lang={EDITIONS[alert.edition].code}>
                        {alert.body}
                      </span>
                      {alert.articleId ? (
                        <Link to={`/admin/news/${alert.articleId}/edit`} className={`text-xs ${muted} hover:underline`}>
                          Edit the story
                        </Link>
                      ) : null}
                    </th>
                    <td className={`${cell} min-w-28 [overflow-wrap:anywhere]`}>
                      {alert.sentBy ?? <span className={muted}>The site</span>}
                    </td>
                    <td className={number}>
                      {count(alert.recipients)}
                      {alert.finishedAt === null && alert.recipients > 0 ? (
                        <span className={`block text-xs ${muted}`}>sending…</span>
                      ) : null}
                    </td>
                    <td className={number}>{count(alert.delivered)}</td>
                    <td className={number}>{count(alert.failed)}</td>
                    <td className={number}>{count(alert.gone)}</td>
                    <td className={number}>
                      {count(alert.clicked)}
                      {rate ? <span className={`block text-xs ${muted}`}>{rate}</span> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
