import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { AlertPayload } from '../../core/alerts';
import { TestPushService, type TestSubscription } from '../helpers/push-service';
import { E2E_PASSWORD, E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { createStory, uniqueMark } from './support/stories';
import { A11Y, ONCE } from './support/tags';
import { CHROME_ARGS } from './support/chrome';

/**
 * Alerts (docs/product.md, 'Alerts and following'): a reader turns them on with the bell, an
 * editor sends one from the story's editor, the local push service (RFC 8030, in this process)
 * receives it encrypted and decrypts what the reader's browser would, the page's service worker
 * is handed it through the DevTools protocol and shows it, and a click on it opens the story.
 * The other specs block service workers (playwright.config.ts); this one lets the site's run.
 */
test.use({ serviceWorkers: 'allow', launchOptions: fullChromium() });

/**
 * Notifications need the full browser. Chromium's headless shell, the other specs' browser, has
 * none: `Notification.permission` stays 'denied' even once granted, and `showNotification`
 * refuses; Chromium's own headless mode shows them (`getNotifications` lists them). Its launch
 * flags are the other specs' (playwright.config.ts). E2E_NOTIFICATIONS_CHROME_PATH picks another.
 */
function fullChromium() {
  return {
    executablePath: process.env.E2E_NOTIFICATIONS_CHROME_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
  };
}

/**
 * The browser's push service, played by the local one. Chromium's own (Google's) is out of reach
 * here, and the site could not send to it anyway: the page's `PushManager` answers with the local
 * service's subscription (real P-256 keys and auth secret, `TestPushService.newSubscriber`)
 * instead of Chromium's. Chromium's own `subscribe` is still called first, and what it said is
 * kept (`window.__chromiumPush`) for the test to report which path it took. The rest is the
 * browser's own: the permission, the service worker's registration, `showNotification`.
 */
function localPushService(subscription: TestSubscription) {
  const KEPT = 'e2e:push-subscription';
  const made = (key: number[]) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
    getKey: () => null,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEPT);
      return true;
    },
  });
  const chromium = PushManager.prototype.subscribe;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const said = (text: string) => ((window as unknown as { __chromiumPush: string }).__chromiumPush = text);
    await Promise.race([
      chromium.call(this, options).then(
        () => said('subscribed'),
        (error: Error) => said(`${error.name}: ${error.message}`),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)).then(() => said('no answer within 5 s')),
    ]);
    const key = Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
    localStorage.setItem(KEPT, JSON.stringify(key));
    return made(key) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(KEPT);
    return key ? (made(JSON.parse(key) as number[]) as unknown as PushSubscription) : null;
  };
}

/**
 * The site's service worker registration through the DevTools protocol: its id (from
 * `ServiceWorker.workerRegistrationUpdated`) and a push message handed to it
 * (`ServiceWorker.deliverPushMessage`), as the browser does with one its push service brings.
 */
async function devtoolsWorker(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  let id: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (registration.scopeURL === `${SITE}/` && !registration.isDeleted) id = registration.registrationId;
    }
  });
  await cdp.send('ServiceWorker.enable');
  return {
    id: () => id,
    deliver: (data: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: SITE, registrationId: id!, data }),
  };
}

/** The notifications the site's service worker shows now, with `tag`. */
function shown(page: Page, tag: string) {
  return page.evaluate(async (tag) => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications({ tag })).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      badge: (n as Notification & { badge?: string }).badge,
      data: n.data as unknown,
    }));
  }, tag);
}

