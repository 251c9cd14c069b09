import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../core/dates';
import { AlertComposer, type AlertStory } from './alert-composer';
import { devicesText, KIND_TEXT, listAlerts } from './alerts-api';

/**
 * The editor's Alerts panel for a published story (docs/product.md, 'Alerts and following'):
 * 'Send alert' opens the composer with the story's title and description; the alerts already sent
 * on it are listed, so nobody sends the same news twice without seeing it.
 */
export function EditorAlerts({ story, timeZone }: { story: AlertStory; timeZone: string }) {
  const headingId = useId();
  const [composing, setComposing] = useState(false);
  const queryClient = useQueryClient();
  const sent = useQuery({ queryKey: ['alerts'], queryFn: listAlerts });
  const mine = (sent.data ?? []).filter((alert) => alert.articleId === story._id);
  const muted = 'text-sm text-neutral-700 dark:text-neutral-300';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-3 rounded-lg border border-neutral-300 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-bold">
          Alerts
        </h2>
        <button type="button" className="btn-primary" onClick={() => setComposing(true)}>
          Send alert
        </button>
      </div>
      <p className={muted}>
        A notification on the phones and computers of readers who chose Breaking news; a press on it opens this story.
      </p>
      {mine.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label="Alerts sent on this story">
          {mine.map((alert) => (
            <li key={alert.id}>
              <time dateTime={alert.createdAt}>{formatDateTime(alert.createdAt, timeZone)}</time> ·{' '}
              {KIND_TEXT[alert.kind]} · “{alert.title}” · {devicesText(alert.recipients)}
              {alert.sentBy ? ` · by ${alert.sentBy}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={muted}>
        <Link to="/admin/alerts" className="link">
          Every alert sent, with deliveries and clicks
        </Link>
      </p>
      {composing ? (
        <AlertComposer
          story={story}
          onClose={() => {
            setComposing(false);
            void queryClient.invalidateQueries({ queryKey: ['alerts'] });
          }}
        />
      ) : null}
    </section>
  );
}
