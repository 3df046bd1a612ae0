/** The public area (one lazy chunk): landing, login, version and the staff entry pages. */
export { LandingPage } from './landing';
export { LoginPage } from './login';
export { AdminLoginPage, AdminRegisterPage, TeacherLoginPage } from './staff-entry';
export { VersionPage } from './version';
