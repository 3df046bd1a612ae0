/** The public area (one lazy chunk): landing, login, version and the staff entry pages. */
export { LandingPage } from './landing';
export { LoginPage } from './login';
export { AdminLoginPage, AdminRegisterPage, adminRegisterLoader } from './staff-entry';
export { TeacherLoginPage } from './teacher-login';
export { VersionPage } from './version';
