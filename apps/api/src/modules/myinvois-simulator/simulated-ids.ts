import { randomInt } from 'node:crypto';

const symbols = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Latin alphanumeric symbols, as MyInvois' ids: 26 for submission and document UUIDs, 40 for a long id. */
export function simulatedId(length = 26): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += symbols[randomInt(symbols.length)];
  return id;
}
