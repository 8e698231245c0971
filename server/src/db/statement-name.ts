import { createHash } from 'node:crypto';

/**
 * The name of a prepared statement of text `text`. node-postgres prepares a named statement once
 * per connection and refuses one name for two texts, so the name carries a hash of the text.
 * (PGlite takes no names: there the statement is sent as it is.)
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}
