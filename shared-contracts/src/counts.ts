/**
 * A whole count as en-GB writes it (1,234,567), without `Intl`: the first `toLocaleString` or
 * `Intl.NumberFormat` of a page loads the browser's number-formatting data, about 50 ms of the
 * visitor home's main thread on a slow phone. Anything but a safe whole number is left to `Intl`.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-GB');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
