/** `jane.doe@example.com` -> `j…@example.com`: enough to follow a delivery in the log, not to read who. */
export function maskAddresses(to: string | readonly string[]): string[] {
  return (typeof to === 'string' ? [to] : [...to]).map((address) => {
    const at = address.lastIndexOf('@');
    return at > 0 ? `${address[0]}…${address.slice(at)}` : '…';
  });
}
