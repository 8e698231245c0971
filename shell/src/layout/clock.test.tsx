import { act, render, screen } from '@testing-library/react';
import { Clock } from './clock';

describe('Clock', () => {
  afterEach(() => jest.useRealTimers());

  it('shows London summer time and ticks each second', () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T11:59:58.500Z') });
    render(<Clock compact={false} />);
    const clock = screen.getByRole('timer');
    expect(clock).toHaveAttribute('aria-live', 'off');
    expect(clock).toHaveTextContent('12:59:58');
    expect(clock).toHaveTextContent('01 July 2026');

    act(() => jest.advanceTimersByTime(500));
    expect(clock).toHaveTextContent('12:59:59');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('13:00:00');
  });

  it('shows the London date when it differs from UTC', () => {
    jest.useFakeTimers({ now: new Date('2026-06-30T23:30:00Z') });
    render(<Clock compact />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:30:00');
    expect(screen.getByRole('timer')).toHaveTextContent('01 July 2026');
  });

  it('uses GMT in winter', () => {
    jest.useFakeTimers({ now: new Date('2026-01-15T09:05:07Z') });
    render(<Clock compact={false} />);
    expect(screen.getByRole('timer')).toHaveTextContent('09:05:07');
    expect(screen.getByRole('timer')).toHaveTextContent('15 January 2026');
  });
});
