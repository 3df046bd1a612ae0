/** The teacher area (one lazy chunk). Pages not built yet are placeholders that later issues replace. */
import { PlaceholderPage } from '@/components/placeholder-page';

export { TeacherSettingsPage } from './settings';
export { StudentHistoryPage } from './student-history';

export const PublishedActivitiesPage = () => <PlaceholderPage title="Student Activities" />;
export const DraftActivitiesPage = () => <PlaceholderPage title="Draft Activities" />;
export const NewActivityPage = () => <PlaceholderPage title="New Activity" />;
export const EditActivityPage = () => <PlaceholderPage title="Edit Activity" />;
export const ViewActivityPage = () => <PlaceholderPage title="Activity" />;
