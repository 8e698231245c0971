import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationAreaItem } from './notification-area';
import { NotificationArea } from './notification-area';

const items: NotificationAreaItem[] = [
  { id: 'primary-bounce', title: 'E-mail address disabled', text: 'Mail to your primary address bounced.', actionLabel: 'Remove suppression', canDismissForGood: true },
  { id: 'news-1', text: 'New categories are available.', canDismissForGood: true },
  { id: 'news-2', text: 'Invoices can now be downloaded.' },
  { id: 'news-3', text: 'A fourth message waits its turn.' },
];

describe('NotificationArea', () => {
  it('shows at most three messages as a list, 500 wide at most', () => {
    render(<NotificationArea items={items} onAction={jest.fn()} onDismissForGood={jest.fn()} />);
    const area = screen.getByRole('region', { name: 'Notifications' });
    expect(within(area).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('A fourth message waits its turn.')).not.toBeInTheDocument();
    expect(area).toHaveStyle({ width: '500px', maxWidth: '100%' });
  });

  it('is a polite live region before any message arrives, so that a screen reader reads out the ones that come', () => {
    const { rerender } = render(<NotificationArea items={[]} onAction={jest.fn()} onDismissForGood={jest.fn()} />);
    const liveRegion = screen.getByRole('status');
    expect(liveRegion).toBeEmptyDOMElement();
    rerender(<NotificationArea items={items.slice(1, 2)} onAction={jest.fn()} onDismissForGood={jest.fn()} />);
    expect(screen.getByRole('status')).toBe(liveRegion);
    expect(liveRegion).toHaveTextContent('New categories are available.');
    // One live region, polite: no message of its own interrupts as an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls back with the item for its action and for "Do not show above message again"', async () => {
    const onAction = jest.fn();
    const onDismissForGood = jest.fn();
    render(<NotificationArea items={items} onAction={onAction} onDismissForGood={onDismissForGood} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove suppression' }));
    expect(onAction).toHaveBeenCalledWith(items[0]);
    const dismissButtons = screen.getAllByRole('button', { name: 'Do not show above message again' });
    expect(dismissButtons).toHaveLength(2);
    await userEvent.click(dismissButtons[1]);
    expect(onDismissForGood).toHaveBeenCalledWith(items[1]);
  });

  it('never closes a message by itself', () => {
    jest.useFakeTimers();
    render(<NotificationArea items={items.slice(2, 3)} onAction={jest.fn()} onDismissForGood={jest.fn()} />);
    jest.advanceTimersByTime(60_000);
    expect(screen.getByText('Invoices can now be downloaded.')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows no Notifications region without messages', () => {
    render(<NotificationArea items={[]} onAction={jest.fn()} onDismissForGood={jest.fn()} />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
