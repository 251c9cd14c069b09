import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { BROWSER_AGENT, createBuiltTestApp, decodedText as text } from '../helpers/built-app';
import { saveStoryThroughApi, signedInAs, siteSettingsInput } from '../helpers/factories';
import type { Article } from '../../core/article';
import type { Tier } from '../../core/members';
import { METER_COOKIE } from '../../server/members/access-gate';
import type { Actor } from '../../server/lib/actor';
import { eq } from 'drizzle-orm';
import { giftLinks } from '../../server/db/schema';
import { GIFT_MAX_OPENS } from '../../core/access';
import { createLogger } from '../../server/lib/logger';

/**
 * Access and the paywall on the real pages and page cache (docs/product.md, 'Access and the
 * paywall'): a locked story is drawn once per access result and kept in the cache per variant;
 * nothing past its preview reaches a reader without access, however the address, the credentials
 * or the encoding are written (as the cache's credential tests do, server/http.test.ts).
 */
/** Words only the locked part of each story holds. */
const SECRET = 'Quetzal-locked-words';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = BROWSER_AGENT;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let tier: Tier;
const stories: Record<'members' | 'registered' | 'other' | 'third' | 'open', Article> = {} as never;

const lockedBody = (name: string) =>
  `<p>${name} opens in public.</p><p>${name} goes on in public.</p><hr data-preview-end><p>${SECRET} of ${name}.</p><p>${SECRET} again.</p>`;


function page(path: string, headers: Record<string, string> = {}) {
  return t.app.request(path, { headers: { 'user-agent': BROWSER, ...headers } });
}

/** The meter cookie a response set, as the browser sends it back. */
function meterCookie(res: Response): string | null {
  const set = res.headers.get('set-cookie');
  const match = set ? new RegExp(`${METER_COOKIE}=([^;]+)`).exec(set) : null;
  return match ? `${METER_COOKIE}=${match[1]}` : null;
}

/** The admin as the use cases take them. */
const asAdmin = (): Actor => ({ viewer: admin.viewer, ip: null, requestId: null, log: createLogger('silent') });

