import { access } from './access';

/**
 * Who may call a route and the OpenAPI tag it is listed under, for the modules whose routes serve
 * several audiences (the child's day: care, incidents, medication).
 */
export const staffAudience = { access: access.teacher, tag: 'center' } as const;
export const headOfCentreAudience = { access: access.superManager, tag: 'center' } as const;
export const parentAudience = { access: access.parent, tag: 'parent' } as const;
