import { expect, test } from '@playwright/test';
import { storageStatePath } from '../../fixtures/demo-accounts';

test.use({ storageState: storageStatePath('buyer') });

test('the demo buyer opens the inbox and a post, expresses interest once (declaring no connection), and finds it under Expressions of Interest', async ({ page }) => {
  await page.goto('/posting-inbox/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Posting Inbox' })).toBeVisible();
  await expect(page).toHaveTitle('Your Posting Inbox · Insolvency Marketplace');
  const card = page.getByRole('article').filter({ hasNotText: 'Interest expressed' }).first();
  const heading = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('link', { name: 'View Post' }).click();

  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Express Interest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Express Interest' })).toBeVisible();

  // The profile text last sent is offered again; an empty message and an unanswered
  // connected-party declaration are refused.
  const message = page.getByLabel('Message');
  await message.fill('');
  await page.getByRole('button', { name: 'Express Interest' }).click();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByText('Please say whether you are connected to the company or its directors')).toBeVisible();
  await message.fill('We are a trade buyer with funds in place and would like to see the information pack.');
  await page.getByRole('radiogroup', { name: /connected to the insolvent company or any of its directors/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Express Interest' }).click();
  await expect(page.getByText('Your interest has been sent to the practitioner.')).toBeVisible();

  await page.getByRole('link', { name: 'Your Expressions of Interest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expressions of Interest' })).toBeVisible();
  await expect(page.getByRole('link', { name: heading, exact: true }).first()).toBeVisible();

  // Once, ever: the post no longer offers it, and the screen says so.
  await page.getByRole('link', { name: heading, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Express Interest' })).toHaveCount(0);
  await page.goBack();
  await page.goBack();
  await expect(page.getByText('You have already expressed interest in this post.')).toBeVisible();
});
