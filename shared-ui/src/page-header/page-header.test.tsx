import { render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';

it('gives the screen its one h1, with back link, subtitle and actions', () => {
  render(<PageHeader title="Live Postings" subtitle="Posts currently for sale" back={<a href="/post/3">Back to post</a>} extra={<button>Sort</button>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Live Postings' })).toBeInTheDocument();
  expect(screen.getByText('Posts currently for sale')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to post' })).toHaveAttribute('href', '/post/3');
  expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument();
});
