import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_USERS, signInThroughApi } from './support/accounts';
import { expectAccessible, expectAccessibleInThemes, hydrated } from './support/axe';
import { SITE } from './support/ports';
import { createStory, uniqueMark } from './support/stories';
import { A11Y } from './support/tags';

/**
 * Comments (docs/product.md, 'Comments'): readers write, reply, edit, delete and report under a
 * story, whose page loads its thread when it comes into view; moderators approve, reject, feature
 * and ban from the queue; the rules hold a new reader's first comment and the site's banned words
 * (tests/e2e/fixtures/prepare.ts) for review, shown to its writer alone; without JavaScript the
 * comments page does it all with plain forms.
 */

/** A reader of this test's own, signed in on a page of a new browser context. */
async function newReader(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const n = () => Math.floor(Math.random() * 250) + 1;
  const res = await page.request.post(`${SITE}/api/users/register`, {
    data: { username, password: E2E_PASSWORD },
    headers: { origin: SITE, 'x-forwarded-for': `198.18.${n()}.${n()}` },
  });
  expect(res.status(), `registering ${username}`).toBe(201);
  return page;
}

/** The story's comments, loaded into its page (the island asks when they come into view). */
async function openThread(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const section = page.locator('#comments');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-comment-thread]')).toBeVisible();
  return section;
}

