/** What the server registers, and the device sessions the centre login and the head of centre use. */
export { teacherPinsRoutes } from './routes';
export { createTeacherPinsService, type TeacherPinsService } from './service';
