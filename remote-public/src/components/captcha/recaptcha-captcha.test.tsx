import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '@insolvency/shared-ui';
import { RecaptchaCaptcha } from './recaptcha-captcha';

/*
 * Google's reCAPTCHA v2 checkbox, used when the server is configured for it. jsdom loads no
 * external script: the tests play Google's part (the script's onload callback, or its error).
 * The page loads Google's script once (a module-level promise), so the tests run in order: a
 * failed load first (which lets the next widget try again), then one that loads.
 */

const SCRIPT = 'script[src^="https://www.google.com/recaptcha/api.js"]';

function renderWidget() {
  const onVerified = jest.fn();
  const onExpired = jest.fn();
  const view = render(
    <UiProvider>
      <RecaptchaCaptcha siteKey="site-key-1" onVerified={onVerified} onExpired={onExpired} />
    </UiProvider>,
  );
  return { ...view, onVerified, onExpired };
}

test("says so when Google's script cannot be loaded, and the next widget tries again", async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { unmount } = renderWidget();
  await act(async () => {
    document.head.querySelector(SCRIPT)!.dispatchEvent(new Event('error'));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The captcha could not be loaded. Please reload the page.');
  expect(consoleError).toHaveBeenCalledWith('The captcha could not be loaded.', expect.any(Error));
  consoleError.mockRestore();
  unmount();
  document.head.querySelector(SCRIPT)!.remove();

  renderWidget();
  expect(document.head.querySelectorAll(SCRIPT)).toHaveLength(1);
});

test("keeps the checkbox's height until Google's script is in, then draws it with the site key and passes its token and expiry on", async () => {
  const { container, onVerified, onExpired } = renderWidget();
  // The widget of the test before is still loading the same script: one script for the page.
  expect(document.head.querySelectorAll(SCRIPT)).toHaveLength(1);
  expect(document.head.querySelector(SCRIPT)!.getAttribute('src')).toContain('render=explicit');
  const box = container.querySelector('.im-page > div') as HTMLElement;
  expect(box.style.minHeight).toBe('78px');
  expect(box.textContent).toBe('');

  const drawCheckbox = jest.fn((host: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => {
    host.textContent = 'I am not a robot';
    parameters.callback('token-1');
    parameters['expired-callback']();
    return 0;
  });
  await act(async () => {
    window.grecaptcha = { render: drawCheckbox };
    window.insolvencyRecaptchaLoaded!();
  });
  expect(drawCheckbox).toHaveBeenCalledTimes(1);
  expect(drawCheckbox.mock.calls[0][1].sitekey).toBe('site-key-1');
  expect(box.textContent).toBe('I am not a robot');
  expect(onVerified).toHaveBeenCalledWith('token-1');
  expect(onExpired).toHaveBeenCalledTimes(1);
});
