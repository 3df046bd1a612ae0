import { children, packages } from './schema/index';

/**
 * A child as a centre's student lists show it (the teacher's check-in list and the admin's day
 * view), from `children` left-joined to its package.
 */
export const studentColumns = {
  id: children.id,
  name: children.name,
  dateOfBirth: children.dateOfBirth,
  packageName: packages.name,
};
