/**
 * The service worker, served at /sw.js (docs/architecture.md, 'The service worker'; docs/product.md,
 * 'Saved stories and offline reading'). Built by scripts/service-worker-plugin.ts, which writes the
 * client build's version into `VERSION`: each release is a new worker that installs at once, takes
 * over the open pages and deletes every cache of the one before, so no old page or script survives.
 *
 * It keeps only what anyone may see, the shared pages without credentials: the offline page, the
 * Saved page's shell and the home page (at install; the home page again at each visit online, so
 * offline it is the front page as last seen, and the offline page's 'Back to Home' leads somewhere),
 * the saved stories (the save island posts their addresses)
 * and the last 20 stories read, each with its picture at one width, plus the build's hashed files.
 * It never keeps an answer marked private or no-store, the API, the admin or account pages, nor
 * anything but a GET.
 *
 * It also shows the site's alerts (docs/product.md, 'Alerts and following'): a push message is an
 * alert's JSON (core/alerts.ts `AlertPayload`), shown as a notification; a click on it counts the
 * click and opens the story in a tab of the site, or a new one.
 */

// The few service worker types this file uses (the project's TypeScript library is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface PushEventLike extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEventLike extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<WindowClientLike>;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
  registration: { showNotification(title: string, options: NotificationOptions & { image?: string }): Promise<void> };
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

declare const __SW_VERSION__: string;
/**
 * Which pages it keeps and which it leaves alone: core/page-kinds.ts `serviceWorkerPages`, as JSON
 * written in at build. (Its type is repeated here: an import, even of a type, would make this
 * script a module, which a classic service worker cannot be.)
 */
declare const __SW_PAGES__: string;
const VERSION = __SW_VERSION__;
const PAGES = JSON.parse(__SW_PAGES__) as { networkOnly: string; shell: string[]; story: string };
const worker = self as unknown as WorkerScope;

/** The offline page, the Saved page's shell and the home page (`PAGES.shell`), kept at install. */
const SHELL = `shell-${VERSION}`;
/** The last stories read, oldest first. */
const READ = `read-${VERSION}`;
const SAVED = `saved-${VERSION}`;
/** Hashed build files, icons and the kept stories' pictures. */
const FILES = `files-${VERSION}`;
const RECENT_STORIES = 20;
const OFFLINE = '/offline';
const HOME = '/';
/** The one width of a kept story's picture (core/images.ts: samples and uploads both have it). */
const IMAGE_WIDTH = 800;

const STORY = new RegExp(PAGES.story);
/** The API, the admin area and the account pages: the network's alone, never kept, no offline copy. */
const NETWORK_ONLY = new RegExp(PAGES.networkOnly);
const IMAGE = /^\/(?:uploads\/images|samples)\/[\w-]+-\d+\.\w+$/;
const FILE = /^\/(?:assets\/|icons\.svg$|favicon\.svg$|placeholder\.svg$|logo\.png$)/;

/** An answer that anyone may see and may be kept: a whole 200, not private, not redirected. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    !/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')
  );
}

/** The page as a reader without an account sees it: the shared page, never a personal one. */
async function sharedCopy(path: string): Promise<Response | null> {
  const response = await fetch(path, { credentials: 'omit' }).catch(() => null);
  return response && keepable(response) ? response : null;
}

/** A kept story's picture at one width, and the build's files its page loads. */
async function keepFilesOf(html: string): Promise<void> {
  const files = await caches.open(FILES);
  const figure = html.slice(html.indexOf('<figure'));
  const picture = new RegExp(`/(?:uploads/images|samples)/[\\w-]+-${IMAGE_WIDTH}\\.webp`).exec(figure)?.[0];
  const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:css|js))"/g)].map((match) => match[1] as string);
  for (const path of [...(picture ? [picture] : []), ...assets]) {
    if (await files.match(path)) continue;
    const response = await fetch(path).catch(() => null);
    if (response && keepable(response)) await files.put(path, response);
  }
}

/** Keeps a page under its path in `cacheName`, with its picture and files. */
async function keep(cacheName: string, path: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(path, response.clone());
  await keepFilesOf(await response.text());
}

/** A story just read: kept, and the oldest past the last 20 let go. */
async function keepRead(path: string, response: Response | null): Promise<void> {
  const page = response && keepable(response) ? response : await sharedCopy(path);
  if (!page) return;
  const cache = await caches.open(READ);
  await cache.delete(path);
  await keep(READ, path, page);
  const paths = await cache.keys();
  for (const old of paths.slice(0, Math.max(0, paths.length - RECENT_STORIES))) await cache.delete(old);
}

/** The saved stories now: the ones no longer saved go, the new ones are fetched. */
async function keepSaved(paths: string[]): Promise<void> {
  const cache = await caches.open(SAVED);
  const wanted = new Set(paths.filter((path) => STORY.test(path)));
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!wanted.delete(path)) await cache.delete(request);
  }
  for (const path of wanted) {
    const page = await sharedCopy(path);
    if (page) await keep(SAVED, path, page);
  }
}

