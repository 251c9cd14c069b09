import type { AlertKind } from '../../../core/alerts';
import type { EditorAlertKind } from '../../../core/push';
import type { AlertSummary } from '../../../server/push/alerts.queries';
import type { Edition } from '../../../core/editions';
import { answerOf, getJson } from './editor-values';

/** An alert as GET /api/alerts and POST /api/alerts answer it (docs/product.md, 'Alerts and following'). */
export type { AlertSummary };

/** The kinds an editor sends by hand: 'live' only from a live blog's key event. */
export type SentKind = EditorAlertKind;

/** How many devices an alert of `kind` in `edition` would reach now (GET /api/alerts/audience). */
export async function alertAudience(kind: SentKind, edition: Edition): Promise<number> {
  const params = new URLSearchParams({ kind, edition });
  return (await getJson<{ devices: number }>(`/api/alerts/audience?${params}`)).devices;
}

/** Sends an alert on a published story (POST /api/alerts); answers it, or throws the server's refusal. */
export async function sendAlert(alert: {
  articleId: string;
  kind: SentKind;
  title: string;
  body: string;
}): Promise<AlertSummary> {
  const res = await fetch('/api/alerts', {
    method: 'POST',
    body: JSON.stringify(alert),
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  return (await answerOf<{ alert: AlertSummary }>(res)).alert;
}

/** The alerts sent, newest first (GET /api/alerts). */
export async function listAlerts(): Promise<AlertSummary[]> {
  return (await getJson<{ items: AlertSummary[] }>('/api/alerts')).items;
}

/** A number of devices as the admin writes counts (1,234). */
export const devicesText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'device' : 'devices'}`;

/** What each kind is called, and what it does. */
export const KIND_TEXT: Record<AlertKind, string> = {
  breaking: 'Breaking news',
  story: 'Story',
  live: 'Live update',
  briefing: 'Daily briefing',
  following: 'Followed topics',
};
