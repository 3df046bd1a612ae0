import { sql } from 'drizzle-orm';

/**
 * An id of the bench's own, numbered: RFC 9562 version 4 and variant bits (ids are checked so),
 * the number in its last 12 hex digits. Rows written in number order append to their primary key
 * instead of touching pages all over it, which is what makes millions of rows take minutes.
 */
export const numberedId = (prefix: string, number: string) =>
  sql.raw(`('${prefix}-0000-4000-8000-' || lpad(to_hex(${number}), 12, '0'))::uuid`);
