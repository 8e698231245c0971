import { formatClock, parseId } from '@insolvency/shared-contracts';
import type { DataColumn } from '../../../components/data-table';

/*
 * What the two trails of the Audit Trail screen show alike: the time of an entry, its values,
 * and the id filters.
 */

/** `{a: 1}` → `a: 1`, one line per value; a dash when there is none. */
export function AuditValues({ values }: { values: Record<string, unknown> }) {
  const entries = Object.entries(values);
  if (!entries.length) return <>—</>;
  return (
    <>
      {entries.map(([key, value]) => (
        <div key={key}>
          {key}: {value === null ? 'none' : String(value)}
        </div>
      ))}
    </>
  );
}

/** The "When" column: the entry's date and time. */
export function whenColumn<T extends { createdAt: string }>(): DataColumn<T> {
  return {
    title: 'When',
    key: 'when',
    render: (_, entry) => {
      const { date, time } = formatClock(new Date(entry.createdAt));
      return <time dateTime={entry.createdAt}>{`${date} ${time}`}</time>;
    },
  };
}

/** An id filter's text as applied: the id, or empty. */
export const idOrEmpty = (text: string) => String(parseId(text.trim()) ?? '');