test(
  'a reader turns on alerts with the bell; an editor sends one from the story; the service worker shows it and a click opens the story',
  { tag: A11Y },
  async ({ page, context, browser }, testInfo) => {
    test.slow();
    const push = await TestPushService.start();
    try {
      const mark = uniqueMark();
      const description = 'Water released downstream at noon: villages along the river told to move to higher ground.';
      const story = await createStory({ title: `Barrage gates opened after heavy rain ${mark}`, description });
      const { id: subscriber, subscription } = push.newSubscriber();
      await context.grantPermissions(['notifications'], { origin: SITE });
      await context.addInitScript(localPushService, subscription);

      // A story: nothing is asked on load; the header's bell and the story's end offer alerts.
      await page.goto(story.path);
      await hydrated(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const bell = page.getByRole('banner').getByRole('button', { name: 'Alerts', exact: true });
      await expect(bell).toBeVisible();
      const invitation = page.getByRole('complementary', { name: 'Get breaking news alerts' });
      await expect(invitation).toBeVisible();

      // The bell opens the panel: focus on the first choice, Escape closes it and gives the focus back.
      await bell.click();
      const panel = page.getByRole('dialog', { name: /^Alerts from / });
      await expect(panel).toBeVisible();
      const breaking = panel.getByRole('checkbox', { name: 'Breaking news' });
      await expect(breaking).toBeChecked();
      await expect(breaking).toBeFocused();
      await expect(panel.getByRole('checkbox', { name: 'Daily briefing' })).not.toBeChecked();
      await expect(panel.getByRole('checkbox', { name: 'Followed topics' })).not.toBeChecked();
      await expect(breaking).toHaveAccessibleDescription('The biggest stories, as they happen');
      await expectAccessible(page, 'the alerts panel (light)');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();
      if (testInfo.project.name === 'desktop') {
        // The dark theme's colours (the same markup: the rest was scanned in light).
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.reload();
        await hydrated(page);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await bell.click();
        await expect(panel).toBeVisible();
        await expectAccessible(page, 'the alerts panel (dark)', { coloursOnly: true });
        await page.keyboard.press('Escape');
        await page.emulateMedia({ colorScheme: 'light' });
      }

      // From the keyboard: the story's 'Choose alerts', the briefing too, then 'Turn on alerts'.
      await invitation.getByRole('button', { name: 'Choose alerts' }).focus();
      await page.keyboard.press('Enter');
      await expect(breaking).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(panel.getByRole('checkbox', { name: 'Daily briefing' })).toBeChecked();
      const subscribed = page.waitForResponse(
        (res) => res.url() === `${SITE}/api/push/subscribe` && res.request().method() === 'POST',
      );
      await panel.getByRole('button', { name: 'Turn on alerts' }).click();
      const answer = await subscribed;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({
        subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
        choices: { breaking: true, briefing: true, following: false },
        edition: 'en',
      });
      await expect(panel.getByRole('status')).toHaveText('Alerts are on. You can change them here at any time.');
      await expect(panel.getByText('Alerts are on in this browser.')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Save choices' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Turn off alerts' })).toBeVisible();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('newsdesk:push') ?? 'null'))).toEqual({
        breaking: true,
        briefing: true,
        following: false,
        edition: 'en',
      });
      const chromium = await page.evaluate(() => (window as unknown as { __chromiumPush?: string }).__chromiumPush);
      testInfo.annotations.push({
        type: 'push subscription',
        description: `Chromium's own Push API said: ${chromium}. The page posted the local push service's subscription (real keys) through the bell.`,
      });
      await page.keyboard.press('Escape');
      // On, the bell is filled and the story's invitation is gone, here and on the next page.
      await expect(bell).toHaveAttribute('data-on', '');
      await expect(invitation).toBeHidden();

      // An editor sends an alert from the story's editor: prefilled, changed, previewed, confirmed.
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
      const staff = await browser.newContext({
        baseURL: SITE,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        serviceWorkers: 'block',
      });
      const editor = await staff.newPage();
      await signInThroughApi(editor, E2E_USERS.editor, E2E_PASSWORD);
      await editor.goto(`/admin/news/${story._id}/edit`);
      await hydrated(editor);
      await editor.getByRole('region', { name: 'Alerts' }).getByRole('button', { name: 'Send alert' }).click();
      // Named 'Send an alert', then 'Alert sent'.
      const composer = editor.getByRole('dialog', { name: /^(Send an alert|Alert sent)$/ });
      await expect(composer.getByLabel('Title', { exact: true })).toHaveValue(story.title);
      await expect(composer.getByLabel('Text', { exact: true })).toHaveValue(description);
      await expect(composer.getByRole('radio', { name: /^Breaking news/ })).toBeChecked();
      const title = `Barrage gates open: move to higher ground ${mark}`;
      await composer.getByLabel('Title', { exact: true }).fill(title);
      await expect(composer.getByText(`${title.length} / 120`)).toBeVisible();
      await expect(composer.getByText(`${description.length} / 240`)).toBeVisible();
      const preview = composer.getByTestId('alert-preview');
      await expect(preview).toContainText(title);
      await expect(preview).toContainText(description);
      await expect(preview).toContainText(new URL(SITE).host);
      await expectAccessible(editor, 'the alert composer');
      await composer.getByRole('button', { name: 'Continue' }).click();
      // The confirmation names how many devices it reaches (this one, and any other test's reader).
      const sendButton = composer.getByRole('button', { name: /^Send to [\d,]+ devices?$/ });
      // 'Back' first, so Enter never sends by accident.
      await expect(composer.getByRole('button', { name: 'Back' })).toBeFocused();
      await expect(composer.getByText(/^Send this breaking news alert to [\d,]+ devices? now\?$/)).toBeVisible();
      const devicesNamed = Number(/[\d,]+/.exec((await sendButton.textContent()) ?? '')![0].replaceAll(',', ''));
      expect(devicesNamed).toBeGreaterThanOrEqual(1);
      await sendButton.click();
      await expect(composer.getByRole('status')).toHaveText(/^Sent to [\d,]+ devices?\.$/);

      // The push service gets it encrypted; decrypted, it is what the reader's device shows.
      await expect
        .poll(() => push.received(subscriber).some((m) => m.payload.title === title), { timeout: 30_000 })
        .toBe(true);
      const message = push.received(subscriber).find((m) => m.payload.title === title)!;
      const payload: AlertPayload = message.payload;
      expect(payload).toMatchObject({ title, body: description, url: story.path, tag: `alert-${payload.id}` });
      expect(message.urgency).toBe('high');
      expect(message.vapid.valid).toBe(true);
      expect(push.problems).toEqual([]);

      // The page's service worker is handed it through the DevTools protocol, and shows it. A
      // message that is not an alert shows nothing.
      const worker = await devtoolsWorker(context, page);
      await expect.poll(() => worker.id()).toBeTruthy();
      await worker.deliver('not an alert');
      await worker.deliver(JSON.stringify(payload));
      await expect
        .poll(() => shown(page, payload.tag))
        .toEqual([
          {
            title,
            body: description,
            icon: `${SITE}/icon-192.png`,
            badge: `${SITE}/badge-96.png`,
            data: { url: story.path, id: payload.id },
          },
        ]);

      // A click on it: the DevTools protocol cannot click a notification, so the worker's own
      // `notificationclick` is dispatched in it with that notification. The reader's tab already on
      // the story is brought forward (not another opened), the click is counted and the
      // notification closes. (A click with no tab on the story opens a new one, `clients.openWindow`,
      // which a dispatched event may not do: it is not the reader's own gesture.)
      await page.goto(story.path);
      await hydrated(page);
      const [serviceWorker] = context.serviceWorkers().filter((w) => w.url() === `${SITE}/sw.js`);
      const beacon = context.waitForEvent('request', (req) => req.url() === `${SITE}/api/push/clicked`);
      const pages = context.pages().length;
      await serviceWorker!.evaluate(async (tag) => {
        interface Scope {
          registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
          dispatchEvent(event: Event): boolean;
        }
        const scope = globalThis as unknown as Scope;
        const ClickEvent = (globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event })
          .NotificationEvent;
        const [notification] = await scope.registration.getNotifications({ tag });
        scope.dispatchEvent(new ClickEvent('notificationclick', { notification }));
      }, payload.tag);
      expect((await beacon).postDataJSON()).toEqual({ alert: payload.id });
      await expect(page).toHaveURL(`${SITE}${story.path}`);
      expect(context.pages()).toHaveLength(pages);
      await expect.poll(() => shown(page, payload.tag)).toEqual([]);

      // The history lists it with its counts: delivered to this device, clicked once.
      await composer.getByRole('link', { name: 'see the alerts history' }).click();
      await expect(editor).toHaveURL(/\/admin\/alerts$/);
      await expect(editor.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
      const row = editor.getByTestId('alert-row').filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', story.path);
      await expect(row).toContainText('Breaking news');
      // Each count on its own line, a click rate under the clicks: Devices, Delivered, Failed, Gone, Clicked.
      const counts = async () => {
        const cells = await row.getByRole('cell').allInnerTexts();
        const [devices, delivered, failed, gone, clicked] = cells.slice(-5).map((text) => text.split('\n'));
        return { devices, delivered, failed, gone, clicked };
      };
      await expect
        .poll(
          async () => {
            await editor.reload();
            return Number((await counts()).clicked?.[0]);
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      const { devices, delivered, failed, clicked } = await counts();
      expect(Number(devices?.[0]), 'devices').toBeGreaterThanOrEqual(1);
      expect(Number(delivered?.[0]), 'delivered').toBeGreaterThanOrEqual(1);
      expect(failed?.[0]).toBe('0');
      // The click rate: clicks per delivery.
      expect(clicked?.[1]).toBe(`${Math.round((1 / Number(delivered?.[0])) * 1000) / 10} %`);
      await expectAccessible(editor, 'the alerts history');
      await staff.close();

      // Turned off: the service forgets the subscription, the browser its choices; the invitation is back.
      await page.goto(story.path);
      await hydrated(page);
      await bell.click();
      const unsubscribed = page.waitForResponse((res) => res.url() === `${SITE}/api/push/unsubscribe`);
      await panel.getByRole('button', { name: 'Turn off alerts' }).click();
      expect((await unsubscribed).status()).toBe(200);
      await expect(panel.getByRole('status')).toHaveText('Alerts are off in this browser.');
      await expect(panel.getByRole('button', { name: 'Turn on alerts' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(invitation).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('newsdesk:push'))).toBeNull();
    } finally {
      await push.stop();
    }
  },
);

test(
  'where alerts cannot be turned on, the panel says why: no Push API, blocked, Safari on an iPhone; Hindi pages in Hindi',
  { tag: ONCE },
  async ({ browser }) => {
    const open = async (options: Parameters<typeof browser.newContext>[0], init?: () => void, path = '/') => {
      const context = await browser.newContext({ baseURL: SITE, serviceWorkers: 'block', ...options });
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      return { context, page };
    };
    const story = await createStory();

    // A browser without the Push API.
    {
      const { context, page } = await open(
        {},
        () => {
          delete (window as unknown as { PushManager?: unknown }).PushManager;
        },
        story.path,
      );
      await expect(page.getByRole('complementary', { name: 'Get breaking news alerts' })).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Alerts', exact: true }).click();
      const panel = page.getByRole('dialog', { name: /^Alerts from / });
      await expect(panel).toContainText('This browser cannot receive alerts from websites.');
      await expect(panel.getByRole('checkbox')).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
      await context.close();
    }

    // Notifications blocked for the site.
    {
      const { context, page } = await open({}, () => {
        Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      });
      // The home page has no invitation and alerts are not on here: the alerts island loads on the first press only.
      const pushIsland = () =>
        page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/push-[\w-]+\.js$/.test(e.name)));
      expect(await pushIsland()).toBe(false);
      await page.getByRole('banner').getByRole('button', { name: 'Alerts', exact: true }).click();
      const panel = page.getByRole('dialog', { name: /^Alerts from / });
      await expect(panel).toContainText('Alerts are blocked for this site in your browser. To allow them,');
      expect(await pushIsland()).toBe(true);
      await expect(panel.getByRole('button', { name: 'Turn on alerts' })).toBeHidden();
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await context.close();
    }

    // Safari on an iPhone, the site not added to the Home Screen; the story's end still offers it.
    {
      const { defaultBrowserType: _, ...iphone } = devices['iPhone 13'];
      const { context, page } = await open(iphone, undefined, story.path);
      const invitation = page.getByRole('complementary', { name: 'Get breaking news alerts' });
      await expect(invitation).toBeVisible();
      await invitation.getByRole('button', { name: 'Choose alerts' }).click();
      const panel = page.getByRole('dialog', { name: /^Alerts from / });
      await expect(panel).toContainText(
        'On iPhone and iPad, add this site to your Home Screen first (Share → Add to Home Screen), then turn on alerts here.',
      );
      await expect(panel.getByRole('checkbox')).toHaveCount(0);
      await context.close();
    }

    // A Hindi page's panel is in Hindi.
    {
      const { context, page } = await open({}, undefined, '/hi');
      await page.getByRole('banner').getByRole('button', { name: 'अलर्ट', exact: true }).click();
      const panel = page.getByRole('dialog', { name: / के अलर्ट$/ });
      await expect(panel.getByRole('checkbox', { name: 'ब्रेकिंग न्यूज़' })).toBeChecked();
      await expect(panel.getByRole('button', { name: 'अलर्ट चालू करें' })).toBeVisible();
      await context.close();
    }
  },
);

