import { useState, useSyncExternalStore } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/front-page';
import { formatDateTime } from '../../../core/dates';
import { untilText } from '../../../core/relative-time';
import {
  BREAKING_FLAG_HOURS,
  SLOT_LABELS,
  SLOT_SIZE,
  type FrontPageSlot,
  type Placement,
} from '../../../core/front-page';
import { CategoryBadge } from '../../components/category-badge';
import { AlertComposerFor } from '../../components/admin/alert-composer';
import { formMessage, StatusMessage, type FormResult } from '../../components/status-message';
import { adminMeta } from '../../lib/meta';
import { changeFrontPage, frontPageData } from './front-page.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return frontPageData(request, context);
}

/** Pin, move, remove, flag and unflag (FrontPageCommands): plain form posts, so they work without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return changeFrontPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Front page');

const panel = 'rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900';
const muted = 'text-neutral-700 dark:text-neutral-300';
const small = 'btn-secondary px-2 py-1 text-sm';

type Data = Route.ComponentProps['loaderData'];
type Pin = Data['slots']['featured'][number];
type Fetcher = ReturnType<typeof useFetcher<typeof action>>;

const noSubscription = () => () => {};

const PLACEMENT_TEXT: Record<Placement, string> = {
  pinned: 'Pinned',
  flagged: 'Flagged Breaking',
  newest: 'Newest (automatic)',
};

function Until({ iso, timeZone, empty }: { iso: string | null; timeZone: string; empty: string }) {
  return iso ? (
    <>
      until <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time>
    </>
  ) : (
    <>{empty}</>
  );
}

/** One pinned story: its place, the arrows and Remove, and dragging (with JavaScript). */
function PinRow({
  slot,
  pin,
  index,
  count,
  timeZone,
  fetcher,
  dragging,
  onDragStart,
  onDropAt,
}: {
  slot: FrontPageSlot;
  pin: Pin;
  index: number;
  count: number;
  timeZone: string;
  fetcher: Fetcher;
  dragging: boolean;
  onDragStart: (index: number) => void;
  onDropAt: (index: number) => void;
}) {
  const [over, setOver] = useState(false);
  const title = pin.article.title;
  const move = (to: number, label: string, name: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="slot" value={slot} />
      <input type="hidden" name="articleId" value={pin.article._id} />
      <input type="hidden" name="position" value={to + 1} />
      <button type="submit" className={small} disabled={to < 0 || to >= count} aria-label={`${label} “${title}”`}>
        {name}
      </button>
    </fetcher.Form>
  );
  return (
    <li
      draggable={dragging}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        onDragStart(index);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDropAt(index);
      }}
      data-testid={`pin-${slot}`}
      className={`flex items-start gap-3 rounded-lg border p-3 ${
        over ? 'border-brand-700 bg-brand-50 dark:bg-neutral-800' : 'border-neutral-200 dark:border-neutral-700'
      } ${dragging ? 'cursor-grab' : ''}`}
    >
      <span aria-hidden="true" className={`select-none text-lg ${muted} ${dragging ? '' : 'hidden'}`}>
        ⠿
      </span>
      <span className="font-mono text-sm font-bold">{index + 1}.</span>
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <p className="font-semibold">
            <Link to={`/admin/news/${pin.article._id}/edit`} className="hover:underline">
              {title}
            </Link>
          </p>
          <p className={`text-sm ${muted}`}>
            <CategoryBadge category={pin.article.category} /> Pinned{' '}
            <Until iso={pin.expiresAt} timeZone={timeZone} empty="until removed" />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {move(index - 1, 'Move up:', 'Move up')}
          {move(index + 1, 'Move down:', 'Move down')}
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="slot" value={slot} />
            <input type="hidden" name="articleId" value={pin.article._id} />
            <button type="submit" className={small} aria-label={`Remove: “${title}” from ${SLOT_LABELS[slot]}`}>
              Remove
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}

/** A slot's pins in order, reordered by the arrows or by dragging one onto another's place. */
function PinList({
  slot,
  pins,
  timeZone,
  fetcher,
  canDrag,
}: {
  slot: FrontPageSlot;
  pins: Pin[];
  timeZone: string;
  fetcher: Fetcher;
  canDrag: boolean;
}) {
  const [from, setFrom] = useState<number | null>(null);
  if (pins.length === 0) return <p className={muted}>Nothing pinned: the newest stories fill it.</p>;
  return (
    <ol className="space-y-2" aria-label={`Pinned to ${SLOT_LABELS[slot]}, in order`}>
      {pins.map((pin, index) => (
        <PinRow
          key={pin.article._id}
          slot={slot}
          pin={pin}
          index={index}
          count={pins.length}
          timeZone={timeZone}
          fetcher={fetcher}
          dragging={canDrag}
          onDragStart={setFrom}
          onDropAt={(to) => {
            const moved = from === null ? undefined : pins[from];
            if (moved && from !== to) {
              void fetcher.submit(
                { intent: 'move', slot, articleId: moved.article._id, position: String(to + 1) },
                { method: 'post' },
              );
            }
            setFrom(null);
          }}
        />
      ))}
    </ol>
  );
}

