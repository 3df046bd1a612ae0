/**
 * What the server registers: the module's routes. What other modules may use: the teacher roster,
 * for an admin managing a centre's teachers.
 */
export { centreStaffRoutes } from './routes';
export { createTeacherRoster } from './teacher-roster';
