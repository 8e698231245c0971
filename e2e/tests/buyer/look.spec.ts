import { test } from '../../fixtures/journey';
import type { PostPage } from '@insolvency/shared-contracts';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { describeScreensLookRight, expectScreenLooksRight } from '../../fixtures/look';
import { callApi } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('buyer') });

/** The buyer screens, with the heading that shows each has loaded. */
const BUYER_SCREENS = [
  { name: 'buyer-inbox', path: '/posting-inbox/', ready: 'Your Posting Inbox' },
  { name: 'buyer-expressed-interest', path: '/expressed-interest/', ready: 'Expressions of Interest' },
  { name: 'buyer-watchlist', path: '/watchlist/', ready: 'Watchlist' },
  { name: 'buyer-location-size', path: '/user/location-size', ready: 'Location and Size Preferences' },
  { name: 'buyer-categories', path: '/user/categories', ready: 'Category Preferences' },
  { name: 'buyer-email-preferences', path: '/user/email-preferences', ready: 'E-mail Preferences' },
] as const;

describeScreensLookRight(test, 'buyer', BUYER_SCREENS, () => {
  test('a post of the inbox and its Express Interest look right', async ({ page }, testInfo) => {
    await page.goto('/posting-inbox/');
    const inbox = await callApi<PostPage>(page, 'GET', 'buyer/posts-by-criteria?pageSize=1');
    const post = inbox.posts[0];
    await expectScreenLooksRight(page, testInfo, { name: 'buyer-post-detail', path: `/post/${post.businessId}`, ready: post.activityHeading });
    await expectScreenLooksRight(page, testInfo, { name: 'buyer-express-interest', path: `/post/${post.businessId}/express-interest/`, ready: 'Express Interest' });
  });
});
