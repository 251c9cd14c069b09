/**
 * My news (app/routes/my-news.tsx; docs/product.md, 'Alerts and following'): the followed topics
 * with their Unfollow buttons, and the newest stories in them from GET /api/follows/stories (a
 * shared, cached answer: the same topics give the same answer to everyone). The saved stories'
 * list is the save island's. Words and section names come from the page (`data-*` on
 * `[data-my-news]`), in its language.
 */
import { topicOf, type FollowItem } from '../../core/follows';
import { followed, onChange, setFollowing } from './follow';
import { storyDate } from './dates';

interface Story {
  _id: string;
  path: string;
  title: string;
  category: string;
  publishedAt: string;
}

function parsed(json: string | undefined): Record<string, string> {
  try {
    return (JSON.parse(json ?? '{}') as Record<string, string> | null) ?? {};
  } catch {
    return {};
  }
}

export function start(page: HTMLElement): void {
  const words = page.dataset;
  const sections = parsed(words.sections);
  const sectionKeys = parsed(words.sectionKeys);
  const prefix = words.prefix ?? '';
  const list = page.querySelector<HTMLElement>('[data-follow-list]');
  const empty = page.querySelector<HTMLElement>('[data-follow-empty]');
  const storyList = page.querySelector<HTMLElement>('[data-follow-stories]');
  const note = page.querySelector<HTMLElement>('[data-follow-stories-note]');
  if (!list || !empty || !storyList || !note) return;

  /** A topic's name in the page's language (a section's is the edition's), and its page in the edition. */
  const nameOf = (item: FollowItem) => (item.kind === 'section' ? (sectionKeys[item.key] ?? item.name) : item.name);
  const kindOf = (item: FollowItem) =>
    item.kind === 'tag' ? words.labelTag : item.kind === 'section' ? words.labelSection : words.labelAuthor;

  function drawTopics(items: readonly FollowItem[]): void {
    empty!.hidden = items.length > 0;
    list!.hidden = items.length === 0;
    list!.replaceChildren(
      ...items.map((item) => {
        const li = document.createElement('li');
        const text = document.createElement('div');
        const link = document.createElement('a');
        link.href = `${prefix}${item.path}`;
        link.textContent = nameOf(item);
        const kind = document.createElement('p');
        kind.textContent = kindOf(item) ?? '';
        text.append(link, kind);
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'btn-secondary';
        remove.dataset.unfollow = topicOf(item);
        remove.textContent = words.labelUnfollow ?? '';
        remove.setAttribute('aria-label', (words.labelUnfollowNamed ?? '').replace('#', nameOf(item)));
        li.append(text, remove);
        return li;
      }),
    );
  }

  function say(text: string | undefined): void {
    note!.textContent = text ?? '';
    note!.hidden = !text;
  }

  let asked = '';
  let controller: AbortController | null = null;
  async function drawStories(items: readonly FollowItem[]): Promise<void> {
    // Sorted, so the same topics ask the same address (one cached answer for everyone).
    const topics = items.map(topicOf).sort();
    const query = new URLSearchParams([...topics.map((t) => ['t', t]), ['edition', words.edition ?? 'en']]);
    if (query.toString() === asked) return;
    asked = query.toString();
    controller?.abort();
    if (topics.length === 0) {
      storyList!.hidden = true;
      return say(words.labelStoriesNone);
    }
    controller = new AbortController();
    let stories: Story[];
    try {
      const res = await fetch(`/api/follows/stories?${asked}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (!res.ok) throw new Error(String(res.status));
      stories = ((await res.json()) as { items: Story[] }).items;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      storyList!.hidden = true;
      asked = '';
      return say(words.labelStoriesFailed);
    }
    say(stories.length === 0 ? words.labelStoriesEmpty : '');
    storyList!.hidden = stories.length === 0;
    storyList!.replaceChildren(
      ...stories.map((story) => {
        const li = document.createElement('li');
        const text = document.createElement('div');
        const link = document.createElement('a');
        link.href = story.path;
        link.textContent = story.title;
        const meta = document.createElement('p');
        const time = document.createElement('time');
        time.dateTime = story.publishedAt;
        time.textContent = storyDate(story.publishedAt, words.tz);
        meta.append(`${sections[story.category] ?? story.category} · `, time);
        text.append(link, meta);
        li.append(text);
        return li;
      }),
    );
  }

  function draw(): void {
    const items = followed();
    drawTopics(items);
    void drawStories(items);
  }

  page.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-unfollow]') : null;
    if (!button?.dataset.unfollow) return;
    void setFollowing(button.dataset.unfollow, false);
    page.querySelector<HTMLElement>('#topics-heading')?.focus();
  });
  onChange(draw);
  draw();
}
