import { render, screen } from '@testing-library/react';
import { PostStatusTag } from './post-status-tag';

it('names the status in words', () => {
  render(<PostStatusTag status="For Sale" />);
  expect(screen.getByText('For Sale')).toBeInTheDocument();
});
