import { render, screen, within } from '@testing-library/react';
import { ChipGrid } from './chip-grid';

describe('ChipGrid', () => {
  it('lays chips out three to a row, naming each in full', () => {
    const labels = ['Manufacturing', 'Retail', 'Hospitality', 'Construction and civil engineering'];
    render(<ChipGrid aria-label="Categories" items={labels.map((label) => ({ key: label, label }))} />);
    const grid = screen.getByRole('list', { name: 'Categories' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid).getByText('Construction and civil engineering')).toHaveAttribute('title', 'Construction and civil engineering');
  });

  it('takes another number of columns (four locations on the interest page)', () => {
    render(<ChipGrid aria-label="Locations" columns={4} items={[{ key: 1, label: 'London' }]} />);
    expect(screen.getByRole('list', { name: 'Locations' })).toHaveStyle({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });
  });

  it('renders nothing without items', () => {
    const { container } = render(<ChipGrid items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
