/** What other modules may use: the teacher roster, for an admin managing a centre's teachers. */
export { createTeacherRoster } from './teacher-roster';
