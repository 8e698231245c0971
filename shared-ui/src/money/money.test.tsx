import { render, screen } from '@testing-library/react';
import { Money } from './money';

it('shows pounds sterling with two decimals', () => {
  render(<Money amount={1242} />);
  expect(screen.getByText('£1,242.00')).toBeInTheDocument();
});