beforeAll(async () => {
  t = await createBuiltTestApp();
  admin = await signedInAs(t.services, 'admin');
  await t.services.commands.settings.update(
    asAdmin(),
    siteSettingsInput({
      paywall: {
        defaultAccess: 'public',
        categoryAccess: {},
        meterAnonymous: 2,
        meterRegistered: 1,
        giftLinksPerMonth: 5,
      },
    }),
  );
  const made = await t.app.request('/api/tiers', {
    method: 'POST',
    headers: { ...admin.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Supporter', currency: 'INR', monthlyPrice: '199' }),
  });
  tier = (await made.json()) as Tier;
  const save = (title: string, fields: Record<string, string>) =>
    saveStoryThroughApi(t.app, admin.auth, { title, content: lockedBody(title), ...fields });
  stories.members = await save('Members story', { access: 'members', accessTiers: JSON.stringify([tier._id]) });
  stories.other = await save('Second members story', { access: 'members' });
  stories.third = await save('Third members story', { access: 'members' });
  stories.registered = await save('Registered story', { access: 'registered' });
  stories.open = await save('Open story', { content: `<p>Everyone reads ${SECRET}.</p>` });
});
afterAll(() => t?.close());

describe('a signed-out reader and the meter', () => {
  it('reads two locked stories in full, told how many are left, then gets the preview and the offer', async () => {
    const first = await page(`/news/${stories.members.slug}`);
    expect(first.status).toBe(200);
    const firstHtml = await text(first);
    expect(firstHtml).toContain(SECRET);
    expect(firstHtml).toContain('You have 1 free story left this month.');
    expect(first.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    const cookie = meterCookie(first);
    expect(cookie).not.toBeNull();

    // The same story again costs nothing; the cookie stays as it is.
    const again = await page(`/news/${stories.members.slug}`, { cookie: cookie! });
    expect(await text(again)).toContain('You have 1 free story left this month.');
    expect(meterCookie(again)).toBeNull();

    const second = await page(`/news/${stories.other.slug}`, { cookie: cookie! });
    expect(await text(second)).toContain('This is your last free story this month.');
    const spent = meterCookie(second)!;

    const third = await page(`/news/${stories.third.slug}`, { cookie: spent });
    const html = await text(third);
    expect(third.status).toBe(200);
    expect(html).not.toContain(SECRET);
    expect(html).toContain('Third members story goes on in public.');
    expect(html).toContain('This story is for members');
    expect(html).toContain('You have read your 2 free stories this month.');
    expect(html).toContain('href="/membership?story=%2Fnews%2F');
    expect(html).toContain('Sign in');
    // Google's paywalled-content markup.
    expect(html).toContain('"isAccessibleForFree":false');
    expect(html).toContain('"cssSelector":".locked-part"');
  });

  it('ignores a meter cookie whose signature does not hold (a fresh meter, as a cleared cookie gives)', async () => {
    const first = await page(`/news/${stories.members.slug}`);
    const cookie = meterCookie(first)!;
    // One letter of the signature changed (the first: the last carries padding bits too).
    const forged = cookie.replace(/\.(.)([^.]*)$/, (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`);
    // The stories read, changed, under the old signature.
    const [name, value] = cookie.split('=') as [string, string];
    const widened = `${name}=${value.replace(/^(\d{4}-\d{2})\./, '$1.' + stories.third._id.replace(/-/g, '') + '_')}`;
    expect(await text(await page(`/news/${stories.other.slug}`, { cookie: widened }))).toContain(
      'You have 1 free story left this month.',
    );
    const res = await page(`/news/${stories.other.slug}`, { cookie: forged });
    expect(await text(res)).toContain('You have 1 free story left this month.');
  });

  it('offers a free account for a story for registered readers', async () => {
    const spent = await spentMeter();
    const html = await text(await page(`/news/${stories.registered.slug}`, { cookie: spent }));
    expect(html).not.toContain(SECRET);
    expect(html).toContain('Keep reading with a free account');
    expect(html).toContain('href="/register"');
  });

  it('shows crawlers the preview only, never a metered story', async () => {
    const res = await page(`/news/${stories.registered.slug}`, { 'user-agent': GOOGLEBOT });
    const html = await text(res);
    expect(html).not.toContain(SECRET);
    expect(meterCookie(res)).toBeNull();
  });
});

/** A cookie that has used the whole monthly allowance, on two stories other than the members story. */
async function spentMeter(): Promise<string> {
  const first = meterCookie(await page(`/news/${stories.other.slug}`))!;
  return meterCookie(await page(`/news/${stories.third.slug}`, { cookie: first }))!;
}

describe('the cached variants never leak the locked part', () => {
  it('keeps one page per access result and serves none of the full ones to a reader without access', async () => {
    // The full page is in the cache (a metered read drew it) before each request below.
    const story = stories.members;
    await page(`/news/${story.slug}`);
    const spent = await spentMeter();
    const reader = await signedInAs(t.services, 'reader');
    const variants: [string, Record<string, string>][] = [
      [`/news/${story.slug}`, { cookie: spent }],
      [`/NEWS/${story.slug}`, { cookie: spent }],
      [`/news/${story.slug}.data`, { cookie: spent }],
      [`/News/${story.slug}.data?_routes=routes%2Farticle`, { cookie: spent }],
      [`/news/${encodeURIComponent(story.slug).replace(/^m/, '%6D')}`, { cookie: spent }],
      [`/news/${story.slug}`, { cookie: spent, 'accept-encoding': 'br' }],
      [`/news/${story.slug}`, { cookie: spent, 'accept-encoding': 'gzip' }],
      [`/news/${story.slug}`, { cookie: spent, 'accept-encoding': 'identity' }],
      [`/news/${story.slug}`, { 'user-agent': GOOGLEBOT }],
      [`/news/${story.slug}.data`, { 'user-agent': GOOGLEBOT }],
      // A free reader used their one free story on another; Bearer and cookie alike.
      [`/news/${story.slug}`, { ...reader.auth, cookie: spent }],
      [`/news/${story.slug}`, { cookie: `${spent}; nd_session=${reader.token}` }],
      [`/api/news/slug/${story.slug}`, {}],
      [`/api/news/${story._id}`, { cookie: spent }],
      [`/api/news/${story._id}`, reader.auth],
    ];
    await page(`/news/${stories.other.slug}`, reader.auth);
    for (const [address, headers] of variants) {
      const res = await page(address, headers);
      const body = await text(res);
      expect(body, address).not.toContain(SECRET);
      expect([200, 301, 404], address).toContain(res.status);
    }
  });

  it('serves the whole story to a member, staff and the tier it names, from Bearer or cookie alike', async () => {
    const member = await signedInAs(t.services, 'reader');
    await t.services.commands.members.comp(
      asAdmin(),
      member.viewer._id,
      { tier: tier._id },
    );
    const session = `nd_session=${member.token}`;
    for (const headers of [member.auth, { cookie: session }, admin.auth]) {
      const html = await text(await page(`/news/${stories.members.slug}`, headers));
      expect(html).toContain(SECRET);
      expect(html).not.toContain('free story');
    }
    const api = (await (await page(`/api/news/${stories.members._id}`, member.auth)).json()) as Article;
    expect(api.content).toContain(SECRET);
    // Their membership ends: the next page is the preview (the change reaches the in-memory check).
    await t.services.commands.members.endComp(
      asAdmin(),
      member.viewer._id,
    );
    expect(await text(await page(`/news/${stories.third.slug}`, member.auth))).toContain(SECRET);
    expect(await text(await page(`/news/${stories.members.slug}`, member.auth))).not.toContain(SECRET);
  });

  it('leaves a public story as it was: shared, for everyone, with no meter', async () => {
    const res = await page(`/news/${stories.open.slug}`);
    expect(await text(res)).toContain(SECRET);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(meterCookie(res)).toBeNull();
  });
});

describe('a signed-in reader without a membership', () => {
  it('reads the registered story in full, and one members story a month on the meter', async () => {
    const reader = await signedInAs(t.services, 'reader');
    const registered = await text(await page(`/news/${stories.registered.slug}`, reader.auth));
    expect(registered).toContain(SECRET);
    const metered = await text(await page(`/news/${stories.members.slug}`, reader.auth));
    expect(metered).toContain('This is your last free story this month.');
    expect(metered).toContain(SECRET);
    const refused = await text(await page(`/news/${stories.other.slug}`, reader.auth));
    expect(refused).not.toContain(SECRET);
    expect(refused).toContain('This story is for members');
    expect(refused).not.toContain('redirectTo=');
  });
});

describe('gift links', () => {
  it('let a member open a locked story for anyone, counted, for 14 days or 50 openings', async () => {
    const member = await signedInAs(t.services, 'reader');
    await t.services.commands.members.comp(asAdmin(), member.viewer._id, { tier: tier._id });
    const send = (article: string, auth = member.auth) =>
      t.app.request('/api/gifts', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ article }),
      });
    const made = await send(stories.third._id);
    expect(made.status).toBe(201);
    const { link, left } = (await made.json()) as { link: { url: string; _id: string }; left: number };
    expect(left).toBe(4);
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/news/${stories.third.slug}`);

    // A signed-out reader past the meter, and a crawler, open it in full; each opening counts.
    const spent = await spentMeterWithout(stories.third);
    for (const headers of [{ cookie: spent }, { 'user-agent': GOOGLEBOT }] as Record<string, string>[]) {
      const html = await text(await page(url.pathname + url.search, headers));
      expect(html).toContain(SECRET);
      expect(html).toContain('A member gave you this story');
    }
    // The same token for another story opens nothing; the plain address is the preview still.
    const elsewhere = await text(await page(`/news/${stories.registered.slug}${url.search}`, { cookie: spent }));
    expect(elsewhere).not.toContain(SECRET);
    expect(await text(await page(url.pathname, { cookie: spent }))).not.toContain(SECRET);

    const mine = (await (await page('/api/gifts', member.auth)).json()) as {
      links: { opens: number; open: boolean }[];
      left: number;
    };
    expect(mine.links[0]).toMatchObject({ opens: 2, open: true });
    expect(mine.left).toBe(4);

    // Used up, or expired: the preview again.
    await t.database.db.update(giftLinks).set({ opens: GIFT_MAX_OPENS }).where(eq(giftLinks.id, link._id));
    expect(await text(await page(url.pathname + url.search, { cookie: spent }))).not.toContain(SECRET);
    await t.database.db
      .update(giftLinks)
      .set({ opens: 0, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftLinks.id, link._id));
    expect(await text(await page(url.pathname + url.search, { cookie: spent }))).not.toContain(SECRET);
  });

  it('are for members, for locked stories, a few a month', async () => {
    const member = await signedInAs(t.services, 'reader');
    const reader = await signedInAs(t.services, 'reader');
    await t.services.commands.members.comp(asAdmin(), member.viewer._id, { tier: tier._id });
    const send = (article: string, auth: Record<string, string>) =>
      t.app.request('/api/gifts', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ article }),
      });
    expect((await send(stories.members._id, reader.auth)).status).toBe(403);
    expect((await send(stories.open._id, member.auth)).status).toBe(409);
    expect((await send('not-an-id', member.auth)).status).toBe(400);
    expect((await send(crypto.randomUUID(), member.auth)).status).toBe(404);
    for (let i = 0; i < 5; i++) expect((await send(stories.members._id, member.auth)).status).toBe(201);
    const over = await send(stories.members._id, member.auth);
    expect([over.status, ((await over.json()) as { message: string }).message]).toEqual([
      409,
      'You have sent your 5 gift links this month. More next month.',
    ]);
  });

  it("are made from the story page's form by a member, and said no to for anyone else", async () => {
    const member = await signedInAs(t.services, 'reader');
    await t.services.commands.members.comp(asAdmin(), member.viewer._id, { tier: tier._id });
    const story = `/news/${stories.registered.slug}`;
    expect(await text(await page(story, member.auth))).toContain('Make a gift link');
    const post = (auth: Record<string, string>) =>
      t.app.request(story, {
        method: 'POST',
        headers: { ...auth, origin: 'http://news.test', 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
    const answered = await text(await post(member.auth));
    expect(answered).toMatch(new RegExp(`value="http://news.test${story}\\?gift=[\\w-]{22}"`));
    // The answer is the member's page: the whole story, no offer.
    expect(answered).toContain(SECRET);
    expect(answered).not.toContain('paywall-title');
    const reader = await signedInAs(t.services, 'reader');
    expect(await text(await page(story, reader.auth))).not.toContain('Make a gift link');
    const refused = await post(reader.auth);
    expect(refused.status).toBe(403);
    expect(await text(refused)).toContain('Gift links are for members');
  });
});

/** A meter cookie spent on stories other than `story`. */
async function spentMeterWithout(story: Article): Promise<string> {
  const others = [stories.members, stories.other, stories.third].filter((s) => s._id !== story._id);
  const first = meterCookie(await page(`/news/${others[0]!.slug}`))!;
  return meterCookie(await page(`/news/${others[1]!.slug}`, { cookie: first }))!;
}

describe('a signed-in reader from the page cache', () => {
  it("gets the kept page with their own account menu, never another reader's", async () => {
    const first = await signedInAs(t.services, 'reader', 'menu-anjali');
    const second = await signedInAs(t.services, 'reader', 'menu-bilal');
    for (const member of [first, second]) {
      await t.services.commands.members.comp(asAdmin(), member.viewer._id, { tier: tier._id });
    }
    const story = `/news/${stories.members.slug}`;
    // The first page drawn for each teaches this process their menu; from then on the page is kept.
    for (const member of [first, second]) await page(story, member.auth);
    const anjali = await page(story, first.auth);
    const bilal = await page(story, { cookie: `nd_session=${second.token}` });
    expect([anjali.headers.get('x-cache'), bilal.headers.get('x-cache')]).toEqual(['HIT', 'HIT']);
    expect(anjali.headers.get('cache-control')).toBe('private, no-store');
    const [a, b] = [await text(anjali), await text(bilal)];
    for (const [html, own, other] of [
      [a, 'menu-anjali', 'menu-bilal'],
      [b, 'menu-bilal', 'menu-anjali'],
    ] as const) {
      expect(html).toContain(SECRET);
      expect(html).toContain(own);
      expect(html).not.toContain(other);
      expect(html).not.toContain('href="/login"');
      expect(html).toContain('Make a gift link');
    }
    // A new name is in the next page (users.changed drops the kept menu).
    const renamed = await t.app.request('/api/users/me', {
      method: 'PATCH',
      headers: { ...first.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Anjali', lastName: 'Rao', email: '' }),
    });
    expect(renamed.status).toBe(200);
    await page(story, first.auth);
    expect(await text(await page(story, first.auth))).toContain('Anjali Rao');
  });
});

describe('a locked live blog', () => {
  it("shows its entries only to readers with access: the page, its poll and the API's list", async () => {
    const blog = await saveStoryThroughApi(t.app, admin.auth, {
      title: 'Counting day, live',
      content: '<p>Counting starts at eight.</p><p>Booths open.</p><p>Results by noon.</p>',
      liveBlog: 'true',
      access: 'members',
    });
    const entry = await t.app.request(`/api/news/${blog._id}/live`, {
      method: 'POST',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `<p>${SECRET}: the first result.</p>` }),
    });
    expect(entry.status).toBe(201);
    const spent = await spentMeter();
    const reader = await signedInAs(t.services, 'reader');
    // The signed-in reader has used their one free story of the month on another.
    await page(`/news/${stories.other.slug}`, reader.auth);
    const member = await signedInAs(t.services, 'reader');
    await t.services.commands.members.comp(asAdmin(), member.viewer._id, { tier: tier._id });
    for (const headers of [{ cookie: spent }, reader.auth, { 'user-agent': GOOGLEBOT }] as Record<string, string>[]) {
      expect(await text(await page(`/news/${blog.slug}`, headers))).not.toContain(SECRET);
      const poll = await page(`/news/${blog.slug}/live?after=0`, headers);
      expect(poll.status).toBe(403);
      expect(await text(poll)).not.toContain(SECRET);
      expect((await page(`/api/news/${blog._id}/live`, headers)).status).toBe(403);
    }
    expect(await text(await page(`/news/${blog.slug}`, member.auth))).toContain(SECRET);
    expect(await text(await page(`/news/${blog.slug}/live?after=0`, member.auth))).toContain(SECRET);
    const api = await page(`/api/news/${blog._id}/live`, member.auth);
    expect(api.status).toBe(200);
    expect(await api.text()).toContain(SECRET);
  });
});
