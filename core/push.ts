/**
 * What the server puts in push alerts (docs/product.md, 'Alerts and following'): the daily
 * briefing's words in each edition's language (the server draws them outside React and may not
 * import the pages' catalogue, as core/feed-texts.ts says), and the story's picture as a phone
 * shows it.
 */
import { ALERT_BODY_MAX, ALERT_TITLE_MAX, type AlertKind } from './alerts';
import type { Edition } from './editions';
import { mediaBase } from './images';
import { truncate } from './text';

/** The daily briefing (07:30 in the site's zone): its title; the body is the lead story's headline. */
export const BRIEFING_TEXTS: Readonly<Record<Edition, { title: string }>> = {
  en: { title: 'Your morning briefing' },
  hi: { title: 'आपकी सुबह की ब्रीफ़िंग' },
};

/** The briefing's hour and minute in the site's time zone. */
export const BRIEFING_TIME = { hour: 7, minute: 30 } as const;

/** An alert's words cut to what phones show (ALERT_TITLE_MAX, ALERT_BODY_MAX). */
export function alertWords(title: string, body: string): { title: string; body: string } {
  return { title: truncate(title.trim(), ALERT_TITLE_MAX), body: truncate(body.trim(), ALERT_BODY_MAX) };
}

const UPLOAD = /^\/uploads\/images\/([0-9a-f-]{36})$/;
const SAMPLE = /^\/samples\/([a-z0-9-]+)-(\d+)\.webp$/;
/** A notification's picture is at most a phone's width: the smallest size kept. */
const ALERT_IMAGE_WIDTH = 480;

/**
 * A story's picture (as `articles.image` holds it, core/images.ts) as an absolute URL at a small
 * width, for a notification: an upload's 480-wide WebP (under `mediaUrl`, the bucket's address,
 * when set), a sample's 480 size, a remote picture as it is; null without a picture.
 */
export function alertImage(image: string | null | undefined, publicUrl: string, mediaUrl = ''): string | null {
  const value = image?.trim();
  if (!value) return null;
  const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : `${publicUrl.replace(/\/+$/, '')}${path}`);
  if (/^https?:\/\//i.test(value)) return value;
  const upload = UPLOAD.exec(value);
  if (upload?.[1]) return absolute(`${mediaBase(mediaUrl)}/images/${upload[1]}-${ALERT_IMAGE_WIDTH}.webp`);
  const sample = SAMPLE.exec(value);
  if (sample?.[1]) return absolute(`/samples/${sample[1]}-${ALERT_IMAGE_WIDTH}.webp`);
  if (value.startsWith('/') && !value.startsWith('//')) return absolute(value);
  if (/^[\w.-]+$/.test(value) && !value.includes('..')) return absolute(`${mediaBase(mediaUrl)}/${value}`);
  return null;
}

/** The alerts an editor sends by hand (the composer): each goes to the devices with breaking news on. */
export const EDITOR_ALERT_KINDS = ['breaking', 'story', 'live'] as const satisfies readonly AlertKind[];
export type EditorAlertKind = (typeof EDITOR_ALERT_KINDS)[number];

/** An alert on a story that is not out. */
export const NOT_PUBLISHED_MESSAGE = 'Only a published story can be sent as an alert.';
