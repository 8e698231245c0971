import { render, screen } from '@testing-library/react';
import { DateText } from './date-text';

describe('DateText', () => {
  it('shows a wire date as DD MMMM YYYY', () => {
    render(<DateText value="2026-03-01" />);
    expect(screen.getByText('01 March 2026')).toHaveAttribute('datetime', '2026-03-01');
  });

  it('shows a timestamp on its Europe/London date', () => {
    render(<DateText value="2026-06-30T23:30:00Z" />);
    expect(screen.getByText('01 July 2026')).toBeInTheDocument();
  });
});
