import { describe, expect, it } from 'vitest';
import { nextActivityPage } from './get-parent-activities';

describe('nextActivityPage', () => {
  it('asks for the next page while activities remain', () => {
    expect(nextActivityPage({ activities: [], meta: { page: 1, limit: 10, total: 11 } })).toBe(2);
  });

  it('stops at the last page, or without paging details', () => {
    expect(nextActivityPage({ activities: [], meta: { page: 2, limit: 10, total: 20 } })).toBeUndefined();
    expect(nextActivityPage({ activities: [], meta: { page: 1, limit: 10, total: 0 } })).toBeUndefined();
    expect(nextActivityPage({ activities: [], meta: undefined })).toBeUndefined();
  });
});
