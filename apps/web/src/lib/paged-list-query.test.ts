import { describe, expect, it } from 'vitest';
import { listParamEntries, pagedListQuery, pageSummary } from './paged-list-query';

const limit = 20;
const listQuery = (text: string) => pagedListQuery(new URLSearchParams(text), limit);

describe('pagedListQuery', () => {
  it('reads search and page from the address bar', () => {
    expect(listQuery('search=%20tan%20&page=3')).toEqual({
      search: 'tan',
      page: 3,
      limit,
    });
  });

  it('treats a blank search as none and a broken page as page 1', () => {
    expect(listQuery('search=%20&page=abc')).toEqual({
      search: undefined,
      page: 1,
      limit,
    });
    expect(listQuery('page=0').page).toBe(1);
    expect(listQuery('page=-2').page).toBe(1);
    expect(listQuery('page=0x10').page).toBe(1);
    expect(listQuery('page=1e3').page).toBe(1);
  });
});

describe('pageSummary', () => {
  it('gives the rows shown and whether there are pages either side', () => {
    expect(pageSummary({ page: 2, limit: 20, total: 53 })).toEqual({
      from: 21,
      to: 40,
      total: 53,
      pageCount: 3,
      hasPrevious: true,
      hasNext: true,
    });
    expect(pageSummary({ page: 3, limit: 20, total: 53 })).toMatchObject({
      from: 41,
      to: 53,
      hasNext: false,
    });
  });

  it('shows an empty list as one empty page', () => {
    expect(pageSummary({ page: 1, limit: 20, total: 0 })).toEqual({
      from: 0,
      to: 0,
      total: 0,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });
});

describe('listParamEntries', () => {
  it('keeps the filters that are given, a ticked box as true, and a page past the first', () => {
    expect(
      listParamEntries({ search: 'tan', centerId: undefined, status: 'ISSUED', overdue: true }, 3),
    ).toEqual({ search: 'tan', status: 'ISSUED', overdue: 'true', page: '3' });
  });

  it('leaves out empty searches, unticked boxes and page 1: a new filter starts on the first page', () => {
    expect(listParamEntries({ search: '', all: false }, 1)).toEqual({});
    expect(listParamEntries({ centerId: 'c1' }, undefined)).toEqual({ centerId: 'c1' });
  });
});
