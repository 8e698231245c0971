import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';

interface Account {
  id: number;
  name: string;
  logins: number;
  flagged: boolean;
}

const columns: DataColumn<Account>[] = [
  { key: 'name', title: 'Name', render: (_, account) => <a href={`/admin/user/${account.id}`}>{account.name}</a> },
  { key: 'logins', title: 'Logins', dataIndex: 'logins' },
  { key: 'flag', title: 'Flag', dataIndex: 'flagged', render: (flagged) => (flagged ? 'Flagged' : 'No') },
];
const rows: Account[] = [
  { id: 7, name: 'Ian Seller', logins: 12, flagged: true },
  { id: 8, name: 'Jo Buyer', logins: 0, flagged: false },
];

it('draws a named table: a header cell per column, then a row per item with its values or what the column draws', () => {
  render(<DataTable label="Users" rowKey="id" columns={columns} rows={rows} busy={false} />);
  const table = screen.getByRole('table', { name: 'Users' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Logins', 'Flag']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ian Seller', '12', 'Flagged']);
  expect(within(first).getByRole('link', { name: 'Ian Seller' })).toHaveAttribute('href', '/admin/user/7');
  // A zero is a value, not an empty cell.
  expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Jo Buyer', '0', 'No']);
  expect(table).toHaveAttribute('aria-busy', 'false');
});

it('keeps its rows while others load, marked busy (dimmed)', () => {
  render(<DataTable label="Users" rowKey="id" columns={columns} rows={rows} busy />);
  const table = screen.getByRole('table', { name: 'Users' });
  expect(table).toHaveAttribute('aria-busy', 'true');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

it('adds its look to the page once, however many tables are drawn', () => {
  render(
    <>
      <DataTable label="Users" rowKey="id" columns={columns} rows={rows} busy={false} />
      <DataTable label="More users" rowKey="id" columns={columns} rows={rows} busy={false} />
    </>,
  );
  const styles = [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.admin-data-table'));
  expect(styles).toHaveLength(1);
  expect(styles[0].textContent).toContain('tbody tr:hover>td');
});
