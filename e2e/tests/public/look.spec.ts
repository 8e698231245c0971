import { expect, test } from '../../fixtures/journey';
import { describeScreensLookRight, lookProblems } from '../../fixtures/look';

/** Every screen a visitor can open, with what shows it has finished loading. */
const PUBLIC_SCREENS = [
  { name: 'home', path: '/', ready: 'Latest opportunities', title: 'Insolvency Marketplace' },
  { name: 'home-filtered', path: '/?region=1&page=1', ready: 'Latest opportunities', title: 'Insolvency Marketplace' },
  { name: 'login', path: '/login', ready: 'New here? Register as', title: 'Login · Insolvency Marketplace' },
  { name: 'register', path: '/register/', ready: 'Interested Party', title: 'Register · Insolvency Marketplace' },
  { name: 'register-buyer', path: '/register/interestedparty', ready: 'Step 1 of 7: Personal Details', title: 'Register as an Interested Party · Insolvency Marketplace' },
  { name: 'register-seller', path: '/register/insolvencypractitioner', ready: 'Step 1 of 4: Personal Details', title: 'Register as an Insolvency Practitioner · Insolvency Marketplace' },
  { name: 'registration-success', path: '/register/success', ready: 'Registration Successful', title: 'Registration Successful · Insolvency Marketplace' },
  { name: 'forgot-password', path: '/forgotpass', ready: 'Forgot Password', title: 'Forgot Password · Insolvency Marketplace' },
  { name: 'reset-password', path: '/resetpass?email=jane%40example.com&token=abc', ready: 'Reset Password', title: 'Reset Password · Insolvency Marketplace' },
  { name: 'confirm-email', path: '/confirm-email?userId=1&token=abc', ready: 'Confirm E-mail', title: 'Confirm E-mail · Insolvency Marketplace' },
  { name: 'faqs', path: '/help/faqs', ready: 'Help', title: 'FAQs · Insolvency Marketplace' },
  { name: 'contact-us', path: '/help/contactus', ready: 'Help', title: 'Contact Us · Insolvency Marketplace' },
  { name: 'terms', path: '/terms-and-conditions', ready: 'Terms and Conditions', title: 'Terms and Conditions · Insolvency Marketplace' },
  { name: 'privacy', path: '/privacy-policy', ready: 'Privacy Policy', title: 'Privacy Policy · Insolvency Marketplace' },
  { name: 'not-found', path: '/not-found', ready: '404 Not Found', title: '404 Not Found · Insolvency Marketplace' },
] as const;

describeScreensLookRight(test, 'public', PUBLIC_SCREENS);

test('the checks find what the issue saw: sideways scrolling, browser-blue links, cut tags, overlapping cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.setContent(`
    <main>
      <a href="/login">Login</a>
      <article style="border: 1px solid #ccc; width: 300px">
        <h3>Bakery</h3>
        <span style="display: block; width: 60px; overflow: hidden; white-space: nowrap">Yorkshire and the Humber</span>
        <span style="display: block; width: 60px; overflow: hidden; white-space: nowrap" title="Channel Islands and Isle of Man">Channel Islands and Isle of Man</span>
      </article>
      <article style="border: 1px solid #ccc; width: 300px; margin-top: -20px">Garage</article>
      <div style="width: 500px">Too wide</div>
    </main>`);
  expect(await lookProblems(page)).toEqual([
    'the page scrolls sideways: 508px in a 390px window',
    "link 'Login' is in the browser's colour rgb(0, 0, 238)",
    "text 'Yorkshire and the Humber' is cut with no way to read it",
    "cards 'Bakery Yorkshire and the Humbe' and 'Garage' overlap",
  ]);
});
