import type { ReferralLeaderboardRow } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { defaultLeaderboardSort, sortLeaderboard } from './leaderboard-sort';

const child = { name: 'C', center: 'X', package: null, year: '2026', status: 'COMPLETED' as const };

function row(id: string, parentName: string | null, referralCount: number, children: number, total: number) {
  return {
    id,
    parentName,
    email: `${id}@demo.test`,
    referralCount,
    enrolledChildren: Array.from({ length: children }, () => child),
    totalReimbursement: total,
    referralLogs: [],
  } satisfies ReferralLeaderboardRow;
}

const rows = [row('a', 'Siti', 1, 3, 25), row('b', null, 4, 0, 100), row('c', 'Aminah', 2, 1, 50)];
const ids = (list: ReferralLeaderboardRow[]) => list.map((item) => item.id);

describe('sortLeaderboard', () => {
  it('shows the most referrals first by default', () => {
    expect(ids(sortLeaderboard(rows, defaultLeaderboardSort))).toEqual(['b', 'c', 'a']);
  });

  it('sorts names alphabetically with a missing name last', () => {
    expect(ids(sortLeaderboard(rows, { field: 'parentName', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortLeaderboard(rows, { field: 'parentName', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
  });

  it('sorts the enrolled children by how many there are', () => {
    expect(ids(sortLeaderboard(rows, { field: 'enrolledChildren', direction: 'asc' }))).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('keeps the server order when unsorted', () => {
    expect(ids(sortLeaderboard(rows, null))).toEqual(['a', 'b', 'c']);
  });
});
