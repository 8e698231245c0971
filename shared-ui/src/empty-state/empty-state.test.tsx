import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

it("says there's nothing here, with an optional hint", () => {
  render(<EmptyState hint="Try expanding your preference settings." />);
  expect(screen.getByRole('status')).toHaveTextContent("Looks like there's nothing here.Try expanding your preference settings.");
});
