/** The teacher area (one lazy chunk); the announcement pages are a chunk of their own (issue 30). */
import { DetailSkeleton } from '@/components/detail-parts';
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
