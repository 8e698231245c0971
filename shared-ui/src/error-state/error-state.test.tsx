import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('shows the message and retries on request', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Post not found" onRetry={onRetry} />);
    expect(screen.getByText('Post not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry without a handler', () => {
    render(<ErrorState message="Post not found" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('ErrorState as an alert', () => {
  it('is announced, with its title and message', () => {
    render(<ErrorState title="Posts are unavailable" message="The database is starting up." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Posts are unavailable');
    expect(alert).toHaveTextContent('The database is starting up.');
  });
});