test(
  'alerts turned on signed in are signed out with the session, and join the account again at the next sign-in',
  { tag: ONCE },
  async ({ page, context }) => {
    const push = await TestPushService.start();
    try {
      const { subscription } = push.newSubscriber();
      await context.grantPermissions(['notifications'], { origin: SITE });
      await context.addInitScript(localPushService, subscription);
      const subscribed = () =>
        page.waitForResponse((res) => res.url() === `${SITE}/api/push/subscribe` && res.request().method() === 'POST');
      const kept = () => page.evaluate(() => JSON.parse(localStorage.getItem('newsdesk:push') ?? 'null') as unknown);

      // Signed in, the bell's 'Turn on alerts' joins the subscription to the account.
      await signInThroughApi(page, E2E_USERS.reader);
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Alerts', exact: true }).click();
      const joined = subscribed();
      await page
        .getByRole('dialog', { name: /^Alerts from / })
        .getByRole('button', { name: 'Turn on alerts' })
        .click();
      expect((await joined).status()).toBe(200);
      await expect.poll(kept).toMatchObject({ breaking: true, account: E2E_USERS.reader });
      await page.keyboard.press('Escape');

      // Sign Out: the server signs the subscription out with the session (server/push/push.api.test.ts);
      // the signed-out page forgets which account it joined, keeping the choices.
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: /account menu/ })).toHaveCount(0);
      await expect.poll(kept).toEqual({ breaking: true, briefing: false, following: false, edition: 'en' });

      // Signed in again, as the same account: the next page joins it again.
      await signInThroughApi(page, E2E_USERS.reader);
      const rejoined = subscribed();
      await page.goto('/');
      const answer = await rejoined;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({ subscription: { endpoint: subscription.endpoint } });
      await expect.poll(kept).toMatchObject({ account: E2E_USERS.reader });
    } finally {
      await push.stop();
    }
  },
);

