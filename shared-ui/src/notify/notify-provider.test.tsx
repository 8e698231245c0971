import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackHost } from './feedback-host';
import { NotifyProvider, useNotify } from './notify-provider';

function Buttons() {
  const { message } = useNotify();
  return (
    <>
      <button onClick={() => message.info('First')}>Show one</button>
      <button
        onClick={() => {
          message.info('Second');
          message.warning('Third');
        }}
      >
        Show two
      </button>
    </>
  );
}

describe('NotifyProvider', () => {
  it('loads the antd part only on the first call, once, and shows the calls made while it loads', async () => {
    const loadHost = jest.fn(() => Promise.resolve(FeedbackHost));
    render(
      <NotifyProvider loadHost={loadHost}>
        <Buttons />
      </NotifyProvider>,
    );
    expect(loadHost).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Show two' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show one' }));

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(await screen.findByText('Third')).toBeInTheDocument();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(loadHost).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call when the download failed, keeping what was asked', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadHost = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FeedbackHost);
    try {
      render(
        <NotifyProvider loadHost={loadHost}>
          <Buttons />
        </NotifyProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Show two' }));
      await act(async () => undefined);
      expect(consoleError).toHaveBeenCalledWith('Messages could not be loaded.', expect.any(Error));
      expect(screen.queryByText('Second')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Show one' }));
      expect(await screen.findByText('Second')).toBeInTheDocument();
      expect(await screen.findByText('First')).toBeInTheDocument();
      expect(loadHost).toHaveBeenCalledTimes(2);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('says what is missing when used outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Buttons />)).toThrow('useNotify needs UiProvider (or NotifyProvider) above it.');
    } finally {
      consoleError.mockRestore();
    }
  });
});
