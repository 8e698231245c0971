import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { pressEnterOn, tabTo, typeInto } from '../../fixtures/keyboard';

test.use({ storageState: storageStatePath('buyer') });

test('the demo buyer expresses interest with the keyboard only, seeing where the focus is at every stop', async ({ page }) => {
  await page.goto('/posting-inbox/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Posting Inbox' })).toBeVisible();
  // The last open post: the pointer journey (express-interest) takes the first. Read once every
  // card is drawn (the first few come first), and held by its heading from then on.
  await expect(page.getByRole('list', { name: 'Your postings' })).not.toHaveAttribute('aria-busy');
  const lastOpen = page.getByRole('article').filter({ hasNotText: 'Interest expressed' }).last();
  const heading = ((await lastOpen.getByRole('heading').textContent()) ?? '').trim();
  const card = page.getByRole('article', { name: heading, exact: true });
  await pressEnterOn(page, card.getByRole('link', { name: 'View Post' }));

  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await pressEnterOn(page, page.getByRole('link', { name: 'Express Interest' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Express Interest' })).toBeVisible();

  await typeInto(page, page.getByLabel('Message'), 'Keyboard user here: we would like the information pack, please.');
  // The connected-party question: Tab reaches the group's first answer, an arrow key moves to, and chooses, 'No'.
  const question = page.getByRole('radiogroup', { name: /connected to the insolvent company or any of its directors/ });
  await tabTo(page, question.getByRole('radio', { name: 'Yes, I am connected' }));
  await page.keyboard.press('ArrowDown');
  await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
  await pressEnterOn(page, page.getByRole('button', { name: 'Express Interest' }));
  await expect(page.getByText('Your interest has been sent to the practitioner.')).toBeVisible();

  await pressEnterOn(page, page.getByRole('link', { name: 'Your Expressions of Interest' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Expressions of Interest' })).toBeVisible();
  await expect(page.getByRole('link', { name: heading, exact: true }).first()).toBeVisible();
});
