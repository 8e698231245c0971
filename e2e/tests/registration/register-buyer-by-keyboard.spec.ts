import { expect, test } from '../../fixtures/journey';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';
import { BEFORE_THE_APP } from '../../fixtures/app-live';
import { chooseWithArrows, pressEnterOn, tabTo, tickWithSpace, typeInto } from '../../fixtures/keyboard';
import { linkTo, waitForMail } from '../../fixtures/outbox';
import { expectStep, field, freshEmail, registerLabels } from './registration-wizard';

const PASSWORD = 'Keys2468';

// A whole wizard key by key, a mail and a login: 144 s on the slower 2-core machine of this kind.
test.setTimeout(300_000);

test('a buyer registers with the keyboard only, seeing where the focus is at every stop, and logs in', async ({ page, request, expectAccessible }) => {
  const email = freshEmail('keyboard');
  const labels = await registerLabels(request, true);

  await page.goto('/register/');
  await pressEnterOn(page, page.getByRole('link', { name: 'Register as an Interested Party' }));
  await expect(page).toHaveURL(/\/register\/interestedparty$/);

  await expectStep(page, /^Step 1 of 7/);
  await chooseWithArrows(page, field(page, 'Title'), labels.titleLabels[0].description);
  await typeInto(page, field(page, 'Forenames'), 'Kay');
  await typeInto(page, field(page, 'Surname'), 'Board');
  await typeInto(page, field(page, 'Email'), email);
  await typeInto(page, field(page, 'Confirm Email'), email);
  await typeInto(page, field(page, 'Company Name'), 'Board & Co');
  await typeInto(page, field(page, 'Position'), 'Director');
  await typeInto(page, field(page, 'Telephone'), '01632 960124');
  await chooseWithArrows(page, field(page, 'Function'), labels.functionLabels![0].description);
  await pressEnterOn(page, page.getByRole('button', { name: 'Next' }));

  await expectStep(page, /^Step 2 of 7: Address Details/);
  await typeInto(page, field(page, 'Address Line 1'), '3 Keyboard Lane');
  await typeInto(page, field(page, 'Town/City'), 'York');
  await typeInto(page, field(page, 'Postcode'), 'YO1 7HH');
  await chooseWithArrows(page, field(page, 'Country'), 'United Kingdom');
  // Enter in a field sends the step, as in any form.
  await tabTo(page, field(page, 'Postcode'));
  await page.keyboard.press('Enter');

  await expectStep(page, /^Step 3 of 7/);
  await pressEnterOn(page, page.getByRole('button', { name: 'Next' }));
  await expect(page.getByText('Please select at least one Location')).toBeVisible();
  await expectAccessible('step 3 with its field messages');
  await tickWithSpace(page, page.getByRole('checkbox', { name: 'Any Location' }));
  await tickWithSpace(page, page.getByRole('checkbox', { name: 'Any Turnover' }));
  await tickWithSpace(page, page.getByRole('checkbox', { name: 'Any Employees' }));
  await pressEnterOn(page, page.getByRole('button', { name: 'Next' }));

  await expectStep(page, /^Step 4 of 7: Business Categories/);
  await tickWithSpace(page, page.getByRole('group', { name: 'Business Categories' }).getByRole('checkbox').first());
  await pressEnterOn(page, page.getByRole('button', { name: 'Next' }));
  await expectStep(page, /^Step 5 of 7: Keywords/);
  await typeInto(page, field(page, 'Keywords'), 'printing presses');
  await pressEnterOn(page, page.getByRole('button', { name: 'Next' }));
  await expectStep(page, /^Step 6 of 7: Assets/);
  // Back returns to the keywords, kept; Next again.
  await pressEnterOn(page, page.getByRole('button', { name: 'Back' }));
  await expectStep(page, /^Step 5 of 7: Keywords/);
  await expect(field(page, 'Keywords')).toHaveValue('printing presses');
  await pressEnterOn(page, page.getByRole('button', { name: 'Next' }));
  await expectStep(page, /^Step 6 of 7: Assets/);
  await tickWithSpace(page, page.getByRole('group', { name: 'Assets' }).getByRole('checkbox').first());
  await pressEnterOn(page, page.getByRole('button', { name: 'Next' }));

  await expectStep(page, /^Step 7 of 7: Password/);
  await typeInto(page, field(page, 'Password'), PASSWORD);
  await typeInto(page, field(page, 'Confirm Password'), PASSWORD);
  const since = Date.now() - 1000;
  await pressEnterOn(page, page.getByRole('button', { name: 'Register', exact: true }));

  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByText(email)).toBeVisible();
  const mail = await waitForMail({ to: email, subject: /confirm/i, since });
  const link = new URL(linkTo(mail, '/confirm-email'));
  // The link from the mail is opened as a typed address would be.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('region', { name: 'Confirmation result' })).toContainText(/confirmed/i);
  await pressEnterOn(page, page.getByRole('link', { name: 'Go to Login' }));

  await expect(page).toHaveURL(/\/login$/);
  await typeInto(page, page.getByLabel(/^e-?mail/i), email);
  await typeInto(page, page.getByLabel(/^password/i), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const firstTile = page.getByRole('main').getByRole('link', { name: tileName(HOME_TILES.buyer[0]) });
  await tabTo(page, firstTile);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Posting Inbox' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the registration screens start 12 px from the edge, where the home page starts', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // Measured on the app's home, not on the static copy painted first (it leaves mid-measure).
    await expect(page.locator(BEFORE_THE_APP)).toHaveCount(0);
    const homeStart = await main.evaluate((element) => element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft));
    expect(homeStart).toBe(12);
    for (const path of ['/register/', '/register/interestedparty', '/register/insolvencypractitioner']) {
      await page.goto(path);
      const heading = main.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect((await heading.boundingBox())?.x, path).toBe(homeStart);
    }
  });
});
