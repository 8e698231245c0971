import type { Post } from '@insolvency/shared-contracts';
import { openWithTheAppHeldBack } from '../../fixtures/app-held-back';
import { londonDisplayDate } from '../../fixtures/clock';
import { collectConsoleProblems } from '../../fixtures/console-problems';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/journey';
import { callApi, createDraft, londonDate, typedDate } from '../../fixtures/seller-posts';

/*
 * Post Draft is drawn by the server before the app (issue 59): the dates a seller types into the
 * server's copy are the dates the app's form holds once it has taken over, and the ones it posts.
 * The date fields keep typed text apart from the form until it is committed (Enter, or leaving the
 * field), which the page before the app cannot do: the app commits it when it takes over.
 */

const PAGE_BEFORE_APP = '#page-before-app';

/** `YYYY-MM-DD` as the date fields show it: DD MMMM YYYY. */
const shown = (wireDate: string) => londonDisplayDate(new Date(`${wireDate}T12:00:00Z`));

test.use({ storageState: storageStatePath('seller') });

test("dates typed into Post Draft before the app are the app's, and the draft is scheduled for them; words typed in the top bar's search beside them stay", async ({ page }) => {
  await page.goto('/user/draft-posts');
  const draft = await createDraft(page, 'Typed before the app');
  // Left before the scripts are held: a page of the app still loading its code would be held too.
  await page.goto('about:blank');
  // Later than the defaults (today to 27 days later): a lost date would show as a default.
  const start = londonDate(3);
  const end = londonDate(17);
  const problems = collectConsoleProblems(page);

  const release = await openWithTheAppHeldBack(page, `/post/${draft.id}/post-draft`);
  const before = page.locator(PAGE_BEFORE_APP);
  await expect(before.getByRole('heading', { level: 1, name: 'Post Draft' })).toBeVisible();
  // Two of the three ways a date is typed: DD/MM/YYYY and YYYY-MM-DD.
  await before.getByRole('textbox', { name: 'Start Date' }).fill(typedDate(start));
  await before.getByRole('textbox', { name: 'End Date' }).fill(end);
  await before.getByRole('banner').getByRole('searchbox', { name: 'Search opportunities' }).fill('bakery');

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Start Date' })).toHaveValue(shown(start));
  await expect(page.getByRole('textbox', { name: 'End Date' })).toHaveValue(shown(end));
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search opportunities' })).toHaveValue('bakery');
  expect(problems).toEqual([]);

  // The form holds them: a start after today makes Post Now a Schedule, which posts them.
  await page.getByRole('button', { name: 'Schedule' }).click();
  const status = page.getByRole('region', { name: 'Post Status' });
  await expect(status.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(status).toContainText(shown(start));
  const saved = await callApi<Post>(page, 'GET', `allauth/post?id=${draft.id}`);
  expect([saved.activeStartDate[0], saved.activeEndDate[0]]).toEqual([start, end]);
});
