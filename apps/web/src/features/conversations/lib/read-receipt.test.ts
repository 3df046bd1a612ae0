import type { ReadReceipt, ThreadMessage } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { hasReadLatest } from './read-receipt';

const parent = { id: '00000000-0000-4000-8000-000000000001', name: 'Lim Chee Wai' };
const receipt = (readAt: string | null): ReadReceipt => ({ parent, readAt });
const message = (kind: 'PARENT' | 'STAFF', createdAt: string): ThreadMessage => ({
  id: crypto.randomUUID(),
  author: { kind, name: kind === 'STAFF' ? 'Farhana Aziz' : parent.name },
  body: 'Hello',
  createdAt,
  attachments: [],
});

describe('a read receipt', () => {
  const asked = message('PARENT', '2026-11-30T01:00:00.000Z');
  const answered = message('STAFF', '2026-11-30T02:00:00.000Z');

  it('is unread without a mark', () => {
    expect(hasReadLatest(receipt(null), [asked, answered])).toBe(false);
  });

  it("is read once the mark reaches the centre's latest message", () => {
    expect(hasReadLatest(receipt('2026-11-30T02:00:00.000Z'), [asked, answered])).toBe(true);
    expect(hasReadLatest(receipt('2026-11-30T03:00:00.000Z'), [asked, answered])).toBe(true);
  });

  it('is unread when the centre wrote after the mark, whatever the family wrote since', () => {
    const again = message('PARENT', '2026-11-30T02:30:00.000Z');
    expect(hasReadLatest(receipt('2026-11-30T01:00:00.000Z'), [asked, answered, again])).toBe(false);
  });

  it('is read with any mark while the centre has not written', () => {
    expect(hasReadLatest(receipt('2026-11-30T01:00:00.000Z'), [asked])).toBe(true);
  });
});