/** The home page just visited online: its shared copy replaces the one kept. */
async function keepHome(response: Response): Promise<void> {
  const page = keepable(response) ? response : await sharedCopy(HOME);
  if (page) await keep(SHELL, HOME, page);
}

async function fromCache(path: string): Promise<Response | undefined> {
  return caches.match(path);
}

/** A page: the network first; offline, the kept copy, else the offline page. */
async function navigate(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (STORY.test(path) && response.status === 200) void keepRead(path, response.clone());
    else if (path === HOME && response.status === 200) void keepHome(response.clone());
    return response;
  } catch {
    const kept = (await fromCache(path)) ?? (await caches.match(OFFLINE, { cacheName: SHELL }));
    return kept ?? new Response('You are offline.', { status: 503, headers: { 'content-type': 'text/plain' } });
  }
}

/** A picture: the network first; offline, the kept copy of the same picture at any width. */
async function picture(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const path = new URL(request.url).pathname;
    const files = await caches.open(FILES);
    const base = path.replace(/-\d+\.\w+$/, '-');
    const same = (await files.keys()).find((kept) => new URL(kept.url).pathname.startsWith(base));
    return (same && (await files.match(same))) ?? new Response(null, { status: 404 });
  }
}

/** Hashed build files never change under one name: the kept copy first. */
async function buildFile(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) {
    const copy = response.clone();
    void caches.open(FILES).then((files) => files.put(request, copy));
  }
  return response;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      for (const path of PAGES.shell) {
        const page = await sharedCopy(path);
        if (page) await keep(SHELL, path, page);
      }
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!name.endsWith(`-${VERSION}`)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; paths?: unknown } | null;
  if (data?.type === 'saved' && Array.isArray(data.paths)) {
    event.waitUntil(keepSaved(data.paths.filter((path): path is string => typeof path === 'string')));
  }
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (IMAGE.test(url.pathname)) event.respondWith(picture(request));
  else if (FILE.test(url.pathname)) event.respondWith(buildFile(request));
});

/**
 * An alert as the server sends it (core/alerts.ts `AlertPayload`, repeated here: this script
 * imports nothing), or null for anything else: a message that is not JSON, misses a field, or
 * leads off the site. The address is a path of this site; the picture an http(s) address.
 */
interface Alert {
  id: string;
  title: string;
  body: string;
  url: string;
  image?: string;
  tag: string;
}

function alertOf(text: string): Alert | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { id, title, body, url, image, tag } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof title !== 'string' || !title.trim() || typeof body !== 'string') return null;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  return {
    id,
    title,
    body,
    url,
    ...(typeof image === 'string' && /^https?:\/\//.test(image) ? { image } : {}),
    tag: typeof tag === 'string' && tag ? tag : `alert-${id}`,
  };
}

/** The site's icon beside the alert, and its badge (a white mark the status bar shows). */
const ALERT_ICON = '/icon-192.png';
const ALERT_BADGE = '/badge-96.png';

worker.addEventListener('push', (event) => {
  // A message that is not an alert is left alone (no notification, nothing thrown).
  let text = '';
  try {
    text = event.data?.text() ?? '';
  } catch {
    return;
  }
  const alert = alertOf(text);
  if (!alert) return;
  event.waitUntil(
    worker.registration.showNotification(alert.title, {
      body: alert.body,
      icon: ALERT_ICON,
      badge: ALERT_BADGE,
      // The story's picture, where the platform shows one (Chrome on Android and Windows).
      ...(alert.image ? { image: alert.image } : {}),
      // The same alert twice (sent again, or on two of the reader's subscriptions) shows once.
      tag: alert.tag,
      data: { url: alert.url, id: alert.id },
    }),
  );
});

/** The same page: its address without the fragment. */
const samePage = (a: string, b: string) => a.split('#')[0] === b.split('#')[0];

/**
 * Opens an alert's story: a tab already on it is brought forward, else a new one opens. Another
 * tab of the site is left as it is: the reader may be in the middle of something there (a comment,
 * the editor).
 */
async function openAlert(url: string): Promise<void> {
  const target = new URL(url, worker.location.origin).href;
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = tabs.find((tab) => samePage(tab.url, target));
  if (
    same &&
    (await same.focus().then(
      () => true,
      () => false,
    ))
  )
    return;
  await worker.clients.openWindow(target);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; id?: unknown } | null;
  const url = typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : HOME;
  // The click is counted (keepalive: it is sent even when the new tab takes over at once).
  const counted =
    typeof data?.id === 'string'
      ? fetch('/api/push/clicked', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ alert: data.id }),
          credentials: 'omit',
          keepalive: true,
        }).catch(() => null)
      : null;
  event.waitUntil(Promise.all([openAlert(url), counted]));
});