/** What readers see in a slot now, and why each story is there (a flagged one: until when). */
function Showing({
  stories,
  placement,
  flagged,
  timeZone,
}: {
  stories: Data['view']['home']['featured'];
  placement: Record<string, Placement>;
  flagged: Data['view']['flagged'];
  timeZone: string;
}) {
  return (
    <ol className={`list-decimal space-y-1 pl-6 text-sm ${muted}`}>
      {stories.map((story) => {
        const why = placement[story._id] ?? 'newest';
        const until = why === 'flagged' ? flagged.find((flag) => flag.article._id === story._id)?.until : undefined;
        return (
          <li key={story._id} data-testid="showing">
            <span className="font-semibold text-neutral-900 dark:text-neutral-100">{story.title}</span> —{' '}
            {PLACEMENT_TEXT[why]}
            {until ? (
              <>
                ,{' '}
                <time dateTime={until} suppressHydrationWarning>
                  {untilText(until, new Date(), timeZone)}
                </time>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** 'Send alert' beside a published story: the composer opens on it (docs/product.md, 'Alerts and following'). */
function SendAlertButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <button type="button" className={small} aria-label={`Send alert: “${title}”`} onClick={onClick}>
      Send alert
    </button>
  );
}

export default function FrontPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, slots, hidden, candidates, query, timeZone } = loaderData;
  const fetcher = useFetcher<typeof action>();
  // The story the alert composer is open on, and the story just flagged Breaking (offered an alert too).
  const [composing, setComposing] = useState<string | null>(null);
  const [justFlagged, setJustFlagged] = useState<{ id: string; title: string } | null>(null);
  const offer =
    justFlagged && view.flagged.some((flag) => flag.article._id === justFlagged.id) && composing === null
      ? justFlagged
      : null;
  const navigation = useNavigation();
  // Dragging needs JavaScript: rows become draggable once the page has hydrated.
  const canDrag = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const answer = (fetcher.data ?? actionData) as FormResult | undefined;
  const result = answer ? { ...answer, message: formMessage(answer) } : undefined;
  const busy = fetcher.state !== 'idle' || navigation.state === 'submitting';

  const slotSection = (slot: FrontPageSlot, extra?: React.ReactNode) => (
    <section aria-labelledby={`${slot}-heading`} className={panel}>
      <h2 id={`${slot}-heading`} className="text-lg font-bold">
        {SLOT_LABELS[slot]}
      </h2>
      <p className={`mb-3 text-sm ${muted}`}>
        {slot === 'featured'
          ? `Up to ${SLOT_SIZE.featured} pinned stories, in this order; the newest stories fill the rest.`
          : `Up to ${SLOT_SIZE.breaking} pinned headlines, in this order, then the stories flagged Breaking, then the newest.`}{' '}
        Reorder with Move up and Move down, or drag a story onto another’s place.
      </p>
      <PinList slot={slot} pins={slots[slot]} timeZone={timeZone} fetcher={fetcher} canDrag={canDrag} />
      {extra}
      <h3 className="mt-4 text-sm font-bold">Readers see now</h3>
      <Showing
        stories={view.home[slot]}
        placement={view.home.placement[slot]}
        flagged={view.flagged}
        timeZone={timeZone}
      />
    </section>
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-black">Front page</h1>
        <p className={`mt-1 ${muted}`}>
          Choose the home page’s Featured Stories and breaking banner. Changes show to readers at once.
        </p>
        <StatusMessage result={result} />
        {offer ? (
          // The flag's own message is the page's status; this offer is a group beside it.
          <div
            role="group"
            aria-label="Send an alert too?"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-brand-700 bg-brand-50 p-3 text-sm text-neutral-900 dark:border-red-400 dark:bg-neutral-900 dark:text-neutral-100"
          >
            <span className="min-w-0 flex-1">“{offer.title}” is flagged Breaking. Send an alert to readers too?</span>
            <button type="button" className="btn-primary px-3 py-1.5" onClick={() => setComposing(offer.id)}>
              Send an alert too
            </button>
            <button type="button" className={small} onClick={() => setJustFlagged(null)}>
              No alert
            </button>
          </div>
        ) : null}
        {composing ? (
          <AlertComposerFor
            articleId={composing}
            kind="breaking"
            onClose={() => {
              setComposing(null);
              setJustFlagged(null);
            }}
          />
        ) : null}
      </div>

      {hidden.length > 0 ? (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-neutral-900 dark:text-amber-200">
          Not shown because no longer published: {hidden.map((pin) => `“${pin.article.title}”`).join(', ')}. They leave
          their slot at the next change.
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        {slotSection('featured')}
        {slotSection(
          'breaking',
          <div className="mt-4">
            <h3 className="text-sm font-bold">Flagged Breaking</h3>
            {view.flagged.length === 0 ? (
              <p className={`text-sm ${muted}`}>No story is flagged.</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {view.flagged.map((flag) => (
                  <li key={flag.article._id} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="min-w-0 flex-1">
                      <span className="font-semibold">{flag.article.title}</span>{' '}
                      <span className={muted}>
                        <Until iso={flag.until} timeZone={timeZone} empty="" />
                      </span>
                    </span>
                    <SendAlertButton title={flag.article.title} onClick={() => setComposing(flag.article._id)} />
                    <fetcher.Form method="post">
                      <input type="hidden" name="intent" value="unflag" />
                      <input type="hidden" name="articleId" value={flag.article._id} />
                      <button type="submit" className={small} aria-label={`Remove flag: “${flag.article.title}”`}>
                        Remove flag
                      </button>
                    </fetcher.Form>
                  </li>
                ))}
              </ul>
            )}
          </div>,
        )}
      </div>

      <section aria-labelledby="add-heading" className={panel}>
        <h2 id="add-heading" className="text-lg font-bold">
          Add a story
        </h2>
        <Form method="get" role="search" className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
            Find a published story
            <input type="search" name="q" defaultValue={query} className="input" placeholder="Words from its title" />
          </label>
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </Form>
        <h3 className="mt-4 text-sm font-bold">{query ? `Stories matching “${query}”` : 'Newest stories'}</h3>
        {candidates.length === 0 ? (
          <p className={muted}>No published story matches.</p>
        ) : (
          <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-800">
            {candidates.map((story) => (
              <li key={story._id} className="space-y-2 py-3">
                <p className="font-semibold">
                  {story.title}{' '}
                  <span className={`text-sm font-normal ${muted}`}>
                    <CategoryBadge category={story.category} />{' '}
                    {story.publishedAt ? formatDateTime(story.publishedAt, timeZone) : null}
                  </span>
                </p>
                <div className="flex flex-wrap items-end gap-2">
                  <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="pin" />
                    <input type="hidden" name="articleId" value={story._id} />
                    <label className="flex flex-col gap-1 text-sm">
                      Place
                      <select
                        name="slot"
                        className="input py-1"
                        defaultValue="featured"
                        aria-label={`Place for “${story.title}”`}
                      >
                        <option value="featured">{SLOT_LABELS.featured}</option>
                        <option value="breaking">{SLOT_LABELS.breaking}</option>
                      </select>
                    </label>
                    <label className="flex flex-col gap-1 text-sm">
                      Until (optional)
                      <input
                        type="datetime-local"
                        name="expiresAt"
                        className="input py-1"
                        aria-label={`Pin “${story.title}” until (optional)`}
                      />
                    </label>
                    <button
                      type="submit"
                      className="btn-primary px-3 py-1.5"
                      disabled={busy}
                      aria-label={`Pin: “${story.title}”`}
                    >
                      Pin
                    </button>
                  </fetcher.Form>
                  <fetcher.Form method="post" onSubmit={() => setJustFlagged({ id: story._id, title: story.title })}>
                    <input type="hidden" name="intent" value="flag" />
                    <input type="hidden" name="articleId" value={story._id} />
                    <input type="hidden" name="hours" value={BREAKING_FLAG_HOURS} />
                    <button
                      type="submit"
                      className="btn-secondary px-3 py-1.5"
                      disabled={busy}
                      aria-label={`Flag Breaking (${BREAKING_FLAG_HOURS} h): “${story.title}”`}
                    >
                      Flag Breaking ({BREAKING_FLAG_HOURS} h)
                    </button>
                  </fetcher.Form>
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5"
                    aria-label={`Send alert: “${story.title}”`}
                    onClick={() => setComposing(story._id)}
                  >
                    Send alert
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
