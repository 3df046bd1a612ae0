/**
 * The teacher area (one lazy chunk); the announcement pages (issue 30) and the messages (issue 43)
 * are chunks of their own.
 */
import { DetailSkeleton } from '@/components/detail-parts';
import { loadCatalogues } from '@/i18n/i18n';
import { lazyPage } from '../lazy-page';

export { EditActivityPage, NewActivityPage } from './activity-form-pages';
export { DraftActivitiesPage, PublishedActivitiesPage } from './activity-lists';
export { ViewActivityPage } from './activity-view';
export { TeacherSettingsPage } from './settings';
export { StudentHistoryPage } from './student-history';

const announcements = () => import('./announcements');
const skeleton = <DetailSkeleton />;
export const TeacherAnnouncementsPage = lazyPage(announcements, (m) => m.TeacherAnnouncementsPage, skeleton);
export const TeacherAnnouncementPage = lazyPage(announcements, (m) => m.TeacherAnnouncementPage, skeleton);
export const CentreAnnouncementPage = lazyPage(announcements, (m) => m.CentreAnnouncementPage, skeleton);
export const NewCentreAnnouncementPage = lazyPage(
  announcements,
  (m) => m.NewCentreAnnouncementPage,
  skeleton,
);
export const EditCentreAnnouncementPage = lazyPage(
  announcements,
  (m) => m.EditCentreAnnouncementPage,
  skeleton,
);

const messages = () =>
  Promise.all([import('./messages'), loadCatalogues(['conversations'])]).then(([module]) => module);
export const CentreMessagesPage = lazyPage(messages, (m) => m.CentreMessagesPage, skeleton);
export const NewCentreMessagePage = lazyPage(messages, (m) => m.NewCentreMessagePage, skeleton);
export const CentreMessagePage = lazyPage(messages, (m) => m.CentreMessagePage, skeleton);

/** Incident reports (issue 44) with their own words, in a chunk of their own. */
const incidents = () =>
  Promise.all([import('./incidents'), loadCatalogues(['incidents'])]).then(([module]) => module);
export const FileIncidentPage = lazyPage(incidents, (m) => m.FileIncidentPage, skeleton);
export const TeacherIncidentPage = lazyPage(incidents, (m) => m.TeacherIncidentPage, skeleton);
export const CentreIncidentsPage = lazyPage(incidents, (m) => m.CentreIncidentsPage, skeleton);

/** Staff attendance and timesheets (issue 45) with their own words, in a chunk of their own. */
const staffAttendance = () =>
  Promise.all([import('./staff-attendance'), loadCatalogues(['timesheets'])]).then(([module]) => module);
export const StaffAttendancePage = lazyPage(staffAttendance, (m) => m.StaffAttendancePage, skeleton);
export const StaffTimesheetPage = lazyPage(staffAttendance, (m) => m.StaffTimesheetPage, skeleton);