/** Approves (or rejects) a comment from the moderation queue, found by its text. */
async function moderate(page: Page, text: string, action: 'Approve' | 'Reject' | 'Feature') {
  await page.goto('/admin/comments');
  await hydrated(page);
  const item = page.getByRole('listitem').filter({ hasText: text });
  await item.getByRole('button', { name: new RegExp(`^${action}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: /Comment (approved|rejected|featured)/ })).toBeVisible();
}

test(
  'readers comment, reply, edit, delete and report; moderators approve, reject, feature and ban',
  { tag: A11Y },
  async ({ browser, page }, testInfo) => {
    test.slow();
    const mark = uniqueMark();
    const story = await createStory({ title: `The harbour reopens ${mark}` });
    const asha = await newReader(browser, `asha-${mark}`);
    const ravi = await newReader(browser, `ravi-${mark}`);
    await signInThroughApi(page, E2E_USERS.editor);

    // A new reader's first comment waits for review, shown to them alone, marked so.
    let thread = await openThread(asha, story.path);
    await thread
      .getByLabel('Your comment', { exact: true })
      .fill(`The ferry is back ${mark}. https://ferries.example/times`);
    await thread.getByRole('button', { name: 'Post comment' }).click();
    await expect(thread.getByRole('status')).toHaveText(
      'Thank you: your comment waits for review, and shows once a moderator approves it.',
    );
    const first = thread.getByRole('article', { name: `Comment by asha-${mark}` });
    await expect(first).toContainText('Waiting for review');
    const others = await openThread(ravi, story.path);
    await expect(others.getByText(`The ferry is back ${mark}`)).toHaveCount(0);
    await expect(others).toContainText('No comments yet: start the conversation.');

    // The editor approves it from the queue; it shows to everyone, with its link.
    await moderate(page, `The ferry is back ${mark}`, 'Approve');
    thread = await openThread(asha, story.path);
    await expect(thread.getByRole('heading', { name: '1 comment' })).toBeVisible();
    await expect(thread.getByRole('link', { name: 'https://ferries.example/times' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await expect(first).not.toContainText('Waiting for review');

    // She edits it within ten minutes.
    await first.locator('summary').filter({ hasText: /^Edit/ }).click();
    await first.getByLabel('Edit your comment').fill(`The ferry is back ${mark}, every hour.`);
    await first.getByRole('button', { name: 'Save' }).click();
    await expect(thread.getByRole('status')).toHaveText('Your comment is saved.');
    await expect(first).toContainText('(edited)');
    await expect(first).toContainText('every hour.');

    // Ravi replies (his first comment: held, then approved), likes and reports hers.
    const others2 = await openThread(ravi, story.path);
    const hers = others2.getByRole('article', { name: `Comment by asha-${mark}` });
    await hers
      .locator('summary')
      .filter({ hasText: /^Reply/ })
      .first()
      .click();
    await hers.getByLabel(`Your reply to asha-${mark}`).fill(`Not on Sundays ${mark}.`);
    await hers.getByRole('button', { name: 'Post reply' }).click();
    await expect(others2.getByRole('status')).toContainText('waits for review');
    await expect(others2.getByRole('article', { name: `Comment by ravi-${mark}` })).toContainText('Waiting for review');
    await moderate(page, `Not on Sundays ${mark}`, 'Approve');
    const again = await openThread(ravi, story.path);
    const hersAgain = again.getByRole('article', { name: `Comment by asha-${mark}` });
    await hersAgain.getByRole('button', { name: new RegExp(`Like \\(0\\) the comment by asha-${mark}`) }).click();
    await expect(again.getByRole('status')).toHaveText('You like this comment.');
    await expect(
      again.getByRole('article', { name: `Comment by asha-${mark}` }).getByRole('button', { name: /Liked \(1\)/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    const reported = again.getByRole('article', { name: `Comment by asha-${mark}` });
    await reported
      .locator('summary')
      .filter({ hasText: /^Report/ })
      .first()
      .click();
    await reported.getByLabel('Off topic').check();
    await reported.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(again.getByRole('status')).toHaveText('Thank you: the moderators will look at it.');
    await expectAccessible(ravi, 'a story’s comments loaded into its page');

    // A banned word holds a comment, whatever its letter case: the editor rejects it.
    await thread.getByLabel('Your comment', { exact: true }).fill(`Utter BUNKUM ${mark}`);
    await thread.getByRole('button', { name: 'Post comment' }).click();
    await expect(thread.getByRole('status')).toContainText('waits for review');
    await page.goto('/admin/comments');
    await hydrated(page);
    await expect(page.getByRole('listitem').filter({ hasText: `Utter BUNKUM ${mark}` })).toContainText(
      'Held: banned word: bunkum',
    );
    await expect(page.getByRole('listitem').filter({ hasText: `${mark}, every hour` })).toContainText(
      'Reported once: Off topic',
    );
    await expectAccessibleInThemes(page, testInfo, 'the comment moderation queue');
    await page.emulateMedia({ colorScheme: 'light' });
    await moderate(page, `Utter BUNKUM ${mark}`, 'Reject');
    // Featured: pinned above the thread.
    await moderate(page, `${mark}, every hour`, 'Feature');
    thread = await openThread(asha, story.path);
    await expect(thread.getByRole('region', { name: 'Featured' })).toContainText('every hour');
    await expect(thread.getByText(`Utter BUNKUM ${mark}`)).toHaveCount(0);

    // She deletes her comment, once the question is answered; its reply leaves with it.
    asha.once('dialog', (dialog) => void dialog.accept());
    await thread
      .getByRole('article', { name: `Comment by asha-${mark}` })
      .first()
      .getByRole('button', { name: 'Delete your comment' })
      .click();
    await expect(thread.getByRole('status')).toHaveText('Your comment is deleted.');
    await expect(thread.getByText('every hour')).toHaveCount(0);

    // The editor bans Ravi: he may not comment any more.
    await ravi.request.post(`${SITE}/api/news/${story._id}/comments`, {
      data: { body: `Another one from Ravi ${mark}` },
      headers: { origin: SITE },
    });
    // Not his first any more: published at once, so in the published queue.
    await page.goto('/admin/comments?queue=published');
    await hydrated(page);
    const his = page.getByRole('listitem').filter({ hasText: `Another one from Ravi ${mark}` });
    await his.getByText('Ban…').click();
    await his.getByLabel('Reason').fill('Testing bans');
    await his.getByRole('button', { name: `Ban ravi-${mark}` }).click();
    await expect(page.getByRole('status')).toHaveText('Reader banned until the date shown.');
    await expect(page.getByRole('region', { name: 'Banned readers' })).toContainText(`ravi-${mark}`);
    const banned = await openThread(ravi, story.path);
    await expect(banned).toContainText('You cannot comment at the moment.');
    await expect(banned.getByLabel('Your comment', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: `Lift ban of ravi-${mark}` }).click();
    await expect(page.getByRole('status')).toHaveText('Ban lifted.');
    await asha.context().close();
    await ravi.context().close();
  },
);

test(
  'without JavaScript, the comments page takes a comment with a plain form',
  { tag: A11Y },
  async ({ browser }, testInfo) => {
    const mark = uniqueMark();
    const story = await createStory({ title: `Monsoon timetable ${mark}` });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const n = () => Math.floor(Math.random() * 250) + 1;
    await page.request.post(`${SITE}/api/users/register`, {
      data: { username: `plain-${mark}`, password: E2E_PASSWORD },
      headers: { origin: SITE, 'x-forwarded-for': `198.18.${n()}.${n()}` },
    });
    // The story's page links its comments page.
    await page.goto(story.path);
    await page.getByRole('link', { name: 'Read the comments and join the conversation' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${story.slug}/comments$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(story.title);
    await page.getByLabel('Your comment', { exact: true }).fill(`Written without scripts ${mark}`);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('status')).toContainText('waits for review');
    await expect(page.getByRole('article', { name: `Comment by plain-${mark}` })).toContainText('Waiting for review');
    // Refused: said, and what was typed is kept.
    await page.getByLabel('Your comment', { exact: true }).fill(' ');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('status')).toHaveText('Write something first');
    // The same page, with its forms and the reader's waiting comment, scanned (axe itself needs scripts).
    const scanning = await browser.newContext({ storageState: await context.storageState() });
    const scan = await scanning.newPage();
    await scan.goto(`/news/${story.slug}/comments`);
    await expectAccessibleInThemes(scan, testInfo, 'the comments page');
    await scanning.close();
    await context.close();
  },
);
