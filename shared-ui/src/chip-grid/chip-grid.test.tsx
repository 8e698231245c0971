import { render, screen, waitFor, within } from '@testing-library/react';
import { ChipGrid } from './chip-grid';

describe('ChipGrid', () => {
  it('lays chips out three to a row, naming each in full', () => {
    const labels = ['Manufacturing', 'Retail', 'Hospitality', 'Construction and civil engineering'];
    render(<ChipGrid aria-label="Categories" items={labels.map((label) => ({ key: label, label }))} />);
    const grid = screen.getByRole('list', { name: 'Categories' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    // Nothing is cut here (jsdom lays nothing out), so no label carries a title.
    expect(within(grid).getByText('Construction and civil engineering')).not.toHaveAttribute('title');
  });

  it('gives a label its full text as a title only when it is cut, once the browser reports its size', async () => {
    // As a browser does: the observer reports each element once it has been laid out.
    const jsdomObserver = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        setTimeout(() => this.report([], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    };
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === 'A sector name far too long to show in two lines of a chip' ? 60 : 0;
    });
    const clientHeight = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(36);
    render(
      <ChipGrid
        aria-label="Categories"
        items={[
          { key: 1, label: 'Yorkshire and the Humber' },
          { key: 2, label: 'A sector name far too long to show in two lines of a chip' },
        ]}
      />,
    );
    await waitFor(() =>
      expect(screen.getByText('A sector name far too long to show in two lines of a chip')).toHaveAttribute(
        'title',
        'A sector name far too long to show in two lines of a chip',
      ),
    );
    expect(screen.getByText('Yorkshire and the Humber')).not.toHaveAttribute('title');
    scrollHeight.mockRestore();
    clientHeight.mockRestore();
    window.ResizeObserver = jsdomObserver;
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
