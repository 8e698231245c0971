import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { callApi, createDraft, fillNewPost, londonDate, postDraft, uniquePost } from '../../fixtures/seller-posts';
// The server's reader of PDFKit text (the evidence embeds its font): one reader for the API test and the journey.
import { pdfkitText } from '../../../server/test/pdfkit-text';
// The API tests' reader of the stamp pdf-lib draws (an embedded Unicode font).
import { pdfDrawnText } from '../../../server/test/pdf-drawn-text';

// A seller and a buyer, each through a dozen screens, in browser contexts of their own (their
// screens are not scanned, so the limit does not grow by the scans): on CI's two busy cores each
// takes about the config's 90 s limit.
test.setTimeout(180_000);

/** A 1 x 1 PNG: the pack's second document, served as uploaded. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The page scrolls no further sideways than the screen is wide (run in the browser). */
const fitsWidth = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

async function accountsPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) document.addPage([595, 842]).drawText(`Management accounts, page ${page}`, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await document.save());
}

test('a seller requires an NDA and adds two documents; the buyer signs the NDA, downloads the PDF stamped with their name and asks a question; the seller publishes the answer and the buyer sees it (issue 32)', async ({ browser }) => {
  const seller = await browser.newContext({ storageState: storageStatePath('seller') });
  const sellerPage = await seller.newPage();
  await sellerPage.goto('/user/live-posts');
  const post = await createDraft(sellerPage, 'Bakery with NDA');
  await postDraft(sellerPage, post.id, londonDate(0), londonDate(27));

  // The deal room's screen: require the NDA and write its text (Settings), add the accounts and a site plan (Documents).
  await sellerPage.goto(`/post/${post.id}/manage-deal-room?tab=settings`);
  const settings = sellerPage.getByRole('tabpanel', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Buyers must accept a non-disclosure agreement' }).check();
  await settings.getByLabel(/NDA text for this post/).fill('The recipient keeps the information pack confidential.');
  await settings.getByRole('button', { name: 'Save deal room settings' }).click();
  await expect(settings.getByText('Deal room settings saved')).toBeVisible();
  await sellerPage.getByRole('tab', { name: 'Documents' }).click();
  const room = sellerPage.getByRole('tabpanel', { name: 'Documents' });
  await room.getByLabel(/Document title/).fill('Management accounts');
  await room.getByLabel(/^File \(PDF, Word/).setInputFiles({ name: 'accounts.pdf', mimeType: 'application/pdf', buffer: await accountsPdf() });
  await room.getByRole('button', { name: 'Add document' }).click();
  await expect(room.getByRole('list', { name: 'Downloads of Management accounts' })).toContainText('Not downloaded yet');
  await room.getByLabel(/Document title/).fill('Site plan');
  await room.getByLabel(/^File \(PDF, Word/).setInputFiles({ name: 'site plan.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await room.getByRole('button', { name: 'Add document' }).click();
  await expect(room.getByRole('list', { name: 'Downloads of Site plan' })).toContainText('Not downloaded yet');

  // The buyer expresses interest, opens the post's deal room, reads and signs the NDA, and downloads the accounts.
  const buyer = await browser.newContext({ storageState: storageStatePath('buyer') });
  const page = await buyer.newPage();
  await page.goto(`/post/${post.id}`);
  await callApi(page, 'POST', `buyer/express-interest?id=${post.id}`, { ExpressInterestText: 'We run three bakeries.', ConnectedParty: false });
  await page.reload();
  await page.getByRole('link', { name: 'Deal room: NDA to accept' }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${post.id}/deal-room/$`));
  const buyerRoom = page.getByRole('main');
  await expect(buyerRoom.getByLabel('Non-disclosure agreement', { exact: true })).toContainText('The recipient keeps the information pack confidential.');
  await buyerRoom.getByLabel(/Full name/).fill('Bea Buyer');
  await buyerRoom.getByLabel(/Company/).fill('Buyer Holdings Ltd');
  await buyerRoom.getByLabel(/Position/).fill('Director');
  await buyerRoom.getByRole('checkbox', { name: 'I accept on behalf of Buyer Holdings Ltd' }).check();
  await buyerRoom.getByRole('button', { name: 'Accept NDA (version 1)' }).click();
  await expect(buyerRoom.getByRole('button', { name: 'Download Site plan' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await buyerRoom.getByRole('button', { name: 'Download Management accounts' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('accounts.pdf');
  const stamped = await readFile((await download.path()) as string);
  expect(await pdfDrawnText(stamped)).toContain('Confidential — released to Bea Buyer, Buyer Holdings Ltd on');

  // With access, the buyer asks the practitioner a question.
  await buyerRoom.getByRole('textbox', { name: /^Your question/ }).fill('Are the ovens owned or leased?');
  await buyerRoom.getByRole('button', { name: 'Ask the practitioner' }).click();
  await expect(buyerRoom.getByRole('list', { name: 'Your questions' })).toContainText('Are the ovens owned or leased?');
  await expect(buyerRoom.getByRole('list', { name: 'Your questions' })).toContainText('Waiting for an answer');

  // The seller sees who signed, who downloaded and who asked; they publish the answer to every buyer with access.
  await sellerPage.reload();
  await expect(sellerPage.getByRole('tabpanel', { name: 'Documents' }).getByRole('list', { name: 'Downloads of Management accounts' })).not.toContainText('Not downloaded yet');
  await sellerPage.getByRole('tab', { name: 'Buyers' }).click();
  await expect(sellerPage.getByRole('table', { name: 'Buyers in the deal room' })).toContainText('NDA version 1 accepted by Bea Buyer (Director, Buyer Holdings Ltd)');
  await sellerPage.getByRole('tab', { name: 'Questions' }).click();
  const questions = sellerPage.getByRole('tabpanel', { name: 'Questions' }).getByRole('list', { name: 'Questions from buyers' });
  await expect(questions).toContainText('Are the ovens owned or leased?');
  await expect(questions).toContainText('Not answered yet');
  await questions.getByRole('textbox', { name: /^Answer/ }).fill('Owned outright, free of finance.');
  await questions.getByRole('checkbox', { name: 'Publish to everyone with access' }).check();
  await questions.getByRole('button', { name: 'Send answer' }).click();
  await expect(questions).toContainText('Published to every buyer with access (the asker is not named)');
  await sellerPage.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => sellerPage.evaluate(fitsWidth)).toBe(true);
  await seller.close();

  // The buyer sees the published answer, and a notice of it in their notification area.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/A new answer was published to every buyer in the deal room of/);
  await expect(buyerRoom.getByRole('list', { name: 'Answers published to every buyer' })).toContainText('Owned outright, free of finance.');
  await expect(buyerRoom.getByRole('list', { name: 'Your questions' })).toContainText('Answer published to every buyer (your name is not shown)');
  // On a phone the questions fit the screen's width: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(fitsWidth)).toBe(true);
  await buyer.close();
});

test('a seller requires an NDA on AddPost and releases on approval from the edit screen; a buyer expresses interest and accepts the NDA in one go (issue 32)', async ({ browser }) => {
  const seller = await browser.newContext({ storageState: storageStatePath('seller') });
  const sellerPage = await seller.newPage();
  const post = uniquePost('Bakery with NDA on AddPost');
  await sellerPage.goto('/user/add-post');
  await fillNewPost(sellerPage, { ...post, description: 'A bakery with two ovens and a shop.' });
  const group = sellerPage.getByRole('group', { name: 'Deal room' });
  await group.getByRole('checkbox', { name: 'Require a non-disclosure agreement' }).check();
  await group.getByRole('radio', { name: 'Write a text for this post' }).check();
  await group.getByLabel(/NDA text for this post/).fill('The recipient keeps everything about the bakery confidential.');
  await sellerPage.getByRole('button', { name: 'Post now' }).click();
  await expect(sellerPage).toHaveURL(/\/post\/post-new$/);
  await sellerPage.getByRole('button', { name: 'Post Now' }).click();
  await expect(sellerPage).toHaveURL(/\/post\/\d+$/);
  const postId = Number(new URL(sellerPage.url()).pathname.split('/').pop());

  // The deal room's settings show what AddPost saved; the edit screen changes the release to "on my approval".
  await sellerPage.goto(`/post/${postId}/manage-deal-room?tab=settings`);
  const room = sellerPage.getByRole('tabpanel', { name: 'Settings' });
  await expect(room.getByRole('checkbox', { name: 'Buyers must accept a non-disclosure agreement' })).toBeChecked();
  await expect(room.getByLabel(/NDA text for this post/)).toHaveValue('The recipient keeps everything about the bakery confidential.');
  await sellerPage.goto(`/post/${postId}/amend-detail`);
  const editGroup = sellerPage.getByRole('group', { name: 'Deal room' });
  await expect(editGroup.getByRole('radio', { name: 'Write a text for this post' })).toBeChecked();
  await editGroup.getByRole('radio', { name: 'On my approval' }).check();
  await sellerPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`/post/${postId}$`));
  await sellerPage.goto(`/post/${postId}/manage-deal-room?tab=settings`);
  await expect(sellerPage.getByRole('tabpanel', { name: 'Settings' }).getByRole('radio', { name: 'Only when I approve each buyer' })).toBeChecked();

  // The buyer reads the NDA on ExpressInterest and signs it with the interest.
  const buyer = await browser.newContext({ storageState: storageStatePath('buyer') });
  const page = await buyer.newPage();
  await page.goto(`/post/${postId}/express-interest/`);
  await page.getByLabel(/Message/).fill('We run three bakeries.');
  await page.getByRole('radio', { name: 'No' }).check();
  await expect(page.getByRole('region', { name: 'Non-disclosure agreement' })).toContainText('The recipient keeps everything about the bakery confidential.');
  await page.getByRole('checkbox', { name: 'Accept the NDA now, with my interest' }).check();
  await page.getByLabel(/Full name/).fill('Bea Buyer');
  await page.getByLabel(/Company/).fill('Buyer Holdings Ltd');
  await page.getByLabel(/Position/).fill('Director');
  await page.getByRole('checkbox', { name: 'I accept on behalf of Buyer Holdings Ltd' }).check();
  await page.getByRole('button', { name: 'Express Interest and accept the NDA' }).click();
  await expect(page.getByText(/You have accepted the non-disclosure agreement \(version 1\)\.$/)).toBeVisible();

  // On the post and in its deal room: signed, waiting for the practitioner's approval.
  await page.goto(`/post/${postId}`);
  await page.getByRole('link', { name: 'Deal room: waiting for the practitioner' }).click();
  const buyerRoom = page.getByRole('main');
  await expect(buyerRoom).toContainText('You accepted the NDA (version 1) for Buyer Holdings Ltd');
  await expect(buyerRoom).toContainText('The practitioner releases the information pack to each buyer in turn.');
  await buyer.close();

  await sellerPage.goto(`/post/${postId}/manage-deal-room`);
  await expect(sellerPage.getByRole('table', { name: 'Buyers in the deal room' })).toContainText('NDA version 1 accepted by Bea Buyer (Director, Buyer Holdings Ltd)');

  // The SIP 16 evidence has the deal room: one NDA accepted, the pack not given yet (waiting for approval).
  await sellerPage.goto(`/post/${postId}`);
  const downloading = sellerPage.waitForEvent('download');
  await sellerPage.getByRole('region', { name: 'Marketing Evidence' }).getByRole('button', { name: 'SIP 16 evidence (PDF)' }).click();
  const evidence = pdfkitText(await readFile((await (await downloading).path()) as string));
  expect(evidence).toContain('Non-disclosure agreement Required (version 1 in force) NDAs accepted 1');
  expect(evidence).toContain("Pack released On the practitioner's approval of each buyer Buyers given the pack 0");
  expect(evidence).toContain('Offers received 0');
  await seller.close();
});
