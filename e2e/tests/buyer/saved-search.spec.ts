import type { Browser, Page } from '@playwright/test';
import type { SearchAnswer } from '@insolvency/shared-contracts';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { pressEnterOn, tickWithSpace } from '../../fixtures/keyboard';
import { submitLogin } from '../../fixtures/login';
import { waitForMail } from '../../fixtures/outbox';
import { createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';
import { registerConfirmedBuyerMatchingNothing } from '../account/fresh-account';

/*
 * Saved searches (issue 49) as the demo buyer uses them: a search from the top bar, narrowed by a
 * filter, saved with a delivery; then found under E-mail Preferences' "Saved searches" and removed.
 * A visitor is offered Login on the search page, comes back to the same search, saves it, and the
 * next post it finds is mailed to them.
 * The journeys share one server and database, so the search is for a word only this run's post
 * carries (letters and digits: the search keeps it as typed, no typo alternatives), and the run's
 * own saved search is the only one this journey looks at.
 */

/** A word found in no other post: made of this run's time, so parallel runs differ too. */
const runWord = () => `svd${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The demo seller's post, live today for 28 days, whose heading carries `word`. */
async function livePostWith(browser: Browser, word: string): Promise<{ id: number; heading: string }> {
  const seller = await browser.newContext({ storageState: storageStatePath('seller') });
  try {
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/user/live-posts');
    const post = await createDraft(sellerPage, `Printworks ${word}`);
    await postDraft(sellerPage, post.id, londonDate(0), londonDate(27));
    return post;
  } finally {
    await seller.close();
  }
}

const savedSearchesSection = (page: Page) => page.getByRole('region', { name: 'Saved searches' });

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('the demo buyer', () => {
  test.use({ storageState: storageStatePath('buyer') });

  test('searches from the top bar, filters by region, saves the search as a daily e-mail, finds it under E-mail Preferences and removes it', async ({ page, browser, request }) => {
    const word = runWord();
    const post = await livePostWith(browser, word);
    const answer = (await (await request.get(`/api/unauth/search?q=${word}`)).json()) as SearchAnswer;
    expect(answer.total, 'the run’s post is found by its word').toBe(1);
    const region = answer.facets.region[0];

    // The top bar's search, from the buyer's home.
    await page.goto('/');
    const bar = page.getByRole('banner').getByRole('search', { name: 'Search opportunities' });
    await bar.getByRole('searchbox').fill(word);
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('heading', { name: post.heading })).toBeVisible();

    // Narrowed by the region its post is in, with the keyboard.
    // The Region group opens with Enter on its summary; its value is ticked with Space.
    await pressEnterOn(page, page.locator('summary', { hasText: 'Region' }));
    await tickWithSpace(page, page.getByRole('checkbox', { name: `${region.description} (1)` }));
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&region=${region.id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toContainText('1 opportunity found with these filters');
    // And by its appointment type, newest first: a saved search keeps every filter of the page.
    const appointment = answer.facets.appointment[0];
    await pressEnterOn(page, page.locator('summary', { hasText: 'Appointment type' }));
    await tickWithSpace(page, page.getByRole('checkbox', { name: `${appointment.description} (1)` }));
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&region=${region.id}&appointment=${appointment.id}$`));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&region=${region.id}&appointment=${appointment.id}&sort=newest$`));

    // Save this search: the delivery is asked first; the server's answer is shown.
    await pressEnterOn(page, page.getByRole('button', { name: 'Save this search' }));
    const delivery = page.getByRole('group', { name: 'E-mail me new posts this search finds' });
    await expect(delivery.getByRole('radio', { name: 'One e-mail per matching post' })).toBeChecked();
    await delivery.getByRole('radio', { name: 'One daily e-mail of new matches' }).check();
    await delivery.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toHaveText('Search saved: we will e-mail you new posts it finds.');
    await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();

    // The same search again: the server says it is kept already.
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already' })).toHaveText('You have already saved this search.');

    // E-mail Preferences, from the account menu: the search with its words, filter and delivery.
    await page.getByRole('banner').getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('menu').getByRole('link', { name: 'E-mail Preferences' }).click();
    await expect(page).toHaveURL(/\/user\/email-preferences$/);
    const section = savedSearchesSection(page);
    const row = section.getByRole('listitem').filter({ hasText: `"${word}"` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Region: ${region.description} · Appointment type: ${appointment.description} · Sort: Newest`);
    await expect(row).toContainText('One daily e-mail of new matches');
    await expect(row.getByRole('link', { name: `Open this search: ${word}` })).toHaveAttribute(
      'href',
      `/search?q=${word}&region=${region.id}&appointment=${appointment.id}&sort=newest`,
    );

    // Remove: the server's answer, the row gone, and still gone after a reload.
    await row.getByRole('button', { name: `Remove saved search ${word}` }).click();
    // When it was the buyer's last search, the empty list's own status appears beside this one.
    await expect(section.getByRole('status').filter({ hasText: 'Saved search removed.' })).toHaveText('Saved search removed.');
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(section.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
    await expect(section.getByText('Loading saved searches…')).toHaveCount(0);
    // The list has loaded (the buyer's other searches, or none) before the row is looked for.
    await expect(section.getByRole('list').or(section.getByText(/You have no saved searches/)).first()).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: `"${word}"` })).toHaveCount(0);
  });
});

test.describe('a visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  /*
   * The alert mail needs a buyer whose own criteria miss the post: a buyer hears of a post once, and
   * the demo buyer's criteria (every location and band, no keyword) match every post, so they would
   * get the match alert instead. So this buyer is registered for the run, matching nothing.
   */
  test('is asked to log in to save a search, comes back to it after Login, saves it, and the next post it finds is mailed', async ({ page, browser, request }) => {
    const word = runWord();
    const buyer = await registerConfirmedBuyerMatchingNothing(request);

    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${word}”`);
    await expect(page.getByText('to save this search and get new matches by e-mail')).toHaveText('Log in to save this search and get new matches by e-mail');
    await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?route=Search&id=/);
    await submitLogin(page, buyer.email, buyer.password);

    // Back at the same search, now with the button.
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByRole('radio', { name: 'One e-mail per matching post' })).toBeChecked();
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toHaveText('Search saved: we will e-mail you new posts it finds.');

    // A post the search finds goes live: the saved-search alert names the search and links to the post.
    const since = Date.now() - 1000;
    const post = await livePostWith(browser, word);
    const alert = await waitForMail({ to: buyer.email, subject: new RegExp(post.heading), since, timeoutMs: 20_000 });
    expect(alert.subject).toBe(`New posting for your saved search "${word}": ${post.heading}`);
    expect(alert.links.some((link) => new URL(link).pathname === `/post/${post.id}`)).toBe(true);
  });
});