test(
  'a live blog key event and the front page offer an alert; the composer counts and refuses what is too long',
  { tag: ONCE },
  async ({ page }) => {
    await signInThroughApi(page, E2E_USERS.editor);
    const mark = uniqueMark();
    const created = await page.request.post('/api/news', {
      multipart: {
        title: `Counting day live ${mark}`,
        category: 'India',
        description: 'Results as they come in.',
        content: '<p>Counting began at 8 a.m.</p>',
        status: 'published',
        liveBlog: 'true',
      },
      headers: { origin: SITE },
    });
    expect(created.status()).toBe(201);
    const { _id: id, title: storyTitle } = (await created.json()) as { _id: string; title: string };
    const entry = await page.request.post(`/api/news/${id}/live`, {
      data: {
        title: 'First seat declared',
        body: '<p>The sitting member holds it by 4,210 votes.</p>',
        keyEvent: true,
      },
      headers: { origin: SITE },
    });
    expect(entry.status()).toBe(201);

    await page.goto(`/admin/news/${id}/edit`);
    await hydrated(page);
    const live = page.getByRole('region', { name: 'Live updates' });
    await live.getByRole('button', { name: /^Send as alert: the update of / }).click();
    const composer = page.getByRole('dialog', { name: 'Send an alert' });
    await expect(composer).toContainText('Kind: Live update.');
    await expect(composer.getByRole('radio')).toHaveCount(0);
    await expect(composer.getByLabel('Title', { exact: true })).toHaveValue('First seat declared');
    await expect(composer.getByLabel('Text', { exact: true })).toHaveValue(
      'The sitting member holds it by 4,210 votes.',
    );
    // Too long: counted, said, and not sent.
    await composer.getByLabel('Text', { exact: true }).fill('x'.repeat(241));
    await expect(composer.getByText('241 / 240')).toBeVisible();
    await composer.getByRole('button', { name: 'Continue' }).click();
    await expect(composer.getByText('At most 240 characters.')).toBeVisible();
    await expect(composer.getByLabel('Text', { exact: true })).toBeFocused();
    await composer.getByRole('button', { name: 'Cancel' }).click();
    await expect(composer).toBeHidden();

    // The front page screen: 'Send alert' beside a published story opens the composer on it.
    await page.goto(`/admin/front-page?q=${encodeURIComponent(mark)}`);
    await hydrated(page);
    await page.getByRole('button', { name: `Send alert: “${storyTitle}”` }).click();
    await expect(composer.getByLabel('Title', { exact: true })).toHaveValue(storyTitle);
    await expect(composer.getByRole('radio', { name: /^Breaking news/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(composer).toBeHidden();
  },
);
