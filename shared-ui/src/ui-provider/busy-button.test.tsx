import { act, render, screen } from '@testing-library/react';

/**
 * antd animates a button's spinner in and out (rc-motion) where the browser has transition
 * events, and the spinner leaves only when its `transitionend` comes. jsdom has neither the
 * events' classes nor ever fires one: given the classes, a leave here waits as a stalled one does
 * in a browser (a journey's Login button still named "loading Login" 70 s after its answer).
 */
class NeverFiredEvent extends Event {}
Object.assign(window, { TransitionEvent: NeverFiredEvent, AnimationEvent: NeverFiredEvent });

it('takes the spinner out of a button, and "loading" out of its name, as soon as its work is done, with no animation to wait for', async () => {
  // Loaded after the event classes exist: rc-motion reads them once, when it loads.
  const { Button } = await import('antd');
  const { UiProvider } = await import('./ui-provider');
  const login = (loading: boolean) => (
    <UiProvider>
      <Button type="primary" htmlType="submit" loading={loading}>
        Login
      </Button>
    </UiProvider>
  );
  const { rerender } = render(login(false));
  rerender(login(true));
  expect(screen.getByRole('button', { name: 'loading Login' })).toBeInTheDocument();
  rerender(login(false));
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
  // antd and the provider are loaded inside the test (above), which takes seconds.
}, 30_000);
