import type { PagedListQuery } from '@/lib/paged-list-query';

/** Every query of the admin user area. */
export const usersKey = ['admin-users'] as const;

/** Rows per page of the parent and family lists. */
export const userPageSize = 20;

export type UserListQuery = PagedListQuery;
