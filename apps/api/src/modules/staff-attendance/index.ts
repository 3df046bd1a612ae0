/** What the server registers, and what the closing-time check calls to flag shifts still open. */

export { staffAttendanceRoutes } from './routes';
export { flagShiftsOpenAtClosing } from './shifts-service';
