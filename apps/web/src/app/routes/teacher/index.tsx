/** The teacher area (one lazy chunk). */

export { EditActivityPage, NewActivityPage } from './activity-form-pages';
export { DraftActivitiesPage, PublishedActivitiesPage } from './activity-lists';
export { ViewActivityPage } from './activity-view';
export { TeacherSettingsPage } from './settings';
export { StudentHistoryPage } from './student-history';
