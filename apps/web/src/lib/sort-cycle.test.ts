import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, readSortParams, type SortState, sortRows, writeSortParams } from './sort-cycle';

describe('nextSort', () => {
  it('cycles one column ascending, descending, none', () => {
    let sort: SortState<'name' | 'age'> = null;
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ field: 'name', direction: 'asc' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ field: 'name', direction: 'desc' });
    sort = nextSort(sort, 'name');
    expect(sort).toBeNull();
  });

  it('starts another column ascending, whatever the current direction', () => {
    expect(nextSort({ field: 'name', direction: 'desc' }, 'age')).toEqual({ field: 'age', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'age')).toEqual({ field: 'age', direction: 'asc' });
  });

  it('tells aria-sort per column', () => {
    const sort = { field: 'age', direction: 'desc' } as const;
    expect(ariaSort(sort, 'age')).toBe('descending');
    expect(ariaSort(sort, 'name')).toBe('none');
    expect(ariaSort(null, 'name')).toBe('none');
    expect(ariaSort(sort, undefined)).toBeUndefined();
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'bravo', score: 50 },
    { name: 'Alpha', score: null },
    { name: 'charlie', score: 90 },
    { name: 'delta', score: 50 },
    { name: 'item 10', score: 10 },
    { name: 'item 9', score: null },
  ];
  const sortValueOf = (row: (typeof rows)[number], field: 'name' | 'score') => row[field];

  it('keeps the given order when unsorted, in a copy', () => {
    const sorted = sortRows(rows, null, sortValueOf);
    expect(sorted).toEqual(rows);
    expect(sorted).not.toBe(rows);
  });

  it('sorts text without regard to case and numbers inside text by value', () => {
    const names = sortRows(rows, { field: 'name', direction: 'asc' }, sortValueOf).map((row) => row.name);
    expect(names).toEqual(['Alpha', 'bravo', 'charlie', 'delta', 'item 9', 'item 10']);
  });

  it('puts missing values last in both directions and keeps ties stable', () => {
    const asc = sortRows(rows, { field: 'score', direction: 'asc' }, sortValueOf).map((row) => row.name);
    expect(asc).toEqual(['item 10', 'bravo', 'delta', 'charlie', 'Alpha', 'item 9']);
    const desc = sortRows(rows, { field: 'score', direction: 'desc' }, sortValueOf).map((row) => row.name);
    expect(desc).toEqual(['charlie', 'bravo', 'delta', 'item 10', 'Alpha', 'item 9']);
  });
});

describe('sort in the query string', () => {
  const fields = ['name', 'attendancePercentage'] as const;

  it('reads a known field and direction, else null', () => {
    expect(readSortParams(new URLSearchParams('sortField=name&sortDir=desc'), fields)).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(readSortParams(new URLSearchParams('sortField=password&sortDir=asc'), fields)).toBeNull();
    expect(readSortParams(new URLSearchParams('sortField=name&sortDir=up'), fields)).toBeNull();
    expect(readSortParams(new URLSearchParams(''), fields)).toBeNull();
  });

  it('writes the sort and removes it when unsorted, keeping the other parameters', () => {
    const params = new URLSearchParams('date=2025-03-14');
    const sorted = writeSortParams(params, { field: 'attendancePercentage', direction: 'asc' });
    expect(sorted.toString()).toBe('date=2025-03-14&sortField=attendancePercentage&sortDir=asc');
    expect(writeSortParams(sorted, null).toString()).toBe('date=2025-03-14');
    expect(params.toString()).toBe('date=2025-03-14');
  });

  it('accepts other key names', () => {
    const keys = { field: 'sort', direction: 'order' };
    const params = writeSortParams(new URLSearchParams(), { field: 'name', direction: 'asc' }, keys);
    expect(params.toString()).toBe('sort=name&order=asc');
    expect(readSortParams(params, fields, keys)).toEqual({ field: 'name', direction: 'asc' });
  });
});
