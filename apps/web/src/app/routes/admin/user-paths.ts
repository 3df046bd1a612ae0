import { useLocation } from 'react-router';
import { paths } from '@/app/paths';

const A = paths.admin;

/** The user area under one spelling: the route table's /users or the sidebar's /user (spec 2 §2.8). */
export type UserAreaPaths = {
  index: string;
  parents: string;
  parentDetail: { path: string; href: (parentId: string) => string };
  family: string;
  familyDetail: { path: string; href: (familyId: string) => string };
};

export const userAreaSpellings: { users: UserAreaPaths; user: UserAreaPaths } = {
  users: {
    index: A.users.path,
    parents: A.usersParents.path,
    parentDetail: A.usersParentDetail,
    family: A.usersFamily.path,
    familyDetail: A.usersFamilyDetail,
  },
  user: {
    index: A.user.path,
    parents: A.userParents.path,
    parentDetail: A.userParentDetail,
    family: A.userFamily.path,
    familyDetail: A.userFamilyDetail,
  },
};

/** Links inside the user area keep the spelling the admin arrived with. */
export function useUserAreaPaths(): UserAreaPaths {
  const { pathname } = useLocation();
  const singular = pathname === A.user.path || pathname.startsWith(`${A.user.path}/`);
  return singular ? userAreaSpellings.user : userAreaSpellings.users;
}
