import { readFileSync } from 'node:fs';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { waitForMail } from '../../fixtures/outbox';

test.use({ storageState: storageStatePath('seller') });

test('the demo seller opens an invoice of a 28-day period (345 + 69 VAT = 414), without footer, and downloads its PDF', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/user\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

  // A 28-day period at the standard rate (the demo seed has many).
  const card = page.getByRole('article').filter({ hasText: '£414.00' }).first();
  await card.getByRole('link', { name: 'View Invoice' }).click();
  await expect(page).toHaveURL(/\/user\/invoice\/\d+$/);

  const sheet = page.getByRole('article', { name: /^Invoice \d+$/ });
  await expect(sheet.getByRole('heading', { name: 'VAT Invoice' })).toBeVisible();
  await expect(sheet).toContainText('VAT registration number');
  const charges = sheet.getByRole('table', { name: 'Charges' });
  await expect(charges.getByRole('row', { name: /Net total/ })).toContainText('£345.00');
  await expect(charges.getByRole('row', { name: /VAT at 20%/ })).toContainText('£69.00');
  await expect(charges.getByRole('row', { name: /Total due/ })).toContainText('£414.00');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // On a phone the sheet fits the width (the charges table scrolls inside it if it must).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sheet).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // On paper only the sheet shows; the print rules leave with the screen.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: '← Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('the demo seller e-mails a post: six addresses are refused, two get a mail each', async ({ page }) => {
  await page.goto('/user/live-posts');
  const detailLink = page.getByRole('article').first().getByRole('link', { name: 'View Detail' });
  const postPath = await detailLink.getAttribute('href');
  expect(postPath).toMatch(/^\/post\/\d+$/);

  await page.goto(`${postPath}/email-post`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail Post' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to the post' })).toHaveAttribute('href', postPath!);
  await expect(page.getByRole('textbox', { name: 'Message' })).not.toHaveValue('');
  // Narrowed to a phone's width: once the screen has laid itself out again, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const run = Date.now();
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/seller/email-post')) sends.push(request.url());
  });
  const addresses = page.getByRole('combobox', { name: 'Send to' });
  await addresses.fill(`${Array.from({ length: 6 }, (_, i) => `six${i}.${run}@example.com`).join(' ')} `);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Send List cannot contain more than five people')).toBeVisible();
  expect(sends).toHaveLength(0);

  // Start again with two.
  await page.reload();
  const since = Date.now();
  await page.getByRole('combobox', { name: 'Send to' }).fill(`first.${run}@example.com second.${run}@example.com `);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The post has been sent to 2 addresses.')).toBeVisible();

  // A post displayed publicly is linked at its public teaser (the recipient needs no account), any other at its detail.
  const postId = postPath!.split('/').pop();
  for (const to of [`first.${run}@example.com`, `second.${run}@example.com`]) {
    const mail = await waitForMail({ to, since });
    expect(mail.to).toEqual([to]);
    const link = mail.text.match(/https?:\/\/\S+\/(?:opportunities|post)\/\d+/)?.[0] ?? '';
    expect([`/opportunities/${postId}`, postPath]).toContain(new URL(link).pathname);
    if (new URL(link).pathname.startsWith('/opportunities/')) expect((await page.request.get(new URL(link).pathname)).status()).toBe(200);
  }
  expect(sends).toHaveLength(1);
});
