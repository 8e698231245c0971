/**
 * The confirm-email fields block pasting (spec §5): "a change of more than one character at
 * a time is reverted". Typing inserts one character; a paste, a drop or an autofill inserts
 * several at once. Deleting is always allowed (select all + Delete clears the field).
 *
 * Returns true when `next` differs from `previous` by at most one inserted character
 * (possibly replacing a selection) or only by removed characters.
 */
export function isSingleCharacterChange(previous: string, next: string): boolean {
  if (previous === next) return true;
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start += 1;
  let previousEnd = previous.length;
  let nextEnd = next.length;
  while (previousEnd > start && nextEnd > start && previous[previousEnd - 1] === next[nextEnd - 1]) {
    previousEnd -= 1;
    nextEnd -= 1;
  }
  const inserted = nextEnd - start;
  return inserted <= 1;
}
