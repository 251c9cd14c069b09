/**
 * A live blog's page while its coverage is live (app/components/live-blog.tsx, `data-live`):
 * every 15 s while the tab is visible it asks the server for the entries after the newest it
 * has (`/news/<slug>/live?after=<id>`, a cached fragment of HTML), keeps them aside and offers
 * them behind an 'N new updates' button, announced politely, so the text under the reader never
 * moves by itself. Pressing it puts them on top and moves the focus to the newest. When the
 * coverage ends, it says so and stops asking. Loaded only on live pages (app/islands/main.ts).
 * Its words are the page's, drawn by the server in its language: `data-label-one`/`-other` ('#'
 * the count) and `data-label-ended` (app/components/live-blog.tsx).
 */
import { LIVE_POLL_SECONDS, livePollPath } from '../../core/live';
import { dayHeading } from '../../core/relative-time';
import { refreshRelativeTimes } from './relative-time';

const section = document.querySelector<HTMLElement>('[data-live]');
const list = section?.querySelector<HTMLElement>('[data-live-list]');
const button = section?.querySelector<HTMLButtonElement>('[data-live-new]');

if (section && list && button) {
  const { live: slug = '', labelOne = '', labelOther = '', labelEnded = '' } = section.dataset;
  let newest = Number(section.dataset.liveNewest) || 0;
  /** Arrived and not shown yet, newest first. */
  let waiting: HTMLElement[] = [];
  let asking = false;

  const stop = () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };

  const ended = () => {
    stop();
    const note = document.createElement('p');
    note.className = 'live-ended';
    note.textContent = labelEnded;
    // Inside the polite region: read out once.
    button.parentElement?.append(note);
  };

  const ask = async () => {
    if (asking || document.visibilityState !== 'visible') return;
    asking = true;
    try {
      // The story's own address (its edition's: the answer is in its language), or /news/<slug> from a preview.
      const story = /\/news\/[^/]+$/.test(location.pathname) ? location.pathname : `/news/${encodeURIComponent(slug)}`;
      const res = await fetch(livePollPath(story, newest), { headers: { Accept: 'text/html' } });
      if (!res.ok) return;
      const answer = new DOMParser()
        .parseFromString(await res.text(), 'text/html')
        .querySelector<HTMLElement>('[data-live-poll]');
      if (!answer) return;
      const arrived = [...answer.querySelectorAll<HTMLElement>('[data-live-entry]')].filter(
        (entry) => Number(entry.dataset.liveEntry) > newest,
      );
      if (arrived.length > 0) {
        newest = Number(arrived[0]?.dataset.liveEntry) || newest;
        waiting = [...arrived.map((entry) => document.importNode(entry, true)), ...waiting];
        button.textContent = (waiting.length === 1 ? labelOne : labelOther).replace('#', String(waiting.length));
        button.hidden = false;
      }
      if (answer.dataset.ended === 'true') ended();
    } catch {
      // Offline or the server busy: the next turn asks again.
    } finally {
      asking = false;
    }
  };

  function onVisible() {
    if (document.visibilityState === 'visible') void ask();
  }

  button.addEventListener('click', () => {
    if (waiting.length === 0) return;
    section.querySelector('[data-live-empty]')?.remove();
    // A new day's entries get the day's heading (the date once a day), as the server draws them.
    // The top heading moves above the new entries of its day.
    const top = list.querySelector<HTMLElement>('[data-live-day-heading]');
    if (top && top.dataset.liveDayHeading === waiting.at(-1)?.dataset.liveDay) top.remove();
    const added: HTMLElement[] = [];
    waiting.forEach((entry, i) => {
      const day = entry.dataset.liveDay ?? '';
      if (day && (i === 0 || waiting[i - 1]?.dataset.liveDay !== day)) {
        const heading = document.createElement('h3');
        heading.className = 'live-day';
        heading.dataset.liveDayHeading = day;
        const time = document.createElement('time');
        time.dateTime = day;
        time.textContent = dayHeading(
          entry.querySelector('time')?.dateTime ?? day,
          entry.dataset.tz ?? 'UTC',
          document.documentElement.lang || 'en',
        );
        heading.append(time);
        added.push(heading);
      }
      added.push(entry);
    });
    list.prepend(...added);
    refreshRelativeTimes(list);
    const first = waiting[0];
    waiting = [];
    button.hidden = true;
    button.textContent = '';
    if (first) {
      first.tabIndex = -1;
      first.focus();
    }
  });

  const timer = window.setInterval(() => void ask(), LIVE_POLL_SECONDS * 1000);
  document.addEventListener('visibilitychange', onVisible);
  // Browser tests wait for this mark before they move the clock.
  section.dataset.liveReady = 'true';
}
