import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { toast } from 'sonner';
import { ALERT_BODY_MAX, ALERT_TITLE_MAX, DELIVERY_OF } from '../../../core/alerts';
import { EDITIONS, type Edition } from '../../../core/editions';
import { imageSources } from '../../../core/images';
import { siteForEdition } from '../../../core/site-settings';
import { truncate } from '../../../core/text';
import type { RootData } from '../../lib/meta';
import { alertAudience, devicesText, KIND_TEXT, sendAlert, type AlertSummary, type SentKind } from './alerts-api';
import { getJson } from './editor-values';

/** The story an alert is about: its words prefill the alert, its picture shows in the preview. */
export interface AlertStory {
  _id: string;
  title: string;
  description: string;
  image: string | null;
  edition: Edition;
}

/** The one kind an editor chooses between (a live blog's key event is sent as 'live'). */
const KIND_HINT: Record<SentKind, string> = {
  breaking: `Urgent: phones show it at once; kept for ${DELIVERY_OF.breaking.ttl / 3600} hour for a device that is off.`,
  story: `A story worth knowing: delivered as phones allow; kept for ${DELIVERY_OF.story.ttl / 3600} hours.`,
  live: `A key event of the live blog: urgent; kept for ${DELIVERY_OF.live.ttl / 60} minutes.`,
};

type Step = { at: 'compose' } | { at: 'confirm'; devices: number } | { at: 'sent'; alert: AlertSummary };

/** An alert's words as they start: the given ones, or the story's title and description, cut to the limits. */
const start = (text: string, max: number) => truncate(text.replace(/\s+/g, ' ').trim(), max);

/**
 * 'Send alert' (docs/product.md, 'Alerts and following'): a modal dialog with the alert's title
 * and text (prefilled, counted against the limits), its kind, a preview of the notification as a
 * phone shows it, then a confirmation naming how many devices it will reach (GET
 * /api/alerts/audience) before it is sent (POST /api/alerts), and what was sent with a link to
 * the history. Escape or Cancel closes it without sending.
 */
