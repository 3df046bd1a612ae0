/** What the server registers, and the device sessions the centre login and the head of centre use. */

export { createDoorPinCheck, type DoorPinCheck } from './door-pin';
export { teacherPinsRoutes } from './routes';
export { createTeacherPinsService, type TeacherPinsService } from './service';
