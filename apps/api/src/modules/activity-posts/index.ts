/** What the activity modules share: the columns of an activity row and its answer with years and signed images. */
export { activityColumns } from './repository';
export { type ActivityRow, assertActivitiesOn, createActivityPosts } from './service';
