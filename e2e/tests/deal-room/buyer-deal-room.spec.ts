import { readFile } from 'node:fs/promises';
import type { Post } from '@insolvency/shared-contracts';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { pressEnterOn, tabTo } from '../../fixtures/keyboard';
import { callApi } from '../../fixtures/seller-posts';
// The API tests' reader of the stamp pdf-lib draws (an embedded Unicode font).
import { pdfDrawnText } from '../../../server/test/pdf-drawn-text';

/** The demo's sale under way (server/src/seed/demo-deal-room.ts): seller@example.com's bakery. */
const DEMO_SALE = 'Established Yorkshire bakery with two retail units';

/** The page scrolls no further sideways than the screen is wide (run in the browser). */
const fitsWidth = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test.use({ storageState: storageStatePath('buyer') });

for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the demo buyer opens the demo sale's deal room from the post (${width} px): its pack, the answers, their open question and their sealed offer; a document downloads stamped, by keyboard (issue 49)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/expressed-interest/');
    const interests = await callApi<Post[]>(page, 'GET', 'buyer/interested-posts');
    const sale = interests.find((post) => post.activityHeading === DEMO_SALE);
    expect(sale, `${DEMO_SALE} among the demo buyer's interests`).toBeTruthy();

    // On the post, the way in says what is there.
    await page.goto(`/post/${sale!.businessId}`);
    // It reads "Deal room" until the pack's count is in.
    const link = page.getByRole('link', { name: 'Deal room: 3 documents' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await pressEnterOn(page, link);
    await expect(page).toHaveURL(new RegExp(`/post/${sale!.businessId}/deal-room/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Deal room' })).toBeVisible();
    await expect(page.getByText(`${DEMO_SALE} (Ref: ${sale!.reference})`)).toBeVisible();

    const pack = page.getByRole('region', { name: 'Information pack' });
    await expect(pack.getByRole('list', { name: 'Information pack' }).getByRole('listitem')).toHaveCount(3);
    for (const title of ['Information memorandum', 'Asset schedule', 'Lease summary']) await expect(pack.getByRole('button', { name: `Download ${title}` })).toBeVisible();
    const questions = page.getByRole('region', { name: 'Questions and answers' });
    await expect(questions.getByRole('list', { name: 'Answers published to every buyer' })).toContainText('Twelve of the forty wholesale customers have written terms');
    await expect(questions.getByRole('list', { name: 'Your questions' })).toContainText('Can we inspect the production unit and the two shops before offers close?');
    await expect(questions.getByRole('list', { name: 'Your questions' })).toContainText('Waiting for an answer');
    const offer = page.getByRole('region', { name: 'Your offer' });
    await expect(offer).toContainText(/Best and final offers by \d{2} [A-Z][a-z]+ \d{4}, 12:00 \(London time\)/);
    await expect(offer.getByRole('list', { name: "Your offer's versions" })).toContainText('Version 1 (current): £185,000.00');
    await expect(page.getByRole('region', { name: 'Your signed NDA' })).toContainText('You accepted the NDA (version 1) for Northgate Capital Partners');
    await expect.poll(() => page.evaluate(fitsWidth)).toBe(true);

    // Their notifications tell of the answer, the last document and the closing time (the area shows the newest three).
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    const notices = (await callApi<string[]>(page, 'GET', 'allauth/fetchNotifications')).join('\n');
    expect(notices).toContain(`A new answer was published to every buyer in the deal room of ${sale!.reference}.`);
    expect(notices).toContain(`A new document, Lease summary, was added to the information pack of ${sale!.reference}.`);
    expect(notices).toMatch(new RegExp(`Offers on ${sale!.reference} now close on .+ \\(London time\\)\\.`));

    // By keyboard: the information memorandum, stamped with the name the NDA was signed in.
    const downloading = page.waitForEvent('download');
    await pressEnterOn(page, pack.getByRole('button', { name: 'Download Information memorandum' }));
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Information memorandum.pdf');
    expect(await pdfDrawnText(await readFile((await download.path()) as string))).toContain('Confidential — released to Tom Reilly, Northgate Capital Partners on');

    // A beneficial owner's country is chosen from the list by keyboard: typed in part, picked with
    // Enter. The owner is removed again unsaved (the demo's owners stay as seeded).
    const owners = page.getByRole('form', { name: 'Beneficial owners' });
    await pressEnterOn(page, owners.getByRole('button', { name: 'Add an owner' }));
    const added = owners.getByRole('group').last();
    const country = added.getByRole('combobox', { name: /Country/ });
    await tabTo(page, country);
    await page.keyboard.type('kingd');
    // antd's drawn options have no role (its role="option" list is a hidden one for screen readers).
    await expect(page.locator('.ant-select-dropdown').getByTitle('United Kingdom')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(added.getByTitle('United Kingdom')).toBeVisible();
    await expect.poll(() => page.evaluate(fitsWidth)).toBe(true);
    await pressEnterOn(page, added.getByRole('button', { name: /^Remove owner/ }));
    await expect(owners.getByRole('button', { name: 'Add an owner' })).toBeFocused();

    // Back to the post, by keyboard too.
    await tabTo(page, page.getByRole('link', { name: 'Back to post' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/post/${sale!.businessId}$`));
  });
}
