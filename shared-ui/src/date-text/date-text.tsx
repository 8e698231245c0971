import { formatDisplayDate } from '@insolvency/shared-contracts';

/** A wire date or timestamp shown as DD MMMM YYYY (en-GB, Europe/London). */
export function DateText({ value }: { value: string | Date | null | undefined }) {
  if (!value) return null;
  const machineReadable = value instanceof Date ? value.toISOString() : value;
  return <time dateTime={machineReadable}>{formatDisplayDate(value)}</time>;
}