export function AlertComposer({
  story,
  kind: initialKind = 'breaking',
  title: initialTitle,
  body: initialBody,
  onClose,
}: {
  story: AlertStory;
  kind?: SentKind;
  /** The alert's words when they are not the story's (a live blog's key event). */
  title?: string;
  body?: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [kind, setKind] = useState<SentKind>(initialKind);
  const [title, setTitle] = useState(() => start(initialTitle ?? story.title, ALERT_TITLE_MAX));
  const [body, setBody] = useState(() => start(initialBody ?? story.description, ALERT_BODY_MAX));
  const [step, setStep] = useState<Step>({ at: 'compose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // Each step's first control takes the focus, so a keyboard user is where the next choice is.
  const stepRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (step.at !== 'compose') stepRef.current?.focus();
  }, [step.at]);

  const titleLength = Array.from(title.trim()).length;
  const bodyLength = Array.from(body.trim()).length;
  const titleProblem =
    titleLength === 0
      ? 'Write a title.'
      : titleLength > ALERT_TITLE_MAX
        ? `At most ${ALERT_TITLE_MAX} characters.`
        : null;
  const bodyProblem =
    bodyLength === 0 ? 'Write the text.' : bodyLength > ALERT_BODY_MAX ? `At most ${ALERT_BODY_MAX} characters.` : null;

  async function confirm() {
    if (titleProblem || bodyProblem) {
      setShowErrors(true);
      document.getElementById(titleProblem ? `${id}-title` : `${id}-body`)?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      setStep({ at: 'confirm', devices: await alertAudience(kind, story.edition) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setPending(false);
    }
  }

  async function send() {
    setPending(true);
    setProblem(null);
    try {
      const alert = await sendAlert({ articleId: story._id, kind, title: title.trim(), body: body.trim() });
      setStep({ at: 'sent', alert });
      toast.success('Alert sent', { description: `Sent to ${devicesText(alert.recipients)}.` });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setPending(false);
    }
  }

  const counter = (length: number, max: number) => (
    <span className={length > max ? 'font-semibold text-red-800 dark:text-red-300' : muted}>
      {length} / {max}
    </span>
  );
  const edition = EDITIONS[story.edition].english;

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-heading`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-neutral-300 bg-white p-5 text-neutral-900 shadow-xl backdrop:bg-black/50 sm:p-6 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={`${id}-heading`} className="font-serif text-xl font-black">
        {step.at === 'sent' ? 'Alert sent' : 'Send an alert'}
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        On “{story.title}” ({edition}).
      </p>

      {step.at === 'compose' ? (
        <form
          className="mt-4 grid gap-6 md:grid-cols-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <div className="space-y-4">
            {initialKind === 'live' ? (
              <p className="text-sm">
                <span className="font-semibold">Kind:</span> {KIND_TEXT.live}. {KIND_HINT.live}
              </p>
            ) : (
              <fieldset>
                <legend className="text-sm font-semibold">Kind</legend>
                <div className="mt-1 space-y-2">
                  {(['breaking', 'story'] as const).map((option) => (
                    <label key={option} className="flex items-start gap-2 text-sm">
                      <input
                        type="radio"
                        name={`${id}-kind`}
                        value={option}
                        checked={kind === option}
                        onChange={() => setKind(option)}
                        className="mt-1"
                        aria-describedby={`${id}-kind-${option}`}
                      />
                      <span>
                        <span className="font-semibold">{KIND_TEXT[option]}</span>
                        <span id={`${id}-kind-${option}`} className={`block ${muted}`}>
                          {KIND_HINT[option]}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <div>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <label htmlFor={`${id}-title`} className="font-semibold">
                  Title
                </label>
                {counter(titleLength, ALERT_TITLE_MAX)}
              </div>
              <input
                id={`${id}-title`}
                className="input mt-1"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                aria-invalid={showErrors && titleProblem ? true : undefined}
                aria-describedby={showErrors && titleProblem ? `${id}-title-problem` : undefined}
              />
              {showErrors && titleProblem ? (
                <p id={`${id}-title-problem`} className="mt-1 text-sm text-red-800 dark:text-red-300">
                  {titleProblem}
                </p>
              ) : null}
            </div>
            <div>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <label htmlFor={`${id}-body`} className="font-semibold">
                  Text
                </label>
                {counter(bodyLength, ALERT_BODY_MAX)}
              </div>
              <textarea
                id={`${id}-body`}
                className="input mt-1"
                rows={4}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                aria-invalid={showErrors && bodyProblem ? true : undefined}
                aria-describedby={showErrors && bodyProblem ? `${id}-body-problem` : undefined}
              />
              {showErrors && bodyProblem ? (
                <p id={`${id}-body-problem`} className="mt-1 text-sm text-red-800 dark:text-red-300">
                  {bodyProblem}
                </p>
              ) : null}
            </div>
            <p className={`text-sm ${muted}`}>
              It goes to every device in the {edition} edition whose reader chose Breaking news, and opens the story.
            </p>
          </div>
          <AlertPreview story={story} title={title} body={body} />
          {problem ? <Problem text={problem} /> : null}
          <div className="flex flex-wrap justify-end gap-3 md:col-span-2">
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? 'Counting devices…' : 'Continue'}
            </button>
          </div>
        </form>
      ) : null}

      {step.at === 'confirm' ? (
        <div className="mt-4 space-y-4">
          <div className="grid gap-6 md:grid-cols-2">
            <div className="space-y-2 text-sm">
              <p className="text-base font-semibold">
                Send this {KIND_TEXT[kind].toLowerCase()} alert to {devicesText(step.devices)} now?
              </p>
              <p>
                {step.devices === 0
                  ? `No device in the ${edition} edition has chosen Breaking news yet: the alert is kept in the history and reaches no one.`
                  : 'Phones show it within seconds. It cannot be called back once sent.'}
              </p>
            </div>
            <AlertPreview story={story} title={title} body={body} />
          </div>
          {problem ? <Problem text={problem} /> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn-secondary"
              ref={stepRef as React.RefObject<HTMLButtonElement>}
              onClick={() => setStep({ at: 'compose' })}
            >
              Back
            </button>
            <button type="button" className="btn-primary" disabled={pending} onClick={() => void send()}>
              {pending ? 'Sending…' : `Send to ${devicesText(step.devices)}`}
            </button>
          </div>
        </div>
      ) : null}

      {step.at === 'sent' ? (
        <div className="mt-4 space-y-4">
          <p
            role="status"
            className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100"
          >
            Sent to {devicesText(step.alert.recipients)}.
          </p>
          <p className="text-sm">
            Deliveries and clicks are counted as devices answer:{' '}
            <Link to="/admin/alerts" className="link font-semibold">
              see the alerts history
            </Link>
            .
          </p>
          <div className="flex justify-end">
            <button
              type="button"
              className="btn-primary"
              ref={stepRef as React.RefObject<HTMLButtonElement>}
              onClick={onClose}
            >
              Close
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

const muted = 'text-neutral-700 dark:text-neutral-300';

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm font-semibold text-red-800 md:col-span-2 dark:text-red-300">
      {text}
    </p>
  );
}

/**
 * How the notification looks on a phone (Chrome on Android; others draw it their own way, some
 * without the picture): the site's icon, name and address, the title and text cut where a phone
 * cuts them, and the story's picture.
 */
export function AlertPreview({ story, title, body }: { story: AlertStory; title: string; body: string }) {
  const site = useRouteLoaderData<RootData>('root')?.site;
  const siteName = site ? siteForEdition(site, story.edition).siteName : 'Newsdesk';
  const host = site ? new URL(site.publicUrl).host : '';
  const picture = imageSources(story.image, site?.mediaUrl)?.src ?? null;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold">Preview</figcaption>
      <div
        data-testid="alert-preview"
        lang={EDITIONS[story.edition].code}
        className="rounded-2xl bg-neutral-100 p-3 text-neutral-900 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:ring-neutral-700"
      >
        <div className="flex items-center gap-2 text-xs text-neutral-700 dark:text-neutral-300">
          <img src="/badge-96.png" alt="" className="h-4 w-4 rounded-full bg-brand-700 p-0.5" />
          <span className="font-semibold">{siteName}</span>
          <span aria-hidden="true">·</span>
          <span>{host}</span>
          <span aria-hidden="true">·</span>
          <span>now</span>
        </div>
        <div className="mt-2 flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 font-semibold [overflow-wrap:anywhere]">{title.trim() || 'Title'}</p>
            <p className="mt-0.5 line-clamp-3 text-sm [overflow-wrap:anywhere]">{body.trim() || 'Text'}</p>
          </div>
          <img src="/icon-192.png" alt="" className="h-10 w-10 shrink-0 rounded-lg" />
        </div>
        {picture ? <img src={picture} alt="" className="mt-3 aspect-[2/1] w-full rounded-lg object-cover" /> : null}
      </div>
      <p className={`text-xs ${muted}`}>
        As an Android phone shows it; other devices draw it their own way, some without the picture.
      </p>
    </figure>
  );
}

/**
 * The composer for a story known only by its id (the front page's lists): its title,
 * description and picture are read first (GET /api/news/:id).
 */
export function AlertComposerFor({
  articleId,
  kind,
  onClose,
}: {
  articleId: string;
  kind?: SentKind;
  onClose: () => void;
}) {
  const story = useQuery({
    queryKey: ['alert-story', articleId],
    queryFn: () => getJson<AlertStory>(`/api/news/${articleId}`),
  });
  useEffect(() => {
    if (story.isError) {
      toast.error('The story could not be read', { description: story.error.message });
      onClose();
    }
  }, [story.isError, story.error, onClose]);
  if (!story.data) return null;
  const { _id, title, description, image, edition } = story.data;
  return <AlertComposer story={{ _id, title, description, image, edition }} kind={kind} onClose={onClose} />;
}
