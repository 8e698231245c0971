import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { callApi, createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';

/** Text pdf-lib drew with a standard font: the hex strings of `Tj` in the inflated content streams (WinAnsi). */
function drawnText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1];
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      // Not compressed.
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\u0097/g, '—'));
  }
  return texts.join('\n');
}

/** The page scrolls no further sideways than the screen is wide (run in the browser). */
const fitsWidth = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

async function accountsPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) document.addPage([595, 842]).drawText(`Management accounts, page ${page}`, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await document.save());
}

test('a seller requires an NDA and adds a document; the buyer signs the NDA, downloads the PDF stamped with their name and asks a question; the seller publishes the answer and the buyer sees it (issue 32)', async ({ browser }) => {
  const seller = await browser.newContext({ storageState: storageStatePath('seller') });
  const sellerPage = await seller.newPage();
  await sellerPage.goto('/user/live-posts');
  const post = await createDraft(sellerPage, 'Bakery with NDA');
  await postDraft(sellerPage, post.id, londonDate(0), londonDate(27));

  // The owner panel's deal room: require the NDA, write its text, add the accounts.
  await sellerPage.goto(`/post/${post.id}`);
  const room = sellerPage.getByRole('region', { name: 'Deal Room' });
  await room.getByRole('checkbox', { name: 'Buyers must accept a non-disclosure agreement' }).check();
  await room.getByLabel(/NDA text for this post/).fill('The recipient keeps the information pack confidential.');
  await room.getByRole('button', { name: 'Save deal room settings' }).click();
  await expect(room.getByText('Deal room settings saved')).toBeVisible();
  await room.getByLabel(/Document title/).fill('Management accounts');
  await room.getByLabel(/File \(PDF, Word/).setInputFiles({ name: 'accounts.pdf', mimeType: 'application/pdf', buffer: await accountsPdf() });
  await room.getByRole('button', { name: 'Add document' }).click();
  await expect(room.getByRole('list', { name: 'Downloads of Management accounts' })).toContainText('Not downloaded yet');

  // The buyer expresses interest, reads and signs the NDA on the post, and downloads the accounts.
  const buyer = await browser.newContext({ storageState: storageStatePath('buyer') });
  const page = await buyer.newPage();
  await page.goto(`/post/${post.id}`);
  await callApi(page, 'POST', `buyer/express-interest?id=${post.id}`, { ExpressInterestText: 'We run three bakeries.', ConnectedParty: false });
  await page.reload();
  const buyerRoom = page.getByRole('region', { name: 'Deal room' });
  await expect(buyerRoom.getByLabel('Non-disclosure agreement', { exact: true })).toContainText('The recipient keeps the information pack confidential.');
  await buyerRoom.getByLabel(/Full name/).fill('Bea Buyer');
  await buyerRoom.getByLabel(/Company/).fill('Buyer Holdings Ltd');
  await buyerRoom.getByLabel(/Position/).fill('Director');
  await buyerRoom.getByRole('checkbox', { name: 'I accept on behalf of Buyer Holdings Ltd' }).check();
  await buyerRoom.getByRole('button', { name: 'Accept NDA (version 1)' }).click();
  const downloading = page.waitForEvent('download');
  await buyerRoom.getByRole('button', { name: 'Download Management accounts' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('accounts.pdf');
  const stamped = await readFile((await download.path()) as string);
  expect(drawnText(stamped)).toContain('Confidential — released to Bea Buyer, Buyer Holdings Ltd on');

  // With access, the buyer asks the practitioner a question.
  await buyerRoom.getByRole('textbox', { name: /^Your question/ }).fill('Are the ovens owned or leased?');
  await buyerRoom.getByRole('button', { name: 'Ask the practitioner' }).click();
  await expect(buyerRoom.getByRole('list', { name: 'Your questions' })).toContainText('Are the ovens owned or leased?');
  await expect(buyerRoom.getByRole('list', { name: 'Your questions' })).toContainText('Waiting for an answer');

  // The seller sees who signed, who downloaded and who asked; they publish the answer to every buyer with access.
  await sellerPage.reload();
  const after = sellerPage.getByRole('region', { name: 'Deal Room' });
  await expect(after.getByRole('list', { name: 'Buyers in the deal room' })).toContainText('NDA version 1 accepted by Bea Buyer (Director, Buyer Holdings Ltd)');
  await expect(after.getByRole('list', { name: 'Downloads of Management accounts' })).not.toContainText('Not downloaded yet');
  const questions = after.getByRole('list', { name: 'Questions from buyers' });
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
