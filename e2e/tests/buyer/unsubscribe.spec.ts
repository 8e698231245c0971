import { expect, test } from '../../fixtures/journey';
import { matchOnlyKeyword } from '../../fixtures/buyer-criteria';
import { DEMO_PASSWORD, storageStatePath } from '../../fixtures/demo-accounts';
import { linkTo, waitForMail } from '../../fixtures/outbox';
import { createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';
import { pathOf } from '../account/fresh-account';

// Two demo buyers whose criteria no other journey touches: one unsubscribes, the other stays subscribed and
// shows when the second post's alerts have gone out.
const LEAVING = { email: 'grace.oconnor@example.com', password: DEMO_PASSWORD };
const STAYING = { email: 'david.evans@example.com', password: DEMO_PASSWORD };

test.use({ storageState: storageStatePath('seller') });

test("a buyer's criteria match a new post: the alert arrives; its unsubscribe link stops the next alert to that buyer only", async ({ page, request }) => {
  const keyword = `unsub${Date.now().toString(36)}`;
  for (const buyer of [LEAVING, STAYING]) await matchOnlyKeyword(request, buyer, keyword);
  await page.goto('/user/live-posts');

  const first = await createDraft(page, `Bakery ${keyword}`);
  const since = Date.now() - 1000;
  await postDraft(page, first.id, londonDate(0), londonDate(27));
  const alert = await waitForMail({ to: LEAVING.email, subject: new RegExp(first.heading), since, timeoutMs: 20_000 });
  expect(alert.subject).toBe(`New posting matching your preferences: ${first.heading}`);

  // The mail's link opens a page asking first (a link scanner unsubscribes nobody).
  await page.goto(pathOf(linkTo(alert, '/api/unauth/unsubscribe')));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Stop e-mails about new postings matching your preferences')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You have been unsubscribed from match alerts: we will not e-mail you about new postings matching your preferences.',
  );
  await expect(page.getByText("To receive them again, sign in and turn on 'Match alerts' under E-mail in your preferences.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your e-mail preferences' })).toHaveAttribute('href', /\/user\/email-preferences$/);

  // The next matching post: the buyer who stayed is alerted, the one who left is not.
  await page.goto('/user/live-posts');
  const second = await createDraft(page, `Brewery ${keyword}`);
  const secondSince = Date.now() - 1000;
  await postDraft(page, second.id, londonDate(0), londonDate(27));
  await waitForMail({ to: STAYING.email, subject: new RegExp(second.heading), since: secondSince, timeoutMs: 20_000 });
  await expect(waitForMail({ to: LEAVING.email, subject: new RegExp(second.heading), since: secondSince, timeoutMs: 2_000 })).rejects.toThrow(/No mail/);
});
