import { render, screen } from '@testing-library/react';
import { LoadingState } from './loading-state';

it('announces what is loading', () => {
  render(<LoadingState label="Loading posts…" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading posts…');
});
