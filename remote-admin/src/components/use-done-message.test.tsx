import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '@insolvency/shared-ui';
import { useDoneMessage } from './use-done-message';

let show: (message: string) => void = () => undefined;
function Harness() {
  const { confirmation, showDone } = useDoneMessage();
  show = showDone;
  return <>{confirmation}</>;
}

it('shows each message for its own 2.8 s, even when it follows another one at once', () => {
  jest.useFakeTimers();
  try {
    render(
      <UiProvider>
        <Harness />
      </UiProvider>,
    );
    act(() => show('The post is approved.'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => show('The post is unapproved.'));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('The post is unapproved.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(900));
    expect(screen.queryByText('The post is unapproved.')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
